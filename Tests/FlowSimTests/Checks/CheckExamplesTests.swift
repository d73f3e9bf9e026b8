import Foundation
import Testing

@testable import FlowSim

/// Every check's own examples: the triggering flow reports the rule, the clean one
/// does not, and docs/checks.md shows exactly what flowsim prints for each.
@Suite struct CheckExamplesTests {
  static let rules: [(check: String, rule: CheckDescription.Rule)] = Checker.checks.flatMap {
    check in
    type(of: check).description.rules.map { (type(of: check).description.name, $0) }
  }

  @Test(arguments: rules.map(\.rule.id))
  func triggeringExampleReportsTheRule(_ id: String) throws {
    let rule = try #require(Self.rules.first { $0.rule.id == id }?.rule)
    let found = CheckDocs.findings(id, in: rule.triggering)
    #expect(!found.isEmpty, "the triggering example of '\(id)' does not report it")
    #expect(found.allSatisfy { $0.severity == rule.severity })
  }

  @Test(arguments: rules.map(\.rule.id))
  func cleanExampleDoesNotReportTheRule(_ id: String) throws {
    let rule = try #require(Self.rules.first { $0.rule.id == id }?.rule)
    let loaded = FlowLoader().load(SourceFile(path: "example.flow", text: rule.clean))
    #expect(loaded.flow != nil, "the clean example of '\(id)' does not load")
    #expect(CheckDocs.findings(id, in: rule.clean).isEmpty)
  }

  /// A clean example is a flow that checks clean, even with `--strict`: it loads with
  /// no diagnostic, and checking finds no error and no warning of any rule (a clean
  /// example that trips another check teaches the wrong flow).
  @Test(arguments: rules.map(\.rule.id))
  func cleanExampleChecksCleanUnderStrict(_ id: String) throws {
    let rule = try #require(Self.rules.first { $0.rule.id == id }?.rule)
    let loaded = FlowLoader().load(SourceFile(path: "example.flow", text: rule.clean + "\n"))
    #expect(
      loaded.diagnostics.isEmpty,
      "the clean example of '\(id)' reports \(loaded.diagnostics.map(\.id))")
    let flow = try #require(loaded.flow)
    let findings = Checker().check(flow).findings.filter { $0.severity != .note }
    #expect(findings.isEmpty, "the clean example of '\(id)' reports \(findings.map(\.id))")
  }

  @Test func checksDocumentIsUpToDate() {
    let root = PackagePaths.root
    let generated = CheckDocs.markdown(Checker.checks.map { type(of: $0) })
    if let failure = Golden.check(generated, against: root.appendingPathComponent("docs/checks.md"))
    {
      Issue.record(Comment(rawValue: failure))
    }
  }
}
