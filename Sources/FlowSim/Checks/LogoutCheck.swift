/// Check 4: from every signed-in configuration the user can log out, and log out
/// leaves nothing private behind.
public struct LogoutCheck: Check {
  public init() {}

  public static let description = CheckDescription(
    name: "logout",
    proves:
      "From every configuration in which the user is signed in, a path to a declared log-out control exists; after each declared log out (its named outcome, or every outcome of its control) no `private` screen remains anywhere (so back cannot reveal it), every `session` variable is back at its initial value, and the declared signed-out entry screen is visible.",
    rules: [
      .init(
        id: "logout-unreachable", severity: .error,
        summary: "a signed-in configuration from which log out can no longer be reached",
        triggering: """
          session var signedIn: bool = false
          signed in when signedIn
          start Landing
          screen Landing { tap "Sign in" -> reset Home; set signedIn = true }
          nav Home private {
            screen Feed { tap "Settings" -> push Settings; tap "Trap" -> present Trap }
            screen Settings { tap "Log out" -> reset Landing; set signedIn = false }
          }
          screen Trap private terminal
          logout Settings."Log out" lands Landing
          """,
        clean: """
          session var signedIn: bool = false
          signed in when signedIn
          start Landing
          screen Landing { tap "Sign in" -> reset Home; set signedIn = true }
          nav Home private {
            screen Feed { tap "Settings" -> push Settings; tap "Trap" -> present Trap }
            screen Settings { tap "Log out" -> reset Landing; set signedIn = false }
          }
          screen Trap private { tap "Close" -> dismiss }
          logout Settings."Log out" lands Landing
          """),
      .init(
        id: "logout-leaves-private-screen", severity: .error,
        summary: "after log out a `private` screen is still in a stack, tab or modal",
        triggering: """
          start Main
          nav Main {
            screen Landing { tap "Sign in" -> push Home }
            screen Home private { tap "Log out" -> push Goodbye }
            screen Goodbye
          }
          logout Home."Log out" lands Goodbye
          """,
        clean: """
          start Main
          nav Main { screen Landing { tap "Sign in" -> reset Signed } }
          nav Signed private { screen Home { tap "Log out" -> reset Main } }
          logout Home."Log out" lands Landing
          """),
      .init(
        id: "logout-keeps-session-state", severity: .error,
        summary: "after log out a `session` variable is not back at its initial value",
        triggering: """
          session var liked: bool = false
          start Main
          nav Main { screen Landing { tap "Sign in" -> reset Signed } }
          nav Signed private {
            screen Home { tap "Like" -> set liked = true; tap "Log out" -> reset Main }
          }
          logout Home."Log out" lands Landing
          """,
        clean: """
          session var liked: bool = false
          start Main
          nav Main { screen Landing { tap "Sign in" -> reset Signed } }
          nav Signed private {
            screen Home { tap "Like" -> set liked = true; tap "Log out" -> reset Main; set liked = false }
          }
          logout Home."Log out" lands Landing
          """),
      .init(
        id: "logout-lands-elsewhere", severity: .error,
        summary: "after log out the visible screen is not the declared signed-out entry",
        triggering: """
          start Main
          nav Main {
            screen Landing { tap "Sign in" -> reset Signed }
            screen SignIn
          }
          nav Signed private { screen Home { tap "Log out" -> reset Main; push SignIn } }
          logout Home."Log out" lands Landing
          """,
        clean: """
          start Main
          nav Main { screen Landing { tap "Sign in" -> reset Signed } }
          nav Signed private { screen Home { tap "Log out" -> reset Main } }
          logout Home."Log out" lands Landing
          """),
      .init(
        id: "missing-logout", severity: .warning,
        summary: "screens need a signed-in user but the flow declares no `logout`",
        triggering: """
          start Main
          nav Main { screen Landing { tap "Sign in" -> reset Signed } }
          nav Signed private { screen Home { tap "Log out" -> reset Main } }
          """,
        clean: """
          start Main
          nav Main { screen Landing { tap "Sign in" -> reset Signed } }
          nav Signed private { screen Home { tap "Log out" -> reset Main } }
          logout Home."Log out" lands Landing
          """),
    ])

  public func run(_ context: CheckContext) -> [Finding] {
    let flow = context.flow
    guard !flow.logouts.isEmpty else {
      guard let first = flow.screens.first(where: \.isPrivate) else { return [] }
      return [
        Finding(
          .warning(
            "missing-logout",
            "'\(first.name)' needs a signed-in user, but the flow declares no 'logout'",
            at: first.range,
            notes: [
              Note(
                "declare how the user logs out, e.g. 'logout Settings.\"Log out\" lands Landing'")
            ]))
      ]
    }
    let space = context.space
    var findings: [Finding] = []
    var firesLogout = Array(repeating: false, count: space.count)
    for logout in flow.logouts {
      findings += afterEach(logout, context, firesLogout: &firesLogout)
    }
    let canLogOut = space.canReach(firesLogout)
    let stuck = (0..<space.count).filter {
      !canLogOut[$0] && context.simulator.isSignedIn(space.configuration($0))
    }
    if let first = stuck.first {
      let screen = flow.screens[context.visibleScreen(first)].name
      let controlNames = flow.logouts.map {
        "\(flow.screens[ownerScreen($0, flow)].name).\"\(flow.controls[$0.control].label)\""
      }
      var names: [String] = []
      for name in controlNames where !names.contains(name) { names.append(name) }
      findings.append(
        context.finding(
          .error(
            "logout-unreachable",
            "signed in on '\(screen)', the user can no longer reach \(names.joined(separator: " or ")) to log out",
            at: flow.logouts[0].range,
            notes: [
              Note(
                "\(stuck.count) signed-in configuration\(stuck.count == 1 ? "" : "s") cannot reach log out; the walkthrough shows the nearest"
              )
            ]),
          at: first))
    }
    return findings
  }

  /// What one declared log out leaves wrong, each finding id once (the nearest); marks
  /// the configurations it fires from in `firesLogout`.
  private func afterEach(
    _ logout: Logout, _ context: CheckContext, firesLogout: inout [Bool]
  ) -> [Finding] {
    let flow = context.flow
    let space = context.space
    var isLogout = Array(repeating: false, count: flow.transitions.count)
    for transition in logout.transitions { isLogout[transition.index] = true }
    var findings: [Finding] = []
    var reported: Set<String> = []
    // Log out fires from many configurations into few (it resets): what is wrong
    // after it is worked out once per transition and configuration reached.
    var diagnosed: [Landing: [Diagnostic]] = [:]
    let edgeStart = space.edgeStart
    let edgeTarget = space.edgeTarget
    let edgeTransition = space.edgeTransition
    // Without edges recorded, nothing is known to fire log out.
    for state in 0..<(space.hasEdges ? space.count : 0) {
      for edge in Int(edgeStart[state])..<Int(edgeStart[state + 1]) {
        let transition = TransitionID(Int(edgeTransition[edge]))
        guard isLogout[transition.index] else { continue }
        let target = Int(edgeTarget[edge])
        firesLogout[state] = true
        let landing = Landing(transition: transition, target: target)
        let diagnostics: [Diagnostic]
        if let known = diagnosed[landing] {
          diagnostics = known
        } else {
          let meant = meantControl(after: transition, at: target, logout, context)
          diagnostics = afterLogout(
            context.view(target), logout, flow, meant: meant,
            at: flow.range(of: transition) ?? logout.range)
          diagnosed[landing] = diagnostics
        }
        for diagnostic in diagnostics where reported.insert(diagnostic.id).inserted {
          findings.append(context.finding(diagnostic, at: state, then: transition))
        }
      }
    }
    return findings
  }

  /// Where the leftovers are, as the user would come upon them: back in the visible
  /// stack, under a modal (seen once it is dismissed, if it can be), or in another tab.
  static func `where`(_ leftovers: [ScreenID], _ view: ConfigurationView, _ flow: Flow, one: Bool)
    -> String
  {
    let pronoun = one ? "it" : "them"
    let visibleStack =
      view.modals.last ?? view.selectedTab.map { view.stacks[$0] } ?? view.stacks.first
    if let stack = visibleStack,
      leftovers.contains(where: { stack.screens.dropLast().contains($0) })
    {
      return "still in the history, so back could reveal \(pronoun)"
    }
    if let top = view.modals.last, let shown = top.screens.last {
      return
        "still open under the modal '\(flow.screens[shown].name)', kept behind it while signed out"
    }
    if view.selectedTab != nil {
      return "still in another tab, so selecting that tab shows \(pronoun)"
    }
    return "still open, where the user can come back to \(pronoun)"
  }

  /// A log out taken: its transition and the configuration it led to.
  private struct Landing: Hashable {
    var transition: TransitionID
    var target: Int
  }

  private func ownerScreen(_ logout: Logout, _ flow: Flow) -> ScreenID {
    if case .screen(let screen) = flow.controls[logout.control].owner { return screen }
    return logout.lands
  }

  /// The control the flow probably meant to declare, when the declared one only
  /// presents or pushes a screen (a confirmation) with a control that lands on the
  /// signed-out entry: the note naming it and the fix-it putting it in the declaration.
  private struct Meant {
    var note: Note
    var fixIt: FixIt
  }

  /// Where log out (`transition`, to configuration `target`) only presents or pushes a
  /// screen, the first control of that screen that leads from there to the declared
  /// signed-out entry.
  private func meantControl(
    after transition: TransitionID, at target: Int, _ logout: Logout, _ context: CheckContext
  ) -> Meant? {
    let flow = context.flow
    let kind = flow.kind(of: transition)
    guard kind == "present" || kind == "push" else { return nil }
    let shown = context.visibleScreen(target)
    guard shown != logout.lands else { return nil }
    for (next, candidate) in context.space.successors(of: target)
    where flow.screen(of: candidate) == shown && context.visibleScreen(next) == logout.lands {
      guard let control = flow.control(of: candidate), control != logout.control else { continue }
      let declared = flow.controls[logout.control]
      let name = "\(flow.screens[shown].name).\(StringLiteral.quoted(flow.controls[control].label))"
      let owner = flow.screens[ownerScreen(logout, flow)].name
      return Meant(
        note: Note(
          "did you mean '\(name)'? \(owner).\(StringLiteral.quoted(declared.label)) only \(kind == "push" ? "pushes" : "presents") '\(flow.screens[shown].name)', whose \(flow.controls[control].displayName) leads to '\(flow.screens[logout.lands].name)'",
          at: flow.controls[control].range),
        fixIt: FixIt("replace with '\(name)'", replacing: logout.controlRange, with: name))
    }
    return nil
  }

  /// What is wrong with the configuration right after log out. Where the flow
  /// probably meant another control (`meant`), each finding says so, instead of
  /// advice that would remove what the declared one leads to.
  /// Leftovers are reported at `place`, the control whose actions leave them behind
  /// (with a note at the `logout` line), so that an annotation lands where the
  /// change is made.
  private func afterLogout(
    _ view: ConfigurationView, _ logout: Logout, _ flow: Flow, meant: Meant?,
    at place: SourceRange
  )
    -> [Diagnostic]
  {
    var found: [Diagnostic] = []
    let leftovers = view.allScreens.filter { flow.screens[$0].isPrivate }
    if let first = leftovers.first {
      let names = Array(Set(leftovers.map { flow.screens[$0].name })).sorted()
      let one = names.count == 1
      found.append(
        .error(
          "logout-leaves-private-screen",
          "after log out, \(names.map { "'\($0)'" }.joined(separator: ", ")) \(one ? "is" : "are") \(Self.where(leftovers, view, flow, one: one))",
          at: place,
          notes: [
            Note(
              "'\(flow.screens[first].name)' needs a signed-in user", at: flow.screens[first].range),
            Note("the log out declared here", at: logout.range),
            meant?.note
              ?? Note("log out with 'reset' so that every stack, tab and modal is thrown away"),
          ]))
    }
    for variable in flow.variables
    where variable.isSession && view.values[variable.id.index] != variable.initial {
      found.append(
        .error(
          "logout-keeps-session-state",
          "after log out, session variable '\(variable.name)' is \(variable.domain.describe(view.values[variable.id.index])), not its initial \(variable.domain.describe(variable.initial))",
          at: logout.range, notes: [Note("'\(variable.name)' declared here", at: variable.range)]))
      break
    }
    if view.visible != logout.lands {
      found.append(
        .error(
          "logout-lands-elsewhere",
          "after log out the user sees '\(flow.screens[view.visible].name)', not '\(flow.screens[logout.lands].name)'",
          at: logout.range))
    }
    guard let meant else { return found }
    return found.map { diagnostic in
      var diagnostic = diagnostic
      if !diagnostic.notes.contains(meant.note) { diagnostic.notes.append(meant.note) }
      diagnostic.fixIts.append(meant.fixIt)
      return diagnostic
    }
  }
}
