import FlowSim
import Foundation
import Testing

/// Ground truth on real apps: every storyboard of `../shared/storyboards` (beside the
/// checkout; the files belong to their authors and are never committed here) is
/// imported, each app's storyboards together, and checked; the errors, warnings and
/// work left to code must be exactly those `Fixtures/corpus_ground_truth.txt` lists,
/// each error with the reason a person reading the storyboard and the app's code
/// agrees it is the app's.
@Suite(
  .enabled(
    if: SharedCorpus.exists,
    "needs ../shared/storyboards beside the checkout (the real storyboards are not committed)"))
struct CorpusGroundTruthTests {
  static let corpus = SharedCorpus.folder

  /// One app: its name and storyboards, and the lines expected (reasons stripped).
  struct App: CustomTestStringConvertible, Sendable {
    var name: String
    var storyboards: [String]
    var expected: [String]
    var testDescription: String { name }
  }

  static func apps() -> [App] {
    let url = PackagePaths.root.appendingPathComponent(
      "Tests/FlowSimTests/Import/Fixtures/corpus_ground_truth.txt")
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
    var apps: [App] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("#") || line.allSatisfy(\.isWhitespace) { continue }
      if line.hasPrefix("app ") {
        let words = line.dropFirst(4).split(separator: " ").map(String.init)
        apps.append(
          App(
            name: String(words[0].dropLast()), storyboards: Array(words.dropFirst()), expected: []))
        continue
      }
      var entry = line.trimmingCharacters(in: .whitespaces)
      if let reason = entry.range(of: " -- ") { entry = String(entry[..<reason.lowerBound]) }
      apps[apps.count - 1].expected.append(entry)
    }
    return apps
  }

  /// What import + check says of an app, one line a finding (notes of known lines
  /// aside, there are none): `error dead-end: dead end: on 'X' nothing leads anywhere`.
  static func findings(_ app: App) throws -> [String] {
    let files = try app.storyboards.map { name in
      let url = corpus.appendingPathComponent(name + ".storyboard")
      return SourceFile(path: url.lastPathComponent, bytes: Array(try Data(contentsOf: url)))
    }
    let imported = StoryboardImporter().importStoryboards(files)
    guard !imported.diagnostics.hasErrors else { return ["import failed"] }
    let loaded = FlowLoader().load(
      SourceFile(path: app.name + ".imported.flow", text: imported.flowText))
    guard let flow = loaded.flow else { return ["flow did not load"] }
    return Checker().check(flow).findings.map {
      "\($0.severity.rawValue) \($0.id): \($0.diagnostic.message)"
    }
  }

  @Test func everyStoryboardOfTheCorpusIsListed() throws {
    let listed = Set(Self.apps().flatMap(\.storyboards))
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path)
      .filter { $0.hasSuffix(".storyboard") }.map { String($0.dropLast(".storyboard".count)) }
    #expect(Set(files).subtracting(listed).sorted() == [])
  }

  @Test(arguments: apps())
  func importAndCheckFindExactlyTheGroundTruth(_ app: App) throws {
    #expect(try Self.findings(app) == app.expected)
  }
}

/// `../shared/storyboards`, beside the checkout.
enum SharedCorpus {
  static let folder = PackagePaths.root.deletingLastPathComponent()
    .appendingPathComponent("shared/storyboards")
  static let exists = FileManager.default.fileExists(
    atPath: folder.appendingPathComponent("INDEX.tsv").path)
}
