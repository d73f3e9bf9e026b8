import Foundation

/// Runs every check on a flow: explores it, then hands the state space to each check.
public struct Checker: Sendable {
  /// Every check, in the order findings are grouped when locations tie.
  public static let checks: [any Check] = [
    ReachabilityCheck(), BackCheck(), UnwindCheck(), LogoutCheck(), SignOutCheck(),
    AssertionCheck(), VacuityCheck(), UnusedVariableCheck(), MadeInCodeCheck(),
  ]

  public var options: Explorer.Options

  public init(options: Explorer.Options = Explorer.Options()) {
    self.options = options
  }

  /// What checking one flow found.
  public struct Report: Sendable {
    public var flow: Flow
    public var space: StateSpace
    /// Sorted by file, line, column, then id.
    public var findings: [Finding]
    public var seconds: Double
  }

  public func check(_ flow: Flow) -> Report {
    let started = Date()
    var options = self.options
    options.recordEdges = true
    let space = Explorer(flow: flow, options: options).explore()
    var report = check(flow, space: space)
    report.seconds = Date().timeIntervalSince(started)
    return report
  }

  /// Runs the checks on a state space already explored (with edges recorded).
  public func check(_ flow: Flow, space: StateSpace) -> Report {
    let started = Date()
    let options = self.options
    var findings: [Finding] = []
    if !space.isComplete, space.stoppedForMemory {
      let ceiling = options.maxMemory.map { Counting.grouped($0 >> 20) } ?? "?"
      findings.append(
        Finding(
          .error(
            .memoryLimit,
            "stopped exploring: the flow's \(Counting.count(space.count, "configuration")) found so far fill the memory ceiling of \(ceiling) MiB (--max-memory); the results below are incomplete",
            at: flow.startRange,
            notes: [
              Note(
                "by default the ceiling is 3/4 of the memory available when flowsim starts; a variable with a large range, or many independent variables, multiplies configurations: model fewer values, or raise --max-memory on a machine with more memory"
              ),
              Note(
                "not reported, as they need every configuration: unreachable screens, controls that never fire, screens with no way out, 'reachable' assertions, and log out that cannot be reached"
              ),
            ])))
    } else if !space.isComplete {
      findings.append(
        Finding(
          .error(
            .stateLimit,
            "stopped exploring: the flow has more than \(Counting.count(options.maxStates, "configuration")) (--max-states); the results below are incomplete",
            at: flow.startRange,
            notes: [
              Note(
                "a variable with a large range, or many independent variables, multiplies configurations; raise --max-states or model fewer values"
              ),
              Note(
                "not reported, as they need every configuration: unreachable screens, controls that never fire, screens with no way out, 'reachable' assertions, and log out that cannot be reached"
              ),
            ])))
    }
    let context = CheckContext(flow: flow, space: space)
    for check in Self.checks {
      let found = check.run(context)
      findings +=
        space.isComplete ? found : found.filter { !Self.needEveryConfiguration.contains($0.id) }
    }
    findings = KnownFindings.apply(
      to: findings, flow: flow, simulator: context.simulator, isComplete: space.isComplete,
      met: context.knownLinesMet)
    return Report(
      flow: flow, space: space, findings: Self.sorted(findings),
      seconds: Date().timeIntervalSince(started))
  }

  /// Findings that say something never happens (or cannot any more): only true of
  /// the whole state space, so not reported from a stopped exploration.
  static let needEveryConfiguration: Set<String> = [
    "unreachable-screen", "unused-control", "unused-outcome", "assertion-unreachable",
    "assertion-not-always-reachable", "logout-unreachable", "no-way-out",
  ]

  static func sorted(_ findings: [Finding]) -> [Finding] {
    findings.enumerated().sorted { lhs, rhs in
      let a = lhs.element.diagnostic.location
      let b = rhs.element.diagnostic.location
      if a != b {
        switch (a, b) {
        case (let a?, let b?): return a < b
        case (nil, _): return true
        default: return false
        }
      }
      if lhs.element.id != rhs.element.id { return lhs.element.id < rhs.element.id }
      return lhs.offset < rhs.offset
    }.map(\.element)
  }
}
