import Foundation
import Testing

/// Files beside the workload tests (`Workloads/Fixtures/`), and golden-file comparison.
///
/// Goldens follow the shared rule (`Golden`): a missing or different one fails the
/// test; `FLOWSIM_RECORD=1` rewrites it.
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
    Golden.expect(actual, matches: url(name), sourceLocation: sourceLocation)
  }

}
