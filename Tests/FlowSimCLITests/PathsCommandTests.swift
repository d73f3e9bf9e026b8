import FlowSim
import Foundation
import Testing

/// `flowsim paths`: the shortest walkthrough to every screen.
@Suite struct PathsCommandTests {
  @Test func printsAWalkthroughPerScreenAndTheUnreachedOnes() throws {
    let result = try FlowsimBinary.run([
      "paths", "--format", "text", "Tests/FlowSimTests/Render/Flows/gaps.flow",
    ])
    #expect(result.status == 0)
    #expect(result.stderr == "")
    CLIGolden.check(result.stdout, "gaps.paths.txt")
  }

  @Test func rejectsAnUnknownFormat() throws {
    let result = try FlowsimBinary.run([
      "paths", "--format", "html", "Tests/FlowSimTests/Render/Flows/gaps.flow",
    ])
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "flowsim paths: error: unknown format 'html'; use markdown or text\nsee 'flowsim help paths'\n"
    )
  }

  /// A stack that would grow past 200 screens is cut off: the screens beyond are
  /// listed as never shown, and a note says why (it had said nothing, exit 0).
  @Test func aCutOffStackIsNoted() throws {
    let dir = try ScratchFolder.make("flowsim-paths-deep")
    defer { ScratchFolder.remove(dir) }
    let screens = (0..<250).map { "  screen S\($0) { tap \"Next\" -> push S\($0 + 1) }\n" }
    try ("start Main\nnav Main {\n" + screens.joined() + "  screen S250 terminal\n}\n").write(
      to: dir.appendingPathComponent("deep.flow"), atomically: true, encoding: .utf8)
    let result = try FlowsimBinary.run(["paths", "--format", "text", "deep.flow"], directory: dir)
    #expect(result.status == 0)
    #expect(
      result.stderr
        == "flowsim paths: note: some stacks or modals grow past flowsim's limits (200 screens in a stack, 64 modals) and are cut off there; what follows leaves out what lies beyond ('flowsim check' says where)\n"
    )
  }
}
