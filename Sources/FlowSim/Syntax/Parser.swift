/// Turns flow source text into a `SyntaxTree` and diagnostics (docs/language.md).
public enum FlowParser {
  /// Parses one file. Never throws, never stops at the first error: after an error it
  /// skips to the next line (or the `}` closing the enclosing block) and goes on.
  /// Diagnostics (the lexer's and the parser's) come sorted by location.
  public static func parse(_ file: SourceFile) -> (tree: SyntaxTree, diagnostics: [Diagnostic]) {
    parse(file, lexed: Lexer.tokenize(file))
  }

  /// Parses a session script (`flowsim walk --script`): scenario steps only, one a
  /// line, which messages place in "the script". The caller refuses braces first.
  static func parseSteps(_ file: SourceFile) -> (steps: [StepSyntax], diagnostics: [Diagnostic]) {
    let (tokens, lexerDiagnostics) = Lexer.tokenize(file)
    var parser = Parser(file: file, tokens: tokens, lexerDiagnostics: lexerDiagnostics)
    let steps = parser.parseSteps(owner: "the script")
    return (steps, (lexerDiagnostics + parser.diagnostics).sortedForDisplay())
  }

  /// Parses the file's tokens, lexed already without comments, and the lexer's
  /// diagnostics.
  static func parse(
    _ file: SourceFile, lexed: (tokens: [Token], diagnostics: [Diagnostic])
  ) -> (tree: SyntaxTree, diagnostics: [Diagnostic]) {
    let (tokens, lexerDiagnostics) = lexed
    var parser = Parser(file: file, tokens: tokens, lexerDiagnostics: lexerDiagnostics)
    let declarations = parser.parseFile()
    let diagnostics = (lexerDiagnostics + parser.diagnostics).sortedForDisplay()
    return (SyntaxTree(file: file, declarations: declarations), diagnostics)
  }
}

/// The recursive-descent parser's state: a cursor over the tokens (comments removed)
/// and the diagnostics so far. Grammar rules live in the `Parser…` extension files.
struct Parser {
  /// The deepest an expression may nest (parentheses, `not`, operators), so that no
  /// input can exhaust the stack here or in later passes that walk the tree.
  static let maxExpressionDepth = 64

  let file: SourceFile
  let tokens: [Token]
  var index = 0
  var diagnostics: [Diagnostic] = []
  /// How many `(` and `not` the expression parser is inside right now.
  var expressionNesting = 0
  /// For each line with a lexer error, the byte offset where the first one starts.
  let lexerErrorStarts: [Int: Int]

  init(file: SourceFile, tokens: [Token], lexerDiagnostics: [Diagnostic] = []) {
    self.file = file
    let end = Token(.endOfFile, range: SourceRange(file: file, start: 0, end: 0))
    self.tokens = tokens.isEmpty ? [end] : tokens
    var starts: [Int: Int] = [:]
    for diagnostic in lexerDiagnostics {
      guard diagnostic.severity == .error, let range = diagnostic.range else { continue }
      let line = file.line(of: range.start)
      starts[line] = min(starts[line] ?? range.start, range.start)
    }
    self.lexerErrorStarts = starts
  }

  // MARK: - Cursor

  var current: Token { tokens[index] }

  /// The last token consumed (the current one at the very start).
  var previous: Token { tokens[max(0, index - 1)] }

  func peek(_ offset: Int = 1) -> Token { tokens[min(index + offset, tokens.count - 1)] }

  @discardableResult
  mutating func advance() -> Token {
    let token = tokens[index]
    if index < tokens.count - 1 { index += 1 }
    return token
  }

  func at(_ keyword: Keyword) -> Bool { current.kind == .keyword(keyword) }

  func at(_ punctuation: Punctuation) -> Bool { current.kind == .punctuation(punctuation) }

  var atNewline: Bool { current.kind == .newline }

  var atEndOfFile: Bool { current.kind == .endOfFile }

  /// Whether the current token is the first on its line.
  var atLineStart: Bool { index == 0 || tokens[index - 1].kind == .newline }

  mutating func consume(_ keyword: Keyword) -> Token? { at(keyword) ? advance() : nil }

  mutating func consume(_ punctuation: Punctuation) -> Token? {
    at(punctuation) ? advance() : nil
  }

  mutating func skipNewlines() {
    while atNewline { advance() }
  }

  /// The range from `start` to the end of the last consumed token.
  func range(from start: SourceRange) -> SourceRange { start.union(previous.range) }

  // MARK: - File

  mutating func parseFile() -> [Declaration] {
    var declarations: [Declaration] = []
    while true {
      skipNewlines()
      if atEndOfFile { break }
      if at(.rightBrace) {
        error(.unexpectedToken, "unexpected '}' with no open block to close", at: current.range)
        advance()
        continue
      }
      guard let declaration = parseDeclaration() else {
        skipToLineEnd(insideBlock: false)
        continue
      }
      declarations.append(declaration)
      if !atNewline && !atEndOfFile && !atLineStart {
        reportUnexpectedAtLineEnd(inBlock: false)
        skipToLineEnd(insideBlock: false)
      }
    }
    return declarations
  }

  // MARK: - Recovery

  /// Keywords that only start top-level declarations: met at the start of a line inside
  /// a block, they mean a `}` is missing.
  static let topLevelOnly: Set<Keyword> = [
    .flow, .start, .include, .var, .session, .signed, .nav, .tabs, .pages, .alert, .sheet,
    .logout, .assert, .scenario, .extend,
  ]

  /// Skips the rest of a broken item: up to the end of its line, or (inside a block) up
  /// to the `}` that closes the block. A `{ … }` opened on the way is skipped whole,
  /// unless a line inside it starts a top-level declaration (its `}` is missing).
  mutating func skipToLineEnd(insideBlock: Bool) {
    var depth = 0
    while true {
      switch current.kind {
      case .endOfFile: return
      case .newline:
        if depth == 0 { return }
        skipNewlines()
        if let keyword = current.keyword, Self.topLevelOnly.contains(keyword) { return }
      case .punctuation(.leftBrace):
        depth += 1
        advance()
      case .punctuation(.rightBrace):
        if depth == 0 && insideBlock { return }
        depth = max(0, depth - 1)
        advance()
      default: advance()
      }
    }
  }

  // MARK: - Blocks

  /// Consumes the `{` that opens a block. A `{` put on the next line is reported and
  /// accepted. Returns nil (reporting nothing) when there is no `{`.
  mutating func openBrace(owner: String) -> Token? {
    if let brace = consume(.leftBrace) { return brace }
    guard atNewline else { return nil }
    var ahead = index
    while tokens[ahead].kind == .newline { ahead += 1 }
    guard tokens[ahead].kind == .punctuation(.leftBrace) else { return nil }
    let brace = tokens[ahead]
    let gap = SourceRange(file: file, start: previous.range.end, end: brace.range.start)
    error(
      .braceOnNextLine, "'{' must be on the same line as \(owner)", at: brace.range,
      fixIts: [FixIt("move '{' to the end of the previous line", replacing: gap, with: " ")])
    index = ahead
    return advance()
  }

  /// Parses the items of a block whose `{` was just consumed, through its `}`.
  ///
  /// - Parameters:
  ///   - owner: what the block belongs to, for messages (`screen 'Inbox'`).
  ///   - semicolons: whether `;` may separate items (everywhere but `outcome { }`).
  ///   - closesAt: keywords that, first on a line, cannot start an item here or in any
  ///     enclosing block up to the top level, so they mean this block's `}` is missing.
  ///   - item: parses one item; returns false after reporting an error.
  mutating func parseBlock(
    opening: Token, owner: String, semicolons: Bool = true, closesAt: Set<Keyword>,
    item: (inout Parser) -> Bool
  ) {
    while true {
      while atNewline || (semicolons && at(.semicolon)) { advance() }
      if consume(.rightBrace) != nil { return }
      if atEndOfFile {
        reportUnclosed(opening: opening, owner: owner)
        return
      }
      if let keyword = current.keyword, atLineStart, closesAt.contains(keyword) {
        // Indented deeper than the line that opened this block, it was meant to be
        // inside (a nav in a nav): say that, skip it and go on with this block. Level
        // with that line or further out, this block's `}` is what is missing.
        if Self.closesControlBlock.contains(keyword),
          isIndentedDeeper(current, than: opening)
        {
          reportNested(keyword, opening: opening, owner: owner)
          // Through its block; stops at the enclosing block's `}` or, if its own `}`
          // is missing too, at the next top-level declaration.
          skipToLineEnd(insideBlock: true)
          continue
        }
        reportUnclosed(opening: opening, owner: owner)
        return
      }
      guard item(&self) else {
        skipToLineEnd(insideBlock: true)
        continue
      }
      if atNewline || atEndOfFile || atLineStart || at(.rightBrace)
        || (semicolons && at(.semicolon))
      {
        continue
      }
      reportUnexpectedAtLineEnd(inBlock: semicolons)
      skipToLineEnd(insideBlock: true)
    }
  }

  /// How far the line holding `token` is indented: its leading spaces and tabs.
  func indentation(of token: Token) -> ArraySlice<UInt8> {
    let start = file.lineStarts[file.line(of: token.range.start) - 1]
    var offset = start
    while offset < file.bytes.count, file.bytes[offset] == 0x20 || file.bytes[offset] == 0x09 {
      offset += 1
    }
    return file.bytes[start..<offset]
  }

  /// Whether `token`'s line is indented deeper than `opening`'s: its indentation
  /// starts with the other's and is longer (tabs and spaces mixed differently compare
  /// as not deeper, so an unclear case stays a missing `}`).
  func isIndentedDeeper(_ token: Token, than opening: Token) -> Bool {
    let inner = indentation(of: token)
    let outer = indentation(of: opening)
    return inner.count > outer.count && inner.starts(with: outer)
  }

  /// Reports a declaration that cannot go inside the block it is in.
  mutating func reportNested(_ keyword: Keyword, opening: Token, owner: String) {
    error(
      .nestedDeclaration,
      "'\(keyword.rawValue)' cannot be declared inside the block of \(owner); move it out of that block",
      at: current.range, notes: [Note("the block of \(owner) opens here", at: opening.range)])
  }

  /// Reports a missing `}`. Blocks left open by the same token share one diagnostic,
  /// with one note per block, innermost first.
  mutating func reportUnclosed(opening: Token, owner: String) {
    let note = Note("the block of \(owner) opens here", at: opening.range)
    if let last = diagnostics.last, last.id == DiagnosticID.unclosedBrace.id,
      last.range == current.range
    {
      diagnostics[diagnostics.count - 1].notes.append(note)
      return
    }
    let message =
      atEndOfFile ? "expected '}' at end of file" : "expected '}' before \(describe(current))"
    error(.unclosedBrace, message, at: current.range, notes: [note])
  }
}
