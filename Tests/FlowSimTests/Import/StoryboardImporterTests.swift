import FlowSim
import Testing

/// Imports each test storyboard (or group imported together) and compares the flow
/// and the diagnostics with the goldens beside it: `x.storyboard` → `x.flow`, `x.diag`.
@Suite struct StoryboardImporterTests {
  /// One import: the storyboards given together, and the goldens' base name.
  struct Case: CustomTestStringConvertible, Sendable {
    var storyboards: [String]
    var testDescription: String { storyboards.joined(separator: "+") }
  }

  static let cases: [Case] = [
    Case(storyboards: ["format2_tabs_push_modal"]),
    Case(storyboards: ["format3_show_present_unwind"]),
    Case(storyboards: ["odd_cases"]),
    Case(storyboards: ["references_main"]),
    Case(storyboards: ["references_main", "references_about"]),
  ]

  @Test(arguments: cases)
  func importMatchesGoldens(_ testCase: Case) throws {
    let files = try testCase.storyboards.map { try ImportFixtures.source($0 + ".storyboard") }
    let result = StoryboardImporter().importStoryboards(files)
    #expect(!result.diagnostics.hasErrors)
    ImportFixtures.expectGolden(result.flowText, named: testCase.testDescription + ".flow")
    ImportFixtures.expectGolden(
      ImportFixtures.render(result.diagnostics), named: testCase.testDescription + ".diag")
  }

  @Test func importIsDeterministic() throws {
    let files = try ["references_main", "references_about"].map {
      try ImportFixtures.source($0 + ".storyboard")
    }
    let first = StoryboardImporter().importStoryboards(files)
    let second = StoryboardImporter().importStoryboards(files)
    #expect(first.flowText == second.flowText)
    #expect(first.diagnostics == second.diagnostics)
  }

  @Test func flowNameCanBeGiven() throws {
    let file = try ImportFixtures.source("references_about.storyboard")
    let text = StoryboardImporter(flowName: "About \"us\"").importStoryboards([file]).flowText
    #expect(text.contains("\nflow \"About \\\"us\\\"\"\nstart AboutNav\n"))
  }

  @Test func importedFlowBeginsWithTheGeneratedMarker() throws {
    let file = try ImportFixtures.source("references_about.storyboard")
    let text = StoryboardImporter().importStoryboards([file]).flowText
    #expect(text.hasPrefix(StoryboardImport.generatedMarker))
  }
}
