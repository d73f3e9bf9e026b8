import Foundation
import Testing

@testable import FlowSim

/// A folder on the command line means its flows less those another file there
/// includes, and never less a file that nothing checked reaches.
@Suite struct FlowInputsTests {
  /// The entries `expand` makes of a folder holding `files` (name → text), by name.
  func entries(_ files: [String: String]) throws -> [String] {
    let folder = try ScratchFolder.make("flowsim-inputs")
    defer { ScratchFolder.remove(folder) }
    for (name, text) in files {
      try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    let expanded = FlowInputs.expand([folder.path])
    #expect(expanded.unreadable == [])
    return expanded.entries.map { ($0 as NSString).lastPathComponent }
  }

  @Test func aFileAnotherIncludesIsLoadedThroughIt() throws {
    let found = try entries([
      "app.flow": "include \"screens.flow\"\nstart Home\n",
      "screens.flow": "screen Home\n",
      "other.flow": "start A\nscreen A\n",
    ])
    #expect(found == ["app.flow", "other.flow"])
  }

  @Test func filesIncludingEachOtherAreStillLoaded() throws {
    // Before, each was left out because the other includes it: nothing was checked.
    let found = try entries([
      "a.flow": "include \"b.flow\"\nstart A\nscreen A\n",
      "b.flow": "include \"a.flow\"\nscreen B\n",
      "c.flow": "start C\nscreen C\n",
    ])
    #expect(found == ["a.flow", "c.flow"])
    #expect(
      try entries(["a.flow": "include \"b.flow\"\n", "b.flow": "include \"a.flow\"\n"]) == [
        "a.flow"
      ])
  }

  @Test func aCycleReachedFromAnEntryIsLoadedThroughIt() throws {
    let found = try entries([
      "a.flow": "include \"b.flow\"\n",
      "b.flow": "include \"a.flow\"\n",
      "main.flow": "include \"a.flow\"\nstart M\nscreen M\n",
    ])
    #expect(found == ["main.flow"])
  }

  /// Paths through '..' name the same file as the direct path: an include back to
  /// the entry is a cycle, and a file included as '../d/b.flow' is not checked alone.
  @Test func pathsThroughParentFoldersAreTheSameFile() {
    let directory = "/work/project"
    #expect(PathText.canonical("sub/../a.flow", directory: directory) == "/work/project/a.flow")
    #expect(PathText.canonical("../d/./b.flow", directory: directory) == "/work/d/b.flow")
    #expect(PathText.canonical("/x//y/../z", directory: directory) == "/x/z")
  }

  @Test func aFileIncludedThroughItsParentFolderIsNotAnEntry() throws {
    let name = "flowsim-parent-\(UUID().uuidString)"
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try "include \"../\(name)/b.flow\"\nstart A\nscreen A terminal\n".write(
      to: folder.appendingPathComponent("a.flow"), atomically: true, encoding: .utf8)
    try "screen B terminal\n".write(
      to: folder.appendingPathComponent("b.flow"), atomically: true, encoding: .utf8)
    let found = FlowInputs.expand([folder.path]).entries.map { PathText.name(of: $0) }
    #expect(found == ["a.flow"])
  }

  @Test func aFileThatIncludesItselfIsLoaded() throws {
    #expect(
      try entries(["self.flow": "include \"self.flow\"\nstart S\nscreen S\n"]) == ["self.flow"])
  }

  // MARK: - Broken symbolic links

  /// A `.flow` link in a folder whose target is missing is listed, in name order, as
  /// unreadable: it was skipped, and a run over the folder passed with it unchecked.
  /// A link to a file is a flow like any other.
  @Test func aBrokenLinkInAFolderIsUnreadable() throws {
    let folder = try ScratchFolder.make("flowsim-links")
    defer { ScratchFolder.remove(folder) }
    for name in ["a.flow", "c.flow"] {
      try "start A\nscreen A terminal\n".write(
        to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    let manager = FileManager.default
    try manager.createSymbolicLink(
      atPath: folder.appendingPathComponent("b.flow").path, withDestinationPath: "renamed.flow")
    try manager.createSymbolicLink(
      atPath: folder.appendingPathComponent("d.flow").path, withDestinationPath: "a.flow")
    let expanded = FlowInputs.expand([folder.path])
    #expect(expanded.inOrder.map(PathText.name) == ["a.flow", "b.flow", "c.flow", "d.flow"])
    #expect(expanded.unreadable.map(PathText.name) == ["b.flow"])
    #expect(expanded.entries.map(PathText.name) == ["a.flow", "c.flow", "d.flow"])
  }

  /// Why a broken link cannot be read names what it points to, hop by hop.
  @Test func aBrokenLinkSaysWhereItPoints() throws {
    let folder = try ScratchFolder.make("flowsim-link-reasons")
    defer { ScratchFolder.remove(folder) }
    let manager = FileManager.default
    func link(_ name: String, to destination: String) throws -> String {
      let path = folder.appendingPathComponent(name).path
      try manager.createSymbolicLink(atPath: path, withDestinationPath: destination)
      return path
    }
    let renamed = try link("app.flow", to: "renamed.flow")
    let chain = try link("chain.flow", to: "app.flow")
    let outside = try link("shared.flow", to: "../nowhere/shared.flow")
    let loop = try link("self.flow", to: "self.flow")
    #expect(
      FileReading.whyUnreadable(renamed)
        == "a symbolic link to 'renamed.flow', which does not exist")
    #expect(
      FileReading.whyUnreadable(chain, foldersAllowed: true)
        == "a symbolic link to 'app.flow', which links to 'renamed.flow', which does not exist")
    #expect(
      FileReading.whyUnreadable(outside)
        == "a symbolic link to '../nowhere/shared.flow', which does not exist")
    #expect(
      FileReading.whyUnreadable(loop)
        == "a symbolic link that leads back to itself (a loop of links)")
    #expect([renamed, chain, outside, loop].allSatisfy(FileReading.isBrokenLink))
    #expect(!FileReading.isBrokenLink(folder.appendingPathComponent("missing.flow").path))
    #expect(
      FileReading.whyUnreadable(folder.appendingPathComponent("missing.flow").path)
        == "no such file")
  }
}
