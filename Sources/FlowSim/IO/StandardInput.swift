#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A flow read from standard input: what the `-` operand means (`flowsim fmt -`).
///
/// Diagnostics name it `<stdin>` (`<stdin>:3:5: error: …`), as swiftc, clang and
/// rustfmt name standard input. Reading stops one byte past the limit, so a
/// runaway pipe is refused without being held in memory.
public enum StandardInput {
  /// The operand that means standard input.
  public static let operand = "-"
  /// The file name diagnostics and reports give standard input.
  public static let name = "<stdin>"

  /// What reading gave.
  public enum Reading: Sendable, Equatable {
    /// Every byte up to the end of input.
    case bytes([UInt8])
    /// More than the limit: reading stopped there.
    case tooLarge
    /// Reading failed; why, in a few words for a message ("it is a folder").
    case failed(String)
  }

  /// Reads `descriptor` (standard input by default) to its end, accepting at most
  /// `limit` bytes (`FileReading.maximumFlowSize`, a flow file's limit, by default).
  public static func read(_ descriptor: Int32 = 0, limit: Int = FileReading.maximumFlowSize)
    -> Reading
  {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = readSome(descriptor, into: &chunk)
      if count == 0 { return .bytes(bytes) }
      if count < 0 { return .failed(reason(errno)) }
      bytes += chunk[..<count]
      if bytes.count > limit { return .tooLarge }
    }
  }

  /// One `read(2)` of `descriptor` into `chunk`, tried again when a signal
  /// interrupts it: the count read, 0 at the end of input, negative on an error
  /// (`errno` says which).
  static func readSome(_ descriptor: Int32, into chunk: inout [UInt8]) -> Int {
    while true {
      let count = chunk.withUnsafeMutableBytes { raw in
        #if canImport(Glibc)
          Glibc.read(descriptor, raw.baseAddress, raw.count)
        #else
          Darwin.read(descriptor, raw.baseAddress, raw.count)
        #endif
      }
      if count < 0, errno == EINTR { continue }
      return count
    }
  }

  /// Why a read failed, for a message that says "cannot read standard input: …".
  static func reason(_ code: Int32) -> String {
    switch code {
    case EISDIR: "it is a folder"
    case EBADF: "it is closed"
    default: String(cString: strerror(code)).lowercased()
    }
  }
}
