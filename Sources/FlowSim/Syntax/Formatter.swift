/// Lays out a flow file in flowsim's canonical form (`flowsim fmt`).
///
/// The formatter works on tokens, comments included, so it never loses a comment and
/// never changes what the file means: it only moves line breaks, spaces and
/// redundant `;`. The canonical form:
///
/// - two spaces of indentation per enclosing `{ }`; no trailing spaces; `\n` line
///   breaks; one final newline; no byte order mark;
/// - one space between tokens, none inside `( )`, before `:` `;` `)`, around `.` and
///   `...`, nor after the sign of a negative number (`-1`);
/// - a block the author wrote on one line stays on one line (`screen Terms { tap
///   "Done" -> dismiss }`); a block that spans lines has its `{` end the line, its
///   items indented below, and its `}` alone on the last line;
/// - items stay grouped on lines as the author grouped them: `next page; next page`
///   stays one line; each group gets its own line;
/// - `;` that separates nothing (leading, trailing, doubled) is removed;
/// - comments keep their place: a comment on its own line is indented like the next
///   line; a comment after code follows it after two spaces;
/// - at most one blank line in a row, none at the start or end of the file or of a
///   block.
///
/// Files with syntax errors are not formatted: their diagnostics are returned instead.
public enum FlowFormatter {
  /// Whether formatted `text` is `bytes` with their CRLF line endings made LF, and
  /// nothing else: what `fmt --check` notes, since an editor shows no difference.
  public static func onlyLineEndingsDiffer(_ bytes: [UInt8], _ text: String) -> Bool {
    guard bytes.contains(0x0D) else { return false }
    var unix: [UInt8] = []
    unix.reserveCapacity(bytes.count)
    for (index, byte) in bytes.enumerated()
    where !(byte == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A) {
      unix.append(byte)
    }
    return unix == Array(text.utf8)
  }

  /// What formatting a file gave: the canonical text, or nil when the file has syntax
  /// errors; and the parser's diagnostics (warnings do not stop formatting).
  public struct Result: Sendable {
    public var text: String?
    public var diagnostics: [Diagnostic]
  }

  /// Formats one file.
  public static func format(_ file: SourceFile) -> Result {
    // Lexed once, comments kept for the layout; the parser gets the rest.
    let (tokens, lexerDiagnostics) = Lexer.tokenize(file, keepComments: true)
    let code = tokens.filter {
      if case .comment = $0.kind { return false }
      return true
    }
    let (_, diagnostics) = FlowParser.parse(file, lexed: (code, lexerDiagnostics))
    guard !diagnostics.hasErrors else { return Result(text: nil, diagnostics: diagnostics) }
    return Result(text: layout(file, tokens: tokens), diagnostics: diagnostics)
  }

  /// The canonical text of a file known to parse without errors.
  static func layout(_ file: SourceFile) -> String {
    layout(file, tokens: Lexer.tokenize(file, keepComments: true).tokens)
  }

  /// The canonical text of a file known to parse without errors, from its tokens
  /// (comments kept).
  static func layout(_ file: SourceFile, tokens: [Token]) -> String {
    var layout = FormatterLayout(file: file, tokens: tokens)
    return layout.run()
  }

  /// Whether the file is already in canonical form (false when it cannot be formatted).
  public static func isFormatted(_ file: SourceFile) -> Bool {
    guard let text = format(file).text else { return false }
    return Array(text.utf8) == file.bytes
  }
}

/// The formatter's state while it walks the tokens: the output lines so far and the
/// line being built.
struct FormatterLayout {
  /// One line of output: its indentation depth, its tokens, and a trailing comment.
  struct Line {
    var depth: Int
    var tokens: [Token] = []
    var comment: Token?
  }

  let file: SourceFile
  let tokens: [Token]
  /// For each `{`, whether its `}` is on the same line.
  let oneLine: [Int: Bool]
  var lines: [Line?] = []
  var current: Line?
  var depth = 0
  /// Set by a line break in the source: the next line may be preceded by a blank one.
  var newlines = 0
  /// The next token must start a new line (after a multi-line `{` or `}`).
  var breakPending = false
  /// Braces open on the current line that close on it too.
  var inlineBraces = 0

  init(file: SourceFile, tokens: [Token]) {
    self.file = file
    self.tokens = tokens
    var open: [Int] = []
    var oneLine: [Int: Bool] = [:]
    var lineOf: [Int] = []
    var line = 0
    for token in tokens {
      lineOf.append(line)
      if token.kind == .newline { line += 1 }
    }
    for (index, token) in tokens.enumerated() {
      switch token.punctuation {
      case .leftBrace: open.append(index)
      case .rightBrace:
        guard let opening = open.popLast() else { continue }
        oneLine[opening] = lineOf[opening] == lineOf[index]
      default: break
      }
    }
    self.oneLine = oneLine
  }

  mutating func run() -> String {
    for index in tokens.indices { take(index) }
    endLine()
    return render()
  }

  // MARK: - Walking tokens

  private mutating func take(_ index: Int) {
    let token = tokens[index]
    switch token.kind {
    case .endOfFile:
      return
    case .newline:
      endLine()
      breakPending = false
      newlines += 1
    case .comment:
      if current == nil { startLine() }
      current?.comment = token
      endLine()
    case .punctuation(.semicolon):
      if isRedundantSemicolon(at: index) { return }
      append(token)
    case .punctuation(.leftBrace):
      append(token)
      if oneLine[index] == true {
        inlineBraces += 1
      } else {
        depth += 1
        breakPending = true
      }
    case .punctuation(.rightBrace):
      if inlineBraces > 0 {
        inlineBraces -= 1
        append(token)
        return
      }
      endLine()
      depth = max(0, depth - 1)
      breakPending = false
      append(token)
      breakPending = true
    default:
      append(token)
    }
  }

  /// A `;` separates two items or actions only when something precedes it on the
  /// output line (other than `{` or `;`) and a token other than a line end, `}` or
  /// another `;` follows it.
  private func isRedundantSemicolon(at index: Int) -> Bool {
    if breakPending { return true }
    guard let last = current?.tokens.last,
      last.punctuation != .leftBrace, last.punctuation != .semicolon
    else { return true }
    var next = index + 1
    while next < tokens.count, tokens[next].punctuation == .semicolon { next += 1 }
    guard next < tokens.count else { return true }
    switch tokens[next].kind {
    case .newline, .comment, .endOfFile, .punctuation(.rightBrace): return true
    default: return false
    }
  }

  private mutating func append(_ token: Token) {
    if breakPending {
      endLine()
      breakPending = false
    }
    if current == nil { startLine() }
    current?.tokens.append(token)
  }

  private mutating func startLine() {
    // A blank line in the source is kept, except right after a block's `{`.
    if newlines >= 2, let last = lines.last, let last, last.tokens.last?.punctuation != .leftBrace {
      lines.append(nil)
    }
    newlines = 0
    current = Line(depth: depth)
  }

  private mutating func endLine() {
    guard let line = current else { return }
    lines.append(line)
    current = nil
  }

  // MARK: - Rendering

  private func render() -> String {
    var out = ""
    var blank = false
    for line in lines {
      guard let line else {
        blank = true
        continue
      }
      // A blank line never stands right before a `}`.
      if blank, line.tokens.first?.punctuation != .rightBrace { out += "\n" }
      blank = false
      out += String(repeating: "  ", count: line.depth)
      out += FormatterSpacing.join(line.tokens, in: file)
      if let comment = line.comment {
        if !line.tokens.isEmpty { out += "  " }
        out += FormatterSpacing.commentText(comment, in: file)
      }
      out += "\n"
    }
    return out
  }
}
