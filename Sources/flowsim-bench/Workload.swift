import FlowSim
import Foundation

/// A workload turned into flow text, with what to call it in reports.
struct PreparedWorkload {
  /// `navbench`, `navbench-json`, `large-flow`, `shape` or `flow`.
  var kind: String
  /// The instance's name (`T3-S10-K2-D4-V8-s1`, `large-1000-s1`) or the file's path.
  var name: String
  var source: SourceFile
  /// Seconds spent generating or loading the text (not part of any stage).
  var prepareSeconds: Double
  /// A shape workload's Promela model (nil for other workloads).
  var promela: String?

  static func prepare(_ options: Options) throws -> PreparedWorkload {
    let clock = ContinuousClock()
    let start = clock.now
    let kind: String
    let name: String
    let text: String
    var promela: String?
    switch options.workload! {
    case .navBench(let parameters):
      (kind, name, text) = ("navbench", parameters.name, try NavBench(parameters).flowText())
    case .navBenchSpec(let path):
      let bench = try NavBench(jsonSpec: try readBytes(path))
      (kind, name, text) = ("navbench-json", bench.parameters.name, bench.flowText())
    case .largeFlow(let screens):
      let flow = LargeFlow(screens: screens, seed: options.seed)
      (kind, name, text) = ("large-flow", flow.name, flow.text())
    case .shape(let parameters):
      let shape = try ShapeWorkload(parameters)
      (kind, name, text) = ("shape", parameters.name, shape.flowText())
      promela = shape.promela()
    case .flowFile(let path):
      let source = SourceFile(path: path, bytes: try readBytes(path))
      return PreparedWorkload(
        kind: "flow", name: path, source: source, prepareSeconds: (clock.now - start).seconds)
    }
    let source = SourceFile(path: "\(kind)-\(name).flow", text: text)
    return PreparedWorkload(
      kind: kind, name: name, source: source, prepareSeconds: (clock.now - start).seconds,
      promela: promela)
  }

  private static func readBytes(_ path: String) throws -> [UInt8] {
    guard let bytes = FileReading.readFile(path) else { throw BenchError("cannot read '\(path)'") }
    return bytes
  }
}

/// A failure to report to the user and exit with.
struct BenchError: Error, CustomStringConvertible {
  var description: String

  init(_ description: String) { self.description = description }
}
