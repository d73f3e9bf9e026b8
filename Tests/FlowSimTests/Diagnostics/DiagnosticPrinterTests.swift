import Foundation
import Testing

@testable import FlowSim

/// What a diagnostic looks like on a terminal: the caret under the range whatever
/// the characters before it, long lines cut to a window, floods cut short.
@Suite struct DiagnosticPrinterTests {
  /// Wide characters take two cells, so the caret moves two cells for each; the
  /// column in the location still counts characters.
  @Test func theCaretLinesUpAfterWideCharacters() {
    let text = "start M\nscreen M \"😀日本\" { tap \"x\" -> push Nope }\n"
    #expect(
      renderedDiagnostics(text) == """
        test.flow:2:34: error: unknown screen 'Nope' [unknown-screen]
            2 | screen M "😀日本" { tap "x" -> push Nope }
              |                                     ^~~~

        """)
  }

  /// Control characters in the source line are drawn as their symbols, one cell
  /// each: an escape in a comment cannot recolour the terminal or retitle its window,
  /// nor a carriage return overwrite the gutter; the caret still lines up.
  @Test func controlCharactersAreShownAsSymbols() {
    let text =
      "start M\nscreen M # \u{1B}[31mred\u{1B}]0;title\u{07} x\r y\u{7F}\u{85}\nscreen N { tap \"x\" -> push Nope }\n"
    let printed = renderedDiagnostics(text)
    #expect(!printed.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    #expect(
      printed.hasPrefix(
        """
        test.flow:2:12: error: invalid character '\\u{1B}' [invalid-character]
            2 | screen M # ␛[31mred␛]0;title␇ x␍ y␡\u{FFFD}
              |            ^

        """))
  }

  /// A right-to-left override in a title cannot reorder the excerpt.
  @Test func bidirectionalOverridesAreShownAsReplacements() {
    let text = "start M\nscreen M \"\u{202E}evil\u{202C}\" { tap \"x\" -> push Nope }\n"
    #expect(
      renderedDiagnostics(text).hasPrefix(
        """
        test.flow:2:37: error: unknown screen 'Nope' [unknown-screen]
            2 | screen M "\u{FFFD}evil\u{FFFD}" { tap "x" -> push Nope }
              |                                     ^~~~

        """))
  }

  /// A character made of several scalars (a ZWJ family, a flag, a skin tone, a heart
  /// asking for emoji presentation) takes two cells, as a terminal draws it.
  @Test func emojiSequencesTakeTwoCells() {
    let text = "start M\nscreen M \"👨‍👩‍👧🇺🇸👍🏽❤️\" { tap \"x\" -> push Nope }\n"
    let printed = renderedDiagnostics(text).split(separator: "\n")
    #expect(printed[2] == "      | " + String(repeating: " ", count: 10 + 8 + 20) + "^~~~")
  }

  /// A combining accent takes no cell of its own.
  @Test func combiningMarksTakeNoCell() {
    let text = "start M\nscreen M \"Cafe\u{301}\" { tap \"x\" -> push Nope }\n"
    #expect(
      renderedDiagnostics(text).contains(
        """
            |                                   ^~~~
        """))
  }

  /// A line longer than 200 characters is shown as 200 of them around the range,
  /// with `…` where it is cut.
  @Test func aLongLineIsCutAroundTheRange() {
    let padding = String(repeating: "a", count: 300)
    let text = "start M\nscreen M \"\(padding)\" { tap \"x\" -> push Nope } # \(padding)\n"
    let printed = renderedDiagnostics(text).split(separator: "\n", omittingEmptySubsequences: false)
    #expect(printed[0] == "test.flow:2:331: error: unknown screen 'Nope' [unknown-screen]")
    let shown =
      String(repeating: "a", count: 40) + "\" { tap \"x\" -> push Nope } # "
      + String(repeating: "a", count: 200 - 40 - 29)
    #expect(printed[1] == "    2 | …\(shown)…")
    #expect(printed[2] == "      | " + String(repeating: " ", count: 61) + "^~~~")
  }

  /// Past a hundred diagnostics a printed list shows a hundred and says how many
  /// more there are (a garbled file had printed for minutes); the load keeps them
  /// all, so counts and exit statuses see every one.
  @Test func aFloodIsCutAfterAHundred() {
    let text = "start M\nscreen M terminal\n" + String(repeating: "$ ", count: 150) + "\n"
    let loaded = FlowLoader().load(SourceFile(path: "t.flow", text: text)).diagnostics
    #expect(loaded.count == 150)
    let shown = loaded.limitedForDisplay()
    #expect(shown.count == 101)
    #expect(shown.prefix(100).allSatisfy { $0.id == "invalid-character" })
    #expect(
      shown.last?.message
        == "50 more errors not shown: flowsim shows the first 100; fix these first")
    #expect(shown.last?.severity == .note)
  }

  /// Errors are shown before warnings when not everything fits: an error after a
  /// hundred warnings is printed (and, as before, fails the run).
  @Test func errorsAreShownFirst() {
    var lines = ["start A", "screen A"]
    lines += (0..<101).map { "screen S\($0) private private" }
    lines.append("screen Z { tap \"x\" -> push Nope }")
    let loaded = FlowLoader().load(
      SourceFile(path: "t.flow", text: lines.joined(separator: "\n") + "\n"))
    #expect(loaded.diagnostics.hasErrors)
    let shown = loaded.diagnostics.limitedForDisplay()
    #expect(shown.count == 101)
    #expect(shown.contains { $0.id == "unknown-screen" })
    #expect(
      shown.last?.message
        == "2 more warnings or notes not shown: flowsim shows the first 100; fix these first")
  }
}
