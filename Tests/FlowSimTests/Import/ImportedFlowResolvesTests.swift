import FlowSim
import Testing

/// Every imported flow goes through the parser and resolver like a hand-written one
/// and must load with no errors, alone and when a companion file includes it.
@Suite struct ImportedFlowResolvesTests {
  /// Loads `text` as `name`, with `others` readable beside it; returns the errors as text.
  static func loadErrors(_ text: String, named name: String, others: [String: String] = [:])
    -> String
  {
    let files = others.merging([name: text]) { $1 }
    let loader = FlowLoader(read: { path in
      let key = path.split(separator: "/").last.map(String.init) ?? path
      return files[key].map { Array($0.utf8) }
    })
    let result = loader.load(SourceFile(path: name, text: text))
    return ImportFixtures.render(result.diagnostics.filter { $0.severity == .error })
  }

  @Test(arguments: StoryboardImporterTests.cases)
  func fixtureFlowsResolve(_ testCase: StoryboardImporterTests.Case) throws {
    let files = try testCase.storyboards.map { try ImportFixtures.source($0 + ".storyboard") }
    let text = StoryboardImporter().importStoryboards(files).flowText
    let errors = Self.loadErrors(text, named: testCase.testDescription + ".imported.flow")
    #expect(errors.isEmpty, "\(errors)\n\(text)")
  }

  @Test(
    .enabled(
      if: StoryboardCorpusTests.corpusExists,
      "../shared/storyboards is absent: real storyboards not imported"))
  func corpusFlowsResolve() throws {
    let files = try StoryboardCorpusTests.storyboards()
    #expect(!files.isEmpty)
    for file in files {
      let text = StoryboardImporter().importStoryboards([file]).flowText
      let errors = Self.loadErrors(text, named: "corpus.imported.flow")
      #expect(errors.isEmpty, "\(file.path):\n\(errors)\n\(text)")
    }
  }

  @Test func companionIncludesTheImportedFlow() throws {
    let file = try ImportFixtures.source("format3_show_present_unwind.storyboard")
    let imported = StoryboardImporter().importStoryboards([file]).flowText
    let companion =
      ImportOutputPlan.companionText(including: "trips.imported.flow") + """
        var signedIn: bool = false
        event "Signed in" when not signedIn -> set signedIn = true

        """
    let errors = Self.loadErrors(
      companion, named: "trips.flow", others: ["trips.imported.flow": imported])
    #expect(errors.isEmpty, "\(errors)")
  }

  @Test func companionMayOverrideTheImportedStart() throws {
    let file = try ImportFixtures.source("format3_show_present_unwind.storyboard")
    let imported = StoryboardImporter().importStoryboards([file]).flowText
    let companion = "include \"trips.imported.flow\"\nstart SettingsTabs\n"
    let loader = FlowLoader(read: { path in
      path.hasSuffix("trips.imported.flow") ? Array(imported.utf8) : nil
    })
    let result = loader.load(SourceFile(path: "trips.flow", text: companion))
    #expect(!result.diagnostics.hasErrors, "\(ImportFixtures.render(result.diagnostics))")
    #expect(result.flow.map { $0.name(of: $0.start) } == "SettingsTabs")
  }
}
