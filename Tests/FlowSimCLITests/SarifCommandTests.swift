import Foundation
import Testing

/// `flowsim check --format sarif` end to end: URIs relative to the working directory,
/// the exit status of the text format, and the tool's version.
@Suite struct SarifCommandTests {
  @Test func writesARelativeURIAndKeepsTheExitStatus() throws {
    let dir = try ScratchFolder.make("flowsim-sarif")
    defer { ScratchFolder.remove(dir) }
    try FileManager.default.createDirectory(
      at: dir.appendingPathComponent("my flows"), withIntermediateDirectories: true)
    try "start A\nscreen A\n".write(
      to: dir.appendingPathComponent("my flows/a.flow"), atomically: true, encoding: .utf8)
    let result = try FlowsimBinary.run(["check", "--format", "sarif", "my flows"], directory: dir)
    #expect(result.status == 1)
    #expect(result.stderr == "")
    #expect(result.stdout.contains(#""uri": "my%20flows/a.flow""#))
    #expect(result.stdout.contains(#""version": "0.1.0""#))
    #expect(result.stdout.contains(#""ruleId": "dead-end""#))
    let unknown = try FlowsimBinary.run(["check", "--format", "sarf", "x.flow"])
    #expect(unknown.status == 2)
    #expect(
      unknown.stderr.hasPrefix(
        "flowsim check: error: unknown format 'sarf'; use text, json, github or sarif\n"))
  }
}
