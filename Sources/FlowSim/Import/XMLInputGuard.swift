/// What a storyboard's bytes must be before the XML parser sees them: UTF-8 (Xcode
/// writes no other encoding), so that the byte scan for a document type declaration
/// (`XMLTagScanner.doctypeOffset`) sees what the parser will see, and with a bounded
/// number of attributes on each element, so that parsing takes time linear in the
/// file (the parser checks each attribute against the ones before it: 200,000
/// attributes on one element took 17 seconds).
enum XMLInputGuard {
  /// The most attributes one element may have (Xcode writes fewer than 30).
  static let maximumAttributes = 1_000

  /// The encoding `bytes` are in, in words, when it is not UTF-8: from a byte order
  /// mark, the first four bytes (`<?xm` in UTF-16, UTF-32 or EBCDIC), or the XML
  /// declaration's `encoding="…"`; nil for UTF-8 (or ASCII).
  static func foreignEncoding(_ bytes: [UInt8]) -> String? {
    let patterns: [(bytes: [UInt8], name: String)] = [
      ([0x00, 0x00, 0xFE, 0xFF], "UTF-32 (big-endian)"),
      ([0xFF, 0xFE, 0x00, 0x00], "UTF-32 (little-endian)"),
      ([0xFE, 0xFF], "UTF-16 (big-endian)"),
      ([0xFF, 0xFE], "UTF-16 (little-endian)"),
      ([0x00, 0x00, 0x00, 0x3C], "UTF-32 (big-endian)"),
      ([0x3C, 0x00, 0x00, 0x00], "UTF-32 (little-endian)"),
      ([0x00, 0x3C, 0x00, 0x3F], "UTF-16 (big-endian)"),
      ([0x3C, 0x00, 0x3F, 0x00], "UTF-16 (little-endian)"),
      ([0x4C, 0x6F, 0xA7, 0x94], "EBCDIC"),
    ]
    if let match = patterns.first(where: { bytes.starts(with: $0.bytes) }) { return match.name }
    // Any NUL among the first bytes: a wide encoding without a mark.
    if bytes.prefix(4).contains(0) { return "UTF-16 or UTF-32" }
    let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    let head = bytes[start...].prefix(512)
    guard head.starts(with: Array("<?xml".utf8)),
      let close = head.firstIndex(of: UInt8(ascii: ">"))
    else { return nil }
    let declaration = String(decoding: head[..<close], as: UTF8.self)
    guard let match = declaration.firstMatch(of: #/encoding\s*=\s*["']([^"']*)["']/#) else {
      return nil
    }
    let name = String(match.output.1)
    let lower = name.lowercased()
    return ["utf-8", "utf8", "us-ascii", "ascii"].contains(lower) ? nil : "'\(name)'"
  }

  /// The offset of the first start tag with more than `maximumAttributes`
  /// attributes, and its `<name` end; nil when none has. One pass over the bytes:
  /// an attribute is a `=` outside quotes inside a start tag.
  static func tagWithTooManyAttributes(_ bytes: [UInt8], limit: Int = maximumAttributes)
    -> (start: Int, nameEnd: Int)?
  {
    var scanner = XMLTagScanner(bytes: bytes)
    while let tag = scanner.nextStartTag() {
      var index = tag.nameEnd
      var quote: UInt8?
      var count = 0
      while index < bytes.count {
        let byte = bytes[index]
        if let open = quote {
          if byte == open { quote = nil }
        } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
          quote = byte
        } else if byte == UInt8(ascii: "=") {
          count += 1
          if count > limit { return tag }
        } else if byte == UInt8(ascii: ">") {
          break
        }
        index += 1
      }
    }
    return nil
  }
}
