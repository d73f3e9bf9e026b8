import Testing

@testable import FlowSim

/// The stepper's line editing, key by key: what each key does to the line and the
/// cursor, history, and how the line is drawn when it is wider than the terminal.
@Suite struct EditLineTests {
  /// The line and the cursor after `keys`, as `text|rest` (the cursor at the bar).
  static func typed(_ keys: [EditLine.Key], history: [String] = []) -> String {
    var line = EditLine(prompt: "> ", history: history)
    for key in keys { _ = line.apply(key) }
    return String(line.buffer[..<line.cursor]) + "|" + String(line.buffer[line.cursor...])
  }

  @Test func typingMovingAndDeleting() {
    #expect(Self.typed([.text("back")]) == "back|")
    // left twice, then type: inserted at the cursor
    #expect(Self.typed([.text("bck"), .escape("[D"), .escape("[D"), .text("a")]) == "ba|ck")
    // ctrl-a, ctrl-e, ctrl-b, ctrl-f
    #expect(Self.typed([.text("goto"), .control(0x01)]) == "|goto")
    #expect(Self.typed([.text("goto"), .control(0x01), .control(0x05)]) == "goto|")
    #expect(Self.typed([.text("goto"), .control(0x02), .control(0x02), .control(0x06)]) == "got|o")
    // home and end, in their several spellings
    #expect(Self.typed([.text("ab"), .escape("[1~")]) == "|ab")
    #expect(Self.typed([.text("ab"), .escape("[H"), .escape("[4~")]) == "ab|")
    // backspace, delete and ctrl-d delete around the cursor
    #expect(Self.typed([.text("abc"), .control(0x7F)]) == "ab|")
    #expect(Self.typed([.text("abc"), .control(0x01), .escape("[3~")]) == "|bc")
    #expect(Self.typed([.text("abc"), .control(0x01), .control(0x04)]) == "|bc")
    // a pasted newline is dropped
    #expect(Self.typed([.text("a\nb")]) == "ab|")
  }

  @Test func cuttingWordsAndHalves() {
    #expect(Self.typed([.text("goto  Home"), .control(0x17)]) == "goto  |")
    #expect(Self.typed([.text("goto Home"), .escape("b"), .control(0x15)]) == "|Home")
    #expect(Self.typed([.text("goto Home"), .escape("b"), .control(0x0B)]) == "goto |")
    #expect(Self.typed([.text("a bc d"), .control(0x01), .escape("f"), .escape("f")]) == "a bc| d")
  }

  @Test func whatKeysAskOfTheEditor() {
    var line = EditLine(prompt: "> ", history: [])
    #expect(line.apply(.control(0x7F)) == .bell)  // nothing to delete
    #expect(line.apply(.control(0x04)) == .endOfInput)  // ctrl-d on an empty line
    #expect(line.apply(.text("x")) == .redraw)
    #expect(line.apply(.control(0x04)) == .redraw)  // ctrl-d with text: delete
    #expect(line.apply(.control(0x09)) == .complete)
    #expect(line.apply(.control(0x0C)) == .clear)
    #expect(line.apply(.control(0x03)) == .cancel)
    #expect(line.apply(.control(0x0D)) == .done)
    #expect(line.apply(.escape("")) == .bell)
    #expect(line.apply(.control(0x1F)) == .bell)
  }

  /// Up and down browse the history; the line being typed comes back at the bottom.
  @Test func historyKeepsTheDraft() {
    let history = ["back", "goto Home"]
    #expect(Self.typed([.text("dr"), .escape("[A")], history: history) == "goto Home|")
    #expect(Self.typed([.text("dr"), .escape("[A"), .control(0x10)], history: history) == "back|")
    // past the oldest: stays
    #expect(
      Self.typed([.text("dr"), .escape("[A"), .escape("[A"), .escape("[A")], history: history)
        == "back|")
    #expect(
      Self.typed([.text("dr"), .escape("[A"), .escape("[B")], history: history) == "dr|")
    #expect(
      Self.typed([.text("dr"), .escape("[A"), .control(0x0E)], history: history) == "dr|")
  }

  @Test func completionReplacesTheTextBeforeTheCursor() {
    var line = EditLine(prompt: "> ", history: [])
    _ = line.apply(.text("go tail"))
    for _ in 0..<5 { _ = line.apply(.escape("[D")) }
    #expect(line.typed == "go")
    line.replaceBeforeCursor(with: "goto ")
    #expect(String(line.buffer) == "goto  tail")
    #expect(line.cursor == 5)
  }

  /// The line is redrawn from the start of the terminal's line; a line wider than
  /// the terminal scrolls so that the cursor stays in view.
  @Test func drawing() {
    var line = EditLine(prompt: "> ", history: [])
    _ = line.apply(.text("back"))
    #expect(line.render(columns: 80) == "\r> back\u{1B}[K")
    _ = line.apply(.escape("[D"))
    #expect(line.render(columns: 80) == "\r> back\u{1B}[K\u{1B}[1D")
    var long = EditLine(prompt: "> ", history: [])
    _ = long.apply(.text("abcdefghijklmnopqrstuvwxyz"))
    // 13 columns: room for 10 after the prompt and the cursor's cell
    #expect(long.render(columns: 13) == "\r> qrstuvwxyz\u{1B}[K")
  }
}

/// Tab: one candidate replaces the text, several shrink to what they share, or are
/// listed in columns when they share no more than what is typed.
@Suite struct TabCompletionTests {
  @Test func nothingOneOrAShorterShare() {
    #expect(TabCompletion.step(typed: "x", candidates: [], columns: 80) == .none)
    #expect(
      TabCompletion.step(typed: "go", candidates: ["goto "], columns: 80) == .replace("goto "))
    #expect(
      TabCompletion.step(typed: "goto H", candidates: ["goto Home", "goto Help"], columns: 80)
        == .list(rows: ["goto Home  goto Help"]))
    #expect(
      TabCompletion.step(typed: "g", candidates: ["goto Home", "goto Help"], columns: 80)
        == .replace("goto H"))
  }

  /// Candidates that share only what is typed are listed, as many to a row as fit
  /// (each as wide as the longest plus two spaces), the last of a row unpadded.
  @Test func aListFitsTheWidth() {
    let candidates = ["back", "check", "goto ", "help", "quit"]
    #expect(
      TabCompletion.step(typed: "", candidates: candidates, columns: 80)
        == .list(rows: ["back   check  goto   help   quit"]))
    #expect(
      TabCompletion.step(typed: "", candidates: candidates, columns: 15)
        == .list(rows: ["back   check", "goto   help", "quit"]))
    #expect(
      TabCompletion.step(typed: "", candidates: candidates, columns: 3)
        == .list(rows: ["back", "check", "goto ", "help", "quit"]))
  }
}
