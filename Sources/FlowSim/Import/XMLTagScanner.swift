/// Finds the start tags of an XML document in its bytes, in document order, so each
/// element the parser reports can be given its exact byte range.
///
/// It skips comments, CDATA sections, processing instructions, declarations and end
/// tags. Well-formed XML has no raw `<` in attribute values or text, so the next `<`
/// that opens a name is the next element.
struct XMLTagScanner {
  let bytes: [UInt8]
  /// Where the search for the next start tag begins.
  private(set) var position = 0

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// The next start tag: the offset of its `<` and one past the end of its name.
  mutating func nextStartTag() -> (start: Int, nameEnd: Int)? {
    while let open = index(of: UInt8(ascii: "<"), from: position) {
      let next = open + 1
      guard next < bytes.count else { break }
      switch bytes[next] {
      case UInt8(ascii: "!"):
        if hasPrefix("<!--", at: open) {
          position = end(of: "-->", from: open + 4)
        } else if hasPrefix("<![CDATA[", at: open) {
          position = end(of: "]]>", from: open + 9)
        } else {
          position = end(of: ">", from: next)
        }
      case UInt8(ascii: "?"):
        position = end(of: "?>", from: next)
      case UInt8(ascii: "/"):
        position = end(of: ">", from: next)
      default:
        var nameEnd = next
        while nameEnd < bytes.count, !Self.endsName(bytes[nameEnd]) { nameEnd += 1 }
        position = nameEnd
        return (open, nameEnd)
      }
    }
    position = bytes.count
    return nil
  }

  /// The offset of a `<!DOCTYPE` declaration before the first element, if there is one.
  static func doctypeOffset(in bytes: [UInt8]) -> Int? {
    var scanner = XMLTagScanner(bytes: bytes)
    while let open = scanner.index(of: UInt8(ascii: "<"), from: scanner.position) {
      if scanner.hasPrefix("<!DOCTYPE", at: open) { return open }
      if scanner.hasPrefix("<!--", at: open) {
        scanner.position = scanner.end(of: "-->", from: open + 4)
      } else if scanner.hasPrefix("<?", at: open) {
        scanner.position = scanner.end(of: "?>", from: open + 2)
      } else {
        return nil
      }
    }
    return nil
  }

  private static func endsName(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"),
      UInt8(ascii: "/"), UInt8(ascii: ">"):
      true
    default: false
    }
  }

  private func index(of byte: UInt8, from start: Int) -> Int? {
    var index = start
    while index < bytes.count {
      if bytes[index] == byte { return index }
      index += 1
    }
    return nil
  }

  private func hasPrefix(_ text: String, at offset: Int) -> Bool {
    let pattern = Array(text.utf8)
    guard offset + pattern.count <= bytes.count else { return false }
    return bytes[offset..<offset + pattern.count].elementsEqual(pattern)
  }

  /// One past the end of the first `terminator` at or after `start` (or the end of input).
  private func end(of terminator: String, from start: Int) -> Int {
    let pattern = Array(terminator.utf8)
    var index = start
    while index + pattern.count <= bytes.count {
      if bytes[index] == pattern[0], bytes[index..<index + pattern.count].elementsEqual(pattern) {
        return index + pattern.count
      }
      index += 1
    }
    return bytes.count
  }
}
