import Foundation
import Testing

/// `flowsim import` as a user runs it: files written, never overwritten unless told,
/// clear errors for bad input.
@Suite struct ImportCommandTests {
  static let fixtures = FlowsimBinary.root.appendingPathComponent(
    "Tests/FlowSimTests/Import/Fixtures")

  func temporaryFolder() throws -> URL { try ScratchFolder.make("flowsim-import") }

  @Test func importsThenRefusesToOverwriteUnlessForced() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let storyboard = Self.fixtures.appendingPathComponent("format3_show_present_unwind.storyboard")
      .path
    let first = try FlowsimBinary.run(["import", storyboard], directory: folder)
    #expect(first.status == 0, "\(first.stderr)")
    let imported = folder.appendingPathComponent("format3_show_present_unwind.imported.flow")
    let companion = folder.appendingPathComponent("format3_show_present_unwind.flow")
    let expected = try String(
      contentsOf: Self.fixtures.appendingPathComponent("format3_show_present_unwind.flow"),
      encoding: .utf8)
    #expect(try String(contentsOf: imported, encoding: .utf8) == expected)
    #expect(FileManager.default.fileExists(atPath: companion.path))

    // The companion is the user's: write to it, re-import, and it survives.
    try "include \"format3_show_present_unwind.imported.flow\"\n# mine\n".write(
      to: companion, atomically: true, encoding: .utf8)
    let again = try FlowsimBinary.run(["import", storyboard], directory: folder)
    #expect(again.status == 2)
    #expect(
      again.stderr.split(separator: "\n").last.map(String.init)
        == "flowsim import: error: 'format3_show_present_unwind.imported.flow' exists (an earlier import): pass --force to replace it; additions made by hand belong in the companion file, which import never writes"
    )
    let forced = try FlowsimBinary.run(["import", "--force", storyboard], directory: folder)
    #expect(forced.status == 0)
    #expect(try String(contentsOf: companion, encoding: .utf8).hasSuffix("# mine\n"))
    let check = try FlowsimBinary.run(["check", companion.path], directory: folder)
    #expect(!check.stdout.contains("[duplicate"))
  }

  @Test func malformedXMLIsAClearErrorWithExit2() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try FlowsimBinary.run(
      ["import", Self.fixtures.appendingPathComponent("malformed.storyboard").path],
      directory: folder)
    #expect(result.status == 2)
    #expect(result.stderr.contains("malformed.storyboard:"))
    #expect(result.stderr.contains(": error: "))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  /// A NAME.flow that is not the companion (it does not include the imported flow)
  /// is left alone, with a warning: the folder would be checked as two flows.
  @Test func aFlowOfTheCompanionsNameThatDoesNotIncludeIsWarnedAbout() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let storyboard = Self.fixtures.appendingPathComponent("format3_show_present_unwind.storyboard")
      .path
    try "start X\nscreen X terminal\n".write(
      to: folder.appendingPathComponent("format3_show_present_unwind.flow"), atomically: true,
      encoding: .utf8)
    let result = try FlowsimBinary.run(["import", storyboard], directory: folder)
    #expect(result.status == 0)
    #expect(
      result.stderr.contains(
        "flowsim import: warning: 'format3_show_present_unwind.flow' does not include 'format3_show_present_unwind.imported.flow'"
      ))
  }

  /// A storyboard named twice is imported once (it had come out twice, every screen
  /// with a '2' added), and the user is told.
  @Test func aStoryboardNamedTwiceIsImportedOnce() throws {
    let storyboard = Self.fixtures.appendingPathComponent("format3_show_present_unwind.storyboard")
      .path
    let once = try FlowsimBinary.run(["import", "--stdout", storyboard])
    let twice = try FlowsimBinary.run([
      "import", "--stdout", storyboard,
      storyboard.replacingOccurrences(of: "/Fixtures/", with: "/Fixtures/./"),
    ])
    #expect(twice.status == 0)
    #expect(twice.stdout == once.stdout)
    #expect(twice.stderr.contains("is named twice; it is imported once\n"))
  }
}
