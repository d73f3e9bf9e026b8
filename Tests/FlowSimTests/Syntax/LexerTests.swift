import Testing

@testable import FlowSim

@Suite struct LexerTests {
  /// The tokens of `text`, one short word each: `screen`, `name:Inbox`, `"Log out"`,
  /// `int:4`, `{`, `nl`, `#comment`, `eof`.
  private func tokens(_ text: String, keepComments: Bool = false) -> [String] {
    let file = SourceFile(path: "t.flow", text: text)
    return Lexer.tokenize(file, keepComments: keepComments).tokens.map { token in
      switch token.kind {
      case .keyword(let keyword): keyword.rawValue
      case .name(let name): "name:\(name)"
      case .string(let value): "\"\(value)\""
      case .integer(let digits): "int:\(digits)"
      case .punctuation(let punctuation): punctuation.rawValue
      case .newline: "nl"
      case .comment(let text): "#\(text)"
      case .endOfFile: "eof"
      }
    }
  }

  private func diagnostics(_ bytes: [UInt8]) -> [String] {
    let file = SourceFile(path: "t.flow", bytes: bytes)
    return Lexer.tokenize(file).diagnostics.map { diagnostic in
      let range = diagnostic.range.map { "\($0.start)..<\($0.end)" } ?? "-"
      return "\(diagnostic.id) \(range) \(diagnostic.message)"
    }
  }

  @Test func keywordsNamesAndPunctuation() {
    #expect(
      tokens("screen Inbox \"Inbox\" private { tap \"A\" -> push B; back }")
        == [
          "screen", "name:Inbox", "\"Inbox\"", "private", "{", "tap", "\"A\"", "->", "push",
          "name:B", ";", "back", "}", "eof",
        ])
    #expect(
      tokens("a==b!=c<d<=e>f>=g+h-i=j|k:l.m...n,(o)")
        == [
          "name:a", "==", "name:b", "!=", "name:c", "<", "name:d", "<=", "name:e", ">",
          "name:f", ">=", "name:g", "+", "name:h", "-", "name:i", "=", "name:j", "|", "name:k",
          ":", "name:l", ".", "name:m", "...", "name:n", ",", "(", "name:o", ")", "eof",
        ])
  }

  @Test func everyKeywordIsRecognised() {
    for keyword in Keyword.allCases {
      #expect(tokens(keyword.rawValue) == [keyword.rawValue, "eof"])
    }
    #expect(
      tokens("Screen screens _tap tap2") == [
        "name:Screen", "name:screens", "name:_tap", "name:tap2", "eof",
      ])
  }

  @Test func integersAndRanges() {
    #expect(
      tokens("0...4 -1 42x") == ["int:0", "...", "int:4", "-", "int:1", "int:42", "name:x", "eof"])
  }

  @Test func stringsProcessEscapesAndKeepOtherText() {
    #expect(tokens(#""a \"b\" \\ c" "Café ☕︎""#) == [#""a "b" \ c""#, "\"Café ☕︎\"", "eof"])
  }

  @Test func nonASCIILettersMakeNames() {
    #expect(tokens("screen Été") == ["screen", "name:Été", "eof"])
  }

  @Test func commentsAreDroppedUnlessKept() {
    let text = "flow \"x\" # the name\n# alone\nstart A"
    #expect(tokens(text) == ["flow", "\"x\"", "nl", "nl", "start", "name:A", "eof"])
    #expect(
      tokens(text, keepComments: true)
        == ["flow", "\"x\"", "# the name", "nl", "# alone", "nl", "start", "name:A", "eof"])
  }

  @Test func rangesAreExactBytes() {
    let file = SourceFile(path: "t.flow", text: "tap \"É\" -> x\r\n# c\r\n")
    let result = Lexer.tokenize(file, keepComments: true).tokens
    #expect(
      result.map { "\($0.range.start)..<\($0.range.end)" } == [
        "0..<3", "4..<8", "9..<11", "12..<13", "13..<15", "15..<18", "18..<20", "18..<18",
      ])
    #expect(result[5].kind == .comment(" c"))
  }

  @Test func endOfFileSitsAtTheEndOfTheLastLine() {
    let file = SourceFile(path: "t.flow", text: "start A\n")
    let end = Lexer.tokenize(file).tokens.last
    #expect(end?.kind == .endOfFile)
    #expect(end?.range.location.description == "t.flow:1:8")
  }

  @Test func byteOrderMarkIsSkipped() {
    let file = SourceFile(path: "t.flow", bytes: [0xEF, 0xBB, 0xBF] + Array("start A".utf8))
    let (result, diagnostics) = Lexer.tokenize(file)
    #expect(diagnostics.isEmpty)
    #expect(result.first?.range.start == 3)
  }

  @Test func invalidUTF8IsOneDiagnosticPerRun() {
    // FF is never valid; C3 needs a continuation byte; E2 82 lacks its third byte.
    let bytes: [UInt8] =
      Array("a ".utf8) + [0xFF, 0xC3] + Array(" b \"x".utf8) + [0xE2, 0x82]
      + Array("y\"".utf8) + [0xC3]
    #expect(
      diagnostics(bytes) == [
        "invalid-utf8 2..<4 2 bytes of invalid UTF-8",
        "invalid-utf8 9..<11 2 bytes of invalid UTF-8",
        "invalid-utf8 13..<14 invalid UTF-8 byte",
      ])
    let file = SourceFile(path: "t.flow", bytes: bytes)
    #expect(
      Lexer.tokenize(file).tokens.map(\.kind) == [
        .name("a"), .name("b"), .string("x\u{FFFD}y"), .endOfFile,
      ])
  }

  @Test func nulAndControlCharactersAreReported() {
    let bytes: [UInt8] = [0x61, 0x00, 0x00, 0x62, 0x20, 0x22, 0x01, 0x22, 0x23, 0x00]
    #expect(
      diagnostics(bytes) == [
        "invalid-character 1..<3 invalid characters '\\u{0}\\u{0}'",
        "invalid-character 6..<7 invalid character '\\u{1}'",
        "invalid-character 9..<10 invalid character '\\u{0}'",
      ])
  }

  /// A carriage return before a line feed ends the line quietly; one alone is
  /// space, and the first of them is warned about (a file saved with CR line endings
  /// reads as one line), also inside a comment, which it would otherwise extend.
  @Test func aLoneCarriageReturnIsWarnedAboutOnce() {
    #expect(diagnostics(Array("a\r\nb\r\n".utf8)).isEmpty)
    let warning =
      "lone-carriage-return 1..<2 a carriage return without a line feed does not end a line"
    #expect(diagnostics(Array("a\rb\rc\r".utf8)) == [warning])
    #expect(
      diagnostics(Array("#\rb\r".utf8)) == [
        "lone-carriage-return 1..<2 a carriage return without a line feed does not end a line"
      ])
    let file = SourceFile(path: "t.flow", text: "a\rb")
    #expect(Lexer.tokenize(file).tokens.map(\.kind) == [.name("a"), .name("b"), .endOfFile])
  }

  /// A UTF-16 file, with a byte order mark or without, is one error saying so, not
  /// one per NUL between its letters.
  @Test func utf16IsOneErrorSayingSo() {
    let text = Array("start A\nscreen A terminal\n".utf16)
    let little = text.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    let big = text.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    #expect(
      diagnostics([0xFF, 0xFE] + little) == [
        "invalid-utf8 0..<0 the file is UTF-16 text (little-endian), not UTF-8"
      ])
    #expect(
      diagnostics([0xFE, 0xFF] + big) == [
        "invalid-utf8 0..<0 the file is UTF-16 text (big-endian), not UTF-8"
      ])
    #expect(
      diagnostics(little) == [
        "invalid-utf8 0..<0 the file is UTF-16 text (little-endian), not UTF-8"
      ])
    #expect(
      diagnostics(big) == ["invalid-utf8 0..<0 the file is UTF-16 text (big-endian), not UTF-8"])
    let file = SourceFile(path: "t.flow", bytes: little)
    #expect(Lexer.tokenize(file).tokens.map(\.kind) == [.endOfFile])
    // NULs that do not alternate with ASCII are stray characters, as before.
    let stray = diagnostics([0x61, 0x00, 0x00, 0x62, 0x00, 0x63, 0x00, 0x64])
    #expect(stray.count == 3 && stray.allSatisfy { $0.hasPrefix("invalid-character ") })
  }

  @Test func unterminatedStringEndsAtTheLineBreak() {
    let file = SourceFile(path: "t.flow", text: "tap \"Sign in\nstart A")
    let (result, diagnostics) = Lexer.tokenize(file)
    #expect(
      result.map(\.kind) == [
        .keyword(.tap), .string("Sign in"), .newline, .keyword(.start), .name("A"), .endOfFile,
      ])
    #expect(diagnostics.map(\.id) == ["unterminated-string"])
    #expect(diagnostics.first?.range.map { "\($0.start)..<\($0.end)" } == "4..<12")
  }

  @Test func unknownEscapeIsKeptAsWritten() {
    let file = SourceFile(path: "t.flow", text: #""a\nb\"#)
    let (result, diagnostics) = Lexer.tokenize(file)
    #expect(result.first?.kind == .string(#"a\nb\"#))
    #expect(diagnostics.map(\.id) == ["invalid-escape", "unterminated-string"])
  }
}
