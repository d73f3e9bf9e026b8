import Testing

@testable import FlowSim

/// `no-way-out`: a screen the user can never leave, though something always happens
/// there (an event that only sets a variable, an alert that returns to it).
@Suite struct NoWayOutTests {
  /// Showing the PIN leaves the user on Pin for good: the network events only set a
  /// variable, and the help alert returns to Pin.
  static let pin = """
    start Home
    var online: bool = true
    nav Home { screen Inbox { tap "Show PIN" -> present Pin } }
    screen Pin { tap "Help" -> present HelpAlert }
    alert HelpAlert "Your PIN is secret" { button "OK" }
    event "Network lost" when online -> set online = false
    event "Network back" when not online -> set online = true
    """

  static func flowScreenName(_ id: ScreenID) -> String? {
    loadFlow(pin, path: "pin.flow")?.screens[id].name
  }

  static func findings(_ text: String, maxStates: Int? = nil) throws -> [Finding] {
    let flow = try #require(loadFlow(text, path: "pin.flow"))
    var options = Explorer.Options()
    if let maxStates { options.maxStates = maxStates }
    return Checker(options: options).check(flow).findings
  }

  @Test func aScreenLeftOnlyForAlertsAndVariablesIsReported() throws {
    let findings = try Self.findings(Self.pin)
    #expect(findings.map(\.id) == ["no-way-out"])
    let finding = try #require(findings.first)
    #expect(finding.diagnostic.message == "no way out: once here, the user can never leave 'Pin'")
    #expect(finding.diagnostic.location?.line == 4)
    #expect(finding.screen.map { Self.flowScreenName($0) } == "Pin")
    // The nearest configuration on Pin: just after showing it.
    #expect(finding.walkthrough?.steps.count == 1)
  }

  @Test func aWayOnClearsIt() throws {
    let findings = try Self.findings(
      Self.pin.replacingOccurrences(
        of: "screen Pin { tap \"Help\" -> present HelpAlert }",
        with: "screen Pin { tap \"Help\" -> present HelpAlert; tap \"Done\" -> dismiss }"))
    #expect(findings.isEmpty)
  }

  /// A way on that only opens once the network is back still counts.
  @Test func aWayOnLaterCounts() throws {
    let findings = try Self.findings(
      Self.pin.replacingOccurrences(
        of: "screen Pin { tap \"Help\" -> present HelpAlert }",
        with:
          "screen Pin { tap \"Help\" -> present HelpAlert; tap \"Done\" when online -> dismiss }"))
    #expect(findings.isEmpty)
  }

  @Test func aTerminalScreenMayKeepTheUser() throws {
    let findings = try Self.findings(
      Self.pin.replacingOccurrences(of: "screen Pin {", with: "screen Pin terminal {"))
    #expect(findings.isEmpty)
  }

  /// Where a dead end follows, the dead end is the finding.
  @Test func aDeadEndAheadIsReportedAsOne() throws {
    let findings = try Self.findings(
      """
      start Home
      var online: bool = true
      nav Home { screen Inbox { tap "Show PIN" -> present Pin } }
      screen Pin
      event "Network lost" when online -> set online = false
      """)
    #expect(findings.map(\.id) == ["dead-end"])
  }

  /// An event that moves the user on is a way on: waiting is enough.
  @Test func anEventThatLeavesTheScreenIsAWayOn() throws {
    let findings = try Self.findings(
      Self.pin + "\nevent \"Session timed out\" when online -> dismiss")
    #expect(findings.isEmpty)
  }

  @Test func aStoppedExplorationSaysNothing() throws {
    let findings = try Self.findings(Self.pin, maxStates: 3)
    #expect(!findings.contains { $0.id == "no-way-out" })
  }

  /// `known no-way-out at Pin when online` acknowledges the online configurations;
  /// the offline one is then shown, as an error.
  @Test func knownPicksConfigurations() throws {
    let findings = try Self.findings(
      Self.pin + "\nknown no-way-out at Pin when online \"a placeholder\"")
    #expect(findings.map(\.id) == ["no-way-out"])
    let finding = try #require(findings.first)
    #expect(finding.known == nil)
    #expect(finding.walkthrough?.steps.count == 2)
    let all = try Self.findings(Self.pin + "\nknown no-way-out at Pin \"a placeholder\"")
    #expect(all.map { $0.known?.reason } == ["a placeholder"])
  }

  @Test func theStepperSaysSoHere() throws {
    let flow = try #require(loadFlow(Self.pin, path: "pin.flow"))
    let session = StepSession(flow: flow, path: "pin.flow")
    _ = session.start()
    _ = session.handle("Show PIN")
    #expect(
      session.handle("check").text.hasPrefix(
        """
        check at Pin:
          no way out: whatever happens from here, the user stays on Pin
        """))
    _ = session.handle("undo")
    #expect(session.handle("check").text.hasPrefix("check at Inbox: nothing wrong here"))
  }

  /// A transition that fails takes the user nowhere: an alert whose button cannot
  /// apply is no way out, even when its failure is acknowledged.
  @Test func aFailingTransitionIsNoWayOut() throws {
    let findings = try Self.findings(
      """
      start Home
      nav Home { screen Inbox { tap "Warn" -> present A } }
      alert A { button "Back" -> back; button "OK" }
      known alert-button-does-nothing at A "legacy alert"
      """)
    #expect(findings.map(\.id) == ["no-way-out", "alert-button-does-nothing"])
    #expect(findings.map { $0.known != nil } == [false, true])
  }

  /// The stepper agrees with `flowsim check`: the screen under an alert decides
  /// whether it is terminal, and a dead end ahead is reported as that, not here.
  @Test func theStepperAgreesWithCheck() throws {
    func check(_ text: String, after steps: [String]) throws -> String {
      let flow = try #require(loadFlow(text, path: "s.flow"))
      let session = StepSession(flow: flow, path: "s.flow")
      _ = session.start()
      for step in steps { _ = session.handle(step) }
      return session.handle("check").text
    }
    let terminal =
      "start End\nscreen End terminal { tap \"Info\" -> present A }\nalert A { button \"OK\" }"
    #expect(try check(terminal, after: ["Info"]) == "check at A: nothing wrong here\n\n")
    let deadEndAhead =
      "start S\nvar done: bool = false\nscreen S { tap \"Finish\" when not done -> set done = true }"
    #expect(try check(deadEndAhead, after: []) == "check at S: nothing wrong here\n\n")
  }

  /// Where every transition fails, nothing happens at all: the failure is the finding,
  /// as a dead end would be, and the stepper says the same.
  @Test func onlyFailingTransitionsAreLeftToTheirFinding() throws {
    let text = """
      start Home
      nav Home {
        screen Inbox { tap "Help" -> present Help; tap "Other" -> push Other }
        screen Other terminal
      }
      screen Help { tap "Done" -> unwind to Other }
      """
    let findings = try Self.findings(text)
    #expect(findings.map(\.id) == ["unwind-target-missing"])
    let flow = try #require(loadFlow(text, path: "n.flow"))
    let session = StepSession(flow: flow, path: "n.flow")
    _ = session.start()
    _ = session.handle("Help")
    #expect(!session.handle("check").text.contains("no way out"))
  }

  /// A screen pushed onto itself in a stack with `max`: at the top the push is not
  /// offered, and back returns to the copy below. Where the stack's root is another
  /// screen, back reaches it, so nothing is reported at any depth.
  @Test func aSelfPushUnderMaxOverAnotherRootIsNoTrap() throws {
    let text = """
      start Main
      nav Main max 3 {
        screen Home { tap "Open" -> push Detail }
        screen Detail { tap "More" -> push Detail }
      }
      """
    #expect(try Self.findings(text).map(\.id) == ["screen-twice-in-stack"])
    let flow = try #require(loadFlow(text, path: "s.flow"))
    let session = StepSession(flow: flow, path: "s.flow")
    _ = session.start()
    _ = session.handle("Open")
    _ = session.handle("More")
    #expect(!session.handle("check").text.contains("no way out"))
  }

  /// Where the stack holds nothing but copies of the screen, back only returns to
  /// another copy: the user never sees another screen, and the notes say why back is
  /// no way out.
  @Test func aStackOfCopiesOfOneScreenIsNoWayOut() throws {
    let findings = try Self.findings(
      "start Main\nnav Main max 3 { screen Home { tap \"Again\" -> push Home } }")
    let trap = try #require(findings.first { $0.id == "no-way-out" })
    #expect(trap.diagnostic.message == "no way out: once here, the user can never leave 'Home'")
    #expect(
      trap.diagnostic.notes.map(\.message) == [
        "what happens from here only changes variables, shows alerts that return to 'Home', or pushes 'Home' again; give it a way on (a control, or 'back' in a stack), or mark it 'terminal' if the journey ends here",
        "'Home' is pushed onto its own stack, so back only returns to another 'Home'",
      ])
  }

  /// An event that pushes the screen keeps the user on it as its own control would:
  /// the note says so too.
  @Test func aScreenPushedByAnEventSaysSo() throws {
    let findings = try Self.findings(
      "start Main\nnav Main max 3 { screen Home }\nevent \"Pushed\" -> push Home")
    let trap = try #require(findings.first { $0.id == "no-way-out" })
    #expect(
      trap.diagnostic.notes.last?.message
        == "'Home' is pushed onto its own stack, so back only returns to another 'Home'")
  }

  /// Without edges, the screen under an alert is unpacked once a rest
  /// (configurations of one rest differ only in variables), not once a
  /// configuration: the same screens, far fewer configurations unpacked. With edges,
  /// none is: the alert's "OK" leads to the configuration under it.
  @Test func screensUnderAlertsAreUnpackedOnceARest() throws {
    let text =
      Self.pin + """

        var a: bool = false
        var b: bool = false
        var c: bool = false
        event "a" -> set a = not a
        event "b" -> set b = not b
        event "c" -> set c = not c
        """
    let flow = try #require(loadFlow(text, path: "pin.flow"))
    let space = Explorer(flow: flow, options: .init(recordEdges: false)).explore()
    let simulator = space.makeSimulator()
    var unpacked: [Int] = []
    let traps = ScreenTraps(space: space) { unpacked.append($0) }
    var unpackedWithEdges: [Int] = []
    let withEdges = ScreenTraps(space: Explorer(flow: flow).explore()) {
      unpackedWithEdges.append($0)
    }
    #expect(unpackedWithEdges.isEmpty)
    #expect(withEdges.underlying.screens == traps.underlying.screens)
    let alert = try #require(flow.screens.first { $0.name == "HelpAlert" }).id
    let pin = try #require(flow.screens.first { $0.name == "Pin" }).id
    let showingAlert = (0..<space.count).filter { space.visibleScreen(of: $0) == alert }
    #expect(showingAlert.count == 16)
    #expect(unpacked.count == Set(showingAlert.map(space.rest(of:))).count)
    #expect(unpacked.count < showingAlert.count)
    #expect(showingAlert.allSatisfy { traps.underlying[$0] == pin })
    #expect(
      (0..<space.count).allSatisfy {
        traps.underlying[$0]
          == ScreenTraps.underlyingScreen(simulator.view(space.configuration($0)), flow)
      })
  }
}
