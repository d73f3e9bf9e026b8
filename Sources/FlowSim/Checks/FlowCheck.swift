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
}
