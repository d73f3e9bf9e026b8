import Foundation
import Testing

/// Files beside the workload tests (`Workloads/Fixtures/`), and golden-file comparison.
///
/// A golden that does not match, or does not exist, fails the test; with
/// `FLOWSIM_RECORD=1` in the environment the golden is (re)written instead and the test
/// still fails when it was missing, so a recording is always reviewed.
enum WorkloadFixtures {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  static func url(_ name: String) -> URL { directory.appendingPathComponent(name) }

  static func bytes(_ name: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: url(name)))
  }

  static func assertGolden(
    _ actual: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let url = url(name)
    let recording = ProcessInfo.processInfo.environment["FLOWSIM_RECORD"] == "1"
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
      try Data(actual.utf8).write(to: url)
      Issue.record(
        "golden \(name) was missing; recorded it, review and rerun",
        sourceLocation: sourceLocation)
      return
    }
    if expected != actual, recording {
      try Data(actual.utf8).write(to: url)
      return
    }
    #expect(actual == expected, "golden \(name) differs", sourceLocation: sourceLocation)
  }
}
