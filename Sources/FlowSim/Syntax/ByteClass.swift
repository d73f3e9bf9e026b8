/// What a byte can start, so the lexer dispatches on one table look-up per byte.
enum ByteClass: UInt8 {
  /// Space or tab.
  case space
  case carriageReturn
  case newline
  /// `#`, which starts a comment.
  case hash
  /// `"`, which starts a string.
  case quote
  case digit
  /// An ASCII letter or `_`.
  case letter
  /// A byte that starts a punctuation token (`!` only as part of `!=`).
  case punctuation
  case bang
  /// A byte of a multi-byte UTF-8 sequence (or an invalid byte).
  case nonASCII
  /// Any other ASCII byte: it starts no token.
  case stray

  /// The class of each of the 256 byte values.
  static let table: [ByteClass] = (0...255).map { classify(UInt8($0)) }

  private static func classify(_ byte: UInt8) -> ByteClass {
    switch Unicode.Scalar(byte) {
    case " ", "\t": return .space
    case "\r": return .carriageReturn
    case "\n": return .newline
    case "#": return .hash
    case "\"": return .quote
    case "0"..."9": return .digit
    case "a"..."z", "A"..."Z", "_": return .letter
    case "{", "}", "(", ")", ":", ";", ",", ".", "|", "+", "-", "=", "<", ">": return .punctuation
    case "!": return .bang
    default: return byte >= 0x80 ? .nonASCII : .stray
    }
  }
}
