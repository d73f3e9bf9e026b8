import FlowSim
import Foundation
import Testing

/// `flowsim diff --dot`: the change as a picture, on standard output or in a file.
@Suite struct DiffDotCommandTests {
  static let flows = FlowsimBinary.root.appendingPathComponent("Tests/FlowSimTests/Render/Flows")

  @Test func drawsTheChange() throws {
    let printed = try FlowsimBinary.run(
      ["diff", "--dot", "login.flow", "Diff/login.flow"], directory: Self.flows)
    #expect(printed.status == 0)
    #expect(printed.stderr == "")
    #expect(printed.stdout.hasPrefix("digraph \"Login\" {\n"))
    #expect(printed.stdout.contains(#""About" [label="About", shape=box"#))
    #expect(printed.stdout.contains("removed (where it was)"))
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "flowsim-diff-dot-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("change.dot").path
    let written = try FlowsimBinary.run(
      ["diff", "--dot", "-o", file, "login.flow", "Diff/login.flow"], directory: Self.flows)
    #expect(written.status == 0)
    #expect(written.stdout == "")
    #expect(try String(contentsOfFile: file, encoding: .utf8) == printed.stdout)
  }

  @Test func dotAndFormatAreAUsageError() throws {
    let both = try FlowsimBinary.run(
      ["diff", "--dot", "--format", "json", "login.flow", "Diff/login.flow"],
      directory: Self.flows)
    #expect(both.status == 2)
    #expect(both.stdout == "")
    #expect(both.stderr.contains("--dot draws the change; --format says how to write it as text"))
  }
}
