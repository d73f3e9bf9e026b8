import Foundation
import Testing

/// The bundled flows are flowsim's acceptance test: the five apps check clean under
/// --strict and every scenario passes; every broken flow fails exactly as recorded
/// in the `.diag` golden beside it.
@Suite struct BundledFlowsTests {
  static let brokenFolder = FlowsimBinary.root.appendingPathComponent("flows/broken")

  static var brokenFlows: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: brokenFolder.path)) ?? [])
      .filter { $0.hasSuffix(".flow") }.sorted()
  }

  @Test func bundledFlowsCheckCleanUnderStrict() throws {
    let result = try FlowsimBinary.run(["check", "--strict", "flows"])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    // Three are kept as known: the Dropbox prototype's two log outs over the live tab
    // bar (a real bug of the app), and the Upload App's missing log out (it has none).
    #expect(result.stdout.hasSuffix("checked 5 flows: 0 errors, 0 warnings, 3 known\n"))
  }

  @Test func everyScenarioPasses() throws {
    let result = try FlowsimBinary.run(["test", "flows"])
    #expect(result.status == 0, "\(result.stdout)")
    #expect(result.stdout.hasSuffix("tested 5 flows: 71 scenarios, 71 passed, 0 failed\n"))
  }

  @Test func thereAreBrokenFlows() {
    #expect(Self.brokenFlows.count >= 6)
  }

  @Test(arguments: brokenFlows)
  func brokenFlowFailsAsRecorded(_ name: String) throws {
    let result = try FlowsimBinary.run(["check", "flows/broken/\(name)"])
    #expect(result.status == 1)
    let golden = Self.brokenFolder.appendingPathComponent(
      String(name.dropLast(".flow".count)) + ".diag")
    if let failure = Golden.check(result.stdout, against: golden) {
      Issue.record(Comment(rawValue: failure))
    }
  }
}
