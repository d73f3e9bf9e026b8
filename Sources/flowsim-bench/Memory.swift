import Foundation

/// The process's memory as the kernel reports it in `/proc/self/status`.
enum Memory {
  /// Peak resident set size (`VmHWM`) in bytes, or nil where `/proc` is unavailable.
  static func peakResidentBytes() -> Int? { statusField("VmHWM:") }

  /// Current resident set size (`VmRSS`) in bytes, or nil where `/proc` is unavailable.
  static func residentBytes() -> Int? { statusField("VmRSS:") }

  private static func statusField(_ key: String) -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
      return nil
    }
    for line in status.split(separator: "\n") where line.hasPrefix(key) {
      let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
      guard fields.count >= 3, let kilobytes = Int(fields[1]), fields[2] == "kB" else {
        return nil
      }
      return kilobytes * 1024
    }
    return nil
  }
}
