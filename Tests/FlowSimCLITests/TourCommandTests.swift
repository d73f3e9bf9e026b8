import Foundation
import Testing

/// `flowsim tour`: a manual test plan that uses every transition.
@Suite struct TourCommandTests {
  @Test func printsTheToursAndWhatNeverFires() throws {
    let result = try FlowsimBinary.run(["tour", "Tests/FlowSimTests/Render/Flows/gaps.flow"])
    #expect(result.status == 0)
    #expect(result.stderr == "")
    CLIGolden.check(result.stdout, "gaps.tour.md")
  }

  @Test func plainText() throws {
    let result = try FlowsimBinary.run(["tour", "-f", "text", "flows/plicker.flow"])
    #expect(result.status == 0)
    CLIGolden.check(result.stdout, "plicker.tour.txt")
  }

  /// `-o` writes what would be printed, atomically; a folder that is not there is a
  /// usage error naming it.
  @Test func writesToAFileWithOutput() throws {
    let directory = try CLIGolden.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("plan.txt").path
    let result = try FlowsimBinary.run(["tour", "-f", "text", "-o", file, "flows/plicker.flow"])
    #expect(result.status == 0 && result.stdout == "" && result.stderr == "")
    let printed = try FlowsimBinary.run(["tour", "-f", "text", "flows/plicker.flow"])
    #expect(try String(contentsOfFile: file, encoding: .utf8) == printed.stdout)
    let missing = directory.appendingPathComponent("no/plan.txt").path
    let failed = try FlowsimBinary.run(["paths", "-o", missing, "flows/plicker.flow"])
    #expect(failed.status == 2)
    #expect(
      failed.stderr
        == "flowsim paths: error: cannot write '\(missing)': no such folder '\(directory.appendingPathComponent("no").path)'\n"
    )
  }

  /// `-o` naming the flow being read is refused, and the flow is left as it was.
  @Test func refusesToOverwriteItsInput() throws {
    let directory = try CLIGolden.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let flow = directory.appendingPathComponent("app.flow").path
    try "start A\nscreen A { tap \"Go\" -> dismiss }\n".write(
      toFile: flow, atomically: true, encoding: .utf8)
    let before = try String(contentsOfFile: flow, encoding: .utf8)
    let result = try FlowsimBinary.run(
      ["tour", "-o", "./app.flow", "app.flow"], directory: directory)
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "flowsim tour: error: '-o ./app.flow' would overwrite 'app.flow', which this command reads; write to another file\n"
    )
    #expect(try String(contentsOfFile: flow, encoding: .utf8) == before)
  }

  /// `-o -` is standard output; an option named as typed when its value is missing;
  /// an option given twice is refused rather than the last silently winning.
  @Test func outputOptionEdges() throws {
    let printed = try FlowsimBinary.run(["tour", "flows/plicker.flow"])
    let dash = try FlowsimBinary.run(["tour", "-o", "-", "flows/plicker.flow"])
    #expect(dash.status == 0 && dash.stdout == printed.stdout)
    let missing = try FlowsimBinary.run(["tour", "-o"])
    #expect(missing.status == 2)
    #expect(
      missing.stderr == "flowsim tour: error: option '-o' needs a value\nsee 'flowsim help tour'\n")
    let twice = try FlowsimBinary.run(["tour", "-o", "a.md", "-o", "b.md", "flows/plicker.flow"])
    #expect(twice.status == 2)
    #expect(
      twice.stderr
        == "flowsim tour: error: option '-o' is given twice\nsee 'flowsim help tour'\n")
    let slip = try FlowsimBinary.run(["tour", "-o", "-o", "flows/plicker.flow"])
    #expect(slip.status == 2)
    #expect(
      slip.stderr
        == "flowsim tour: error: option '-o' needs a value, not the option '-o'\nsee 'flowsim help tour'\n"
    )
    let review = try FlowsimBinary.run(["review", "-o", "-", "flows/plicker.flow"])
    #expect(review.status == 2)
    #expect(review.stderr.hasPrefix("flowsim review: error: review writes a folder of pages"))
  }

  /// A stopped exploration is said first: on standard error, and at the top of the plan.
  @Test func aStoppedExplorationIsSaidFirst() throws {
    let result = try FlowsimBinary.run(["tour", "--max-states", "5", "flows/yourchoice.flow"])
    #expect(result.status == 0)
    #expect(
      result.stderr
        == "flowsim tour: note: exploring stopped after 5 configurations (--max-states); what follows covers only those\n"
    )
    let incomplete = try #require(result.stdout.range(of: "**Incomplete**"))
    let firstTour = try #require(result.stdout.range(of: "## Tour 1"))
    #expect(incomplete.lowerBound < firstTour.lowerBound)
  }
}
