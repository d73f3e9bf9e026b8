import FlowSimTestSupport
import Foundation
import Testing

@testable import FlowSim

/// Includes stay in the folder tree of the flow being loaded (or the include root
/// given), name `.flow` files, and a refused include is never read: a hostile flow
/// cannot pull `/proc/self/environ` or `.git/config` into its diagnostics.
@Suite struct IncludeConfinementTests {
  /// A scratch folder with `project/` (holding `files`) and `outside.flow` beside it.
  static func project(_ files: [String: String]) throws -> URL {
    let folder = try ScratchFolder.make("flowsim-confine")
    let project = folder.appendingPathComponent("project")
    try FileManager.default.createDirectory(
      at: project.appendingPathComponent("sub"), withIntermediateDirectories: true)
    try "screen Outside\n".write(
      to: folder.appendingPathComponent("outside.flow"), atomically: true, encoding: .utf8)
    for (name, text) in files {
      try text.write(to: project.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    return folder
  }

  /// Loads `project/app.flow` holding `include "<included>"`, recording every path read.
  static func load(including included: String, in folder: URL, root: String? = nil) -> (
    FlowLoader.Result, [String]
  ) {
    let reads = Reads()
    let loader = FlowLoader(
      read: { path in
        reads.append(path)
        return FileReading.readFile(path)
      }, includeRoot: root)
    let app = folder.appendingPathComponent("project/app.flow").path
    try? "start A\ninclude \"\(included)\"\nscreen A terminal\n".write(
      toFile: app, atomically: true, encoding: .utf8)
    let result = loader.load(path: app)
    return (result, reads.paths.map { $0.replacingOccurrences(of: folder.path + "/", with: "") })
  }

  final class Reads: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [String] = []
    func append(_ path: String) { lock.withLock { list.append(path) } }
    var paths: [String] { lock.withLock { list } }
  }

  static func messages(_ result: FlowLoader.Result) -> [String] {
    result.diagnostics.map {
      "\($0.location.map { "\($0.line):\($0.column)" } ?? "-") \($0.id) \($0.message)"
    }
  }

  @Test func anAbsolutePathIsRefusedUnread() throws {
    let folder = try Self.project([:])
    defer { ScratchFolder.remove(folder) }
    let (result, reads) = Self.load(including: "/proc/self/environ", in: folder)
    #expect(
      Self.messages(result) == [
        "2:1 include-outside-root '/proc/self/environ' is an absolute path: an include names a file relative to the including file"
      ])
    #expect(reads == ["project/app.flow"])
    #expect(
      result.diagnostics[0].notes.map(\.message) == [
        "includes stay in '\(folder.path)/project', the folder of the flow being loaded, and its subfolders; '--include-root DIR' widens that"
      ])
  }

  @Test func dotDotOutOfTheFolderIsRefusedUnread() throws {
    let folder = try Self.project([:])
    defer { ScratchFolder.remove(folder) }
    for included in ["../outside.flow", "sub/../../outside.flow", "../../../../../etc/passwd"] {
      let (result, reads) = Self.load(including: included, in: folder)
      #expect(
        Self.messages(result) == [
          "2:1 include-outside-root '\(included)' is outside the folder this flow may include from"
        ])
      #expect(reads == ["project/app.flow"])
    }
  }

  @Test func aSymbolicLinkOutOfTheFolderIsRefused() throws {
    let folder = try Self.project([:])
    defer { ScratchFolder.remove(folder) }
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("project/sub/link.flow").path,
      withDestinationPath: "../../outside.flow")
    let (result, reads) = Self.load(including: "sub/link.flow", in: folder)
    #expect(
      Self.messages(result) == [
        "2:1 include-outside-root 'sub/link.flow' is outside the folder this flow may include from"
      ])
    #expect(reads == ["project/app.flow"])
  }

  @Test func aFileNotEndingInFlowIsRefusedUnread() throws {
    let folder = try Self.project([".env": "TOKEN=secret\n", "shown.flow": "screen S\n"])
    defer { ScratchFolder.remove(folder) }
    let (result, reads) = Self.load(including: ".env", in: folder)
    #expect(
      Self.messages(result) == [
        "2:1 include-not-a-flow '.env' is not a flow file: an include names a file ending in '.flow'"
      ])
    #expect(reads == ["project/app.flow"])
    // A link named .flow that leads to another file is judged by where it leads.
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("project/env.flow").path, withDestinationPath: ".env")
    let (linked, _) = Self.load(including: "env.flow", in: folder)
    #expect(
      Self.messages(linked) == [
        "2:1 include-not-a-flow 'env.flow' is not a flow file (it leads to '.env'): an include names a file ending in '.flow'"
      ])
  }

  @Test func includesInsideTheFolderLoad() throws {
    let folder = try Self.project(["sub/part.flow": "screen Part terminal\n"])
    defer { ScratchFolder.remove(folder) }
    let (result, _) = Self.load(including: "sub/../sub/part.flow", in: folder)
    #expect(result.diagnostics.isEmpty)
    #expect(result.flow?.screens.map(\.name) == ["A", "Part"])
  }

  @Test func anIncludeRootWidensTheTree() throws {
    let folder = try Self.project([:])
    defer { ScratchFolder.remove(folder) }
    let (result, _) = Self.load(including: "../outside.flow", in: folder, root: folder.path)
    #expect(!result.diagnostics.hasErrors)
    #expect(result.flow?.screens.map(\.name) == ["A", "Outside"])
  }
}
