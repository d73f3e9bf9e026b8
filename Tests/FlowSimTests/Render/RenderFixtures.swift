import Foundation
import Testing

@testable import FlowSim

/// The flows the renderer tests run on: the small test flows beside these tests
/// (`Flows/*.flow`) and every bundled flow (`flows/*.flow`, `flows/broken/*.flow`)
/// that loads. Paths are relative to the repository root, as a user would type them,
/// so goldens do not depend on where the repository is.
enum RenderFixtures {
  static let root = PackagePaths.root
  static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Goldens")

  /// Loader that reads root-relative paths.
  static let loader = FlowLoader(read: {
    FileReading.readFile(root.appendingPathComponent($0).path)
  }
  )

  /// Root-relative paths of every flow file the tests draw.
  static let paths: [String] = {
    var paths: [String] = []
    for folder in ["Tests/FlowSimTests/Render/Flows", "flows", "flows/broken"] {
      let names =
        (try? FileManager.default.contentsOfDirectory(
          atPath: root.appendingPathComponent(folder).path)) ?? []
      paths += names.filter { $0.hasSuffix(".flow") }.sorted().map { "\(folder)/\($0)" }
    }
    return paths
  }()

  /// The paths of flows that load (some broken flows are broken in their definition).
  static let loadable: [String] = paths.filter { loader.load(path: $0).flow != nil }

  /// The flow at a root-relative path.
  static func flow(_ path: String) throws -> Flow {
    try #require(loader.load(path: path).flow, "\(path) does not load")
  }

  /// The flow's name for golden files: `login`, `dropbox`, `unwind_not_in_history`.
  static func baseName(_ path: String) -> String {
    String(path.split(separator: "/").last!.dropLast(".flow".count))
  }

  /// Compares with (or records) `Goldens/<flow><suffix>`.
  static func checkGolden(
    _ actual: String, _ path: String, _ suffix: String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let url = goldens.appendingPathComponent(baseName(path) + suffix)
    if let failure = Golden.check(actual, against: url) {
      Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
    }
  }

  /// An explored state space with edges.
  static func space(_ flow: Flow) -> StateSpace {
    Explorer(flow: flow, options: .init(recordEdges: true)).explore()
  }
}
