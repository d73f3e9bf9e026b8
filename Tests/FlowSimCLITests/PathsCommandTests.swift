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
}
