import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct CheckCommandTests {
  @Test func versionAndHelp() throws {
    let version = try FlowsimBinary.run(["--version"])
    #expect(version.status == 0)
    #expect(version.stdout.hasPrefix("flowsim "))
    let help = try FlowsimBinary.run(["help", "check"])
    #expect(help.status == 0)
    #expect(help.stdout.contains("USAGE: flowsim check"))
  }

  @Test func unknownCommandAndOptionSuggest() throws {
    let command = try FlowsimBinary.run(["chek", "flows"])
    #expect(command.status == 2)
    #expect(
      command.stderr
        == "flowsim: error: unknown command 'chek'; did you mean 'check'?\nsee 'flowsim --help'\n")
    let option = try FlowsimBinary.run(["check", "--stirct", "flows"])
    #expect(option.status == 2)
    #expect(
      option.stderr
        == "flowsim check: error: unknown option '--stirct'; did you mean '--strict'?\nsee 'flowsim help check'\n"
    )
  }

  /// A word for what a command does, under another name, suggests the command that
  /// does it ('render' had no suggestion at all).
  @Test func unknownCommandsSuggestByIntent() throws {
    let expected = [
      "render": "'dot' or 'mermaid'", "Draw": "'dot' or 'mermaid'", "diagram": "'dot' or 'mermaid'",
      "lint": "'check'", "verify": "'check'", "format": "'fmt'",
    ]
    for (word, suggestion) in expected.sorted(by: { $0.key < $1.key }) {
      let result = try FlowsimBinary.run([word, "flows/dropbox.flow"])
      #expect(result.status == 2)
      #expect(
        result.stderr
          == "flowsim: error: unknown command '\(word)'; did you mean \(suggestion)?\nsee 'flowsim --help'\n"
      )
    }
    let help = try FlowsimBinary.run(["help", "render"])
    #expect(help.status == 2)
    #expect(
      help.stderr
        == "flowsim: error: unknown command 'render'; did you mean 'dot' or 'mermaid'?\nsee 'flowsim --help'\n"
    )
    let nothing = try FlowsimBinary.run(["xyzzy"])
    #expect(nothing.stderr == "flowsim: error: unknown command 'xyzzy'\nsee 'flowsim --help'\n")
    // A file name that does not end in .flow: how to step through it anyway.
    let file = try FlowsimBinary.run(["notes/app.txt"])
    #expect(file.status == 2)
    #expect(
      file.stderr
        == "flowsim: error: unknown command 'notes/app.txt'; to step through a flow file whose name does not end in .flow, use 'flowsim run notes/app.txt'\nsee 'flowsim --help'\n"
    )
  }

  /// Every command that takes files and folders says when a folder holds no flow.
  @Test(arguments: [["check"], ["test"], ["review", "-o", "out"]])
  func aFolderWithoutFlowsIsAUsageError(_ command: [String]) throws {
    let dir = try ScratchFolder.make("flowsim-empty")
    defer { ScratchFolder.remove(dir) }
    try FileManager.default.createDirectory(
      at: dir.appendingPathComponent("empty"), withIntermediateDirectories: true)
    let result = try FlowsimBinary.run(command + ["empty"], directory: dir)
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(result.stderr == "flowsim \(command[0]): error: no .flow files in 'empty'\n")
  }

  /// Two files of a folder that include each other are checked (through the first),
  /// and the cycle fails the run: neither is left out for being included.
  @Test func aFolderWithAnIncludeCycleFails() throws {
    let dir = try ScratchFolder.make("flowsim-cycle")
    defer { ScratchFolder.remove(dir) }
    try "include \"b.flow\"\nstart A\nscreen A\n".write(
      to: dir.appendingPathComponent("a.flow"), atomically: true, encoding: .utf8)
    try "include \"a.flow\"\nscreen B\n".write(
      to: dir.appendingPathComponent("b.flow"), atomically: true, encoding: .utf8)
    let result = try FlowsimBinary.run(["check", "."], directory: dir)
    #expect(result.status == 1)
    #expect(
      result.stdout.contains("error: 'a.flow' includes itself through a cycle [include-cycle]"))
  }

  /// A path that exists but is no readable file says why, and is a usage error (2),
  /// not a flow with errors (1); a FIFO is never opened (it would block).
  @Test func aPathThatIsNoFileSaysWhy() throws {
    let dir = try ScratchFolder.make("flowsim-odd")
    defer { ScratchFolder.remove(dir) }
    try FileManager.default.createDirectory(
      at: dir.appendingPathComponent("folder.flow"), withIntermediateDirectories: true)
    #expect(mkfifo(dir.appendingPathComponent("pipe.flow").path, 0o644) == 0)
    let pipe = try FlowsimBinary.run(["check", "pipe.flow"], directory: dir)
    #expect(pipe.status == 2)
    #expect(
      pipe.stdout.hasPrefix(
        "error: cannot read 'pipe.flow': it is not a regular file [unreadable-file]\n"))
    let folder = try FlowsimBinary.run(["dot", "folder.flow"], directory: dir)
    #expect(folder.status == 2)
    #expect(folder.stderr == "flowsim dot: error: cannot read 'folder.flow': it is a folder\n")
  }

  /// A machine-readable report lists every path given, in order, a missing one
  /// with its `unreadable-file` finding (it was left out, or the output was empty).
  @Test func machineReportsListAMissingFile() throws {
    let result = try FlowsimBinary.run([
      "check", "--format", "json", "no/such.flow", "flows/plicker.flow",
    ])
    #expect(result.status == 2)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let flows = try #require(json["flows"] as? [[String: Any]])
    #expect(flows.map { $0["file"] as? String } == ["no/such.flow", "flows/plicker.flow"])
    let findings = try #require(flows.first?["findings"] as? [[String: Any]])
    #expect(findings.map { $0["id"] as? String } == ["unreadable-file"])
    let alone = try FlowsimBinary.run(["check", "--format", "sarif", "no/such.flow"])
    #expect(alone.status == 2)
    #expect(
      alone.stdout.contains(#""ruleId": "unreadable-file""#))
  }

  /// A folder holding `a.flow` (clean, formatted) and `b.flow`, a symbolic link
  /// whose target was renamed.
  static func folderWithABrokenLink() throws -> URL {
    let dir = try ScratchFolder.make("flowsim-broken-link")
    let flows = dir.appendingPathComponent("flows")
    try FileManager.default.createDirectory(at: flows, withIntermediateDirectories: true)
    try "start A\nscreen A terminal\n".write(
      to: flows.appendingPathComponent("a.flow"), atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      atPath: flows.appendingPathComponent("b.flow").path, withDestinationPath: "renamed.flow")
    return dir
  }

  static let brokenLink =
    "cannot read 'flows/b.flow': a symbolic link to 'renamed.flow', which does not exist"

  /// A `.flow` link in a folder whose target was renamed is unreadable input (2),
  /// named with its target, for every command that takes folders; it was skipped,
  /// and the run passed with a flow unchecked.
  @Test(arguments: [["check"], ["test"], ["review", "-o", "out"], ["fmt", "--check"]])
  func aBrokenLinkInAFolderIsUnreadable(_ command: [String]) throws {
    let dir = try Self.folderWithABrokenLink()
    defer { ScratchFolder.remove(dir) }
    let result = try FlowsimBinary.run(command + ["flows"], directory: dir)
    #expect(result.status == 2)
    // review also notes when Graphviz is missing; that line is not this test's.
    let errors = result.stderr.split(separator: "\n").filter { !$0.contains(": note: ") }
    #expect(errors == ["flowsim \(command[0]): error: \(Self.brokenLink)"])
    if command == ["check"] {
      #expect(
        result.stdout
          == "flows/a.flow: 1 configuration, 0 transitions explored; 0 errors, 0 warnings\n")
    }
  }

  /// The machine-readable reports list the broken link in its place, with its
  /// `unreadable-file` finding, and exit 2.
  @Test func machineReportsListABrokenLinkInAFolder() throws {
    let dir = try Self.folderWithABrokenLink()
    defer { ScratchFolder.remove(dir) }
    let json = try FlowsimBinary.run(["check", "--format", "json", "flows"], directory: dir)
    #expect(json.status == 2)
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let flows = try #require(report["flows"] as? [[String: Any]])
    #expect(flows.map { $0["file"] as? String } == ["flows/a.flow", "flows/b.flow"])
    let findings = try #require(flows.last?["findings"] as? [[String: Any]])
    #expect(findings.map { $0["id"] as? String } == ["unreadable-file"])
    #expect(findings.map { $0["message"] as? String } == [Self.brokenLink])
    let github = try FlowsimBinary.run(["check", "--format", "github", "flows"], directory: dir)
    #expect(github.status == 2)
    #expect(github.stdout == "::error title=flowsim unreadable-file::\(Self.brokenLink)\n")
    let sarif = try FlowsimBinary.run(["check", "--format", "sarif", "flows"], directory: dir)
    #expect(sarif.status == 2)
    let log = try #require(
      try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
    let runs = try #require(log["runs"] as? [[String: Any]])
    let results = try #require(runs.first?["results"] as? [[String: Any]])
    #expect(results.map { $0["ruleId"] as? String } == ["unreadable-file"])
    #expect(
      results.map { ($0["message"] as? [String: Any])?["text"] as? String } == [Self.brokenLink])
  }

  /// GitHub annotations carry the notes and the walkthrough: a message such as
  /// "after this walkthrough, …" is read in a pull request without the text output.
  @Test func githubAnnotationsCarryTheWalkthrough() throws {
    let result = try FlowsimBinary.run([
      "check", "--format", "github", "flows/broken/plicker_network_error.flow",
    ])
    #expect(result.status == 1)
    CLIGolden.check(result.stdout, "plicker_network_error.github")
  }

  /// Exploring on more threads changes nothing in what check says.
  @Test func threadsGiveTheSameOutput() throws {
    let one = try FlowsimBinary.run(["check", "--format", "json", "flows"])
    let two = try FlowsimBinary.run(["check", "--threads", "2", "--format", "json", "flows"])
    #expect(one.status == 0)
    #expect(two.status == one.status)
    #expect(two.stdout == one.stdout)
    #expect(one.stdout.contains("\"configurations\""))
    let zero = try FlowsimBinary.run(["check", "--threads", "0", "flows"])
    #expect(zero.status == 2)
    #expect(
      zero.stderr
        == "flowsim check: error: '--threads' needs a positive whole number, not '0'\nsee 'flowsim help check'\n"
    )
    let many = try FlowsimBinary.run(["check", "--threads", "65", "flows"])
    #expect(many.status == 2)
    #expect(
      many.stderr
        == "flowsim check: error: '--threads' can be at most 64, not 65\nsee 'flowsim help check'\n"
    )
    // The option's value is checked before the files: the mistake is named.
    let missing = try FlowsimBinary.run(["check", "--threads", "flows"])
    #expect(missing.status == 2)
    #expect(
      missing.stderr
        == "flowsim check: error: '--threads' needs a positive whole number, not 'flows'\nsee 'flowsim help check'\n"
    )
  }

  @Test func missingFileIsAUsageError() throws {
    let result = try FlowsimBinary.run(["check", "no/such.flow"])
    #expect(result.status == 2)
    #expect(
      result.stderr == "flowsim check: error: cannot read 'no/such.flow': no such file or folder\n")
  }
}
