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
    var scanner = Scanner(file: file, keepComments: keepComments)
    scanner.run()
    return (scanner.tokens, scanner.diagnostics)
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
  var position = 0
  var tokens: [Token] = []
  var diagnostics: [Diagnostic] = []
  var pendingRun: InvalidRun?

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
      let current = bytes[position]
      if isStrayStart(current) {
        scanStray()
        continue
      }
      flushInvalid()
      switch current {
      case UInt8(ascii: " "), UInt8(ascii: "\t"): position += 1
      case UInt8(ascii: "\r"):
        position += 1
        if byte(at: position) == UInt8(ascii: "\n") {
          position += 1
          emit(.newline, from: start)
        }
      case UInt8(ascii: "\n"):
        position += 1
        emit(.newline, from: start)
      case UInt8(ascii: "#"): scanComment()
      case UInt8(ascii: "\""): scanString()
      case UInt8(ascii: "0")...UInt8(ascii: "9"): scanInteger()
      case 0x80...: scanName()
      default:
        if isASCIINameStart(current) { scanName() } else { scanPunctuation() }
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

  func isASCIINameStart(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "_"):
      return true
    default: return false
    }
  }

  /// Whether the byte at `position` starts no token and no whitespace.
  func isStrayStart(_ current: UInt8) -> Bool {
    switch current {
    case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"),
      UInt8(ascii: "#"), UInt8(ascii: "\""), UInt8(ascii: "0")...UInt8(ascii: "9"),
      UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "("), UInt8(ascii: ")"),
      UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: ","), UInt8(ascii: "."),
      UInt8(ascii: "|"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "="),
      UInt8(ascii: "<"), UInt8(ascii: ">"):
      return false
    case UInt8(ascii: "!"): return byte(at: position + 1) != UInt8(ascii: "=")
    case 0x80...:
      guard let scalar = UTF8Decoding.decode(bytes, at: position).scalar else { return true }
      return !UTF8Decoding.isNameStart(scalar)
    default: return !isASCIINameStart(current)
    }
  }

  // MARK: - Tokens

  mutating func scanName() {
    let start = position
    while position < bytes.count {
      let current = bytes[position]
      if current < 0x80 {
        guard isASCIINameStart(current) || (0x30...0x39).contains(current) else { break }
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
    while let current = byte(at: position), (0x30...0x39).contains(current) { position += 1 }
    emit(.integer(String(decoding: bytes[start..<position], as: UTF8.self)), from: start)
  }

  mutating func scanPunctuation() {
    let start = position
    let first = bytes[position]
    let second = byte(at: position + 1)
    let punctuation: Punctuation
    switch (first, second) {
    case (UInt8(ascii: "-"), UInt8(ascii: ">")): punctuation = .arrow
    case (UInt8(ascii: "="), UInt8(ascii: "=")): punctuation = .equalEqual
    case (UInt8(ascii: "!"), UInt8(ascii: "=")): punctuation = .notEqual
    case (UInt8(ascii: "<"), UInt8(ascii: "=")): punctuation = .lessOrEqual
    case (UInt8(ascii: ">"), UInt8(ascii: "=")): punctuation = .greaterOrEqual
    case (UInt8(ascii: "."), UInt8(ascii: ".")) where byte(at: position + 2) == UInt8(ascii: "."):
      punctuation = .ellipsis
    default:
      // Every other byte that reaches here is a one-character punctuation token.
      punctuation = Punctuation(rawValue: String(UnicodeScalar(first))) ?? .comma
    }
    position += punctuation.rawValue.utf8.count
    emit(.punctuation(punctuation), from: start)
  }

  mutating func scanComment() {
    let start = position
    position += 1
    let textStart = position
    while let current = byte(at: position), current != UInt8(ascii: "\n") {
      if current >= 0x80 {
        let (scalar, length) = UTF8Decoding.decode(bytes, at: position)
        if scalar == nil { addInvalid(position, position + length, isUTF8: true) }
        position += length
        continue
      }
      flushInvalid()
      if current < 0x20, current != UInt8(ascii: "\t"), current != UInt8(ascii: "\r") {
        addInvalid(position, position + 1, isUTF8: false)
      }
      position += 1
    }
    flushInvalid()
    var textEnd = position
    if textEnd > textStart, bytes[textEnd - 1] == UInt8(ascii: "\r") { textEnd -= 1 }
    if keepComments {
      let text = String(decoding: bytes[textStart..<textEnd], as: UTF8.self)
      tokens.append(Token(.comment(text), range: range(start, textEnd)))
    }
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
      diagnostics.append(.error("invalid-utf8", message, at: location))
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
            "unterminated-string", "unterminated string", at: range(start, position),
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
      flushInvalid()
      if current == UInt8(ascii: "\\") {
        scanEscape(into: &value)
      } else if current < 0x20 && current != UInt8(ascii: "\t") || current == 0x7F {
        addInvalid(position, position + 1, isUTF8: false)
        position += 1
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
        "invalid-escape", "unknown escape sequence '\\\(shown)' in a string",
        at: range(start, end),
        notes: [Note("only '\\\"' and '\\\\' are escapes; write '\\\\' for a backslash")]))
    value += bytes[start..<end]
    position = end
  }
}
