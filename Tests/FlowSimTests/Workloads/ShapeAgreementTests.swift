import Foundation
import Testing

@testable import FlowSim

/// Small instances of every shape (10^3 to 10^4 configurations) and their counts, which
/// flowsim's explorer, the reference search and SPIN must all reproduce.
let shapeAgreementCounts: [(name: String, states: Int)] = [
  ("bools-T2-S3-D2-V6-s1", 1152),
  ("bools-T2-S3-D3-V6-s1", 5344),
  ("counters-T2-S3-D2-V2-s1", 864),
  ("counters-T2-S3-D3-V2-s1", 3972),
  ("modals-T2-S4-D3-V2-s1", 4236),
  ("modals-T2-S4-D3-V3-s1", 5648),
]

@Suite struct ShapeAgreementTests {
  static func flowCount(_ shape: ShapeWorkload) throws -> Int {
    let source = SourceFile(path: "\(shape.parameters.name).flow", text: shape.flowText())
    let (tree, parseDiagnostics) = FlowParser.parse(source)
    #expect(parseDiagnostics.map(\.message) == [])
    let (flow, resolveDiagnostics) = Resolver.resolve([tree])
    #expect(resolveDiagnostics.filter { $0.severity == .error }.map(\.message) == [])
    let options = Explorer.Options(maxStates: 1_000_000, recordEdges: false)
    let space = Explorer(flow: try #require(flow), options: options).explore()
    #expect(space.isComplete)
    return space.count
  }

  /// flowsim's explorer and the reference search (from the shape's definition, not the
  /// Engine) find the recorded number of configurations.
  @Test(arguments: shapeAgreementCounts.map(\.name))
  func flowsimMatchesReference(name: String) throws {
    let expected = try #require(shapeAgreementCounts.first { $0.name == name }).states
    let shape = try ShapeWorkload(try #require(ShapeParameters(name: name)))
    #expect(ShapeReference(shape: shape).count() == expected)
    #expect(try Self.flowCount(shape) == expected)
  }

  /// SPIN's `states, stored` for the Promela model is the same count. In CI (`CI=true`,
  /// where `.ci/run` installs spin) a missing spin fails the test; elsewhere it is skipped.
  @Test(
    .enabled(if: SpinRunner.isAvailable || SpinRunner.isRequired, "spin is not installed"),
    arguments: shapeAgreementCounts.map(\.name))
  func spinMatchesReference(name: String) throws {
    try #require(SpinRunner.isAvailable, "spin and gcc are needed: apt-get install -y spin gcc")
    let expected = try #require(shapeAgreementCounts.first { $0.name == name }).states
    let shape = try ShapeWorkload(try #require(ShapeParameters(name: name)))
    #expect(try SpinRunner.statesStored(promela: shape.promela()) == expected)
  }

  /// The generators are deterministic, and a changed seed changes the instance.
  @Test func generationIsDeterministic() throws {
    for shape in ShapeParameters.Shape.allCases {
      let parameters = ShapeParameters(
        shape: shape, tabs: 2, screensPerTab: 5, maxDepth: 3, variables: 4)
      let first = try ShapeWorkload(parameters)
      #expect(try ShapeWorkload(parameters).flowText() == first.flowText())
      #expect(try ShapeWorkload(parameters).promela() == first.promela())
      var reseeded = parameters
      reseeded.seed = 2
      #expect(try ShapeWorkload(reseeded).flowText() != first.flowText())
    }
  }

  /// Names round-trip; bad parameters are refused with a message.
  @Test func parametersParseAndValidate() throws {
    let parameters = try #require(ShapeParameters(name: "modals-T2-S4-D3-V2"))
    #expect(parameters.name == "modals-T2-S4-D3-V2-s1")
    #expect(ShapeParameters(name: "lists-T2-S4-D3-V2") == nil)
    #expect(ShapeParameters(name: "bools-T2-S4-V2") == nil)
    let bad = ShapeParameters(shape: .bools, tabs: 2, screensPerTab: 4, maxDepth: 3, variables: 1)
    #expect(throws: ShapeError.invalidParameters("V must lie in 2...32 (got 1)")) {
      try ShapeWorkload(bad)
    }
  }
}

/// Runs SPIN on a Promela model in a temporary directory: `spin -a`, gcc, `./pan`.
enum SpinRunner {
  static func path(of tool: String) -> String? {
    let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
      .split(separator: ":")
    return directories.map { "\($0)/\(tool)" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  static var isAvailable: Bool { path(of: "spin") != nil && path(of: "gcc") != nil }

  static var isRequired: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }

  static func statesStored(promela: String) throws -> Int {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("flowsim-spin-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try promela.write(
      to: directory.appendingPathComponent("model.pml"), atomically: true, encoding: .utf8)
    _ = try run(path(of: "spin")!, ["-a", "model.pml"], in: directory)
    _ = try run(
      path(of: "gcc")!, ["-O1", "-DSAFETY", "-DNOREDUCE", "-DBFS", "-o", "pan", "pan.c"],
      in: directory)
    let output = try run(
      directory.appendingPathComponent("pan").path, ["-m100000", "-n"], in: directory)
    guard output.contains("errors: 0"),
      let line = output.split(separator: "\n").first(where: { $0.contains("states, stored") }),
      let count = Int(line.split(separator: " ").first ?? "")
    else { throw SpinError(output: output) }
    return count
  }

  private static func run(_ tool: String, _ arguments: [String], in directory: URL) throws
    -> String
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
    process.currentDirectoryURL = directory
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let output = String(decoding: data, as: UTF8.self)
    guard process.terminationStatus == 0 else { throw SpinError(output: output) }
    return output
  }

  struct SpinError: Error, CustomStringConvertible {
    var output: String
    var description: String { "SPIN failed:\n\(output)" }
  }
}
