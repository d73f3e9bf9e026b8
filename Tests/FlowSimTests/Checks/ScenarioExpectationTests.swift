import Testing

@testable import FlowSim

/// A failed `expect` says why its `enabled "L"` parts fail: the guard's reason, or
/// that the control is not on the visible screen.
@Suite struct ScenarioExpectationTests {
  static let flow = """
    start Home
    var frozen: bool = false
    nav Home {
      screen Card {
        tap "Freeze" -> set frozen = true
        tap "Show PIN" when not frozen "the card is frozen" -> push Pin
      }
      screen Pin terminal
    }
    """

  static func notes(_ steps: String) throws -> [String] {
    let flow = try #require(loadFlow(Self.flow + "\nscenario \"pin\" {\n\(steps)\n}"))
    let run = ScenarioRunner(simulator: Simulator(flow: flow)).run(flow.scenarios[0])
    return try #require(run.failure).notes
  }

  @Test func aDisabledControlGivesItsGuardsReason() throws {
    #expect(
      try Self.notes("tap \"Freeze\"\nexpect frozen and enabled \"Show PIN\"") == [
        "the visible screen is 'Card'", "tap \"Show PIN\" is disabled: the card is frozen",
        "variables: frozen = true",
      ])
  }

  @Test func aControlElsewhereIsSaidToBe() throws {
    #expect(
      try Self.notes("tap \"Show PIN\"\nexpect enabled \"Freeze\"") == [
        "the visible screen is 'Pin'", "tap \"Freeze\" is on 'Card', and 'Pin' is shown",
        "variables: frozen = false",
      ])
  }

  /// A compound expectation names each part that fails and why (issue 29, item 6):
  /// the sign-in modal is still up over the tab bar.
  @Test func aCompoundExpectationNamesTheFailingParts() throws {
    let text = """
      var signedIn: bool = false
      start Main
      tabs Main { tab "Home" screen Home { tap "Sign in" -> present SignIn } }
      nav SignIn { screen Form { tap "Go" -> set signedIn = true } }
      scenario "s" {
        tap "Sign in"
        tap "Go"
        expect Form and not signedIn and not in Main and not in Home
      }
      """
    let flow = try #require(loadFlow(text))
    let run = ScenarioRunner(simulator: Simulator(flow: flow)).run(flow.scenarios[0])
    #expect(
      try #require(run.failure).notes == [
        "'not signedIn' does not hold: signedIn is true",
        "'not in Main' does not hold: 'Main' is still open, under the modal 'Form'",
        "'not in Home' does not hold: 'Home' is still open, under the modal 'Form'",
        "the visible screen is 'Form'",
        "variables: signedIn = true",
      ])
  }

  /// Only parts that had to hold are explained: under `or` either might have.
  @Test func partsOfAnOrAreNotExplained() throws {
    #expect(
      try Self.notes("tap \"Freeze\"\nexpect not frozen or enabled \"Show PIN\"") == [
        "the visible screen is 'Card'", "variables: frozen = true",
      ])
  }

  /// A label on several screens is any of them: the one on the visible screen says
  /// why it is disabled; under `not`, that it is enabled.
  @Test func aSharedLabelAndNot() throws {
    let flow = try #require(
      loadFlow(
        """
        start Home
        var dirty: bool = false
        nav Home {
          screen A { tap "Save" -> push B; tap "Edit" -> set dirty = true }
          screen B { tap "Save" when dirty "nothing to save" -> set dirty = false }
        }
        scenario "save" {
          tap "Save"
          expect enabled "Save"
        }
        scenario "edit" {
          expect not enabled "Edit"
        }
        """))
    let runner = ScenarioRunner(simulator: Simulator(flow: flow))
    let save = try #require(runner.run(flow.scenarios[0]).failure).notes
    #expect(save.contains("tap \"Save\" is disabled: nothing to save"))
    let edit = try #require(runner.run(flow.scenarios[1]).failure).notes
    #expect(edit.contains("tap \"Edit\" is enabled here"))
  }
}
