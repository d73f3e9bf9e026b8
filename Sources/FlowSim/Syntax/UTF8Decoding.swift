/// Decoding one Unicode scalar at a time from raw UTF-8 bytes, for the lexer.
///
/// Unlike `String(decoding:as:)` it says exactly which bytes are invalid, so the lexer
/// can point a diagnostic at them.
enum UTF8Decoding {
  /// The scalar starting at byte `index` and its length in bytes, or, when the bytes
  /// there are not valid UTF-8, `nil` and the length (at least 1) of the maximal
  /// invalid prefix to skip. `index` must be inside `bytes`.
  static func decode(_ bytes: [UInt8], at index: Int) -> (scalar: Unicode.Scalar?, length: Int) {
    let lead = bytes[index]
    if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
    let length: Int
    var secondRange: ClosedRange<UInt8> = 0x80...0xBF
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0: (length, secondRange) = (3, 0xA0...0xBF)
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED: (length, secondRange) = (3, 0x80...0x9F)
    case 0xF0: (length, secondRange) = (4, 0x90...0xBF)
    case 0xF1...0xF3: length = 4
    case 0xF4: (length, secondRange) = (4, 0x80...0x8F)
    default: return (nil, 1)
    }
    var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
    for offset in 1..<length {
      let position = index + offset
      guard position < bytes.count else { return (nil, offset) }
      let byte = bytes[position]
      let allowed = offset == 1 ? secondRange : 0x80...0xBF
      guard allowed.contains(byte) else { return (nil, offset) }
      value = value << 6 | UInt32(byte & 0x3F)
    }
    guard let scalar = Unicode.Scalar(value) else { return (nil, length) }
    return (scalar, length)
  }

  /// Whether `scalar` may start a name: an ASCII letter, `_`, or a non-ASCII letter.
  static func isNameStart(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x41...0x5A, 0x61...0x7A, 0x5F: return true
    case 0..<0x80: return false
    default: return scalar.properties.isAlphabetic
    }
  }

  /// Whether `scalar` may continue a name: a name start, an ASCII digit, or a
  /// combining mark or decimal digit.
  static func isNameContinue(_ scalar: Unicode.Scalar) -> Bool {
    if isNameStart(scalar) { return true }
    switch scalar.value {
    case 0x30...0x39: return true
    case 0..<0x80: return false
    default:
      switch scalar.properties.generalCategory {
      case .nonspacingMark, .spacingMark, .decimalNumber: return true
      default: return false
      }
    }
  }

  /// How a scalar is shown inside a diagnostic: as itself when printable, else as
  /// `\u{…}`.
  static func display(_ scalar: Unicode.Scalar) -> String {
    switch scalar.value {
    case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029, 0xFEFF:
      return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    default:
      return String(scalar)
    }
  }
}
