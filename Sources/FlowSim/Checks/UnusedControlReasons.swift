/// Why a control never leads anywhere, for `unused-control`'s note: its guard never
/// holds, or it holds and an action of its chain never applies (which, and why).
extension ReachabilityCheck {
  /// Why a control never fired, from the first configurations that offer it (those
  /// showing its screen; any, for an event): its guard never holds, or it holds and
  /// its navigation never applies (which action, and why).
  func why(
    _ control: Control, _ context: CheckContext, _ shown: inout ShownConfigurations,
    _ trial: ControlTrial
  ) -> String {
    var screen: ScreenID?
    if case .screen(let owner) = control.owner { screen = owner }
    let refusals = trial.refusals(control, in: shown.configurations(showing: screen, context))
    return why(control, on: screen, refusals, context.flow)
  }

  /// The note for `control` of `screen` (nil: an event), refused as `refusals` says.
  func why(_ control: Control, on screen: ScreenID?, _ refusals: ControlRefusals, _ flow: Flow)
    -> String
  {
    let shown = screen.map { " while '\(flow.screens[$0].name)' is shown" } ?? ""
    // An action is tried only once every guard holds.
    if let stuck = refusals.stuckTransition {
      let texts = control.guards.map { "'\($0.text)'" }.joined(separator: " and ")
      let holds =
        control.guards.isEmpty
        ? ""
        : control.guards.count == 1
          ? "its guard \(texts) holds, but " : "its guards \(texts) hold, but "
      return
        "\(holds)its navigation never applies: \(cannotApply(stuck, refusals.stuckAction, from: screen, flow))"
    }
    if let index = refusals.guardFailures.min(), index < control.guards.count {
      return "its guard '\(control.guards[index].text)' never holds\(shown)"
    }
    if refusals.outcomeGuardsFailed { return "the guards of its outcomes never hold\(shown)" }
    return "its navigation never applies\(shown)"
  }

  /// The configurations `why` reads: per screen, the first 5,000 showing it (in
  /// discovery order), and for events the first 5,000 of all. Found in one pass over
  /// the space for every screen asked about at once, rather than a pass a control.
  struct ShownConfigurations {
    static let limit = 5_000
    private var byScreen: [ScreenID: [Int]] = [:]
    private let screens: Set<ScreenID>

    /// Ready to answer for `screens` (those of the controls to explain).
    init(screens: Set<ScreenID>) { self.screens = screens }

    /// The configurations read for a control of `screen` (nil: an event's).
    mutating func configurations(showing screen: ScreenID?, _ context: CheckContext) -> [Int] {
      let count = context.space.count
      guard let screen else { return Array(0..<min(count, Self.limit)) }
      if byScreen.isEmpty { byScreen = Self.first(showing: screens.union([screen]), context) }
      return byScreen[screen] ?? []
    }

    private static func first(showing screens: Set<ScreenID>, _ context: CheckContext)
      -> [ScreenID: [Int]]
    {
      var wanted = [Bool](repeating: false, count: context.flow.screens.count)
      for screen in screens { wanted[screen.index] = true }
      var found = [[Int]](repeating: [], count: wanted.count)
      var open = screens.count
      for index in 0..<context.space.count where open > 0 {
        let screen = context.visibleScreen(index)
        guard wanted[screen.index] else { continue }
        found[screen.index].append(index)
        if found[screen.index].count == limit {
          wanted[screen.index] = false
          open -= 1
        }
      }
      return Dictionary(uniqueKeysWithValues: screens.map { ($0, found[$0.index]) })
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
