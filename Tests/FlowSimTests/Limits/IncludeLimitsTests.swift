import Foundation
import Testing

@testable import FlowSim

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Include cycles, include chains deeper than the limit, missing includes and
/// oversized files: each one a diagnostic at the `include` that causes it.
@Suite struct IncludeLimitsTests {
  /// A fresh temporary folder holding `files` (name → text).
  static func folder(_ files: [String: String]) throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("flowsim-limits-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    for (name, text) in files {
      try text.write(to: url.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    return url
  }

  static func render(_ result: FlowLoader.Result, in folder: URL) -> String {
    let text = result.diagnostics.map(DiagnosticPrinter().render).joined()
    return text.replacingOccurrences(of: folder.path + "/", with: "")
  }

  @Test func includeCycleIsReportedAtTheIncludeThatClosesIt() throws {
    let dir = try Self.folder([
      "a.flow": "start A\ninclude \"b.flow\"\nscreen A terminal\n",
      "b.flow": "include \"a.flow\"\nscreen B\n",
    ])
    defer { try? FileManager.default.removeItem(at: dir) }
    let result = FlowLoader().load(path: dir.appendingPathComponent("a.flow").path)
    #expect(result.flow == nil)
    #expect(
      Self.render(result, in: dir) == """
        b.flow:1:1: error: 'a.flow' includes itself through a cycle [include-cycle]
            1 | include "a.flow"
              | ^~~~~~~~~~~~~~~~
          note: include chain: a.flow → b.flow → a.flow

        """)
  }

  @Test func aFileIncludingItselfIsACycle() throws {
    let dir = try Self.folder(["a.flow": "start A\ninclude \"./a.flow\"\nscreen A terminal\n"])
    defer { try? FileManager.default.removeItem(at: dir) }
    let result = FlowLoader().load(path: dir.appendingPathComponent("a.flow").path)
    #expect(result.diagnostics.map(\.id) == ["include-cycle"])
  }

  @Test func chainsDeeperThanTheLimitStopAtTheLimit() throws {
    let depth = FlowLoader.maximumIncludeDepth + 2
    var files: [String: String] = ["f0.flow": "start A\nscreen A terminal\ninclude \"f1.flow\"\n"]
    for index in 1...depth { files["f\(index).flow"] = "include \"f\(index + 1).flow\"\n" }
    files["f\(depth + 1).flow"] = "screen Last\n"
    let dir = try Self.folder(files)
    defer { try? FileManager.default.removeItem(at: dir) }
    let result = FlowLoader().load(path: dir.appendingPathComponent("f0.flow").path)
    #expect(result.flow == nil)
    #expect(result.files.count == FlowLoader.maximumIncludeDepth + 1)
    #expect(
      Self.render(result, in: dir) == """
        f16.flow:1:1: error: includes nest more than 16 files deep [include-too-deep]
            1 | include "f17.flow"
              | ^~~~~~~~~~~~~~~~~~

        """)
  }

  @Test func aChainAtTheLimitLoads() throws {
    let depth = FlowLoader.maximumIncludeDepth
    var files: [String: String] = ["f0.flow": "start A\nscreen A terminal\ninclude \"f1.flow\"\n"]
    for index in 1..<depth { files["f\(index).flow"] = "include \"f\(index + 1).flow\"\n" }
    files["f\(depth).flow"] = "screen Last terminal\n"
    let dir = try Self.folder(files)
    defer { try? FileManager.default.removeItem(at: dir) }
    let result = FlowLoader().load(path: dir.appendingPathComponent("f0.flow").path)
    #expect(result.diagnostics.isEmpty)
    #expect(result.flow?.screens.map(\.name) == ["A", "Last"])
  }

  @Test func aMissingIncludeNamesWhereItLooked() throws {
    let dir = try Self.folder(["a.flow": "start A\nscreen A terminal\ninclude \"gone.flow\"\n"])
    defer { try? FileManager.default.removeItem(at: dir) }
    let result = FlowLoader().load(path: dir.appendingPathComponent("a.flow").path)
    #expect(
      Self.render(result, in: dir) == """
        a.flow:3:1: error: cannot read included file 'gone.flow' [include-not-found]
            3 | include "gone.flow"
              | ^~~~~~~~~~~~~~~~~~~
          note: looked for 'gone.flow'

        """)
  }

  @Test func filesOverTheSizeLimitAreRefusedWithoutParsing() {
    let big = [UInt8](repeating: UInt8(ascii: "#"), count: FlowLoader.maximumFileSize + 1)
    let entry = Array("start A\nscreen A terminal\ninclude \"big.flow\"\n".utf8)
    let loader = FlowLoader(read: { $0 == "big.flow" ? big : ($0 == "a.flow" ? entry : nil) })
    let included = loader.load(path: "a.flow")
    #expect(
      included.diagnostics.map(DiagnosticPrinter().render).joined() == """
        a.flow:3:1: error: 'big.flow' is 8388609 bytes; flow files are limited to 8388608 bytes [file-too-large]
            3 | include "big.flow"
              | ^~~~~~~~~~~~~~~~~~

        """)
    let direct = loader.load(path: "big.flow")
    #expect(direct.flow == nil)
    #expect(direct.diagnostics.map(\.id) == ["file-too-large"])
    #expect(direct.diagnostics.first?.range == nil)
  }

  /// A file on disk far past every limit is read only as far as the largest limit
  /// (a sparse file of a gigabyte had been read whole, for a minute), and the message
  /// gives its size on disk.
  @Test func aHugeFileIsNotReadWhole() throws {
    let dir = try ScratchFolder.make("flowsim-huge")
    defer { ScratchFolder.remove(dir) }
    let path = dir.appendingPathComponent("huge.flow").path
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    let handle = try #require(FileHandle(forWritingAtPath: path))
    try handle.truncate(atOffset: 1 << 30)
    try handle.close()
    #expect(FileReading.readFile(path)?.count == FileReading.readLimit + 1)
    let loaded = FlowLoader().load(path: path)
    #expect(
      loaded.diagnostics.map(\.message) == [
        "'\(path)' is 1073741824 bytes; flow files are limited to 8388608 bytes"
      ])
    let script = SessionScript.load(
      SourceFile(path: path, bytes: try #require(FileReading.readFile(path))),
      flow: FlowLoader().load(SourceFile(path: "a.flow", text: "start A\nscreen A terminal\n")))
    #expect(script.diagnostics.map(\.id) == ["file-too-large"])
    #expect(XMLDocumentReader.maximumFileSize <= FileReading.readLimit)
  }

  /// An include that names something other than a file says what it is (a folder
  /// or a FIFO named like a flow file, in the flow's folder).
  @Test func anIncludedFolderOrDeviceSaysWhatItIs() throws {
    let dir = try ScratchFolder.make("flowsim-include-kinds")
    defer { ScratchFolder.remove(dir) }
    try FileManager.default.createDirectory(
      at: dir.appendingPathComponent("sub.flow"), withIntermediateDirectories: true)
    #expect(mkfifo(dir.appendingPathComponent("pipe.flow").path, 0o600) == 0)
    let entry = dir.appendingPathComponent("a.flow").path
    try "include \"sub.flow\"\ninclude \"pipe.flow\"\nstart A\nscreen A terminal\n".write(
      toFile: entry, atomically: true, encoding: .utf8)
    let notes = FlowLoader().load(path: entry).diagnostics.flatMap(\.notes).map(\.message)
    #expect(
      notes == [
        "looked for '\(dir.appendingPathComponent("sub.flow").path)': it is a folder",
        "looked for '\(dir.appendingPathComponent("pipe.flow").path)': it is not a regular file",
      ])
  }
}
