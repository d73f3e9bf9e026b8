/// Beside check 4 (log out): a user signed out by anything but the declared log out
/// (a session that times out, an account deleted elsewhere) is left as log out would
/// leave them: nothing private anywhere, every session variable back at its start.
///
/// Only for flows that say when the user is signed in (`signed in when`): without it,
/// "signed in" means a private screen is visible, and presenting a public screen over
/// one is no sign-out.
public struct SignOutCheck: Check {
  public init() {}

  public static let description = CheckDescription(
    name: "sign-out",
    proves:
      "Wherever a transition other than the declared log out takes a signed-in user to signed out (a session that times out, an account deleted on another device), no `private` screen it leaves behind is shown or can be shown again without signing in (an alert that must be answered first may cover one), and every `session` variable is back at its initial value. Only for flows that declare `signed in when`.",
    rules: [
      .init(
        id: "sign-out-leaves-private-screen", severity: .error,
        summary:
          "after a transition that signs the user out, a `private` screen it left behind is still shown, or can be shown again (by back, say) without signing in",
        triggering: """
          session var signedIn: bool = false
          signed in when signedIn
          start Landing
          screen Landing { tap "Sign in" -> reset Home; set signedIn = true }
          nav Home private { screen Feed { tap "Log out" -> reset Landing; set signedIn = false } }
          screen Expired "Your session expired" { tap "OK" -> dismiss }
          event "Session timed out" when signedIn -> present Expired; set signedIn = false
          logout Feed."Log out" lands Landing
          """,
        clean: """
          session var signedIn: bool = false
          signed in when signedIn
          start Landing
          screen Landing { tap "Sign in" -> reset Home; set signedIn = true }
          nav Home private { screen Feed { tap "Log out" -> reset Landing; set signedIn = false } }
          screen Expired "Your session expired" { tap "OK" -> reset Landing }
          event "Session timed out" when signedIn -> present Expired; set signedIn = false
          logout Feed."Log out" lands Landing
          """),
      .init(
        id: "sign-out-keeps-session-state", severity: .error,
        summary:
          "a transition that signs the user out leaves a `session` variable away from its initial value",
        triggering: """
          session var signedIn: bool = false
          session var liked: bool = false
          signed in when signedIn
          start Landing
          screen Landing { tap "Sign in" -> reset Home; set signedIn = true }
          nav Home private {
            screen Feed {
              tap "Like" -> set liked = true
              tap "Log out" -> reset Landing; set signedIn = false; set liked = false
            }
          }
          event "Session timed out" when signedIn -> reset Landing; set signedIn = false
          logout Feed."Log out" lands Landing
          """,
        clean: """
          session var signedIn: bool = false
          session var liked: bool = false
          signed in when signedIn
          start Landing
          screen Landing { tap "Sign in" -> reset Home; set signedIn = true }
          nav Home private {
            screen Feed {
              tap "Like" -> set liked = true
              tap "Log out" -> reset Landing; set signedIn = false; set liked = false
            }
          }
          event "Session timed out" when signedIn -> reset Landing; set signedIn = false; set liked = false
          logout Feed."Log out" lands Landing
          """),
    ])

  public func run(_ context: CheckContext) -> [Finding] {
    let flow = context.flow
    let space = context.space
    guard let condition = flow.signedIn, space.hasEdges else { return [] }
    let signedIn = context.holds(condition)
    var isLogout = Array(repeating: false, count: flow.transitions.count)
    // The declared log-outs' signing-out outcomes; an outcome that refuses and yet
    // signs out is checked here like any other sign-out.
    for logout in flow.logouts {
      for transition in logout.transitions { isLogout[transition.index] = true }
    }
    // Per private screen left behind by some sign-out: the signed-out configurations
    // from which, still signed out, it can be shown (one backward search each).
    let isPrivate = flow.screens.map(\.isPrivate)
    let signedOut = signedIn.map { !$0 }
    var visible: [ScreenID] = []  // read once some sign-out leaves a private screen
    var showable: [ScreenID: [Bool]] = [:]
    func canShow(_ screen: ScreenID, from state: Int) -> Bool {
      if let known = showable[screen] { return known[state] }
      if visible.isEmpty { visible = (0..<space.count).map { space.visibleScreen(of: $0) } }
      let shown = (0..<space.count).map { signedOut[$0] && visible[$0] == screen }
      let reach = space.canReach(shown, through: signedOut)
      showable[screen] = reach
      return reach[state]
    }
    // Each transition's first sign-out (breadth-first) that leaves something, per kind.
    var exposing: Set<TransitionID> = []
    var keeping: Set<TransitionID> = []
    var findings: [Finding] = []
    let edgeStart = space.edgeStart
    let edgeTarget = space.edgeTarget
    let edgeTransition = space.edgeTransition
    for state in 0..<space.count where signedIn[state] {
      for edge in Int(edgeStart[state])..<Int(edgeStart[state + 1]) {
        let target = Int(edgeTarget[edge])
        let transition = TransitionID(Int(edgeTransition[edge]))
        guard !signedIn[target], !isLogout[transition.index] else { continue }
        guard !exposing.contains(transition) || !keeping.contains(transition) else { continue }
        var found: [Diagnostic] = []
        let view = context.view(target)
        if !exposing.contains(transition) {
          var left: [ScreenID] = []
          for screen in view.allScreens where isPrivate[screen.index] && !left.contains(screen) {
            left.append(screen)
          }
          let shown = left.filter { canShow($0, from: target) }
          if !shown.isEmpty {
            exposing.insert(transition)
            found.append(exposure(of: shown, from: target, transition, signedOut, context))
          }
        }
        if !keeping.contains(transition), let kept = keptState(view, transition, flow) {
          keeping.insert(transition)
          found.append(kept)
        }
        for diagnostic in found {
          findings.append(
            context.finding(
              diagnostic, at: state, then: transition, screen: flow.screen(of: transition)))
        }
      }
    }
    return findings
  }

  /// One of the private screens `left` in the configuration `start` that
  /// `transition` signed out into, shown again without signing in: the nearest, and
  /// the way there.
  private func exposure(
    of left: [ScreenID], from start: Int, _ transition: TransitionID, _ signedOut: [Bool],
    _ context: CheckContext
  ) -> Diagnostic {
    let flow = context.flow
    let space = context.space
    // Breadth-first through signed-out configurations to the nearest showing one.
    var parent: [Int: (Int, TransitionID)] = [start: (start, transition)]
    var queue = [start]
    var head = 0
    var found = start
    while head < queue.count {
      let state = queue[head]
      head += 1
      if left.contains(space.visibleScreen(of: state)) {
        found = state
        break
      }
      for (next, step) in space.successors(of: state) where signedOut[next] && parent[next] == nil {
        parent[next] = (state, step)
        queue.append(next)
      }
    }
    var steps: [String] = []
    var at = found
    while at != start, let (from, step) = parent[at] {
      steps.append(flow.label(of: step))
      at = from
    }
    let label = flow.label(of: transition)
    let screen = flow.screens[space.visibleScreen(of: found)]
    let message =
      steps.isEmpty
      ? "after \(label) signs the user out, '\(screen.name)' is still shown"
      : "after \(label) signs the user out, '\(screen.name)' is left behind and can be shown again without signing in"
    var notes = [Note("'\(screen.name)' needs a signed-in user", at: screen.range)]
    if !steps.isEmpty {
      notes.append(Note("then: \(steps.reversed().joined(separator: ", then ")) shows it"))
    }
    notes.append(Note("sign out with 'reset' so that every stack, tab and modal is thrown away"))
    return .error(
      "sign-out-leaves-private-screen", message, at: flow.range(of: transition), notes: notes)
  }

  /// A session variable `transition` left away from its start, in `view`, the
  /// configuration right after it.
  private func keptState(_ view: ConfigurationView, _ transition: TransitionID, _ flow: Flow)
    -> Diagnostic?
  {
    let label = flow.label(of: transition)
    for variable in flow.variables
    where variable.isSession && view.values[variable.id.index] != variable.initial {
      return .error(
        "sign-out-keeps-session-state",
        "after \(label) signs the user out, session variable '\(variable.name)' is \(variable.domain.describe(view.values[variable.id.index])), not its initial \(variable.domain.describe(variable.initial))",
        at: flow.range(of: transition),
        notes: [
          Note("'\(variable.name)' declared here", at: variable.range),
          Note("set it back as the log out does"),
        ])
    }
    return nil
  }
}
