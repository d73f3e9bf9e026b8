import Testing

@testable import FlowSim

/// One line broken at spaces to a width in terminal cells, with a hanging indent.
@Suite struct TextWrappingTests {
  /// A line that fits comes back byte for byte, double and trailing spaces included.
  @Test func aLineThatFitsIsUnchanged() {
    #expect(TextWrapping.wrap("where: Login  x ", width: 16, hang: 7) == ["where: Login  x "])
  }

  /// Continuation lines start `hang` cells in; `→` stays with the word after it.
  @Test func continuationLinesHangUnderTheLabel() {
    let line = "  2. tap \"Log in\" (outcomes: valid → reset, invalidEmail → present)"
    #expect(
      TextWrapping.wrap(line, width: 30, hang: 5) == [
        "  2. tap \"Log in\" (outcomes:",
        "     valid → reset,",
        "     invalidEmail → present)",
      ])
  }

  /// CJK characters take two cells: 23 characters, but 28 cells, do not fit in 24.
  @Test func wideCharactersTakeTwoCells() {
    #expect(
      TextWrapping.wrap("  1. tap \"写真を選ぶ\" (push)", width: 24, hang: 5) == [
        "  1. tap",
        "     \"写真を選ぶ\" (push)",
      ])
    #expect(TextWrapping.wrap("😀😀😀😀😀", width: 5, hang: 0) == ["😀😀", "😀😀", "😀"])
  }

  /// `›` and `+` stay with the word after them; a one-word parenthesis with the word
  /// before it.
  @Test func symbolsAndKindsStayWithTheirWords() {
    #expect(
      TextWrapping.wrap("where: Login + modal Home › Voting", width: 26, hang: 7) == [
        "where: Login + modal Home",
        "       › Voting",
      ])
    #expect(
      TextWrapping.wrap("1. own (push)  2. ownLiked (push)", width: 20, hang: 0) == [
        "1. own (push)",
        "2. ownLiked (push)",
      ])
  }

  /// Only a word longer than a whole line is broken, starting on a line of its own.
  @Test func aWordLongerThanTheLineIsBroken() {
    #expect(
      TextWrapping.wrap("see flows/very/long/path.flow now", width: 10, hang: 2) == [
        "see", "  flows/ve", "  ry/long/", "  path.flo", "  w now",
      ])
  }

  /// Colour takes no cells and stays in one piece; the leading spaces after it count.
  @Test func escapeSequencesTakeNoCells() {
    let line = "\u{1B}[2m     tap \"Like\" — disabled: you like it already\u{1B}[0m"
    #expect(
      TextWrapping.wrap(line, width: 30, hang: 7) == [
        "\u{1B}[2m     tap \"Like\" — disabled:",
        "       you like it already\u{1B}[0m",
      ])
  }

  /// Tiny and nonsensical widths end, keep every character, and never indent past half
  /// the width.
  @Test func tinyWidths() {
    #expect(TextWrapping.wrap("ab cd", width: 0, hang: 2) == ["ab cd"])
    #expect(TextWrapping.wrap("ab cd", width: -3, hang: 2) == ["ab cd"])
    #expect(TextWrapping.wrap("ab cd", width: 1, hang: 4) == ["a", "b", "c", "d"])
    #expect(TextWrapping.wrap("日本", width: 1, hang: 0) == ["日", "本"])
    #expect(TextWrapping.wrap("      x y", width: 3, hang: 9) == ["      x", " y"])
    #expect(
      TextWrapping.wrap("a bb ccc dddd", width: 4, hang: 3) == [
        "a bb", "  cc", "  c", "  dd", "  dd",
      ])
  }

  /// A long run of symbols glued word to word (`- - - …`) wraps in time linear in its
  /// length (it had taken minutes: each glue re-read the whole run), losing nothing.
  @Test func aLongRunOfSymbolsWraps() {
    let line = Array(repeating: "-", count: 20_000).joined(separator: " ") + " end"
    let lines = TextWrapping.wrap(line, width: 40, hang: 2)
    #expect(lines.allSatisfy { TextWrapping.cells($0) <= 40 })
    #expect(lines.map { $0.split(separator: " ") }.joined().count == 20_001)
  }
}
