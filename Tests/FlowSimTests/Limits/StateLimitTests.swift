import Testing

@testable import FlowSim

/// Exploration stops at `--max-states` and says so, at the flow's `start`, with the
/// bound and what to do; the results are marked incomplete.
@Suite struct StateLimitTests {
  static let flow = """
    start A
    var n: 0...100 = 0
    screen A terminal { tap "More" when n < 100 -> set n = n + 1 }

    """

  @Test func stopsAtTheBoundWithAClearMessage() throws {
    let loaded = FlowLoader().load(SourceFile(path: "count.flow", text: Self.flow))
    let flow = try #require(loaded.flow)
    let report = Checker(options: .init(maxStates: 10)).check(flow)
    #expect(report.space.count == 11)
    #expect(!report.space.isComplete)
    #expect(
      report.findings.map(\.diagnostic).map(DiagnosticPrinter().render) == [
        """
        count.flow:1:1: error: stopped exploring: the flow has more than 10 configurations (--max-states); the results below are incomplete [state-limit]
            1 | start A
              | ^~~~~~~
          note: a variable with a large range, or many independent variables, multiplies configurations; raise --max-states or model fewer values
          note: not reported, as they need every configuration: unreachable screens, controls that never fire, screens with no way out, 'reachable' assertions, and log out that cannot be reached

        """
      ])
    // Exactly as many configurations as the bound: complete.
    let complete = Checker(options: .init(maxStates: 101)).check(flow)
    #expect(complete.space.isComplete)
    #expect(complete.findings.isEmpty)
  }

  /// A stack bounded by the largest `max` there is explores as an unbounded one:
  /// the bound sizes the explorer's table without overflowing, and the third copy
  /// of a screen stops the push cycle as it would without a bound.
  @Test func theLargestMaxIsNoOverflow() throws {
    let text = """
      start Main
      nav Main max 9223372036854775807 {
        screen A { tap "Again" -> push A }
      }
      """
    let flow = try #require(loadFlow(text))
    #expect(StateLayout(flow: flow).boundedLength == 1 + 1 + (StateLayout.maximumDepth - 1))
    let report = Checker().check(flow)
    #expect(report.space.count == 2)
    #expect(report.findings.map(\.id).contains("unbounded-stack"))
  }

  /// A stopped exploration cannot tell that something never happens: the screens it
  /// did not reach yet, and assertions about reaching, are not reported as findings.
  @Test func aStoppedExplorationClaimsNoAbsence() throws {
    let text = """
      start A
      var n: 0...100 = 0
      screen A { tap "More" when n < 100 -> set n = n + 1; tap "Done" when n == 100 -> reset N }
      nav N { screen B terminal }
      screen C terminal
      assert reachable at B
      """
    let flow = try #require(loadFlow(text))
    let stopped = Checker(options: .init(maxStates: 10)).check(flow)
    #expect(stopped.findings.map(\.id) == ["state-limit"])
    let complete = Checker(options: .init(maxStates: 1000)).check(flow)
    #expect(complete.findings.map(\.id).contains("unreachable-screen"))
  }
}
