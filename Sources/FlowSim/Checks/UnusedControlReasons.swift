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
    let bound = Self.bound(of: control, context.flow)
    // Nothing to read when no refusal could change the note.
    let configurations =
      ControlRefusals().isSettled(bound) ? [] : shown.configurations(showing: screen, context)
    let refusals = trial.refusals(control, in: configurations, until: bound)
    return why(control, on: screen, refusals, context.flow)
  }

  /// The refusals `control` can meet at most (see `ControlRefusals.Bound`): the
  /// furthest action along its transitions' chains of a kind that may not apply.
  static func bound(of control: Control, _ flow: Flow) -> ControlRefusals.Bound {
    var furthest = -1
    var outcomeGuards = false
    for id in control.transitions {
      let transition = flow.transitions[id]
      if !transition.guards.isEmpty { outcomeGuards = true }
      for (index, action) in transition.actions.enumerated() where mayNotApply(action.kind) {
        furthest = max(furthest, index)
      }
    }
    return ControlRefusals.Bound(
      furthestAction: furthest, guards: control.guards.count, outcomeGuards: outcomeGuards)
  }

  /// Whether the rules may refuse an action of `kind` as one that cannot apply
  /// (`Semantics.step`'s `.cannotApply`); the others apply or fail, never refuse.
  /// Listed, not defaulted, so that a new action kind is a compile error here.
  static func mayNotApply(_ kind: Action.Kind) -> Bool {
    switch kind {
    case .back, .popToRoot, .dismiss, .push, .show, .nextPage, .previousPage: true
    case .present, .dismissAll, .unwind, .selectTab, .page, .reset, .set: false
    }
  }

  /// The note for `control` of `screen` (nil: an event), refused as `refusals` says.
  func why(_ control: Control, on screen: ScreenID?, _ refusals: ControlRefusals, _ flow: Flow)
    -> String
  {
    let shown = screen.map { " while '\(flow.screens[$0].name)' is shown" } ?? ""
    switch refusals.verdict(guards: control.guards.count) {
    case .stuck(let stuck, let action):
      let texts = control.guards.map { "'\($0.text)'" }.joined(separator: " and ")
      let holds =
        control.guards.isEmpty
        ? ""
        : control.guards.count == 1
          ? "its guard \(texts) holds, but " : "its guards \(texts) hold, but "
      return
        "\(holds)its navigation never applies: \(cannotApply(stuck, action, from: screen, flow))"
    case .guardFailed(let index):
      return "its guard '\(control.guards[index].text)' never holds\(shown)"
    case .outcomeGuardsFailed: return "the guards of its outcomes never hold\(shown)"
    case .navigationNeverApplies: return "its navigation never applies\(shown)"
    }
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
      func take(_ index: Int, _ screen: Int) {
        guard wanted[screen] else { return }
        found[screen].append(index)
        if found[screen].count == limit {
          wanted[screen] = false
          open -= 1
        }
      }
      // The screens exploring recorded, read in place (a call or a bounds check a
      // configuration had cost most of the pass: every configuration is read while a
      // screen asked about has fewer than `limit`); then any it did not expand.
      let space = context.space
      let recorded = space.shown.count
      var index = 0
      wanted.withUnsafeMutableBufferPointer { wanted in
        space.shown.withUnsafeBufferPointer { shown in
          while index < recorded, open > 0 {
            let screen = Int(shown[index])
            if wanted[screen] {
              found[screen].append(index)
              if found[screen].count == limit {
                wanted[screen] = false
                open -= 1
              }
            }
            index += 1
          }
        }
      }
      while index < space.count, open > 0 {
        take(index, space.visibleScreen(of: index).index)
        index += 1
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
