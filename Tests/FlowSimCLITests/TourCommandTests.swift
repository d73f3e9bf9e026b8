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
}
