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

/// The loader's, parser's and resolver's ids are `DiagnosticID`'s cases, which the
/// compiler checks at every emission site; the checks' ids are their
/// `CheckDescription`s' rules, and a literal id a check reports must be one of them
/// (an id reported but not declared has its id for a summary in SARIF and no line in
/// docs/checks.md); the importer's ids are listed in docs/import.md.
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

  /// The ids the checks report as literals (the importer's are in docs/import.md).
  static var reported: Set<String> {
    sources.filter { !$0.path.hasPrefix("Import/") }
      .reduce(into: []) { $0.formUnion(literalIds(in: $1.text)) }
  }

  @Test func everyReportedIdIsARule() {
    let declared = Set(SarifOutput.allRules.map(\.id))
    let missing = Self.reported.subtracting(declared).sorted()
    #expect(missing.isEmpty, "reported but in no SARIF rule or docs/checks.md: \(missing)")
  }

  /// An id emitted as a warning says so in its summary ("(a warning)"), which
  /// `flowsim explain` reads to say whether the flow is still checked; one emitted as
  /// an error does not.
  @Test func aWarningsSummarySaysItIsOne() {
    func emitted(_ kind: String) -> Set<String> {
      let pattern = try! Regex(#"\b"# + kind + #"\(\s*\.([a-z][A-Za-z0-9]*)\b"#)
      return Self.sources.filter { !$0.path.hasPrefix("Import/") }.reduce(into: []) {
        for match in $1.text.matches(of: pattern) {
          if let name = match.output[1].substring { $0.insert(String(name)) }
        }
      }
    }
    let byName = Dictionary(uniqueKeysWithValues: DiagnosticID.allCases.map { ("\($0)", $0) })
    let warnings = emitted("warning").compactMap { byName[$0] }
    let errors = emitted("error").compactMap { byName[$0] }
    #expect(warnings.count >= 6 && errors.count >= 50)
    #expect(warnings.filter { !$0.isWarning }.map(\.id) == [])
    #expect(errors.filter { $0.isWarning }.map(\.id) == [])
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

/// `DiagnosticID`: each case's id is its name in lowercase words joined by hyphens,
/// and the SARIF rules, docs/checks.md and `flowsim explain` read the table from it.
@Suite struct DiagnosticIDTests {
  @Test func anIdIsItsCaseNameHyphenated() {
    #expect(DiagnosticID.unknownScreen.id == "unknown-screen")
    #expect(DiagnosticID.invalidUtf8.id == "invalid-utf8")
    #expect(DiagnosticID.pushOutsideNavigation.id == "push-outside-navigation")
    #expect(DiagnosticID.unknownFindingId.id == "unknown-finding-id")
    for id in DiagnosticID.allCases {
      #expect(id.id.wholeMatch(of: #/[a-z][a-z0-9]*(-[a-z0-9]+)+/#) != nil, "\(id)")
    }
    #expect(Set(DiagnosticID.allCases.map(\.id)).count == DiagnosticID.allCases.count)
  }

  @Test func theRuleTableIsTheType() {
    #expect(SarifOutput.definitionRules.map(\.id) == DiagnosticID.allCases.map(\.id))
    #expect(SarifOutput.definitionRules.map(\.summary) == DiagnosticID.allCases.map(\.summary))
    #expect(SarifOutput.definitionRules.first?.id == "unreadable-file")
    #expect(
      SarifOutput.allRules.first { $0.id == "unknown-screen" }?.summary
        == "a name that is not a declared screen or container")
  }

  /// What the loader reports carries the case's id.
  @Test func emittedDiagnosticsCarryTheCasesId() {
    let loaded = FlowLoader().load(
      SourceFile(path: "app.flow", text: "start A\nscreen A { tap \"x\" -> push B }\n"))
    #expect(loaded.diagnostics.map(\.id) == [DiagnosticID.unknownScreen.id])
  }
}
