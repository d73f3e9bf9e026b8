import Foundation
import Testing

@testable import FlowSim

/// The SARIF rule table (which docs/checks.md lists too) declares the ids flowsim
/// reports, each with a summary of its own.
@Suite struct SarifRuleTableTests {
  /// The ids of the diagnostics loading `text` reports.
  func ids(_ text: String) -> [String] {
    FlowLoader().load(SourceFile(path: "app.flow", text: text)).diagnostics.map(\.id)
  }

  /// An alert as the window's root, by `start` or by `reset`, is one rule.
  @Test func anAlertAsTheRootHasARule() {
    let reported =
      ids("start A\nalert A { button \"OK\" }\n")
      + ids("start Home\nscreen Home { tap \"x\" -> reset A }\nalert A { button \"OK\" }\n")
    #expect(reported == ["alert-as-root", "alert-as-root"])
    let rule = SarifOutput.allRules.first { $0.id == "alert-as-root" }
    #expect(rule != nil && rule?.summary != "alert-as-root")
  }
}

/// The ids in the sources and the ids the rule table and the docs declare stay the
/// same set: an id reported but not declared has its id for a summary in SARIF and
/// no line in docs/checks.md; one declared but not reported is a rule nothing uses.
@Suite struct DiagnosticIdDriftTests {
  /// Every Swift source of the library, by path relative to Sources/FlowSim.
  static let sources: [(path: String, text: String)] = {
    let folder = PackagePaths.root.appendingPathComponent("Sources/FlowSim")
    let paths = FileManager.default.subpaths(atPath: folder.path) ?? []
    return paths.filter { $0.hasSuffix(".swift") }.sorted().compactMap { path in
      (try? String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)).map {
        (path, $0)
      }
    }
  }()

  /// The ids a source passes to `error(`, `warning(`, `expected(` or `id:` as a
  /// literal (the id may start the next line).
  static func literalIds(in text: String) -> Set<String> {
    let pattern =
      #/(?:\b(?:error|warning|expected)\(\s*|\bid:\s*)"([a-z][a-z0-9]*(?:-[a-z0-9]+)+)"/#
    return Set(text.matches(of: pattern).map { String($0.output.1) })
  }

  /// The prefixes of ids a source builds by interpolation: `"duplicate-\(what)"`.
  static func interpolatedPrefixes(in text: String) -> Set<String> {
    Set(text.matches(of: #/"([a-z]+(?:-[a-z]+)*-)\\\(/#).map { String($0.output.1) })
  }

  static let tableFile = "Render/SarifOutput+Rules.swift"

  /// The ids the flow language's sources report (the importer's are in docs/import.md).
  static var reported: Set<String> {
    sources.filter { $0.path != tableFile && !$0.path.hasPrefix("Import/") }
      .reduce(into: []) { $0.formUnion(literalIds(in: $1.text)) }
  }

  @Test func everyReportedIdIsARule() {
    let declared = Set(SarifOutput.allRules.map(\.id))
    let missing = Self.reported.subtracting(declared).sorted()
    #expect(missing.isEmpty, "reported but in no SARIF rule or docs/checks.md: \(missing)")
  }

  @Test func everyDefinitionRuleIsReported() {
    let others = Self.sources.filter { $0.path != Self.tableFile }
    let prefixes = others.reduce(into: Set<String>()) {
      $0.formUnion(Self.interpolatedPrefixes(in: $1.text))
    }
    let unused = SarifOutput.definitionRules.map(\.id).filter { id in
      !others.contains { $0.text.contains("\"\(id)\"") }
        && !prefixes.contains { id.hasPrefix($0) }
    }
    #expect(unused.isEmpty, "declared but nothing reports them: \(unused)")
  }

  @Test func everyImportIdIsInTheImportDocs() throws {
    let docs = try String(
      contentsOf: PackagePaths.root.appendingPathComponent("docs/import.md"), encoding: .utf8)
    let ids = Self.sources.filter { $0.path.hasPrefix("Import/") }
      .reduce(into: Set<String>()) { $0.formUnion(Self.literalIds(in: $1.text)) }
    let missing = ids.filter { !docs.contains("`\($0)`") }.sorted()
    #expect(!ids.isEmpty)
    #expect(missing.isEmpty, "reported by the importer but not in docs/import.md: \(missing)")
  }
}
