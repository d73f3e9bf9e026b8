import FlowSim
import Testing

/// Patterns met in real apps' storyboards, each in a storyboard of our own: the import
/// is checked, and what `check` says must be the golden `x.check` beside it (one finding
/// a line, `severity id: message`), so an import that makes up a problem the app does
/// not have (a dead end, an unreachable screen) fails here.
@Suite struct ImportedFlowChecksTests {
  static let cases: [StoryboardImporterTests.Case] = [
    .init(storyboards: ["uikit_custom_segue"]),
    .init(storyboards: ["uikit_container_code"]),
    .init(storyboards: ["uikit_foreign_action"]),
    // Two tab bars holding one navigation controller: each its own instance.
    .init(storyboards: ["uikit_shared_tab"]),
    .init(storyboards: ["uikit_show_where"]),
    .init(storyboards: ["uikit_dismiss_segue"]),
    .init(storyboards: ["uikit_modal_sheet"]),
  ]

  /// What import + check says, one line a finding.
  static func findings(_ testCase: StoryboardImporterTests.Case) throws -> String {
    let files = try testCase.storyboards.map { try ImportFixtures.source($0 + ".storyboard") }
    let imported = StoryboardImporter().importStoryboards(files)
    let loaded = FlowLoader().load(
      SourceFile(path: testCase.testDescription + ".imported.flow", text: imported.flowText))
    guard let flow = loaded.flow else { return "flow did not load\n" }
    return Checker().check(flow).findings.map {
      "\($0.severity.rawValue) \($0.id): \($0.diagnostic.message)\n"
    }.joined()
  }

  @Test(arguments: cases)
  func checkFindsExactlyTheGolden(_ testCase: StoryboardImporterTests.Case) throws {
    ImportFixtures.expectGolden(
      try Self.findings(testCase), named: testCase.testDescription + ".check")
  }
}
