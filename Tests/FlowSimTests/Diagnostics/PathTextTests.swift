import Testing

@testable import FlowSim

/// Paths taken apart as text, one-character names included (Foundation's
/// `deletingLastPathComponent` traps on those on Linux).
@Suite struct PathTextTests {
  @Test(arguments: [
    ("x", "", "x"), ("ab", "", "ab"), ("a/b", "a", "b"), ("/x", "/", "x"),
    ("a/b/c.flow", "a/b", "c.flow"), ("./d", ".", "d"),
  ])
  func folderAndName(_ path: String, _ folder: String, _ name: String) {
    #expect(PathText.folder(of: path) == folder)
    #expect(PathText.name(of: path) == name)
  }

  @Test func joining() {
    #expect(PathText.joined("", "x") == "x")
    #expect(PathText.joined("a", "x") == "a/x")
    #expect(PathText.joined("/", "x") == "/x")
    #expect(PathText.joined("a/", "x") == "a/x")
    #expect(PathText.joined("a", "/abs") == "/abs")
  }
}
