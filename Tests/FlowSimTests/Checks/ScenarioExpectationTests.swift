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
