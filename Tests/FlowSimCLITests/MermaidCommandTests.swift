import Foundation
import Testing

/// `flowsim mermaid`: the screen graph as a Mermaid state diagram.
@Suite struct MermaidCommandTests {
  @Test func printsTheDiagram() throws {
    let result = try FlowsimBinary.run(["mermaid", "Tests/FlowSimTests/Render/Flows/login.flow"])
    #expect(result.status == 0)
    #expect(result.stderr == "")
    CLIGolden.check(result.stdout, "login.mmd")
  }

  @Test func writesAFile() throws {
    let directory = try CLIGolden.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let output = directory.appendingPathComponent("escaping.mmd")
    let result = try FlowsimBinary.run(
      ["mermaid", "-o", output.path, "Tests/FlowSimTests/Render/Flows/escaping.flow"])
    #expect(result.status == 0)
    CLIGolden.check(try String(contentsOf: output, encoding: .utf8), "escaping.mmd")
  }
}
