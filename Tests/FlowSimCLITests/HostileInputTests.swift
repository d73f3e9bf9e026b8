import FlowSimTestSupport
import Foundation
import Testing

/// A flow, an include or a file from a pull request is untrusted: the command line
/// reads nothing outside the flow's folder tree (unless `--include-root` says so)
/// and echoes nothing of a file that is not a flow.
@Suite struct HostileInputTests {
  @Test func anIncludeOutsideTheFlowsFolderIsRefusedUnlessTheRootIsWidened() throws {
    let folder = try ScratchFolder.make("flowsim-hostile")
    defer { ScratchFolder.remove(folder) }
    let project = folder.appendingPathComponent("project")
    try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
    try "screen Shared terminal\n".write(
      to: folder.appendingPathComponent("shared.flow"), atomically: true, encoding: .utf8)
    try "start A\ninclude \"../shared.flow\"\nscreen A { tap \"Go\" -> present Shared }\n".write(
      to: project.appendingPathComponent("app.flow"), atomically: true, encoding: .utf8)
    let refused = try FlowsimBinary.run(["check", "project/app.flow"], directory: folder)
    #expect(refused.status == 1)
    #expect(
      refused.stdout + refused.stderr == """
        project/app.flow:2:1: error: '../shared.flow' is outside the folder this flow may include from [include-outside-root]
            2 | include "../shared.flow"
              | ^~~~~~~~~~~~~~~~~~~~~~~~
          note: includes stay in 'project', the folder of the flow being loaded, and its subfolders; '--include-root DIR' widens that
        project/app.flow: not checked: 1 error in the flow definition

        """)
    let widened = try FlowsimBinary.run(
      ["check", "--include-root", ".", "project/app.flow"], directory: folder)
    #expect(widened.stderr == "")
    #expect(widened.status == 0)
    let notAFolder = try FlowsimBinary.run(
      ["dot", "--include-root=nowhere", "project/app.flow"], directory: folder)
    #expect(notAFolder.status == 2)
    #expect(
      notAFolder.stderr
        == "flowsim dot: error: '--include-root' needs a folder; 'nowhere' is not one\nsee 'flowsim help dot'\n"
    )
  }

  /// `--include-root` reaches every command that loads flows (each passes it to its
  /// loader): each loads an include from above the flow's folder with it, and
  /// refuses the include without it.
  @Test func everyCommandThatLoadsFlowsTakesTheIncludeRoot() throws {
    let folder = try ScratchFolder.make("flowsim-hostile")
    defer { ScratchFolder.remove(folder) }
    let project = folder.appendingPathComponent("project")
    try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
    try "screen Shared terminal\n".write(
      to: folder.appendingPathComponent("shared.flow"), atomically: true, encoding: .utf8)
    try """
    start A
    include "../shared.flow"
    screen A { tap "Go" -> present Shared }
    scenario "go" { tap "Go" }

    """.write(to: project.appendingPathComponent("app.flow"), atomically: true, encoding: .utf8)
    let out = folder.appendingPathComponent("out").path
    let commands: [[String]] = [
      ["check", "project/app.flow"], ["test", "project/app.flow"],
      ["run", "project/app.flow"], ["dot", "project/app.flow"],
      ["mermaid", "project/app.flow"], ["walk", "--all", "project/app.flow"],
      ["paths", "project/app.flow"], ["tour", "project/app.flow"],
      ["review", "project/app.flow", "-o", out], ["dump", "model", "project/app.flow"],
      ["diff", "project/app.flow", "project/app.flow"],
    ]
    // What a command said, and for review the page it wrote.
    func said(_ result: FlowsimBinary.Result) throws -> String {
      let page = folder.appendingPathComponent("out/app.html")
      let written =
        FileManager.default.fileExists(atPath: page.path)
        ? try String(contentsOf: page, encoding: .utf8) : ""
      try? FileManager.default.removeItem(atPath: out)
      return result.stdout + result.stderr + written
    }
    for command in commands {
      let refused = try FlowsimBinary.run(command, directory: folder)
      #expect(
        try said(refused).contains("include-outside-root"), "\(command) without --include-root")
      let widened = try FlowsimBinary.run(
        [command[0], "--include-root", "."] + command.dropFirst(), directory: folder)
      #expect(widened.status == 0, "\(command) with --include-root: \(widened.stderr)")
      #expect(
        try !said(widened).contains("include-outside-root"), "\(command) with --include-root")
    }
  }

  /// Issue 29 item 3: `check` on a PNG gave 100 diagnostics of raw binary and
  /// counted 85,149 errors; now it is one error, and none of the file is shown.
  @Test func aPNGIsOneErrorAndNoneOfItsBytes() throws {
    let folder = try ScratchFolder.make("flowsim-hostile")
    defer { ScratchFolder.remove(folder) }
    var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    for index in 0..<20_000 { png.append(UInt8(truncatingIfNeeded: index &* 2_654_435_761 >> 7)) }
    try Data(png).write(to: folder.appendingPathComponent("logo.png"))
    for format in ["text", "github"] {
      let result = try FlowsimBinary.run(
        ["check", "--format", format, "logo.png"], directory: folder)
      #expect(result.status == 1)
      let expected =
        format == "text"
        ? """
        logo.png:1:1: error: this is not a flow file: it looks like a PNG image [not-a-flow-file]
          note: a flow file is UTF-8 text; its content is not shown
        logo.png: not checked: 1 error in the flow definition

        """
        : """
        ::error file=logo.png,line=1,col=1,title=flowsim not-a-flow-file::this is not a flow file: it looks like a PNG image%0Aa flow file is UTF-8 text; its content is not shown

        """
      #expect(result.stdout + result.stderr == expected)
    }
  }
}

/// The stepper's input is bounded: a line of standard input (`< /dev/zero` is one
/// endless line) and a `--script` file.
@Suite struct BoundedStepperInputTests {
  static func flow(in folder: URL) throws {
    try "start A\nscreen A terminal\n".write(
      to: folder.appendingPathComponent("app.flow"), atomically: true, encoding: .utf8)
  }

  @Test func anEndlessLineOfStandardInputStopsWithAMessage() throws {
    let folder = try ScratchFolder.make("flowsim-stdin")
    defer { ScratchFolder.remove(folder) }
    try Self.flow(in: folder)
    let long = String(repeating: "a", count: 200_000)
    let result = try FlowsimBinary.run(
      ["run", "app.flow"], input: "vars\n" + long, directory: folder)
    #expect(result.status == 2)
    #expect(result.stdout.contains("> vars\n"))
    #expect(!result.stdout.contains("aaaa"))
    #expect(
      result.stderr
        == "flowsim run: error: a line of standard input is longer than 65,536 bytes; stopped reading\n"
    )
    // A last line without a line feed, and CRLF, are read as before.
    let ends = try FlowsimBinary.run(
      ["run", "app.flow"], input: "vars\r\nquit", directory: folder)
    #expect(ends.status == 0)
    #expect(ends.stdout.contains("> vars\n") && ends.stdout.contains("> quit\n"))
  }

  @Test func aScriptIsCappedAsWalksIs() throws {
    let folder = try ScratchFolder.make("flowsim-script")
    defer { ScratchFolder.remove(folder) }
    try Self.flow(in: folder)
    let script = folder.appendingPathComponent("huge.txt")
    #expect(FileManager.default.createFile(atPath: script.path, contents: nil))
    let handle = try #require(FileHandle(forWritingAtPath: script.path))
    try handle.truncate(atOffset: 1 << 30)
    try handle.close()
    let result = try FlowsimBinary.run(
      ["run", "--script", "huge.txt", "app.flow"], directory: folder)
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(
      result.stderr
        == "flowsim run: error: cannot read script 'huge.txt': it is larger than 8,388,608 bytes, the most a script may hold\n"
    )
  }
}
