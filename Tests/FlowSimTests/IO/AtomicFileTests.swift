import Foundation
import Testing

@testable import FlowSim

/// Output files are replaced whole, keep their permissions, and are written through
/// symbolic links rather than over them.
@Suite struct AtomicFileTests {
  let folder: URL
  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "flowsim-atomic-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  func contents() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }

  @Test func replacesAFileKeepingItsPermissions() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try "old".write(toFile: path("a.flow"), atomically: false, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path("a.flow"))
    #expect(AtomicFile.write("new", to: path("a.flow")) == nil)
    #expect(try String(contentsOfFile: path("a.flow"), encoding: .utf8) == "new")
    let attributes = try FileManager.default.attributesOfItem(atPath: path("a.flow"))
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    #expect(try contents() == ["a.flow"])
  }

  @Test func writesThroughASymbolicLink() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try "old".write(toFile: path("real.flow"), atomically: false, encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      atPath: path("link.flow"), withDestinationPath: "real.flow")
    #expect(AtomicFile.write("new", to: path("link.flow"), linksWithin: folder.path) == nil)
    #expect(try String(contentsOfFile: path("real.flow"), encoding: .utf8) == "new")
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: path("link.flow")) == "real.flow")
    #expect(try contents() == ["link.flow", "real.flow"])
  }

  /// A link planted where an output will go, leading out of the folder flowsim runs
  /// in, is not written through: the file it leads to is left as it was.
  @Test func refusesALinkLeadingOutOfTheTree() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(
      atPath: path("repo"), withIntermediateDirectories: true)
    try "precious".write(toFile: path("precious.txt"), atomically: false, encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      atPath: path("repo/app.imported.flow"), withDestinationPath: "../precious.txt")
    let real = try #require(FilePaths.realPath(path("precious.txt")))
    #expect(
      AtomicFile.write("x", to: path("repo/app.imported.flow"), linksWithin: path("repo"))
        == "cannot write '\(path("repo/app.imported.flow"))': it is a symbolic link to '\(real)', outside the folder flowsim runs in; flowsim does not write through such a link (remove the link, or write elsewhere)"
    )
    #expect(try String(contentsOfFile: path("precious.txt"), encoding: .utf8) == "precious")
    // The same link is written through when its target is inside the tree.
    #expect(
      AtomicFile.write("x", to: path("repo/app.imported.flow"), linksWithin: folder.path) == nil)
    #expect(try String(contentsOfFile: path("precious.txt"), encoding: .utf8) == "x")
  }

  @Test func aLinkLoopIsAnError() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createSymbolicLink(atPath: path("a"), withDestinationPath: "b")
    try FileManager.default.createSymbolicLink(atPath: path("b"), withDestinationPath: "a")
    #expect(
      AtomicFile.write("x", to: path("a"))
        == "cannot write '\(path("a"))': too many levels of symbolic links")
    #expect(try contents() == ["a", "b"])
  }

  /// An output that is an input however it is spelled: relative, through `..`, or
  /// through a symbolic link.
  @Test func findsTheInputAnOutputWouldOverwrite() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try "start A\n".write(toFile: path("a.flow"), atomically: false, encoding: .utf8)
    try FileManager.default.createDirectory(
      atPath: path("sub"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: path("link.flow"), withDestinationPath: "a.flow")
    let inputs = ["other.flow", path("a.flow")]
    #expect(AtomicFile.input(overwrittenBy: path("sub/../a.flow"), among: inputs) == path("a.flow"))
    #expect(AtomicFile.input(overwrittenBy: path("link.flow"), among: inputs) == path("a.flow"))
    #expect(AtomicFile.input(overwrittenBy: path("b.flow"), among: inputs) == nil)
  }

  /// A device or a pipe is written to, never replaced by a file (`-o /dev/null` as
  /// root had replaced /dev/null); a folder is refused.
  @Test func devicesAndPipesAreWrittenToAndFoldersRefused() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(AtomicFile.write("drawn", to: "/dev/null") == nil)
    var info = stat()
    #expect(stat("/dev/null", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)
    #expect(mkfifo(path("pipe"), 0o600) == 0)
    // Reads to the end of the pipe (String(contentsOfFile:) reads a pipe's size, 0,
    // and closes it, so the write met a broken pipe).
    let pipe = path("pipe")
    let reader = Thread { _ = FileHandle(forReadingAtPath: pipe)?.readDataToEndOfFile() }
    reader.start()
    #expect(AtomicFile.write("through the pipe", to: path("pipe")) == nil)
    #expect(stat(path("pipe"), &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
    #expect(
      AtomicFile.write("x", to: folder.path) == "cannot write '\(folder.path)': it is a folder")
    #expect(try contents() == ["pipe"])
  }
}
