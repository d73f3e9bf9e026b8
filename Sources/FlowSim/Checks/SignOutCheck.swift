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
      "Wherever a transition other than the declared log out takes a signed-in user to signed out (a session that times out, an account deleted on another device), no `private` screen remains anywhere and every `session` variable is back at its initial value, as after log out. Only for flows that declare `signed in when`.",
    rules: [
      .init(
        id: "sign-out-leaves-private-screen", severity: .error,
        summary:
          "a transition that signs the user out leaves a `private` screen in a stack, tab or modal",
        triggering: """
          session var signedIn: bool = false
          signed in when signedIn
          start Landing
          screen Landing { tap "Sign in" -> reset Home; set signedIn = true }
          nav Home private { screen Feed { tap "Log out" -> reset Landing; set signedIn = false } }
          event "Session timed out" when signedIn -> present Landing; set signedIn = false
          logout Feed."Log out" lands Landing
          """,
        clean: """
          session var signedIn: bool = false
          signed in when signedIn
          start Landing
          screen Landing { tap "Sign in" -> reset Home; set signedIn = true }
          nav Home private { screen Feed { tap "Log out" -> reset Landing; set signedIn = false } }
          event "Session timed out" when signedIn -> reset Landing; set signedIn = false
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
    if let logout = flow.logout {
      for transition in flow.controls[logout.control].transitions { isLogout[transition] = true }
    }
    // Each transition's first sign-out (breadth-first) that leaves something, per id.
    var reported: Set<String> = []
    var findings: [Finding] = []
    let edgeStart = space.edgeStart
    let edgeTarget = space.edgeTarget
    let edgeTransition = space.edgeTransition
    for state in 0..<space.count where signedIn[state] {
      for edge in Int(edgeStart[state])..<Int(edgeStart[state + 1]) {
        let target = Int(edgeTarget[edge])
        let transition = Int(edgeTransition[edge])
        guard !signedIn[target], !isLogout[transition] else { continue }
        for diagnostic in leftovers(context.view(target), transition, flow)
        where reported.insert("\(diagnostic.id) \(transition)").inserted {
          findings.append(
            context.finding(
              diagnostic, at: state, then: transition, screen: ownerScreen(transition, flow)))
        }
      }
    }
    return findings
  }

  /// What a sign-out by `transition` left in `view`, the configuration after it.
  private func leftovers(_ view: ConfigurationView, _ transition: TransitionID, _ flow: Flow)
    -> [Diagnostic]
  {
    var found: [Diagnostic] = []
    let label = flow.label(of: transition)
    let range = flow.range(of: transition)
    let privateScreens = view.allScreens.filter { flow.screens[$0].isPrivate }
    if let first = privateScreens.first {
      let names = Array(Set(privateScreens.map { flow.screens[$0].name })).sorted()
      let one = names.count == 1
      found.append(
        .error(
          "sign-out-leaves-private-screen",
          "after \(label) signs the user out, \(names.map { "'\($0)'" }.joined(separator: ", ")) \(one ? "is" : "are") still in the history, so back could reveal \(one ? "it" : "them")",
          at: range,
          notes: [
            Note(
              "'\(flow.screens[first].name)' needs a signed-in user", at: flow.screens[first].range),
            Note("sign out with 'reset' so that every stack, tab and modal is thrown away"),
          ]))
    }
    for variable in flow.variables
    where variable.isSession && view.values[variable.id] != variable.initial {
      found.append(
        .error(
          "sign-out-keeps-session-state",
          "after \(label) signs the user out, session variable '\(variable.name)' is \(variable.domain.describe(view.values[variable.id])), not its initial \(variable.domain.describe(variable.initial))",
          at: range,
          notes: [
            Note("'\(variable.name)' declared here", at: variable.range),
            Note("set it back as the log out does"),
          ]))
      break
    }
    return found
  }

  /// The screen whose control `transition` is, for `known … at SCREEN`.
  private func ownerScreen(_ transition: TransitionID, _ flow: Flow) -> ScreenID? {
    guard case .control(let control, _) = flow.transitions[transition].kind,
      case .screen(let screen) = flow.controls[control].owner
    else { return nil }
    return screen
  }
}
