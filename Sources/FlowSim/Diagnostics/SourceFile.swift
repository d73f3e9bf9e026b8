/// A flow file's text, kept so that diagnostics can quote the line they point at.
///
/// Positions are byte offsets into `bytes` (UTF-8). Lines and columns are 1-based;
/// a column counts Unicode scalars from the start of its line, so a caret lines up
/// under the character it means even after non-ASCII text.
public struct SourceFile: Sendable, Hashable {
  /// The path as the user gave it (or a display name for text that has no file).
  public let path: String
  /// The file's bytes. Invalid UTF-8 is kept as is; the lexer reports it.
  public let bytes: [UInt8]
  /// Byte offset of the first byte of each line.
  public let lineStarts: [Int]

  public init(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
    var starts = [0]
    // A plain loop over the buffer: `enumerated()` took seconds on a large file in a
    // debug build.
    bytes.withUnsafeBufferPointer { buffer in
      var index = 0
      while index < buffer.count {
        if buffer[index] == UInt8(ascii: "\n") { starts.append(index + 1) }
        index += 1
      }
    }
    self.lineStarts = starts
  }

  public init(path: String, text: String) {
    self.init(path: path, bytes: Array(text.utf8))
  }

  /// The 1-based line holding byte `offset`.
  public func line(of offset: Int) -> Int {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
    }
    return low + 1
  }

  /// The location of byte `offset`: 1-based line, and 1-based column in Unicode scalars.
  public func location(of offset: Int) -> SourceLocation {
    let clamped = max(0, min(offset, bytes.count))
    let line = line(of: clamped)
    var column = 1
    var index = lineStarts[line - 1]
    while index < clamped {
      if bytes[index] & 0xC0 != 0x80 { column += 1 }
      index += 1
    }
    // A continuation byte at the start does not begin a scalar; keep columns 1-based.
    return SourceLocation(file: path, line: line, column: max(1, column))
  }

  /// The text of 1-based line `line`, without its line break; invalid UTF-8 repaired.
  public func text(ofLine line: Int) -> String {
    guard line >= 1, line <= lineStarts.count else { return "" }
    let start = lineStarts[line - 1]
    var end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
    if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
    return String(decoding: bytes[start..<max(start, end)], as: UTF8.self)
  }

  /// The source text covered by `range` (repairing invalid UTF-8).
  public func text(in range: SourceRange) -> String {
    let start = max(0, min(range.start, bytes.count))
    let end = max(start, min(range.end, bytes.count))
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }
}

/// A point in a flow file, as shown to people: `path:line:column`, all 1-based.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
  public var file: String
  public var line: Int
  public var column: Int

  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  public var description: String { "\(file):\(line):\(column)" }

  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
  }
}

/// A half-open byte range in one source file: where a token or declaration stands.
public struct SourceRange: Sendable, Hashable {
  /// The file the range belongs to (shared, so ranges stay cheap to copy).
  public let file: SourceFile
  /// Byte offset of the first byte.
  public let start: Int
  /// Byte offset one past the last byte (`end >= start`).
  public let end: Int

  public init(file: SourceFile, start: Int, end: Int) {
    self.file = file
    self.start = start
    self.end = max(start, end)
  }

  /// Where the range starts, as shown to people.
  public var location: SourceLocation { file.location(of: start) }

  /// The smallest range covering both (same file assumed).
  public func union(_ other: SourceRange) -> SourceRange {
    SourceRange(file: file, start: min(start, other.start), end: max(end, other.end))
  }

  public static func == (lhs: SourceRange, rhs: SourceRange) -> Bool {
    lhs.start == rhs.start && lhs.end == rhs.end && lhs.file.path == rhs.file.path
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(file.path)
    hasher.combine(start)
    hasher.combine(end)
  }
}
