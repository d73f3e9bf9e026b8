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
}
