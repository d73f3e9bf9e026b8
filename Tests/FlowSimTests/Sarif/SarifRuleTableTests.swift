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
