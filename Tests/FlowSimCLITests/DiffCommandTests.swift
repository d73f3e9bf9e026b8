import FlowSim
import Foundation
import Testing

/// `flowsim diff` end to end: exit statuses and where each message goes.
@Suite struct DiffCommandTests {
  static let cases = FlowsimBinary.root.appendingPathComponent("Tests/FlowSimTests/Diff/Cases")

  @Test func producesMarkdownAndJSON() throws {
    let markdown = try FlowsimBinary.run(
      ["diff", "poll.old.flow", "poll.new.flow"], directory: Self.cases)
    #expect(markdown.status == 0)
    #expect(markdown.stderr == "")
    let golden = try String(
      contentsOf: Self.cases.appendingPathComponent("poll.md"), encoding: .utf8)
    #expect(markdown.stdout == golden)
    let json = try FlowsimBinary.run(
      ["diff", "--format", "json", "poll.old.flow", "poll.new.flow"], directory: Self.cases)
    #expect(json.status == 0)
    #expect(
      json.stdout
        == (try String(contentsOf: Self.cases.appendingPathComponent("poll.json"), encoding: .utf8))
    )
  }

  /// CI can fail a change that brings a new error (issue 29, item 7); the report is
  /// printed all the same, and a change that only fixes one passes.
  @Test func failOnNewErrors() throws {
    let worse = try FlowsimBinary.run(
      ["diff", "--fail-on-new-errors", "poll.new.flow", "poll.old.flow"], directory: Self.cases)
    #expect(worse.status == 1)
    #expect(
      worse.stdout
        == (try String(
          contentsOf: Self.cases.appendingPathComponent("poll.reversed.md"), encoding: .utf8)))
    #expect(
      worse.stderr
        == "flowsim diff: 1 new error in 'poll.old.flow' (--fail-on-new-errors)\n")
    let better = try FlowsimBinary.run(
      ["diff", "--fail-on-new-errors", "poll.old.flow", "poll.new.flow"], directory: Self.cases)
    #expect(better.status == 0)
    #expect(better.stderr == "")
  }

  @Test func aFlowThatDoesNotLoadPrintsItsDiagnostics() throws {
    let dir = try ScratchFolder.make("flowsim-diff")
    defer { ScratchFolder.remove(dir) }
    try "start A\nscreen A terminal\n".write(
      to: dir.appendingPathComponent("old.flow"), atomically: true, encoding: .utf8)
    try "start B\nscreen A terminal\n".write(
      to: dir.appendingPathComponent("new.flow"), atomically: true, encoding: .utf8)
    let result = try FlowsimBinary.run(["diff", "old.flow", "new.flow"], directory: dir)
    #expect(result.status == 1)
    #expect(result.stdout == "")
    #expect(
      result.stderr == """
        new.flow:1:7: error: unknown screen or container 'B' [unknown-screen]
            1 | start B
              |       ^
        flowsim diff: 'new.flow' does not load

        """)
  }

  /// A garbled flow prints its first 100 diagnostics and a note, as every command does.
  @Test func aFlowWithManyErrorsShowsTheFirstHundred() throws {
    let dir = try ScratchFolder.make("flowsim-diff")
    defer { ScratchFolder.remove(dir) }
    let garbled = (1...150).map { "tap \"X\" -> push Nowhere\($0)\n" }.joined()
    try ("start A\nscreen A terminal\n" + garbled).write(
      to: dir.appendingPathComponent("old.flow"), atomically: true, encoding: .utf8)
    try "start A\nscreen A terminal\n".write(
      to: dir.appendingPathComponent("new.flow"), atomically: true, encoding: .utf8)
    let result = try FlowsimBinary.run(["diff", "old.flow", "new.flow"], directory: dir)
    #expect(result.status == 1)
    let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.filter { $0.hasPrefix("old.flow:") && $0.contains(": error: ") }.count == 100)
    #expect(
      result.stderr.hasSuffix(
        "note: 50 more errors not shown: flowsim shows the first 100; fix these first"
          + " [too-many-diagnostics]\n"
          + "flowsim diff: 'old.flow' does not load\n"))
  }

  /// A file too large to load was still read: its diagnostic, not "no such file".
  @Test func aFileTooLargeSaysSo() throws {
    let dir = try ScratchFolder.make("flowsim-diff")
    defer { ScratchFolder.remove(dir) }
    let size = FlowLoader.maximumFileSize + 1
    try Data(repeating: UInt8(ascii: "\n"), count: size).write(
      to: dir.appendingPathComponent("big.flow"))
    try "start A\nscreen A terminal\n".write(
      to: dir.appendingPathComponent("small.flow"), atomically: true, encoding: .utf8)
    let result = try FlowsimBinary.run(["diff", "big.flow", "small.flow"], directory: dir)
    #expect(result.status == 1)
    #expect(
      result.stderr == """
        error: 'big.flow' is \(size) bytes; flow files are limited to \(size - 1) bytes [file-too-large]
        flowsim diff: 'big.flow' does not load

        """)
  }

  @Test func usageErrors() throws {
    let one = try FlowsimBinary.run(["diff", "a.flow"])
    #expect(one.status == 2)
    #expect(
      one.stderr
        == "flowsim diff: error: name the old and the new flow file, e.g. 'flowsim diff old.flow new.flow'\nsee 'flowsim help diff'\n"
    )
    let missing = try FlowsimBinary.run(["diff", "no/old.flow", "no/new.flow"])
    #expect(missing.status == 2)
    #expect(
      missing.stderr
        == "flowsim diff: error: cannot read 'no/old.flow': no such file\nflowsim diff: error: cannot read 'no/new.flow': no such file\n"
    )
  }
}
