import Testing

@testable import FlowSim

/// A scenario step that cannot be taken says why in the words of what it names: a
/// control is disabled on its screen, an event (on no screen) cannot happen while
/// one is shown, and the reason names the action that cannot apply.
@Suite struct ScenarioStepTests {
  static let flow = """
    start Main
    nav Main {
      screen Inbox {
        tap "Compose" -> present Compose
        tap "Top" -> pop to root
        tap "Up" -> back
      }
    }
    nav Compose { screen Draft { tap "Cancel" -> dismiss } }
    event "Push notification" -> pop to root
    """

  static func failure(_ steps: String) throws -> String {
    let flow = try #require(loadFlow(Self.flow + "\nscenario \"s\" {\n\(steps)\n}"))
    let run = ScenarioRunner(simulator: Simulator(flow: flow)).run(flow.scenarios[0])
    return try #require(run.failure).message
  }

  @Test func anEventCannotHappenWhileAScreenIsShown() throws {
    #expect(
      try Self.failure("tap \"Compose\"\nevent \"Push notification\"")
        == "event \"Push notification\" cannot happen while 'Draft' is shown: the stack is at its root, nothing to pop"
    )
  }

  /// A step that is not there lists what the stepper would number at the same place
  /// (issue 29, item 5): not an event whose guard is false, nor a disabled control,
  /// which come after, with why.
  @Test func offersListsWhatTheStepperOffers() throws {
    let text = """
      var online: bool = true
      start Home
      screen Home terminal {
        tap "Sync" when online "you are offline" -> set online = true
        tap "Go offline" -> set online = false
      }
      screen Elsewhere terminal { tap "Share" -> set online = true }
      event "Back online" when not online -> set online = true
      scenario "online" {
        tap "Share"
      }
      scenario "offline" {
        tap "Go offline"
        tap "Share"
      }
      """
    let flow = try #require(loadFlow(text))
    let runner = ScenarioRunner(simulator: Simulator(flow: flow))
    let online = try #require(runner.run(flow.scenarios[0]).failure)
    #expect(online.message == "no control \"Share\" on 'Home'")
    #expect(online.notes == ["'Home' offers: tap \"Sync\", tap \"Go offline\""])
    let offline = try #require(runner.run(flow.scenarios[1]).failure)
    #expect(
      offline.notes == [
        "'Home' offers: tap \"Go offline\", event \"Back online\"",
        "disabled here: tap \"Sync\" (you are offline)",
      ])
  }

  @Test func aControlIsDisabledOnItsScreen() throws {
    #expect(
      try Self.failure("tap \"Top\"")
        == "tap \"Top\" is disabled on 'Inbox': the stack is at its root, nothing to pop")
    #expect(
      try Self.failure("tap \"Up\"")
        == "tap \"Up\" is disabled on 'Inbox': there is nothing to go back to")
  }
}
