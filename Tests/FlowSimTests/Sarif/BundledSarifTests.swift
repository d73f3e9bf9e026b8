import Foundation
import Testing

@testable import FlowSim

/// The SARIF log of every bundled flow, as a golden (`Cases/bundled/NAME.sarif`).
@Suite struct BundledSarifTests {
  static let root = OutputSchemaTests.root

  static var flows: [String] {
    let folder = root.appendingPathComponent("flows").path
    return (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? [])
      .filter { $0.hasSuffix(".flow") }.sorted()
  }

  @Test(arguments: flows)
  func golden(flow: String) {
    let path = Self.root.appendingPathComponent("flows/" + flow).path
    let tool = SarifOutput.Tool(version: "0.1.0", informationUri: "https://example.org/flowsim")
    let sarif = SarifOutput.sarif(
      [FlowCheck.run(path: path)], tool: tool, workingDirectory: Self.root.path)
    let name = flow.dropLast(".flow".count).replacingOccurrences(of: "/", with: "_") + ".sarif"
    let golden = OutputSchemaTests.here.appendingPathComponent("Cases/bundled/" + name)
    if let failure = Golden.check(sarif, against: golden) {
      Issue.record(Comment(rawValue: failure))
    }
  }
}
