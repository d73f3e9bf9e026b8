import Testing

@testable import FlowSim

/// An entry file that does not parse and whose name does not end in `.flow` (an
/// expected-output file a shell glob handed over) is asked about once, on its first
/// error; a flow file with the same errors, such a file that parses, or an included
/// file, is not.
@Suite struct NotAFlowFileTests {
  static let files: [String: String] = [
    "broken/cycle.diag": "broken/cycle.flow:25:25: error: push cycle\n",
    "broken/cycle.flow": "broken/cycle.flow:25:25: error: push cycle\n",
    "app.txt": "start Home\nscreen Home terminal\n",
    "main.flow": "include \"parts.inc\"\nstart Home\nscreen Home terminal\n",
    "parts.inc": "screen Other { tap \"Back\" -> }\n",
  ]

  func load(_ path: String) -> FlowLoader.Result {
    FlowLoader(read: { Self.files[$0].map { Array($0.utf8) } }).load(path: path)
  }

  /// The notes of the first error, by message.
  func firstErrorNotes(_ path: String) -> [String] {
    load(path).diagnostics.first { $0.severity == .error }?.notes.map(\.message) ?? []
  }

  @Test func anotherFilesFirstErrorAsksWhetherItIsAFlow() {
    let result = load("broken/cycle.diag")
    let errors = result.diagnostics.filter { $0.severity == .error }
    #expect(errors.count > 1)
    #expect(
      errors[0].notes.first?.message
        == "'cycle.diag' does not end in '.flow': is it a flow file? (a folder given to flowsim stands for the *.flow files in it)"
    )
    #expect(
      errors.dropFirst().allSatisfy { $0.notes.allSatisfy { !$0.message.contains(".flow'") } })
  }

  @Test func aFlowFileWithTheSameErrorsIsNotAsked() {
    #expect(!load("broken/cycle.flow").diagnostics.isEmpty)
    #expect(!firstErrorNotes("broken/cycle.flow").contains { $0.contains("does not end in") })
  }

  @Test func anotherFileThatParsesLoadsWithoutAQuestion() {
    let result = load("app.txt")
    #expect(result.flow != nil)
    #expect(result.diagnostics.isEmpty)
  }

  /// An included file is named by the flow that includes it, whatever its name.
  @Test func anIncludedFileIsNotAskedAbout() {
    #expect(load("main.flow").diagnostics.contains { $0.severity == .error })
    #expect(!firstErrorNotes("main.flow").contains { $0.contains("does not end in") })
  }
}
