import Foundation

/// Golden files: compared exactly, written when `FLOWSIM_RECORD=1` is set.
enum Golden {
  static var recording: Bool { ProcessInfo.processInfo.environment["FLOWSIM_RECORD"] == "1" }

  /// Compares `actual` with the file at `path`; records it instead when recording.
  /// Returns a failure message, or nil when it matches (or was recorded).
  static func check(_ actual: String, against path: URL) -> String? {
    if recording {
      try? FileManager.default.createDirectory(
        at: path.deletingLastPathComponent(), withIntermediateDirectories: true)
      try? actual.write(to: path, atomically: true, encoding: .utf8)
      return nil
    }
    guard let expected = try? String(contentsOf: path, encoding: .utf8) else {
      return "missing golden \(path.path); run FLOWSIM_RECORD=1 swift test and review the diff"
    }
    if expected == actual { return nil }
    return
      "output differs from \(path.lastPathComponent) (FLOWSIM_RECORD=1 swift test rewrites it):\n"
      + firstDifference(expected, actual)
  }

  static func firstDifference(_ expected: String, _ actual: String) -> String {
    let a = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let b = actual.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(a.count, b.count) {
      let left = index < a.count ? String(a[index]) : "<end>"
      let right = index < b.count ? String(b[index]) : "<end>"
      if left != right { return "line \(index + 1):\n  expected: \(left)\n  actual:   \(right)" }
    }
    return "(no line differs; check trailing newlines)"
  }
}
