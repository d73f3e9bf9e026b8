#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard input (or another descriptor) read one line at a time, each line at
/// most `limit` bytes: what the stepper reads its commands with when they come from
/// a pipe or a file. `flowsim run app.flow < /dev/zero` is one endless line; a
/// reader without a bound grew by hundreds of megabytes a second until the machine
/// ran out of memory.
public final class InputLines {
  /// The longest line accepted, in bytes (without its line break).
  public static let maximumLineLength = 64 * 1024

  /// What reading a line gave.
  public enum Line: Equatable, Sendable {
    /// A line, without its line feed (nor a carriage return before it).
    case text(String)
    /// A line longer than the limit: reading stopped there.
    case tooLong
    /// The end of the input (or a read that failed).
    case end
  }

  private let descriptor: Int32
  private let limit: Int
  private var buffer: [UInt8] = []
  /// Where each read lands before it joins `buffer`; allocated once.
  private var chunk = [UInt8](repeating: 0, count: 16 * 1024)
  private var start = 0
  private var ended = false

  public init(_ descriptor: Int32 = 0, limit: Int = InputLines.maximumLineLength) {
    self.descriptor = descriptor
    self.limit = limit
  }

  /// The next line; a last line without a line feed is a line too.
  public func next() -> Line {
    var searched = start
    while true {
      if let newline = buffer[searched...].firstIndex(of: UInt8(ascii: "\n")) {
        var end = newline
        if end > start, buffer[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        guard end - start <= limit else { return .tooLong }
        let line = String(decoding: buffer[start..<end], as: UTF8.self)
        start = newline + 1
        if start > 64 * 1024 {
          buffer.removeFirst(start)
          start = 0
        }
        return .text(line)
      }
      searched = buffer.count
      // A line feed may still come, but not within the limit (a CR may precede it).
      if buffer.count - start > limit + 1 { return .tooLong }
      if ended || !fill() {
        ended = true
        guard start < buffer.count else { return .end }
        guard buffer.count - start <= limit else { return .tooLong }
        let line = String(decoding: buffer[start...], as: UTF8.self)
        start = buffer.count
        return .text(line)
      }
    }
  }

  /// Reads more bytes; false at the end of input or on an error.
  private func fill() -> Bool {
    let count = StandardInput.readSome(descriptor, into: &chunk)
    guard count > 0 else { return false }
    buffer += chunk[..<count]
    return true
  }
}
