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

  /// Every command that explores takes the memory ceiling `check` takes, says when it
  /// stopped there, and refuses a size it cannot read before reading any flow.
  @Test func everyExploringCommandTakesMaxMemory() throws {
    let flow = "flows/yourchoice.flow"
    for command in ["dot", "mermaid", "paths", "tour"] {
      let result = try FlowsimBinary.run([command, "--max-memory", "1K", flow])
      #expect(result.status == 0, "\(command): \(result.stderr)")
      #expect(
        result.stderr
          == "flowsim \(command): note: exploring stopped after 1 configuration, at the memory ceiling (--max-memory); what follows covers only those\n"
      )
      let bad = try FlowsimBinary.run([command, "--max-memory", "lots", flow])
      #expect(bad.status == 2)
      #expect(
        bad.stderr
          == "flowsim \(command): error: '--max-memory' needs a size such as 512M or 4G (K, M, G: 1,024s), not 'lots'\nsee 'flowsim help \(command)'\n"
      )
    }
    let dump = try FlowsimBinary.run(["dump", "states", "--max-memory", "1K", flow])
    #expect(dump.stdout.hasSuffix("(stopped: --max-memory reached)\n"))
    let diff = try FlowsimBinary.run(["diff", "--max-memory", "1K", flow, flow])
    #expect(diff.stdout.contains("Exploration stopped at a limit (--max-states or --max-memory)"))
    for command in [
      ["review", "-o", "/nonexistent-flowsim-review"], ["diff"], ["dump", "states"],
    ] {
      let bad = try FlowsimBinary.run(command + ["--max-memory", "0.5X", flow])
      #expect(bad.status == 2, "\(command)")
      #expect(bad.stderr.contains("'--max-memory' needs a size"), "\(command)")
    }
  }
}
