/// Why a control never leads anywhere, for `unused-control`'s note: its guard never
/// holds, or it holds and an action of its chain never applies (which, and why).
extension ReachabilityCheck {
  /// Why a control never fired, from the first configurations that offer it (those
  /// showing its screen; any, for an event): its guard never holds, or it holds and
  /// its navigation never applies (which action, and why).
  func why(_ control: Control, _ context: CheckContext, _ shown: inout ShownOptions) -> String {
    let flow = context.flow
    var screen: ScreenID?
    if case .screen(let owner) = control.owner { screen = owner }
    var guardFailures: Set<Int> = []
    var outcomeGuardsFailed = false
    // The action that could not apply furthest along its chain: where the navigation
    // got furthest before it stopped.
    var stuck: (transition: TransitionID, action: Int)?
    var seen = 0
    for index in 0..<context.space.count
    where screen == nil || context.visibleScreen(index) == screen {
      seen += 1
      if seen > 5_000 { break }
      for option in shown.options(index, on: screen, context)
      where control.transitions.contains(option.transition) {
        switch option.result {
        case .disabled(.guardFailed(let index)): guardFailures.insert(index)
        case .disabled(.outcomeGuardFailed): outcomeGuardsFailed = true
        case .disabled(.cannotApply(let action)):
          if action > stuck?.action ?? -1 { stuck = (option.transition, action) }
        default: break
        }
      }
    }
    let shown = screen.map { " while '\(flow.screens[$0].name)' is shown" } ?? ""
    // An action is tried only once every guard holds.
    if let stuck {
      let texts = control.guards.map { "'\($0.text)'" }.joined(separator: " and ")
      let holds =
        control.guards.isEmpty
        ? ""
        : control.guards.count == 1
          ? "its guard \(texts) holds, but " : "its guards \(texts) hold, but "
      return
        "\(holds)its navigation never applies: \(cannotApply(stuck.transition, stuck.action, from: screen, flow))"
    }
    if let index = guardFailures.min(), index < control.guards.count {
      return "its guard '\(control.guards[index].text)' never holds\(shown)"
    }
    if outcomeGuardsFailed { return "the guards of its outcomes never hold\(shown)" }
    return "its navigation never applies\(shown)"
  }

  /// The options of the configurations `why` reads, kept while it reads those of one
  /// screen: the controls of a screen that never lead anywhere are explained from the
  /// same configurations, and working out a configuration's options is most of what
  /// explaining costs (a flow may have a dozen such controls, each reading up to
  /// 5,000 configurations).
  struct ShownOptions {
    private var screen: ScreenID?
    private var byConfiguration: [Int: [Simulator.Option]] = [:]

    init() {}

    /// The options of configuration `index`, read for a control of `screen` (nil:
    /// an event's).
    mutating func options(_ index: Int, on screen: ScreenID?, _ context: CheckContext)
      -> [Simulator.Option]
    {
      if screen != self.screen {
        self.screen = screen
        byConfiguration.removeAll()
      }
      if let known = byConfiguration[index] { return known }
      let options = context.simulator.options(context.space.configuration(index))
      byConfiguration[index] = options
      return options
    }
  }

  /// Why action `action` of `transition` cannot apply wherever the chain gets that
  /// far: the action as written, what it lacks and, where the chain starts on the
  /// control's screen and has not moved yet, what about that screen makes it so.
  private func cannotApply(
    _ transition: TransitionID, _ action: Int, from screen: ScreenID?, _ flow: Flow
  ) -> String {
    let actions = flow.transitions[transition].actions
    let text = flow.text(of: actions[action])
    // Several actions read alike (`dismiss; dismiss`): say which one.
    let twin = actions.indices.contains { $0 != action && flow.text(of: actions[$0]) == text }
    let subject = twin ? "its \(Self.ordinal(action + 1)) action, '\(text)'," : "'\(text)'"
    let moved = actions[..<action].contains { $0.isNavigation }
    let here = moved ? nil : screen
    let name = here.map { "'\(flow.screens[$0].name)'" }
    // Where the chain has moved, the screen it stands on is not known: "by then".
    let then = moved ? " by then" : ""
    let lacks: String
    switch actions[action].kind {
    case .back, .popToRoot:
      let what = actions[action].kind == .back ? "nothing to go back to" : "nothing to pop"
      if let here, let name {
        let isRoot = flow.navs.contains { $0.root == here }
        lacks =
          "has \(what), since "
          + (isRoot ? "\(name) is its stack's root" : "no screen is ever under \(name) in a stack")
      } else {
        lacks = "has \(what)\(then)"
      }
    case .dismiss:
      lacks = "has no modal to dismiss" + (name.map { " while \($0) is shown" } ?? then)
    case .push, .show:
      lacks = "would take its stack past its 'max'\(then)"
    case .nextPage:
      lacks = "has no page after " + (name ?? "the current one")
    case .previousPage:
      lacks = "has no page before " + (name ?? "the current one")
    // Never refused as "cannot apply" by the rules; listed, not defaulted, so that a
    // new action kind is a compile error here.
    case .present, .dismissAll, .unwind, .selectTab, .page, .reset, .set:
      lacks = "cannot apply\(then)"
    }
    return "\(subject) \(lacks)"
  }

  /// `1st`, `2nd`, `3rd`, `11th`.
  static func ordinal(_ n: Int) -> String {
    let suffix =
      (11...13).contains(n % 100)
      ? "th" : n % 10 == 1 ? "st" : n % 10 == 2 ? "nd" : n % 10 == 3 ? "rd" : "th"
    return "\(n)\(suffix)"
  }
}
