import Foundation
import Testing

/// Calling flowsim wrongly is a usage error, exit 2, however it is done (issue 29,
/// item 12); and what a limit refuses, an option can ask for.
@Suite struct UsageTests {
  @Test func noArgumentsPrintsUsageAndExitsTwo() throws {
    let result = try FlowsimBinary.run([])
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(result.stderr.hasPrefix("flowsim "))
    #expect(result.stderr.contains("USAGE: flowsim <command> [options] [files…]"))
  }

  @Test func maxStatesGroupsDigitsByThousandsOnly() throws {
    let slip = try FlowsimBinary.run(["check", "--max-states", "1,0,0", "flows/dropbox.flow"])
    #expect(slip.status == 2)
    #expect(
      slip.stderr
        == "flowsim check: error: '--max-states' needs a positive whole number, not '1,0,0'\nsee 'flowsim help check'\n"
    )
    for grouped in ["2,000,000", "2_000_000", "2000000"] {
      let result = try FlowsimBinary.run(["check", "--max-states", grouped, "flows/dropbox.flow"])
      #expect(result.status == 0, "\(grouped): \(result.stderr)")
    }
  }

  @Test func drawLimitSetsHowManyConfigurationsTheStateGraphDraws() throws {
    let gaps = "Tests/FlowSimTests/Render/Flows/gaps.flow"
    let small = try FlowsimBinary.run(["dot", "--states", "--draw-limit", "2", gaps])
    #expect(small.status == 2)
    #expect(small.stderr.contains("too many to read (at most 2; '--draw-limit N' draws more)"))
    let large = try FlowsimBinary.run([
      "dot", "--states", "--draw-limit", "20,000", "--max-states", "20000",
      "flows/yourchoice.flow",
    ])
    #expect(large.status == 0, "\(large.stderr)")
    #expect(large.stdout.hasPrefix("digraph"))
    let alone = try FlowsimBinary.run(["dot", "--draw-limit", "20", gaps])
    #expect(alone.status == 2)
    #expect(
      alone.stderr
        == "flowsim dot: error: --draw-limit sets how many configurations --states draws\nsee 'flowsim help dot'\n"
    )
  }
}
