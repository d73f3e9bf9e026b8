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
    FileHandle.standardOutput.write(Data(text.utf8))
  }

  static func err(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
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
