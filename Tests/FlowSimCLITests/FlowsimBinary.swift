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

  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// Runs `flowsim ARGS…` in `directory` (the repository root by default).
  static func run(
    _ arguments: [String], input: String? = nil, directory: URL? = nil,
    environment: [String: String] = [:]
  ) throws -> Result {
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    process.currentDirectoryURL = directory ?? root
    var env = ProcessInfo.processInfo.environment
    env["NO_COLOR"] = "1"
    for (key, value) in environment { env[key] = value }
    process.environment = env
    let out = Pipe()
    let err = Pipe()
    let inPipe = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = inPipe
    try process.run()
    if let input { inPipe.fileHandleForWriting.write(Data(input.utf8)) }
    try inPipe.fileHandleForWriting.close()
    // Read both pipes concurrently so a full pipe never blocks the child.
    let group = DispatchGroup()
    nonisolated(unsafe) var outData = Data()
    nonisolated(unsafe) var errData = Data()
    group.enter()
    DispatchQueue.global().async {
      outData = out.fileHandleForReading.readDataToEndOfFile()
      group.leave()
    }
    errData = err.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self))
  }
}
