import FlowSim
import Foundation

/// Runs the built `flowsim` binary the way a user would: arguments, optional standard
/// input, captured output and exit status. End-to-end tests go through this.
enum FlowsimBinary {
  /// The repository root (tests run from anywhere).
  static let root = PackagePaths.root

  /// The binary SwiftPM built next to the test bundle.
  static var url: URL {
    let products = Bundle.allBundles.map(\.bundleURL).first { $0.pathExtension == "xctest" }?
      .deletingLastPathComponent()
    if let products,
      FileManager.default.fileExists(atPath: products.appendingPathComponent("flowsim").path)
    {
      return products.appendingPathComponent("flowsim")
    }
    for configuration in ["debug", "release"] {
      let candidate = root.appendingPathComponent(".build/\(configuration)/flowsim")
      if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
    }
    return root.appendingPathComponent(".build/debug/flowsim")
  }

  typealias Result = Subprocess.Result

  /// Runs `flowsim ARGS…` in `directory` (the repository root by default).
  static func run(
    _ arguments: [String], input: String? = nil, directory: URL? = nil,
    environment: [String: String] = [:]
  ) throws -> Result {
    var env = ProcessInfo.processInfo.environment
    env["NO_COLOR"] = "1"
    for (key, value) in environment { env[key] = value }
    return try Subprocess.run(
      url, arguments, input: Data((input ?? "").utf8), directory: directory ?? root,
      environment: env)
  }
}
