// The parser's shared helpers: reporting, and expecting names, strings, keywords,
// punctuation and integers.

extension Parser {
  // MARK: - Reporting

  /// How a token is named in a message: `'push'`, `'"Files"'`, `end of line`.
  func describe(_ token: Token) -> String {
    switch token.kind {
    case .newline: return "end of line"
    case .endOfFile: return "end of file"
    default: return "'\(shortText(token))'"
    }
  }

  /// A token's source text, cut short when long.
  func shortText(_ token: Token) -> String {
    let text = file.text(in: token.range)
    guard text.unicodeScalars.count > 32 else { return text }
    return String(String.UnicodeScalarView(text.unicodeScalars.prefix(31))) + "…"
  }

  /// Records an error, unless it is likely a consequence of a lexer error earlier on
  /// the same line (a dropped stray character leaves the tokens around it out of place).
  mutating func error(
    _ id: DiagnosticID, _ message: String, at range: SourceRange, notes: [Note] = [],
    fixIts: [FixIt] = []
  ) {
    if id != .unclosedBrace, let start = lexerErrorStarts[file.line(of: range.start)],
      start < range.start
    {
      return
    }
    diagnostics.append(.error(id, message, at: range, notes: notes, fixIts: fixIts))
  }

  /// Reports "expected WHAT after 'PREVIOUS', found CURRENT" at the current token;
  /// `after` replaces the quoted previous token. There is no "after" part at the start
  /// of a line or block.
  mutating func expected(
    _ id: DiagnosticID, _ what: String, after: String? = nil, notes: [Note] = [],
    fixIts: [FixIt] = []
  ) {
    var after = after.map { " after \($0)" } ?? " after '\(shortText(previous))'"
    if index == 0 || previous.kind == .newline || previous.punctuation == .leftBrace {
      after = ""
    }
    error(
      id, "expected \(what)\(after), found \(describe(current))", at: current.range,
      notes: notes, fixIts: fixIts)
  }

  /// A fix-it replacing the current token with the closest of `candidates`, when the
  /// current token is a name that looks like a misspelling of one.
  func suggestion(among candidates: [String]) -> [FixIt] {
    guard case .name(let text) = current.kind,
      let closest = Suggestions.closest(to: text, among: candidates)
    else { return [] }
    return [FixIt("replace '\(text)' with '\(closest)'", replacing: current.range, with: closest)]
  }

  /// Reports the token after a complete item that should have ended its line.
  mutating func reportUnexpectedAtLineEnd(inBlock: Bool) {
    let what = inBlock ? "';' or end of line" : "end of line"
    let fixIts = suggestion(among: Modifier.allCases.map(\.rawValue))
    error(
      .unexpectedToken, "expected \(what), found \(describe(current))", at: current.range,
      fixIts: fixIts)
  }

  // MARK: - Expecting tokens

  /// Consumes a name. A keyword in its place is reported and taken as the name, so that
  /// the rest of the line still parses. `what` reads like "a screen name".
  mutating func expectName(_ what: String) -> Name? {
    switch current.kind {
    case .name(let text):
      return Name(text, range: advance().range)
    case .keyword(let keyword):
      error(
        .keywordAsName, "'\(keyword.rawValue)' is a keyword and cannot be a name",
        at: current.range)
      return Name(keyword.rawValue, range: advance().range)
    default:
      expected(.expectedName, what)
      return nil
    }
  }

  var atString: Bool {
    if case .string = current.kind { return true }
    return false
  }

  /// Consumes a string literal. `what` reads like "a label in quotes".
  mutating func expectString(_ what: String) -> StringLiteral? {
    if case .string(let value) = current.kind {
      return StringLiteral(value, range: advance().range)
    }
    var fixIts: [FixIt] = []
    if case .name(let text) = current.kind {
      fixIts = [FixIt("add quotes", replacing: current.range, with: "\"\(text)\"")]
    }
    expected(.expectedString, what, fixIts: fixIts)
    return nil
  }

  /// Consumes the keyword that must come next (`to` after `pop`).
  mutating func expectKeyword(_ keyword: Keyword, notes: [Note] = []) -> Token? {
    if let token = consume(keyword) { return token }
    expected(.expectedKeyword, "'\(keyword.rawValue)'", notes: notes)
    return nil
  }

  /// Consumes the punctuation that must come next (`:` after a variable's name).
  mutating func expectPunctuation(_ punctuation: Punctuation, notes: [Note] = []) -> Token? {
    if let token = consume(punctuation) { return token }
    expected(.expectedToken, "'\(punctuation.rawValue)'", notes: notes)
    return nil
  }

  // MARK: - Integers

  /// Whether the current token starts an integer literal: digits, or a `-` directly
  /// followed by digits.
  var atIntegerLiteral: Bool {
    if case .integer = current.kind { return true }
    guard at(.minus), case .integer = peek().kind else { return false }
    return peek().range.start == current.range.end
  }

  /// Consumes an integer literal (see `atIntegerLiteral`) and checks that it fits in
  /// `Int`. `what` reads like "an integer".
  mutating func expectInteger(_ what: String) -> (value: Int, range: SourceRange)? {
    guard atIntegerLiteral else {
      expected(.expectedInteger, what)
      return nil
    }
    let minus = consume(.minus)
    let digitsToken = advance()
    guard case .integer(let digits) = digitsToken.kind else { return nil }
    let range = minus.map { $0.range.union(digitsToken.range) } ?? digitsToken.range
    var value = 0
    for byte in digits.utf8 {
      let digit = Int(byte) - 0x30
      let (scaled, overflow1) = value.multipliedReportingOverflow(by: 10)
      let (next, overflow2) =
        minus == nil
        ? scaled.addingReportingOverflow(digit) : scaled.subtractingReportingOverflow(digit)
      if overflow1 || overflow2 {
        error(
          .integerOverflow,
          // The limit a user can act on is the resolver's 32-bit one (`Variable.integers`).
          "integer '\(file.text(in: range).prefix(32))' is outside the integers a flow may use (\(Int32.min)...\(Int32.max))",
          at: range)
        return nil
      }
      value = next
    }
    return (value, range)
  }
}
