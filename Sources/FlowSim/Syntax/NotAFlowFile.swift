/// What a file that cannot be a flow file looks like, from its first bytes: an
/// image, a document, an archive, a program, text in another encoding, or binary
/// data.
///
/// A flow file is UTF-8 text that starts with a declaration or a comment, so a file
/// that starts with `<`, a format's magic number, or is full of NULs and control
/// bytes is something else. The lexer reports such a file as one error that says
/// what it looks like (`not-a-flow-file`), never its bytes: a PNG would otherwise be
/// a hundred diagnostics of raw binary, and a file not meant to be read (an
/// environment, a key) would be echoed into a CI log.
public enum NotAFlowFile {
  /// The diagnostic id.
  public static let id = DiagnosticID.notAFlowFile.id

  /// How many bytes at the start are looked at.
  static let sampleSize = 8192

  /// "a PNG image", "an HTML document", "UTF-16 text (little-endian)", "binary
  /// data"…: what `bytes` look like when they cannot be a flow file; nil when they
  /// could be one (text, even with a few stray bytes the lexer reports one by one).
  public static func kind(of bytes: [UInt8]) -> String? {
    let sample = Array(bytes.prefix(sampleSize))
    if let magic = magicKind(sample) { return magic }
    if let byteOrder = utf16ByteOrder(sample) { return "UTF-16 text (\(byteOrder))" }
    if let markup = markupKind(sample) { return markup }
    if isBinary(sample) { return "binary data" }
    return nil
  }

  /// Formats recognised by their first bytes.
  static let magicNumbers: [(bytes: [UInt8], kind: String)] = [
    ([0x00, 0x00, 0xFE, 0xFF], "UTF-32 text (big-endian)"),
    ([0xFF, 0xFE, 0x00, 0x00], "UTF-32 text (little-endian)"),
    ([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "a PNG image"),
    ([0xFF, 0xD8, 0xFF], "a JPEG image"),
    (Array("GIF8".utf8), "a GIF image"),
    (Array("%PDF-".utf8), "a PDF document"),
    ([0x50, 0x4B, 0x03, 0x04], "a ZIP archive"),
    ([0x1F, 0x8B], "a gzip archive"),
    ([0x7F, 0x45, 0x4C, 0x46], "a program (ELF)"),
    ([0xCF, 0xFA, 0xED, 0xFE], "a program (Mach-O)"),
    ([0xCE, 0xFA, 0xED, 0xFE], "a program (Mach-O)"),
    (Array("bplist".utf8), "a binary property list"),
  ]

  static func magicKind(_ sample: [UInt8]) -> String? {
    magicNumbers.first { sample.starts(with: $0.bytes) }?.kind
  }

  /// A file whose first character (after a byte order mark and white space) is `<`:
  /// no flow line starts with one.
  static func markupKind(_ sample: [UInt8]) -> String? {
    var start = sample.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    while start < sample.count, [0x20, 0x09, 0x0A, 0x0D].contains(sample[start]) { start += 1 }
    guard start < sample.count, sample[start] == UInt8(ascii: "<") else { return nil }
    let lower = String(decoding: sample[start...].prefix(1024), as: UTF8.self).lowercased()
    if lower.hasPrefix("<!doctype html") || lower.hasPrefix("<html") {
      return "an HTML document"
    }
    if lower.contains("com.apple.interfacebuilder3") {
      return "a storyboard (turn it into a flow with 'flowsim import')"
    }
    if lower.hasPrefix("<svg") || lower.contains("<svg ") { return "an SVG image" }
    if lower.hasPrefix("<?xml") { return "an XML document" }
    return "markup (HTML or XML)"
  }

  /// Whether `sample` is binary rather than text: NULs and no line break (four, and
  /// one in a hundred bytes: `/proc/self/environ` separates its variables with
  /// them), or three bytes in ten a control character or not UTF-8. A short sample,
  /// or text with a few stray bytes, is text: the lexer reports them one by one.
  static func isBinary(_ sample: [UInt8]) -> Bool {
    guard sample.count >= 16 else { return false }
    var nuls = 0
    var bad = 0
    var index = 0
    while index < sample.count {
      let byte = sample[index]
      if byte == 0 {
        nuls += 1
        bad += 1
      } else if byte < 0x20, ![0x09, 0x0A, 0x0B, 0x0C, 0x0D].contains(byte) {
        bad += 1
      } else if byte == 0x7F {
        bad += 1
      } else if byte >= 0x80 {
        let (scalar, length) = UTF8Decoding.decode(sample, at: index)
        // A sequence cut off by the end of the sample is not held against it.
        if scalar == nil, index + length < sample.count { bad += length }
        index += length
        continue
      }
      index += 1
    }
    let lines = sample.lazy.filter { $0 == UInt8(ascii: "\n") }.count
    return (lines == 0 && nuls >= 4 && nuls * 100 >= sample.count) || bad * 10 >= sample.count * 3
  }

  /// "little-endian" or "big-endian" when `bytes` look like UTF-16: a UTF-16 byte
  /// order mark, or up to 32 ASCII characters at the start each with a NUL after (or
  /// before) it, as UTF-16 text without a mark begins. UTF-8 text has no NULs.
  static func utf16ByteOrder(_ bytes: [UInt8]) -> String? {
    if bytes.starts(with: [0xFF, 0xFE]) { return "little-endian" }
    if bytes.starts(with: [0xFE, 0xFF]) { return "big-endian" }
    let sample = bytes.prefix(64)
    guard sample.count >= 8, sample.count % 2 == 0 else { return nil }
    let even = stride(from: 0, to: sample.count, by: 2).map { sample[$0] }
    let odd = stride(from: 1, to: sample.count, by: 2).map { sample[$0] }
    let ascii = { (units: [UInt8]) in units.allSatisfy { $0 >= 0x09 && $0 < 0x7F } }
    if odd.allSatisfy({ $0 == 0 }), ascii(even) { return "little-endian" }
    if even.allSatisfy({ $0 == 0 }), ascii(odd) { return "big-endian" }
    return nil
  }
}
