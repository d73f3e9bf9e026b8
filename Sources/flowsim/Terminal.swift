import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where output goes and what the terminal can do.
enum Terminal {
  static var stdoutIsTerminal: Bool { isatty(1) == 1 }
  static var stderrIsTerminal: Bool { isatty(2) == 1 }
  static var stdinIsTerminal: Bool { isatty(0) == 1 }

  /// Colour on standard output: only on a terminal, and never when NO_COLOR is set or
  /// the terminal is dumb.
  static var colors: Bool { stdoutIsTerminal && colorsAllowed }

  /// Colour on standard error (diagnostics), by the same rules.
  static var errorColors: Bool { stderrIsTerminal && colorsAllowed }

  private static var colorsAllowed: Bool {
    ProcessInfo.processInfo.environment["NO_COLOR"] == nil
      && ProcessInfo.processInfo.environment["TERM"] != "dumb"
  }

  /// The width of the terminal on standard output, in cells; 80 when it cannot be told.
  static func columns() -> Int {
    var size = winsize()
    if ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
    return 80
  }

  static func out(_ text: String) {
    out(Data(text.utf8))
  }

  /// Bytes on standard output (a PNG from `dot --render`).
  static func out(_ bytes: Data) {
    guard let failure = write(bytes, to: 1) else { return }
    endOnBrokenPipe(failure)
    // Nothing more can be shown: say why on standard error, as other tools do.
    _ = write(
      Data("flowsim: error: cannot write to standard output: \(reason(failure))\n".utf8), to: 2)
    exit(ExitCode.usage)
  }

  /// Text on standard error; when it cannot be written (closed), there is nowhere
  /// to say so, and the command carries on.
  static func err(_ text: String) {
    guard let failure = write(Data(text.utf8), to: 2) else { return }
    endOnBrokenPipe(failure)
  }

  /// Standard input, output and error that were closed when flowsim started (`>&-`)
  /// are opened on /dev/null, read-only for output: writes to them still fail (and
  /// are reported), but no file flowsim opens (a flow, a pipe to Graphviz) takes
  /// their number and receives what was meant for the terminal.
  static func holdClosedDescriptors() {
    for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
      let opened = open("/dev/null", O_RDONLY)
      if opened >= 0, opened != descriptor {
        _ = dup2(opened, descriptor)
        _ = close(opened)
      }
    }
  }

  /// Writes all of `bytes` to `descriptor` with write(2), not FileHandle, whose
  /// `write(_:)` traps on an error (a closed pipe, a full disk); the errno of a
  /// failure, or nil.
  private static func write(_ bytes: Data, to descriptor: Int32) -> Int32? {
    bytes.withUnsafeBytes { raw -> Int32? in
      guard let base = raw.baseAddress else { return nil }
      var offset = 0
      while offset < raw.count {
        #if canImport(Glibc)
          let count = Glibc.write(descriptor, base + offset, raw.count - offset)
        #else
          let count = Darwin.write(descriptor, base + offset, raw.count - offset)
        #endif
        if count < 0 {
          if errno == EINTR { continue }
          return errno
        }
        offset += count
      }
      return nil
    }
  }

  /// A reader that went away (`flowsim dot | head`) ends flowsim quietly, as SIGPIPE
  /// ends other tools. When SIGPIPE is ignored (running Graphviz ignores it, see
  /// Subprocess; a parent may have too) the write fails instead, and flowsim dies of
  /// the signal itself (status 141 in a shell).
  private static func endOnBrokenPipe(_ failure: Int32) {
    guard failure == EPIPE else { return }
    signal(SIGPIPE, SIG_DFL)
    raise(SIGPIPE)
    _exit(128 + SIGPIPE)
  }

  private static func reason(_ failure: Int32) -> String {
    String(cString: strerror(failure)).lowercased()
  }
}

/// Exit statuses shared by every subcommand.
enum ExitCode {
  static let success: Int32 = 0
  /// An error-level finding or diagnostic (or a warning under `--strict`).
  static let findings: Int32 = 1
  /// A usage error or unreadable input.
  static let usage: Int32 = 2
}
