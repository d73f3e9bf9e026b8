/// The wording of the lexer's diagnostics about characters that start no token.
enum LexerMessages {
  /// One diagnostic for a run of adjacent stray characters (`bytes` is valid UTF-8),
  /// with a hint when the characters look like another language's syntax.
  static func invalidCharacters(_ bytes: ArraySlice<UInt8>, at range: SourceRange) -> Diagnostic {
    let text = String(decoding: bytes, as: UTF8.self)
    var shown = ""
    var count = 0
    for scalar in text.unicodeScalars {
      count += 1
      if count <= 32 { shown += UTF8Decoding.display(scalar) }
    }
    if count > 32 { shown += "…" }
    let message =
      count == 1 ? "invalid character '\(shown)'" : "invalid characters '\(shown)'"
    return .error(.invalidCharacter, message, at: range, notes: hint(for: text))
  }

  /// A carriage return with no line feed after it: space to the lexer, but a file
  /// saved with classic Mac OS line endings (CR alone) reads as one long line.
  static func loneCarriageReturn(at range: SourceRange) -> Diagnostic {
    .warning(
      .loneCarriageReturn, "a carriage return without a line feed does not end a line",
      at: range,
      notes: [
        Note(
          "flowsim ends lines at a line feed (LF, or CRLF); save the file with LF line endings")
      ])
  }

  private static func hint(for text: String) -> [Note] {
    switch text.unicodeScalars.first {
    case "!": return [Note("write 'not' to negate a condition")]
    case "&": return [Note("write 'and' to combine conditions")]
    case "'", "\u{2018}", "\u{2019}", "\u{201C}", "\u{201D}":
      return [Note("strings are written in straight double quotes: \"…\"")]
    default: return []
    }
  }
}
