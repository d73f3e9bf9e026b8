/// What one configuration offers in the stepper: every control of the visible screen
/// (usable, disabled or broken), the system controls, and the environment events,
/// grouped by control and numbered in the engine's fixed order.
public struct SessionMenu: Sendable {
  /// One thing the user (or the environment) can do: a declared control with all its
  /// outcomes, or one system control.
  public struct Item: Sendable {
    /// The declared control, or nil for a system control (back, a tab, a page move).
    public var control: ControlID?
    /// Every option of the control here, in outcome order.
    public var options: [Simulator.Option]
    /// How it reads and how it is written as a scenario step: `tap "Sign in"`, `back`,
    /// `tab "Photos"`, `next page`, `event "Network lost"`.
    public var phrase: String
    /// What typed text is matched against: `Sign in`, `back`, `Photos`, `next page`.
    public var label: String
    /// `tap` (buttons too), `swipe`, `select`, `event`, `tab`, or nil for back and pages.
    public var verb: String?
    public var isEvent: Bool
    /// Its number, when it can be used here.
    public var number: Int?
    /// Why it cannot be used, when it is shown disabled.
    public var disabledReason: String?
    /// Whether selecting it pops the selected tab's stack to its root.
    public var popsToRoot: Bool

    /// The outcomes that lead somewhere.
    public var usable: [Simulator.Option] { options.filter(\.isOffered) }
    /// The outcomes that fail here: bugs in the flow.
    public var failing: [Simulator.Option] {
      options.filter {
        if case .fails = $0.result { return true }
        return false
      }
    }
  }

  public var items: [Item]

  /// The usable items, in number order (item `n` is `numbered[n - 1]`).
  public var numbered: [Item] { items.filter { $0.number != nil } }

  public init(simulator: Simulator, configuration: Configuration) {
    let flow = simulator.flow
    let view = simulator.view(configuration)
    var items: [Item] = []
    for option in simulator.options(configuration) {
      let control = flow.control(of: option.transition)
      if let control, let last = items.last, last.control == control {
        items[items.count - 1].options.append(option)
      } else {
        items.append(Self.item(option, control: control, flow: flow, view: view))
      }
    }
    var next = 1
    for index in items.indices {
      if !items[index].usable.isEmpty {
        items[index].number = next
        next += 1
      } else if items[index].failing.isEmpty {
        items[index].disabledReason =
          items[index].options.lazy.compactMap { option in
            if case .disabled(let reason) = option.result {
              return simulator.explain(reason, of: option.transition)
            }
            return nil
          }.first
      }
    }
    self.items = items
  }

  private static func item(
    _ option: Simulator.Option, control: ControlID?, flow: Flow, view: ConfigurationView
  ) -> Item {
    var item = Item(
      control: control, options: [option], phrase: "", label: "", verb: nil, isEvent: false,
      number: nil, disabledReason: nil, popsToRoot: false)
    if let control {
      let declared = flow.controls[control]
      item.isEvent = declared.owner == .event
      item.verb = declared.verb.spoken
      item.label = declared.label
      item.phrase = declared.phrase
      return item
    }
    switch flow.transitions[option.transition].kind {
    case .back:
      item.label = "back"
    case .nextPage:
      item.label = "next page"
    case .previousPage:
      item.label = "previous page"
    case .tab(let bar, let index):
      item.verb = "tab"
      item.label = flow.tabBars[bar].tabs[index].label
      item.popsToRoot = view.selectedTab == index
    case .control:
      break
    }
    item.phrase = item.verb.map { "\($0) \(StringLiteral.quoted(item.label))" } ?? item.label
    return item
  }

  /// The outcome's name, for a control with several outcomes.
  public static func outcome(of transition: TransitionID, flow: Flow) -> String? {
    if case .control(_, let name) = flow.transitions[transition].kind { return name }
    return nil
  }
}
