/// Splits a flow file's UTF-8 bytes into tokens.
///
/// The lexer never fails: invalid UTF-8, NUL and other stray characters, unterminated
/// strings and unknown escapes become diagnostics with exact ranges, and lexing goes on.
/// Stray characters produce no token, so the parser sees the text around them.
public enum Lexer {
  /// Tokenizes `file`. The result always ends with one `.endOfFile` token.
  ///
  /// - Parameter keepComments: whether to produce `.comment` tokens (a formatter wants
  ///   them; the parser does not).
  public static func tokenize(
    _ file: SourceFile, keepComments: Bool = false
  ) -> (tokens: [Token], diagnostics: [Diagnostic]) {
    let bytes = file.bytes
    if let kind = NotAFlowFile.kind(of: bytes) {
      return (
        [Token(.endOfFile, range: SourceRange(file: file, start: 0, end: 0))],
        [notAFlow(file, kind)]
      )
    }
    var scanner = Scanner(file: file, keepComments: keepComments)
    scanner.run()
    return (scanner.tokens, scanner.diagnostics)
  }

  /// The one error for a file that is not a flow file. It points at an empty copy of
  /// the file, so that no report (text, GitHub, SARIF, JSON, a review page) can show
  /// a line of it: a file not meant to be read must not reach a CI log.
  static func notAFlow(_ file: SourceFile, _ kind: String) -> Diagnostic {
    let sealed = SourceFile(path: file.path, bytes: [])
    let at = SourceRange(file: sealed, start: 0, end: 0)
    if kind.hasPrefix("UTF-16 ") || kind.hasPrefix("UTF-32 ") {
      // Read as UTF-8 it would be a NUL between every two letters: one error per
      // character, none of them the point.
      return .error(
        .invalidUtf8, "the file is \(kind), not UTF-8", at: at,
        notes: [Note("save it as UTF-8: flowsim reads flow files as UTF-8 only")])
    }
    return .error(
      .notAFlowFile, "this is not a flow file: it looks like \(kind)", at: at,
      notes: [Note("a flow file is UTF-8 text; its content is not shown")])
  }
}

private struct Scanner {
  /// A run of adjacent bad bytes or characters, reported once when it ends.
  struct InvalidRun {
    var start: Int
    var end: Int
    var isUTF8: Bool
  }

  let file: SourceFile
  let bytes: [UInt8]
  let keepComments: Bool
  let classes = ByteClass.table
  var position = 0
  var tokens: [Token] = []
  var diagnostics: [Diagnostic] = []
  var pendingRun: InvalidRun?
  /// Whether a carriage return without a line feed was reported (once a file).
  var sawLoneCarriageReturn = false

  init(file: SourceFile, keepComments: Bool) {
    self.file = file
    self.bytes = file.bytes
    self.keepComments = keepComments
    // A byte order mark at the very start is not part of the text.
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
  }

  func range(_ start: Int, _ end: Int) -> SourceRange {
    SourceRange(file: file, start: start, end: end)
  }

  func byte(at index: Int) -> UInt8? { index < bytes.count ? bytes[index] : nil }

  mutating func emit(_ kind: TokenKind, from start: Int) {
    tokens.append(Token(kind, range: range(start, position)))
  }

  // MARK: - Main loop

  mutating func run() {
    while position < bytes.count {
      let start = position
      switch classes[Int(bytes[position])] {
      case .space:
        flushInvalid()
        position += 1
      case .carriageReturn:
        flushInvalid()
        position += 1
        if byte(at: position) == UInt8(ascii: "\n") {
          position += 1
          emit(.newline, from: start)
        } else {
          noteLoneCarriageReturn(at: start)
        }
      case .newline:
        flushInvalid()
        position += 1
        emit(.newline, from: start)
      case .hash:
        flushInvalid()
        scanComment()
      case .quote:
        flushInvalid()
        scanString()
      case .digit:
        flushInvalid()
        scanInteger()
      case .letter:
        flushInvalid()
        scanName()
      case .punctuation:
        flushInvalid()
        scanPunctuation()
      case .bang:
        if byte(at: position + 1) == UInt8(ascii: "=") {
          flushInvalid()
          scanPunctuation()
        } else {
          scanStray()
        }
      case .nonASCII:
        if let scalar = UTF8Decoding.decode(bytes, at: position).scalar,
          UTF8Decoding.isNameStart(scalar)
        {
          flushInvalid()
          scanName()
        } else {
          scanStray()
        }
      case .stray:
        scanStray()
      }
    }
    flushInvalid()
    tokens.append(Token(.endOfFile, range: endOfFileRange()))
  }

  /// End of file sits at the end of the last line rather than on an empty line after it.
  func endOfFileRange() -> SourceRange {
    var end = bytes.count
    if end > 0, bytes[end - 1] == UInt8(ascii: "\n") {
      end -= 1
      if end > 0, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
    }
    return range(end, end)
  }

  // MARK: - Tokens

  mutating func scanName() {
    let start = position
    while position < bytes.count {
      let current = bytes[position]
      if current < 0x80 {
        let byteClass = classes[Int(current)]
        guard byteClass == .letter || byteClass == .digit else { break }
        position += 1
      } else {
        let (scalar, length) = UTF8Decoding.decode(bytes, at: position)
        guard let scalar, UTF8Decoding.isNameContinue(scalar) else { break }
        position += length
      }
    }
    let text = String(decoding: bytes[start..<position], as: UTF8.self)
    if let keyword = Keyword.bySpelling[text] {
      emit(.keyword(keyword), from: start)
    } else {
      emit(.name(text), from: start)
    }
  }

  mutating func scanInteger() {
    let start = position
    while position < bytes.count, classes[Int(bytes[position])] == .digit { position += 1 }
    emit(.integer(String(decoding: bytes[start..<position], as: UTF8.self)), from: start)
  }

  mutating func scanPunctuation() {
    let start = position
    let next = byte(at: position + 1)
    let punctuation: Punctuation
    switch Unicode.Scalar(bytes[position]) {
    case "{": punctuation = .leftBrace
    case "}": punctuation = .rightBrace
    case "(": punctuation = .leftParen
    case ")": punctuation = .rightParen
    case ":": punctuation = .colon
    case ";": punctuation = .semicolon
    case ",": punctuation = .comma
    case "|": punctuation = .pipe
    case "+": punctuation = .plus
    case "-": punctuation = next == UInt8(ascii: ">") ? .arrow : .minus
    case "=": punctuation = next == UInt8(ascii: "=") ? .equalEqual : .equals
    case "!": punctuation = .notEqual
    case "<": punctuation = next == UInt8(ascii: "=") ? .lessOrEqual : .less
    case ">": punctuation = next == UInt8(ascii: "=") ? .greaterOrEqual : .greater
    default:
      let isEllipsis = next == UInt8(ascii: ".") && byte(at: position + 2) == UInt8(ascii: ".")
      punctuation = isEllipsis ? .ellipsis : .dot
    }
    switch punctuation {
    case .arrow, .equalEqual, .notEqual, .lessOrEqual, .greaterOrEqual: position += 2
    case .ellipsis: position += 3
    default: position += 1
    }
    emit(.punctuation(punctuation), from: start)
  }

  mutating func scanComment() {
    let start = position
    position += 1
    let textStart = position
    while let current = byte(at: position), current != UInt8(ascii: "\n"),
      !(current == UInt8(ascii: "\r") && byte(at: position + 1) == UInt8(ascii: "\n"))
    {
      if current >= 0x80 {
        let (scalar, length) = UTF8Decoding.decode(bytes, at: position)
        if scalar == nil { addInvalid(position, position + length, isUTF8: true) }
        position += length
        continue
      }
      flushInvalid()
      if current == UInt8(ascii: "\r") {
        // Not before a line feed (that ends the comment): a file with CR line endings
        // would be one comment.
        noteLoneCarriageReturn(at: position)
      } else if current < 0x20, current != UInt8(ascii: "\t") {
        addInvalid(position, position + 1, isUTF8: false)
      }
      position += 1
    }
    flushInvalid()
    if keepComments {
      let text = String(decoding: bytes[textStart..<position], as: UTF8.self)
      emit(.comment(text), from: start)
    }
  }

  /// Warns about the first carriage return with no line feed after it, at `offset`.
  mutating func noteLoneCarriageReturn(at offset: Int) {
    guard !sawLoneCarriageReturn else { return }
    sawLoneCarriageReturn = true
    diagnostics.append(LexerMessages.loneCarriageReturn(at: range(offset, offset + 1)))
  }

  // MARK: - Stray characters and invalid UTF-8

  /// Consumes one stray character (or one maximal invalid UTF-8 sequence).
  mutating func scanStray() {
    if bytes[position] >= 0x80 {
      let (scalar, length) = UTF8Decoding.decode(bytes, at: position)
      addInvalid(position, position + length, isUTF8: scalar == nil)
      position += length
    } else {
      addInvalid(position, position + 1, isUTF8: false)
      position += 1
    }
  }

  /// Extends the pending run of bad input, or starts a new one.
  mutating func addInvalid(_ start: Int, _ end: Int, isUTF8: Bool) {
    if var run = pendingRun, run.end == start, run.isUTF8 == isUTF8 {
      run.end = end
      pendingRun = run
      return
    }
    flushInvalid()
    pendingRun = InvalidRun(start: start, end: end, isUTF8: isUTF8)
  }

  mutating func flushInvalid() {
    guard let run = pendingRun else { return }
    pendingRun = nil
    let location = range(run.start, run.end)
    if run.isUTF8 {
      let count = run.end - run.start
      let message =
        count == 1
        ? "invalid UTF-8 byte" : "\(count) bytes of invalid UTF-8"
      diagnostics.append(.error(.invalidUtf8, message, at: location))
      return
    }
    diagnostics.append(LexerMessages.invalidCharacters(bytes[run.start..<run.end], at: location))
  }

  // MARK: - Strings

  mutating func scanString() {
    let start = position
    position += 1
    var value: [UInt8] = []
    while true {
      guard let current = byte(at: position), current != UInt8(ascii: "\n"),
        !(current == UInt8(ascii: "\r") && byte(at: position + 1) == UInt8(ascii: "\n"))
      else {
        flushInvalid()
        diagnostics.append(
          .error(
            .unterminatedString, "unterminated string", at: range(start, position),
            notes: [Note("a string must end with '\"' on the line where it starts")]))
        break
      }
      if current == UInt8(ascii: "\"") {
        position += 1
        break
      }
      if current >= 0x80 {
        let (scalar, length) = UTF8Decoding.decode(bytes, at: position)
        if scalar == nil {
          addInvalid(position, position + length, isUTF8: true)
          value += [0xEF, 0xBF, 0xBD]
        } else {
          flushInvalid()
          value += bytes[position..<position + length]
        }
        position += length
        continue
      }
      if current < 0x20 && current != UInt8(ascii: "\t") || current == 0x7F {
        addInvalid(position, position + 1, isUTF8: false)
        position += 1
        continue
      }
      flushInvalid()
      if current == UInt8(ascii: "\\") {
        scanEscape(into: &value)
      } else {
        value.append(current)
        position += 1
      }
    }
    emit(.string(String(decoding: value, as: UTF8.self)), from: start)
  }

  /// At a backslash inside a string: appends the escaped character.
  mutating func scanEscape(into value: inout [UInt8]) {
    let start = position
    guard let next = byte(at: position + 1) else {
      // The string is unterminated; the caller reports that. Keep the backslash.
      value.append(UInt8(ascii: "\\"))
      position += 1
      return
    }
    if next == UInt8(ascii: "\"") || next == UInt8(ascii: "\\") {
      value.append(next)
      position += 2
      return
    }
    if next == UInt8(ascii: "\n") || next == UInt8(ascii: "\r") {
      // The string is unterminated; the caller reports that. Keep the backslash.
      value.append(UInt8(ascii: "\\"))
      position += 1
      return
    }
    let (scalar, length) = UTF8Decoding.decode(bytes, at: position + 1)
    let end = scalar == nil ? position + 1 : position + 1 + length
    let shown = scalar.map(UTF8Decoding.display) ?? ""
    diagnostics.append(
      .error(
        .invalidEscape, "unknown escape sequence '\\\(shown)' in a string",
        at: range(start, end),
        notes: [Note("only '\\\"' and '\\\\' are escapes; write '\\\\' for a backslash")]))
    value += bytes[start..<end]
    position = end
  }
}
