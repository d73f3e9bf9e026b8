/// Check 1: every screen can be reached, every control does something somewhere,
/// and no configuration is a dead end, or traps the user on its screen, unless that
/// screen is terminal.
public struct ReachabilityCheck: Check {
  public init() {}

  public static let description = CheckDescription(
    name: "reachability",
    proves:
      "Every declared screen is visible in some reachable configuration, every declared control leads somewhere in at least one (and each of its outcomes happens in one), and every reachable configuration has a way on to another screen unless its visible screen is `terminal`.",
    rules: [
      .init(
        id: "unreachable-screen", severity: .error,
        summary: "no path from the start ever shows the screen",
        triggering: """
          start Home
          nav Home { screen Inbox terminal }
          screen Receipt
          """,
        clean: """
          start Home
          nav Home { screen Inbox { tap "Receipt" -> push Receipt } }
          screen Receipt
          """),
      .init(
        id: "unused-control", severity: .warning,
        summary:
          "a control never leads anywhere: its guard never holds, or its navigation never applies, where its screen is shown",
        triggering: """
          var paid: bool = false
          start Inbox
          screen Inbox terminal { tap "Refund" when paid -> set paid = false }
          """,
        clean: """
          var paid: bool = false
          start Inbox
          screen Inbox terminal {
            tap "Pay" -> set paid = true
            tap "Refund" when paid -> set paid = false
          }
          """),
      .init(
        id: "unused-outcome", severity: .warning,
        summary:
          "a control is used, but one of its outcomes never happens: its guard never holds, or its navigation never applies, where the control is offered",
        triggering: """
          var online: bool = true
          start Main
          nav Main {
            screen Inbox terminal {
              tap "Send" -> outcome {
                sent: set online = true
                failed when not online: push Retry
              }
            }
            screen Retry terminal
          }
          """,
        clean: """
          var online: bool = true
          start Main
          nav Main {
            screen Inbox terminal {
              tap "Offline" when online -> set online = false
              tap "Send" -> outcome {
                sent: set online = true
                failed when not online: push Retry
              }
            }
            screen Retry terminal
          }
          """),
      .init(
        id: "dead-end", severity: .error,
        summary: "a reachable configuration offers no way on and its screen is not `terminal`",
        triggering: """
          start Home
          nav Home { screen Inbox { tap "Help" -> present Help } }
          screen Help
          """,
        clean: """
          start Home
          nav Home { screen Inbox { tap "Help" -> present Help } }
          screen Help { tap "Done" -> dismiss }
          """),
      .init(
        id: "no-way-out", severity: .error,
        summary:
          "from a reachable configuration, every path stays on one screen that is not `terminal`: what happens only changes variables, shows alerts that return to it, or pushes it onto its own stack again",
        triggering: """
          start Home
          var online: bool = true
          nav Home { screen Inbox { tap "Show PIN" -> present Pin } }
          screen Pin
          event "Network lost" when online -> set online = false
          event "Network back" when not online -> set online = true
          """,
        clean: """
          start Home
          var online: bool = true
          nav Home { screen Inbox { tap "Show PIN" -> present Pin } }
          screen Pin { tap "Done" -> dismiss }
          event "Network lost" when online -> set online = false
          event "Network back" when not online -> set online = true
          """),
    ])

  public func run(_ context: CheckContext) -> [Finding] {
    let flow = context.flow
    let space = context.space
    var findings: [Finding] = []
    let entered = enteredScreens(flow)
    // What depends on code is work left, listed by `MadeInCodeCheck`: a screen only
    // code leads to is not unreachable, nor one with a control made in code a dead end.
    let code = CodeWork(flow: flow, visible: space.visibleScreens)
    for screen in flow.screens
    where !space.visibleScreens[screen.id.index] && !code.reachedFromCode.contains(screen.id) {
      findings.append(
        Finding(
          .error(
            "unreachable-screen", "no path from the start reaches '\(screen.name)'",
            at: screen.range,
            notes: [Note(reachHint(entered.contains(screen.id)))]), screen: screen.id))
    }
    findings += unusedControls(context)
    // Per screen, the first dead end that no `known dead-end when …` line acknowledges.
    let deadEnds = context.representatives("dead-end", among: space.deadEnds) { state in
      let screen = context.visibleScreen(state)
      let leadsOnInCode = code.screensWithCodeControls.contains(screen)
      return flow.screens[screen].isTerminal || leadsOnInCode ? nil : screen
    }
    let isDeadEnd = Set(space.deadEnds)
    for (id, state) in deadEnds {
      let screen = flow.screens[id]
      findings.append(
        context.finding(
          .error(
            "dead-end", "dead end: on '\(screen.name)' nothing leads anywhere",
            at: screen.range,
            notes: deadEndCondition(state, id, isDeadEnd, context) + [
              Note(
                "give '\(screen.name)' a way on (a control, or 'back' in a stack), or mark it 'terminal' if the journey ends here"
              )
            ]),
          at: state, screen: id))
    }
    findings += noWayOut(context, except: code.screensWithCodeControls)
    return findings
  }

  /// Where the screen leads on in other configurations, a note on what is different
  /// in this one (the variables whose values differ from the first configuration where
  /// it does lead on), so that the finding does not read as the screen being a dead
  /// end always. (In a note: the message is what pairs findings across versions.)
  private func deadEndCondition(
    _ state: Int, _ screen: ScreenID, _ isDeadEnd: Set<Int>, _ context: CheckContext
  ) -> [Note] {
    let space = context.space
    let lives = (0..<space.count).filter {
      !isDeadEnd.contains($0) && space.visibleScreen(of: $0) == screen
    }
    guard !lives.isEmpty else { return [] }
    // Only where the screens are the same are the variables the difference: reached
    // by `reset` rather than pushed, say, the stack is.
    let view = context.view(state)
    func sameScreens(_ other: ConfigurationView) -> Bool {
      other.root == view.root && other.selectedTab == view.selectedTab && other.page == view.page
        && other.stacks.map(\.screens) == view.stacks.map(\.screens)
        && other.modals.map(\.screens) == view.modals.map(\.screens)
    }
    let here = view.values
    let there = lives.lazy.map(context.view).first(where: sameScreens)?.values ?? here
    let differing = context.flow.variables.filter { here[$0.id.index] != there[$0.id.index] }
    func values(_ values: [Int]) -> String {
      differing.map { "\($0.name) = \($0.domain.describe(values[$0.id.index]))" }.joined(
        separator: " and ")
    }
    let name = context.flow.screens[screen].name
    guard !differing.isEmpty else {
      return [
        Note(
          "'\(name)' leads on in other configurations; nothing does at the end of the walkthrough below"
        )
      ]
    }
    // Not "only when": other values may leave it a dead end too.
    return [Note("here \(values(here)); with \(values(there)), '\(name)' leads on")]
  }

  /// Per screen, the first configuration (no `known` line acknowledges) from which
  /// the user can never leave it.
  private func noWayOut(_ context: CheckContext, except leadOnInCode: Set<ScreenID>)
    -> [Finding]
  {
    let flow = context.flow
    let traps = ScreenTraps(space: context.space)
    let trappedScreen = { (state: Int) -> ScreenID? in
      let screen = traps.underlying[state]
      return leadOnInCode.contains(screen) ? nil : screen
    }
    return context.representatives("no-way-out", among: traps.trapped, screen: trappedScreen).map {
      id, state in
      let screen = flow.screens[id]
      return context.finding(
        .error(
          "no-way-out",
          "no way out: once here, the user can never leave '\(screen.name)'",
          at: screen.range,
          notes: noWayOutNotes(screen.name, pushesItself: pushesItself(id, flow))),
        at: state, screen: id)
    }
  }

  /// What keeps the user on `name`, in the flow's words: variables and alerts, and
  /// pushes of the screen onto its own stack, where back returns to another copy.
  private func noWayOutNotes(_ name: String, pushesItself: Bool) -> [Note] {
    let advice =
      "give it a way on (a control, or 'back' in a stack), or mark it 'terminal' if the journey ends here"
    guard pushesItself else {
      return [
        Note(
          "what happens from here only changes variables or shows alerts that return to '\(name)'; \(advice)"
        )
      ]
    }
    return [
      Note(
        "what happens from here only changes variables, shows alerts that return to '\(name)', or pushes '\(name)' again; \(advice)"
      ),
      Note("'\(name)' is pushed onto its own stack, so back only returns to another '\(name)'"),
    ]
  }

  /// Whether some transition pushes `screen` (its own control, an event, a sheet's
  /// button): where the user can never leave `screen`, that push keeps them on it.
  private func pushesItself(_ screen: ScreenID, _ flow: Flow) -> Bool {
    flow.transitions.contains { transition in
      transition.actions.contains { $0.kind.mayPush == screen }
    }
  }

  /// The screens some action pushes, presents, resets or unwinds to (computed once:
  /// asking per screen would be quadratic in the flow's size).
  private func enteredScreens(_ flow: Flow) -> Set<ScreenID> {
    var entered: Set<ScreenID> = []
    for transition in flow.transitions {
      for action in transition.actions {
        entered.formUnion(flow.screensNamed(by: action.kind))
      }
    }
    return entered
  }

  private func reachHint(_ entered: Bool) -> String {
    entered
      ? "transitions lead to it, but none of them is ever offered where it could fire"
      : "nothing pushes, presents or resets to it, and it is not the root of a shown container"
  }

  /// Controls that never lead anywhere, and outcomes that never happen of controls
  /// that do (a guard that never holds, navigation that never applies, where the
  /// control is offered). What fails where it is offered is the issue checks' to
  /// report; a control on a screen never shown is reported as unreachable.
  private func unusedControls(_ context: CheckContext) -> [Finding] {
    let flow = context.flow
    let space = context.space
    func fails(_ transition: TransitionID) -> Bool {
      space.issues.contains { $0.issue.isFailure && $0.transition == transition }
    }
    var findings: [Finding] = []
    // The screens of the controls that may need explaining: those that never fired.
    var screens: Set<ScreenID> = []
    for control in flow.controls
    where !control.transitions.contains(where: { space.firedTransitions[$0.index] }) {
      if case .screen(let screen) = control.owner, space.visibleScreens[screen.index] {
        screens.insert(screen)
      }
    }
    var shown = ShownConfigurations(screens: screens)
    let trial = ControlTrial(space: space)
    for control in flow.controls {
      var owner = ""
      var ownerScreen: ScreenID?
      if case .screen(let screen) = control.owner {
        guard space.visibleScreens[screen.index] else { continue }
        owner = " on '\(flow.screens[screen].name)'"
        ownerScreen = screen
      }
      let unfired = control.transitions.filter { !space.firedTransitions[$0.index] }
      if unfired.count == control.transitions.count {
        if control.transitions.contains(where: fails) { continue }
        findings.append(
          Finding(
            .warning(
              "unused-control", "\(control.displayName)\(owner) never leads anywhere",
              at: control.range, notes: [Note(why(control, context, &shown, trial))]),
            screen: ownerScreen))
        continue
      }
      for id in unfired where !fails(id) {
        let transition = flow.transitions[id]
        guard case .control(_, let outcome?) = transition.kind else { continue }
        findings.append(
          Finding(
            .warning(
              "unused-outcome",
              "outcome '\(outcome)' of \(control.displayName)\(owner) never happens",
              at: transition.range ?? control.range,
              notes: [
                Note(
                  "where \(control.displayName) is offered, the outcome's guard never holds or its navigation never applies"
                )
              ]), screen: ownerScreen))
      }
    }
    return findings
  }
}
