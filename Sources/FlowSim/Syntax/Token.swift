/// One lexical token of a flow file: its kind and the bytes it covers.
///
/// Produced by `Lexer`, consumed by `FlowParser` (and by a formatter, which also wants
/// the comment tokens).
public struct Token: Sendable, Hashable {
  public var kind: TokenKind
  /// The token's bytes; for `.newline` the line break, for `.endOfFile` an empty range.
  public var range: SourceRange

  public init(_ kind: TokenKind, range: SourceRange) {
    self.kind = kind
    self.range = range
  }

  /// The keyword, if the token is one.
  public var keyword: Keyword? {
    if case .keyword(let keyword) = kind { return keyword }
    return nil
  }

  /// The punctuation, if the token is one.
  public var punctuation: Punctuation? {
    if case .punctuation(let punctuation) = kind { return punctuation }
    return nil
  }
}

/// What a token is, with the value it carries.
public enum TokenKind: Sendable, Hashable {
  /// A reserved word such as `screen` or `push`.
  case keyword(Keyword)
  /// A name (`Inbox`, `signedIn`); never a keyword.
  case name(String)
  /// A string literal's value, escapes processed (`"Log out"` gives `Log out`).
  case string(String)
  /// An integer literal's digits as written (no sign; `-` is a separate token and the
  /// parser folds it in and checks the value fits in `Int`).
  case integer(String)
  case punctuation(Punctuation)
  /// A line break (`\n` or `\r\n`).
  case newline
  /// A `#` comment's text after the `#`, up to the end of the line. Only produced when
  /// comments are kept.
  case comment(String)
  case endOfFile
}

/// The reserved words of the flow language (docs/language.md, "Lexical structure").
/// None of them can be used as a name.
public enum Keyword: String, Sendable, Hashable, CaseIterable {
  case flow, start, include, `var`, session, signed, `in`, when, extend
  case screen, nav, tabs, tab, pages, alert, sheet
  case button, tap, swipe, select, event, logout, lands
  case assert, never, always, reachable, known, scenario, expect
  case push, present, show, dismiss, back, pop, to, root, unwind, next, previous, page, reset, set
  case outcome, `private`, terminal, noreturn, max, bool, `true`, `false`
  case not, and, or, at, enabled

  /// Keyword lookup by spelling.
  static let bySpelling: [String: Keyword] = Dictionary(
    uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })
}

/// Punctuation and operator tokens.
public enum Punctuation: String, Sendable, Hashable, CaseIterable {
  case leftBrace = "{"
  case rightBrace = "}"
  case leftParen = "("
  case rightParen = ")"
  case colon = ":"
  case semicolon = ";"
  case comma = ","
  case dot = "."
  case arrow = "->"
  case ellipsis = "..."
  case pipe = "|"
  case equalEqual = "=="
  case notEqual = "!="
  case less = "<"
  case lessOrEqual = "<="
  case greater = ">"
  case greaterOrEqual = ">="
  case plus = "+"
  case minus = "-"
  case equals = "="
}
