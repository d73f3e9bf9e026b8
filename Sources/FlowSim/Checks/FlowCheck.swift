import Dispatch
import Synchronization

/// Loading and checking one flow file: what `flowsim check` does per file.
public struct FlowCheck: Sendable {
  /// The entry file as given.
  public var path: String
  /// Diagnostics from reading, parsing and resolving, and the checks' findings, sorted.
  public var findings: [Finding]
  /// The checker's report, when the flow loaded without errors.
  public var report: Checker.Report?

  /// The flow, when it loaded.
  public var flow: Flow? { report?.flow }
  public var errorCount: Int { findings.errorCount }
  public var warningCount: Int { findings.warningCount }
  /// Findings the flow acknowledges with `known` lines (reported as notes).
  public var knownCount: Int { findings.knownCount }
  /// How many are work left to code (`made-in-code` notes).
  public var leftToCodeCount: Int { findings.leftToCodeCount }
  /// Whether the entry file could not be read at all (a usage error, exit 2).
  public var isUnreadable: Bool { findings.contains { $0.id == FlowLoader.unreadableID } }

  /// Loads the flow at `path` and, if it resolves, checks it.
  public static func run(
    path: String, loader: FlowLoader = FlowLoader(), checker: Checker = Checker()
  ) -> FlowCheck {
    let loaded = loader.load(path: path)
    var findings = loaded.diagnostics.map { Finding($0) }
    guard let flow = loaded.flow else {
      return FlowCheck(path: path, findings: findings, report: nil)
    }
    let report = checker.check(flow)
    findings = Checker.sorted(findings + report.findings)
    return FlowCheck(path: path, findings: findings, report: report)
  }

  /// Loads and checks the flows at `paths`, up to `lanes` at once (each flow is
  /// checked on its own, so a folder takes what the slowest lane takes, not the sum),
  /// and returns their checks in the order of `paths`, whatever order they finish in.
  public static func run(
    paths: [String], lanes: Int, loader: FlowLoader = FlowLoader(), checker: Checker = Checker()
  ) -> [FlowCheck] {
    let lanes = min(lanes, paths.count)
    guard lanes > 1 else { return paths.map { run(path: $0, loader: loader, checker: checker) } }
    let next = Atomic<Int>(0)
    let checks = Mutex<[FlowCheck?]>(Array(repeating: nil, count: paths.count))
    DispatchQueue.concurrentPerform(iterations: lanes) { _ in
      while true {
        let index = next.add(1, ordering: .relaxed).oldValue
        guard index < paths.count else { return }
        let check = run(path: paths[index], loader: loader, checker: checker)
        checks.withLock { $0[index] = check }
      }
    }
    return checks.withLock { $0.map { $0! } }
  }
}
