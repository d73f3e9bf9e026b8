import FlowSim
import Foundation
import Testing

/// Imports the real storyboards in `../shared/storyboards` (never copied into the
/// repository). Skipped when that folder is absent; fails when it holds none.
@Suite struct StoryboardCorpusTests {
  static var corpusExists: Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(
      atPath: ImportFixtures.corpus.path, isDirectory: &isDirectory) && isDirectory.boolValue
  }

  /// The corpus storyboards, sorted by file name.
  static func storyboards() throws -> [SourceFile] {
    let names = try FileManager.default.contentsOfDirectory(atPath: ImportFixtures.corpus.path)
      .filter { $0.hasSuffix(".storyboard") }.sorted()
    return try names.map { name in
      let url = ImportFixtures.corpus.appendingPathComponent(name)
      return SourceFile(path: name, bytes: [UInt8](try Data(contentsOf: url)))
    }
  }

  @Test(
    .enabled(if: corpusExists, "../shared/storyboards is absent: real storyboards not imported"))
  func everyStoryboardImportsWithoutError() throws {
    let files = try Self.storyboards()
    #expect(!files.isEmpty, "no storyboard in \(ImportFixtures.corpus.path)")
    for file in files {
      let result = StoryboardImporter().importStoryboards([file])
      let errors = result.diagnostics.filter { $0.severity == .error }
      #expect(errors.isEmpty, "\(file.path): \(ImportFixtures.render(errors))")
      #expect(result.flowText.hasPrefix(StoryboardImport.generatedMarker), "\(file.path)")
    }
    print("imported \(files.count) storyboards from \(ImportFixtures.corpus.path)")
  }

  @Test(
    .enabled(if: corpusExists, "../shared/storyboards is absent: real storyboards not imported"))
  func storyboardsOfOneAppResolveTheirReferencesTogether() throws {
    let files = try Self.storyboards()
    let groups = Dictionary(grouping: files) { file in
      file.path.components(separatedBy: "__").dropLast().joined(separator: "__")
    }
    var imported = 0
    for key in groups.keys.sorted() {
      let group = groups[key] ?? []
      let result = StoryboardImporter().importStoryboards(group)
      #expect(!result.diagnostics.hasErrors, "\(key): \(ImportFixtures.render(result.diagnostics))")
      let unresolved = result.diagnostics.filter { $0.id == "import-unresolved-reference" }
      #expect(unresolved.isEmpty, "\(key): \(ImportFixtures.render(unresolved))")
      imported += group.count
    }
    #expect(imported == files.count)
  }
}
