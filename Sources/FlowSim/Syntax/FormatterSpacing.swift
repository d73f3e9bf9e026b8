/// The spaces the canonical form puts between two tokens on one line, and how it
/// writes a comment (see `FlowFormatter`).
enum FormatterSpacing {
  /// The tokens of one line, as written in `file`, with canonical spacing.
  static func join(_ tokens: [Token], in file: SourceFile) -> String {
    var out = ""
    // A `known` line's finding id (`dead-end`) is words joined by `-`, kept as written.
    var inFindingID = tokens.first?.keyword == .known
    for (index, token) in tokens.enumerated() {
      if inFindingID, index > 1 {
        switch token.kind {
        case .keyword(.when): inFindingID = false
        case .name, .keyword: inFindingID = token.range.start == tokens[index - 1].range.end
        case .punctuation(.minus): break
        default: inFindingID = false
        }
      }
      if index > 0, !inFindingID || index == 1,
        space(between: tokens[index - 1], and: token, before: index > 1 ? tokens[index - 2] : nil)
      {
        out += " "
      }
      out += file.text(in: token.range)
    }
    return out
  }

  /// A comment as `#` and its text, without trailing spaces, tabs and carriage
  /// returns (`# c\r \n` kept its `\r`, which the next run dropped: not idempotent).
  static func commentText(_ comment: Token, in file: SourceFile) -> String {
    var text = Substring(file.text(in: comment.range))
    while let last = text.unicodeScalars.last, last == " " || last == "\t" || last == "\r" {
      text = Substring(text.unicodeScalars.dropLast())
    }
    return String(text)
  }

  /// Whether one space separates `left` and `right`; `beforeLeft` is the token before
  /// `left`, which tells a negative number's sign from a minus.
  static func space(between left: Token, and right: Token, before beforeLeft: Token?) -> Bool {
    switch right.punctuation {
    case .semicolon, .colon, .comma, .rightParen, .dot, .ellipsis: return false
    case .rightBrace: return left.punctuation != .leftBrace
    default: break
    }
    switch left.punctuation {
    case .leftParen, .dot, .ellipsis: return false
    case .minus: return !isSign(left, before: beforeLeft, next: right)
    default: return true
    }
  }

  /// A `-` is a negative number's sign when the digits follow it directly and it does
  /// not follow an operand (where the parser reads a minus).
  static func isSign(_ minus: Token, before: Token?, next: Token) -> Bool {
    guard case .integer = next.kind, next.range.start == minus.range.end else { return false }
    guard let before else { return true }
    switch before.kind {
    case .name, .integer, .string, .keyword(.true), .keyword(.false),
      .punctuation(.rightParen):
      return false
    default:
      return true
    }
  }
}
