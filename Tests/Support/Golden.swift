import Foundation
import Testing

/// Golden files: expected outputs kept beside their tests and compared exactly.
///
/// A golden that is missing or different fails the test. `FLOWSIM_RECORD=1 swift test`
/// writes the actual output instead; review the diff like code. Shared by every test
/// target so there is one rule for all goldens.
public enum Golden {
  public static var recording: Bool {
    ProcessInfo.processInfo.environment["FLOWSIM_RECORD"] == "1"
  }

  /// Compares `actual` with the file at `url` (or records it). Returns a failure
  /// message, or nil when it matches or was recorded.
  public static func check(_ actual: String, against url: URL) -> String? {
    if recording {
      do {
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try actual.write(to: url, atomically: true, encoding: .utf8)
        return nil
      } catch {
        return "cannot record golden \(url.path): \(error)"
      }
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
      return "missing golden \(url.path); run FLOWSIM_RECORD=1 swift test and review the diff"
    }
    if expected == actual { return nil }
    return
      "output differs from \(url.lastPathComponent) (FLOWSIM_RECORD=1 swift test rewrites it):\n"
      + firstDifference(expected, actual)
  }

  /// Records a test issue when `actual` does not match the golden at `url`.
  public static func expect(
    _ actual: String, matches url: URL, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    if let failure = check(actual, against: url) {
      Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
    }
  }

  /// Where two texts first differ, line by line.
  public static func firstDifference(_ expected: String, _ actual: String) -> String {
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
