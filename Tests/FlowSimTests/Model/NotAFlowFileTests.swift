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

  /// An included file must end in `.flow`: another is refused at the include,
  /// unread (it could be `.env` or `.git/config`), not asked about.
  @Test func anIncludedFileNotEndingInFlowIsRefused() {
    let result = load("main.flow")
    #expect(
      result.diagnostics.map(\.message) == [
        "'parts.inc' is not a flow file: an include names a file ending in '.flow'"
      ])
    #expect(result.files.map(\.path) == ["main.flow"])
  }

  /// A PNG, an HTML page or binary data is one error saying what it looks like,
  /// whose location shows none of the file (not the question about its name).
  @Test func anImageOrAPageIsOneErrorShowingNothingOfIt() {
    let files: [String: [UInt8]] = [
      "logo.png": [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array("IHDR secret\n".utf8),
      "index.html": Array("<!DOCTYPE html>\n<html><body>secret</body></html>\n".utf8),
      "environ": Array("HOME=/root\u{0}TOKEN=secret\u{0}PATH=/bin\u{0}LANG=C\u{0}".utf8),
      "Main.storyboard": Array(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\">\n"
          .utf8),
    ]
    let loader = FlowLoader(read: { files[$0] })
    var printed: [String] = []
    for name in files.keys.sorted() {
      printed.append(loader.load(path: name).diagnostics.map(DiagnosticPrinter().render).joined())
    }
    #expect(
      printed == [
        "Main.storyboard:1:1: error: this is not a flow file: it looks like a storyboard (turn it into a flow with 'flowsim import') [not-a-flow-file]\n  note: a flow file is UTF-8 text; its content is not shown\n",
        "environ:1:1: error: this is not a flow file: it looks like binary data [not-a-flow-file]\n  note: a flow file is UTF-8 text; its content is not shown\n",
        "index.html:1:1: error: this is not a flow file: it looks like an HTML document [not-a-flow-file]\n  note: a flow file is UTF-8 text; its content is not shown\n",
        "logo.png:1:1: error: this is not a flow file: it looks like a PNG image [not-a-flow-file]\n  note: a flow file is UTF-8 text; its content is not shown\n",
      ])
  }

  /// A flow with a few stray bytes is still lexed, each reported where it is.
  @Test func aFlowWithAStrayByteIsStillAFlow() {
    let bytes = Array("start Home\nscreen Home terminal # \u{0}\n".utf8)
    let result = FlowLoader(read: { _ in bytes }).load(path: "app.flow")
    #expect(result.diagnostics.map(\.id) == ["invalid-character"])
  }
}
