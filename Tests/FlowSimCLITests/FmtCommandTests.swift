import Foundation
import Testing

/// `flowsim fmt` end to end: printing, `--check`, `-w` in place, refusing broken files.
@Suite struct FmtCommandTests {
  static let messy = "start A\nscreen A  terminal {tap \"x\"->dismiss}\n"
  static let canonical = "start A\nscreen A terminal { tap \"x\" -> dismiss }\n"

  static func folder(_ files: [String: String]) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "flowsim-fmt-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    for (name, text) in files {
      let file = url.appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: file, atomically: true, encoding: .utf8)
    }
    return url
  }

  static func read(_ url: URL) -> String {
    (try? String(contentsOf: url, encoding: .utf8)) ?? "<missing>"
  }

  @Test func printsTheFormattedFile() throws {
    let dir = try Self.folder(["a.flow": Self.messy])
    defer { try? FileManager.default.removeItem(at: dir) }
    let result = try FlowsimBinary.run(["fmt", "a.flow"], directory: dir)
    #expect(result.status == 0)
    #expect(result.stdout == Self.canonical)
    #expect(Self.read(dir.appendingPathComponent("a.flow")) == Self.messy)
  }

  @Test func checkListsUnformattedFilesInFoldersAndSubfolders() throws {
    let dir = try Self.folder([
      "flows/a.flow": Self.messy, "flows/b.flow": Self.canonical, "flows/sub/c.flow": Self.messy,
    ])
    defer { try? FileManager.default.removeItem(at: dir) }
    let result = try FlowsimBinary.run(["fmt", "--check", "flows"], directory: dir)
    #expect(result.status == 1)
    #expect(result.stdout == "flows/a.flow\nflows/sub/c.flow\n")
    let clean = try FlowsimBinary.run(["fmt", "--check", "flows/b.flow"], directory: dir)
    #expect(clean.status == 0)
    #expect(clean.stdout == "")
  }

  @Test func writeReplacesInPlaceKeepingPermissions() throws {
    let dir = try Self.folder(["a.flow": Self.messy, "b.flow": Self.canonical])
    defer { try? FileManager.default.removeItem(at: dir) }
    let a = dir.appendingPathComponent("a.flow")
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: a.path)
    let result = try FlowsimBinary.run(["fmt", "-w", "a.flow", "b.flow"], directory: dir)
    #expect(result.status == 0)
    #expect(result.stdout == "")
    #expect(Self.read(a) == Self.canonical)
    let permissions =
      try FileManager.default.attributesOfItem(atPath: a.path)[.posixPermissions] as? Int
    #expect(permissions == 0o640)
    let left = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
    #expect(left == ["a.flow", "b.flow"])
  }

  @Test func leavesAFileWithSyntaxErrorsUntouched() throws {
    let broken = "start A\nscreen A {\n"
    let dir = try Self.folder(["bad.flow": broken])
    defer { try? FileManager.default.removeItem(at: dir) }
    let result = try FlowsimBinary.run(["fmt", "-w", "bad.flow"], directory: dir)
    #expect(result.status == 1)
    #expect(result.stdout == "")
    #expect(
      result.stderr == """
        bad.flow:2:11: error: expected '}' at end of file [unclosed-brace]
            2 | screen A {
              |           ^
        bad.flow:2:10: note: the block of screen 'A' opens here
        flowsim fmt: 'bad.flow' has syntax errors; not formatted

        """)
    #expect(Self.read(dir.appendingPathComponent("bad.flow")) == broken)
  }

  @Test func usageErrors() throws {
    let both = try FlowsimBinary.run(["fmt", "-w", "--check", "x.flow"])
    #expect(both.status == 2)
    #expect(
      both.stderr
        == "flowsim fmt: error: '-w' and '--check' cannot be used together\nsee 'flowsim help fmt'\n"
    )
    let missing = try FlowsimBinary.run(["fmt", "no/such.flow"])
    #expect(missing.status == 2)
    #expect(
      missing.stderr == "flowsim fmt: error: cannot read 'no/such.flow': no such file or folder\n")
  }
  /// One-character file names are files like any other (they crashed `fmt -w`,
  /// `check` of a file with includes, and the stepper's `save`). (An included file
  /// must end in `.flow`, so the included one is `y.flow`.)
  @Test func oneCharacterFileNames() throws {
    let dir = try ScratchFolder.make("flowsim-short")
    defer { ScratchFolder.remove(dir) }
    try "include  \"y.flow\"\nstart M\nscreen M terminal\n".write(
      to: dir.appendingPathComponent("x"), atomically: true, encoding: .utf8)
    try "screen Y terminal\n".write(
      to: dir.appendingPathComponent("y.flow"), atomically: true, encoding: .utf8)
    let format = try FlowsimBinary.run(["fmt", "-w", "x"], directory: dir)
    #expect(format.status == 0, "\(format.stderr)")
    #expect(
      try String(contentsOf: dir.appendingPathComponent("x"), encoding: .utf8)
        == "include \"y.flow\"\nstart M\nscreen M terminal\n")
    let check = try FlowsimBinary.run(["check", "x"], directory: dir)
    #expect(check.status == 1)
    #expect(check.stdout.contains("y.flow:1:8: error: no path from the start reaches 'Y'"))
    let save = try FlowsimBinary.run(
      ["run", "x"], input: "save d\n", directory: dir)
    #expect(save.status == 0, "\(save.stderr)")
    #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("d").path))
  }
  /// A file that differs only in CRLF line endings is still reported (fmt writes LF),
  /// with a note saying that is all.
  @Test func lineEndingsAloneAreNamed() throws {
    let dir = try ScratchFolder.make("flowsim-crlf")
    defer { ScratchFolder.remove(dir) }
    try "start M\r\nscreen M terminal\r\n".write(
      to: dir.appendingPathComponent("crlf.flow"), atomically: true, encoding: .utf8)
    try "start  M\r\nscreen M terminal\r\n".write(
      to: dir.appendingPathComponent("spaced.flow"), atomically: true, encoding: .utf8)
    let result = try FlowsimBinary.run(
      ["fmt", "--check", "crlf.flow", "spaced.flow"], directory: dir)
    #expect(result.status == 1)
    #expect(result.stdout == "crlf.flow\nspaced.flow\n")
    #expect(
      result.stderr
        == "flowsim fmt: note: 'crlf.flow' differs only in its line endings: it has CRLF, fmt writes LF\n"
        + "flowsim fmt: 2 files are not formatted (listed above); 'flowsim fmt -w' rewrites them in place\n"
    )
  }

  // MARK: - Standard input

  /// `-` formats standard input to standard output, as editors and hooks pipe a buffer.
  @Test func formatsStandardInputToStandardOutput() throws {
    let result = try FlowsimBinary.run(["fmt", "-"], input: Self.messy)
    #expect(result.status == 0)
    #expect(result.stdout == Self.canonical)
    #expect(result.stderr == "")
    let clean = try FlowsimBinary.run(["fmt", "-"], input: Self.canonical)
    #expect(clean.status == 0)
    #expect(clean.stdout == Self.canonical)
  }

  /// `--check -` lists `<stdin>` and exits 1 when the input is not formatted, like a
  /// file; the CRLF note names it too.
  @Test func checkOfStandardInput() throws {
    let messy = try FlowsimBinary.run(["fmt", "--check", "-"], input: Self.messy)
    #expect(messy.status == 1)
    #expect(messy.stdout == "<stdin>\n")
    #expect(
      messy.stderr
        == "flowsim fmt: standard input is not formatted; 'flowsim fmt -' prints it formatted\n")
    let clean = try FlowsimBinary.run(["fmt", "--check", "-"], input: Self.canonical)
    #expect(clean.status == 0)
    #expect(clean.stdout == "")
    #expect(clean.stderr == "")
    let crlf = try FlowsimBinary.run(
      ["fmt", "--check", "-"], input: "start M\r\nscreen M terminal\r\n")
    #expect(crlf.status == 1)
    #expect(crlf.stdout == "<stdin>\n")
    #expect(
      crlf.stderr
        == "flowsim fmt: note: '<stdin>' differs only in its line endings: it has CRLF, fmt writes LF\n"
        + "flowsim fmt: standard input is not formatted; 'flowsim fmt -' prints it formatted\n"
    )
  }

  /// Broken input names `<stdin>:line:col` and prints nothing on standard output, so
  /// an editor never replaces its buffer with half a flow.
  @Test func syntaxErrorsInStandardInputAreNamedStdin() throws {
    for arguments in [["fmt", "-"], ["fmt", "--check", "-"]] {
      let result = try FlowsimBinary.run(arguments, input: "start A\nscreen A {\n")
      #expect(result.status == 1)
      #expect(result.stdout == "")
      #expect(
        result.stderr == """
          <stdin>:2:11: error: expected '}' at end of file [unclosed-brace]
              2 | screen A {
                |           ^
          <stdin>:2:10: note: the block of screen 'A' opens here
          flowsim fmt: '<stdin>' has syntax errors; not formatted

          """)
    }
  }

  /// fmt never reads includes, so a flow whose include is not beside it (there is no
  /// folder for standard input) formats all the same.
  @Test func includesAreLaidOutNotRead() throws {
    let result = try FlowsimBinary.run(
      ["fmt", "-"], input: "include   \"screens/nowhere.flow\"\nstart  A\n")
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(result.stdout == "include \"screens/nowhere.flow\"\nstart A\n")
  }

  /// Files and `-` together are formatted in command-line order.
  @Test func standardInputAmongFiles() throws {
    let dir = try ScratchFolder.make("flowsim-fmt-stdin")
    defer { ScratchFolder.remove(dir) }
    try Self.messy.write(
      to: dir.appendingPathComponent("a.flow"), atomically: true, encoding: .utf8)
    try Self.canonical.write(
      to: dir.appendingPathComponent("b.flow"), atomically: true, encoding: .utf8)
    let result = try FlowsimBinary.run(
      ["fmt", "--check", "b.flow", "-", "a.flow"], input: Self.messy, directory: dir)
    #expect(result.status == 1)
    #expect(result.stdout == "<stdin>\na.flow\n")
  }

  @Test func standardInputUsageErrors() throws {
    let write = try FlowsimBinary.run(["fmt", "-w", "-"], input: Self.messy)
    #expect(write.status == 2)
    #expect(write.stdout == "")
    #expect(
      write.stderr == """
        flowsim fmt: error: '-w' cannot rewrite '-' (standard input); leave out '-w' to print the formatted text
        see 'flowsim help fmt'

        """)
    let twice = try FlowsimBinary.run(["fmt", "-", "-"], input: Self.messy)
    #expect(twice.status == 2)
    #expect(twice.stdout == "")
    #expect(
      twice.stderr
        == "flowsim fmt: error: '-' (standard input) can be named only once\nsee 'flowsim help fmt'\n"
    )
  }
}
