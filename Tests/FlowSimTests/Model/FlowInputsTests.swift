import Foundation
import Testing

@testable import FlowSim

/// A folder on the command line means its flows less those another file there
/// includes, and never less a file that nothing checked reaches.
@Suite struct FlowInputsTests {
  /// The entries `expand` makes of a folder holding `files` (name → text), by name.
  func entries(_ files: [String: String]) throws -> [String] {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "flowsim-inputs-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
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

  @Test func aFileThatIncludesItselfIsLoaded() throws {
    #expect(
      try entries(["self.flow": "include \"self.flow\"\nstart S\nscreen S\n"]) == ["self.flow"])
  }
}
