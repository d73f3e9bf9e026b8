import Testing

@testable import FlowSim

/// Counts are said one way everywhere: digits grouped by thousands, the noun in the
/// singular only for 1. Past 999 that shows, so each report is tried on a count that
/// large: a flow whose one screen past the start takes 1,001 taps to reach.
@Suite struct CountingTests {
  static let far = """
    var n: 0...1000 = 0
    start Home
    screen Home {
      tap "Add" when n < 1000 -> set n = n + 1
      tap "Open" when n == 1000 -> present Far
    }
    screen Far
    """

  @Test func numbersAreGroupedByThousands() {
    #expect(Counting.grouped(0) == "0")
    #expect(Counting.grouped(999) == "999")
    #expect(Counting.grouped(1000) == "1,000")
    #expect(Counting.grouped(1_234_567) == "1,234,567")
    #expect(Counting.grouped(-1234) == "-1,234")
    #expect(Counting.count(1, "step") == "1 step")
    #expect(Counting.count(0, "step") == "0 steps")
    #expect(Counting.count(1001, "step") == "1,001 steps")
  }

  @Test func listsReadAsASentenceSaysThem() {
    #expect(Counting.listed([]) == "")
    #expect(Counting.listed(["A"]) == "A")
    #expect(Counting.listed(["A", "B"]) == "A and B")
    #expect(Counting.listed(["A", "B", "C"]) == "A, B and C")
  }

  @Test func walkthroughDocumentsGroupTheirCounts() throws {
    let flow = try #require(loadFlow(Self.far))
    let space = Explorer(flow: flow, options: .init(recordEdges: true)).explore()
    let documents = TranscriptDocuments(flow: space.flow)
    let paths = documents.paths(Paths(space: space)).text()
    #expect(paths.contains("Far (1,001 steps)"))
    let tour = documents.tour(Tour(space: space)).text()
    #expect(tour.contains("Tour 1 (1,001 steps)"))
  }

  @Test func findingsGroupTheirWalkthroughsSteps() throws {
    let check = FlowCheck.run(
      path: "far.flow", loader: FlowLoader(read: { _ in Array(Self.far.utf8) }))
    #expect(CheckOutput.text([check]).contains("walkthrough (1,001 steps):"))
  }

  @Test func theStepperGroupsItsCounts() throws {
    let assertions = String(repeating: "assert always n >= 0\n", count: 1000)
    let flow = try #require(loadFlow(Self.far + "\n" + assertions))
    let session = StepSession(flow: flow, path: "far.flow")
    _ = session.start()
    #expect(session.handle("goto Far").text.hasPrefix("goto Far: 1,001 steps\n"))
    session.write = { _, _ in nil }
    #expect(session.handle("save far.txt").text.hasPrefix("saved 1,001 steps to far.txt\n"))
    _ = session.handle("reset")
    #expect(session.handle("check").text.contains("(1,000 assertions checked)"))
  }

  @Test func testReportsGroupTheirCounts() throws {
    let scenarios = (1...1000).map { "scenario \"s\($0)\" { expect Home }" }
    let flow = try #require(loadFlow(Self.far + "\n" + scenarios.joined(separator: "\n")))
    let runner = ScenarioRunner(simulator: Simulator(flow: flow))
    let test = FlowTest(
      path: "far.flow", diagnostics: [], flow: flow, runs: flow.scenarios.map(runner.run))
    #expect(TestOutput.text([test]) == "far.flow: 1,000 scenarios, 1,000 passed, 0 failed\n")
    #expect(
      TestOutput.text([test, test]).hasSuffix(
        "tested 2 flows: 2,000 scenarios, 2,000 passed, 0 failed\n"))
  }

  @Test func listsCutShortAndIndexesGroupTheirCounts() {
    let left = Diagnostic.notShown(
      Array(repeating: .error, count: 1200) + Array(repeating: .warning, count: 1001))
    #expect(left.message.hasPrefix("1,200 more errors and 1,001 more warnings or notes not shown"))
    #expect(ReviewIndex.summary(1500, 1200) == "1,500 flows: 300 need work, 1,200 clean.")
    #expect(DiffOutput.steps(1001) == "1,001 steps")
  }

  @Test func diffSummariesGroupTheirCounts() throws {
    let flow = try #require(loadFlow("start Home\nscreen Home terminal\n"))
    let report = Checker().check(flow)
    var diff = FlowDiff(old: report, new: report)
    diff.addedScreens = Array(repeating: "New", count: 1000)
    #expect(DiffOutput.summary(diff) == "**1,000 screens added.**\n")
  }
}
