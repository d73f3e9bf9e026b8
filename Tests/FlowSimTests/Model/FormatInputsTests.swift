import Foundation
import Testing

@testable import FlowSim

/// What `flowsim fmt` formats: every `*.flow` file under a folder, included or not,
/// in name order; files and `-` as given; and each problem in command-line order.
@Suite struct FormatInputsTests {
  @Test func foldersAreSearchedRecursively() throws {
    let folder = try ScratchFolder.make("flowsim-fmt-inputs")
    defer { ScratchFolder.remove(folder) }
    let manager = FileManager.default
    try manager.createDirectory(
      at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
    try manager.createDirectory(
      at: folder.appendingPathComponent("empty"), withIntermediateDirectories: true)
    for name in ["b.flow", "a.flow", "notes.txt", "sub/c.flow"] {
      try "start A\n".write(
        to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    try manager.createSymbolicLink(
      atPath: folder.appendingPathComponent("gone.flow").path, withDestinationPath: "nowhere.flow")
    let root = folder.path
    let (inputs, problems) = FormatInputs.expand([
      root + "/a.flow", "-", root, root + "/missing.flow", root + "/empty",
    ])
    #expect(
      inputs == [
        .file(root + "/a.flow"), .standardInput, .file(root + "/a.flow"), .file(root + "/b.flow"),
        .file(root + "/sub/c.flow"),
      ])
    #expect(problems.count == 3)
    guard problems.count == 3 else { return }
    #expect(
      problems[0]
        == .unreadable(root + "/gone.flow", why: FileReading.whyUnreadable(root + "/gone.flow")))
    #expect(problems[1] == .unreadable(root + "/missing.flow", why: "no such file or folder"))
    #expect(problems[2] == .noFlows(root + "/empty"))
  }

  /// `fmt --check` notes a file whose only difference is CRLF line endings.
  @Test func onlyLineEndingsDiffer() {
    let crlf = Array("start A\r\nscreen A\r\n".utf8)
    #expect(FlowFormatter.onlyLineEndingsDiffer(crlf, "start A\nscreen A\n"))
    #expect(!FlowFormatter.onlyLineEndingsDiffer(crlf, "start A\nscreen A terminal\n"))
    #expect(!FlowFormatter.onlyLineEndingsDiffer(Array("start A\n".utf8), "start  A\n"))
    // A carriage return alone is not a CRLF line ending.
    #expect(!FlowFormatter.onlyLineEndingsDiffer(Array("start A\rx\n".utf8), "start A\nx\n"))
  }
}
