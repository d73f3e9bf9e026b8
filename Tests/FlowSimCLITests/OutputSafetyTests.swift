import FlowSimTestSupport
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// No command destroys a file that is not the output it was asked to write: an
/// input reached another way (a hard link, a page's name), a link planted where an
/// output goes, a device, a read-only file or another user's.
@Suite struct OutputSafetyTests {
  static let flow = "start A\nscreen A terminal\n"
  static let storyboard = FlowsimBinary.root.appendingPathComponent(
    "Tests/FlowSimTests/Import/Fixtures/format3_show_present_unwind.storyboard"
  ).path

  func folder() throws -> URL {
    let folder = try ScratchFolder.make("flowsim-outputs")
    try Self.flow.write(
      to: folder.appendingPathComponent("app.flow"), atomically: true, encoding: .utf8)
    return folder
  }

  func text(_ folder: URL, _ name: String) -> String? {
    try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
  }

  @Test func reviewNeverReplacesAnInputNamedLikeAPage() throws {
    let folder = try folder()
    defer { ScratchFolder.remove(folder) }
    try Self.flow.write(
      to: folder.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
    let result = try FlowsimBinary.run(["review", "index.html", "-o", "."], directory: folder)
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "flowsim review: error: writing './index.html' would overwrite 'index.html', which this command reads; write the pages to another folder\n"
    )
    #expect(text(folder, "index.html") == Self.flow)
  }

  @Test func anOutputThatIsAHardLinkOfAnInputIsRefused() throws {
    let folder = try folder()
    defer { ScratchFolder.remove(folder) }
    #expect(
      link(
        folder.appendingPathComponent("app.flow").path,
        folder.appendingPathComponent("copy.txt").path) == 0)
    let result = try FlowsimBinary.run(["dot", "app.flow", "-o", "copy.txt"], directory: folder)
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "flowsim dot: error: '-o copy.txt' would overwrite 'app.flow', which this command reads; write to another file\n"
    )
    #expect(text(folder, "app.flow") == Self.flow)
  }

  @Test func aDanglingLinkWhereAnOutputGoesIsNotWrittenThrough() throws {
    let folder = try folder()
    defer { ScratchFolder.remove(folder) }
    let planted = folder.appendingPathComponent("elsewhere/planted.txt").path
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("elsewhere"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("format3_show_present_unwind.imported.flow").path,
      withDestinationPath: planted)
    let imported = try FlowsimBinary.run(["import", Self.storyboard], directory: folder)
    #expect(imported.status == 2)
    #expect(
      imported.stderr.split(separator: "\n").last.map { $0 + "\n" }
        == "flowsim import: error: cannot write 'format3_show_present_unwind.imported.flow': it is a symbolic link to '\(planted)', which does not exist; flowsim does not create files through a link (remove the link, or write elsewhere)\n"
    )
    #expect(!FileManager.default.fileExists(atPath: planted))
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("app.dot").path, withDestinationPath: planted)
    let dot = try FlowsimBinary.run(["dot", "app.flow", "-o", "app.dot"], directory: folder)
    #expect(dot.status == 2)
    #expect(!FileManager.default.fileExists(atPath: planted))
  }

  /// A link planted where an output goes, leading to an existing file outside the
  /// folder flowsim runs in (`~/.bashrc`, say), is refused, and that file is left alone.
  @Test func aLinkLeadingOutOfTheFolderIsNotWrittenThrough() throws {
    let folder = try folder()
    let elsewhere = try ScratchFolder.make("flowsim-elsewhere")
    defer {
      ScratchFolder.remove(folder)
      ScratchFolder.remove(elsewhere)
    }
    let precious = elsewhere.appendingPathComponent("precious.txt").path
    try "precious\n".write(toFile: precious, atomically: false, encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("app.dot").path, withDestinationPath: precious)
    let dot = try FlowsimBinary.run(["dot", "app.flow", "-o", "app.dot"], directory: folder)
    #expect(dot.status == 2)
    #expect(
      dot.stderr
        == "flowsim dot: error: cannot write 'app.dot': it is a symbolic link to '\(URL(fileURLWithPath: precious).resolvingSymlinksInPath().path)', outside the folder flowsim runs in; flowsim does not write through such a link (remove the link, or write elsewhere)\n"
    )
    #expect(try String(contentsOfFile: precious, encoding: .utf8) == "precious\n")
  }

  @Test func aFIFONobodyReadsIsAnErrorNotAWait() throws {
    let folder = try folder()
    defer { ScratchFolder.remove(folder) }
    #expect(mkfifo(folder.appendingPathComponent("pipe").path, 0o600) == 0)
    let result = try FlowsimBinary.run(["dot", "app.flow", "-o", "pipe"], directory: folder)
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "flowsim dot: error: cannot write 'pipe': it is a pipe no program is reading\n")
  }

  /// A block device is refused, not replaced by a regular file (only where the test
  /// may make one: as root).
  @Test func aBlockDeviceIsRefused() throws {
    let folder = try folder()
    defer { ScratchFolder.remove(folder) }
    let device = folder.appendingPathComponent("disk").path
    guard mknod(device, S_IFBLK | 0o600, dev_t(7 << 8 | 200)) == 0 else { return }
    let result = try FlowsimBinary.run(["dot", "app.flow", "-o", "disk"], directory: folder)
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "flowsim dot: error: cannot write 'disk': it is a block device (a disk), not a file\n")
    var info = stat()
    #expect(lstat(device, &info) == 0 && info.st_mode & S_IFMT == S_IFBLK)
  }

  @Test func fmtRefusesAReadOnlyFileAndKeepsOwnerAndPermissions() throws {
    let folder = try folder()
    defer { ScratchFolder.remove(folder) }
    let messy = "start  A\nscreen A terminal\n"
    let readOnly = folder.appendingPathComponent("ro.flow").path
    try messy.write(toFile: readOnly, atomically: true, encoding: .utf8)
    #expect(chmod(readOnly, 0o444) == 0)
    let refused = try FlowsimBinary.run(["fmt", "-w", "ro.flow"], directory: folder)
    #expect(refused.status == 1)
    #expect(
      refused.stderr
        == "flowsim fmt: error: cannot write 'ro.flow': it is read-only; make it writable first (chmod u+w)\n"
    )
    #expect(text(folder, "ro.flow") == messy)

    let shared = folder.appendingPathComponent("shared.flow").path
    try messy.write(toFile: shared, atomically: true, encoding: .utf8)
    #expect(chmod(shared, 0o664) == 0)
    // Run as root, flowsim hands the file back to its owner (here: nobody).
    let owner: uid_t = geteuid() == 0 ? 65534 : geteuid()
    if geteuid() == 0 { #expect(chown(shared, owner, getegid()) == 0) }
    let formatted = try FlowsimBinary.run(["fmt", "-w", "shared.flow"], directory: folder)
    #expect(formatted.status == 0, "\(formatted.stderr)")
    #expect(text(folder, "shared.flow") == Self.flow)
    var info = stat()
    #expect(stat(shared, &info) == 0)
    #expect(info.st_mode & 0o777 == 0o664)
    #expect(info.st_uid == owner)
  }
}
