/// Check 6: no declaration switches a check off in silence. A log-out or sign-in
/// declaration with nothing `private` to leave behind, and an assertion that no
/// configuration could make fail, would let `check` pass having checked nothing:
/// each is a warning that says which check it empties.
public struct VacuityCheck: Check {
  public init() {}

  public static let description = CheckDescription(
    name: "vacuity",
    proves:
      "Every declaration that asks for a check gives it something to check: when the flow declares log out or `signed in when`, some screen is `private`; every `assert never` names a situation some configuration could be in, and every `assert always` (or `reachable`, `always reachable`) one some configuration could fail.",
    rules: [
      .init(
        id: "nothing-private", severity: .warning,
        summary:
          "the flow declares log out or `signed in when` but no screen is `private`, so nothing checks what a sign-out leaves behind",
        triggering: """
          session var signedIn: bool = false
          signed in when signedIn
          start Landing
          screen Landing { tap "Sign in" -> reset Home; set signedIn = true }
          nav Home { screen Feed { tap "Log out" -> present Landing; set signedIn = false } }
          logout Feed."Log out" lands Landing
          """,
        clean: """
          session var signedIn: bool = false
          signed in when signedIn
          start Landing
          screen Landing { tap "Sign in" -> reset Home; set signedIn = true }
          nav Home private { screen Feed { tap "Log out" -> reset Landing; set signedIn = false } }
          logout Feed."Log out" lands Landing
          """),
      .init(
        id: "assertion-vacuous", severity: .warning,
        summary:
          "an assertion that no configuration could make fail (whatever the flow does), so it checks nothing",
        triggering: """
          var images: 0...4 = 0
          start Photo
          screen Photo terminal { tap "Add" when images < 4 -> set images = images + 1 }
          assert always images >= 0
          """,
        clean: """
          var images: 0...4 = 0
          start Photo
          screen Photo terminal { tap "Add" when images < 4 -> set images = images + 1 }
          assert always images < 4 or not enabled "Add"
          """),
    ])

  public func run(_ context: CheckContext) -> [Finding] {
    nothingPrivate(context) + context.flow.assertions.compactMap { vacuous($0, context.flow) }
  }

  /// Log out or `signed in when` declared, but no screen private: the log-out and
  /// sign-out checks look for private screens left behind, and find none to look for.
  private func nothingPrivate(_ context: CheckContext) -> [Finding] {
    let flow = context.flow
    guard !flow.logouts.isEmpty || flow.signedIn != nil, !flow.screens.contains(where: \.isPrivate)
    else { return [] }
    let declared = flow.logouts.isEmpty ? "'signed in when'" : "log out"
    var notes: [Note] = []
    if flow.signedIn != nil {
      let only = Self.shownOnlySignedIn(context)
      if only.isEmpty {
        notes.append(Note("no screen is shown only while the user is signed in"))
      } else {
        notes.append(
          Note(
            "shown only while signed in: \(Self.list(only.map { flow.screens[$0].name })); mark them (or their container) 'private'",
            at: flow.screens[only[0]].range))
      }
    } else {
      notes.append(
        Note(
          "mark the screens that need a signed-in user (or their container) 'private', and say when the user is signed in with 'signed in when'"
        ))
    }
    return [
      Finding(
        .warning(
          "nothing-private",
          "the flow declares \(declared) but no screen is 'private', so no check looks for private screens left behind by log out or any other sign-out",
          at: flow.logouts.first?.range ?? flow.startRange, notes: notes))
    ]
  }

  /// The screens visible in some configuration, and only in signed-in ones.
  static func shownOnlySignedIn(_ context: CheckContext) -> [ScreenID] {
    let flow = context.flow
    var signedIn = Array(repeating: false, count: flow.screens.count)
    var signedOut = Array(repeating: false, count: flow.screens.count)
    for state in 0..<context.space.count {
      let screen = context.visibleScreen(state)
      if context.simulator.isSignedIn(context.space.configuration(state)) {
        signedIn[screen.index] = true
      } else {
        signedOut[screen.index] = true
      }
    }
    return flow.screens.ids.filter { signedIn[$0.index] && !signedOut[$0.index] }
  }

  static func list(_ names: [String]) -> String {
    let shown = names.prefix(6).map { "'\($0)'" }.joined(separator: ", ")
    return names.count > 6 ? "\(shown) and \(names.count - 6) more" : shown
  }

  /// The warning for an assertion whose outcome no configuration could change.
  private func vacuous(_ assertion: Assertion, _ flow: Flow) -> Finding? {
    guard let values = ConditionSpace(assertion.condition, flow: flow).values else { return nil }
    let why: String
    switch assertion.kind {
    case .never:
      guard !values.contains(true) else { return nil }
      why = "no configuration could have \(assertion.text), so 'never' cannot fail"
    case .always, .reachable, .alwaysReachable:
      guard !values.contains(false) else { return nil }
      why = "every configuration has \(assertion.text), so the assertion cannot fail"
    }
    return Finding(
      .warning(
        "assertion-vacuous", "this assertion checks nothing: \(why)", at: assertion.range,
        notes: [
          Note(
            "decided from the variables' domains and the screens named, whatever the flow does; say what the app must (or must not) do"
          )
        ]))
  }
}
