import Foundation

/// Runs every check on a flow: explores it, then hands the state space to each check.
public struct Checker: Sendable {
  /// Every check, in the order findings are grouped when locations tie.
  public static let checks: [any Check] = [
    ReachabilityCheck(), BackCheck(), UnwindCheck(), LogoutCheck(), SignOutCheck(),
    AssertionCheck(), VacuityCheck(), UnusedVariableCheck(), MadeInCodeCheck(),
  ]

  public var options: Explorer.Options
  /// Whether `check(_:)` explores the flow without the variables nothing reads
  /// (`VariableReads.leftOut`): same findings and walkthroughs, fewer configurations.
  /// `flowsim check` and the stepper's `check` do (`--no-reduce` turns it off); the
  /// commands that draw or narrate configurations explore every variable.
  public var leavesOutUnread: Bool

  public init(options: Explorer.Options = Explorer.Options(), leavesOutUnread: Bool = false) {
    self.options = options
    self.leavesOutUnread = leavesOutUnread
  }

  /// What checking one flow found.
  public struct Report: Sendable {
    public var flow: Flow
    public var space: StateSpace
    /// Sorted by file, line, column, then id.
    public var findings: [Finding]
    public var seconds: Double
    /// The variables exploring left out (nothing reads them), in declaration order;
    /// `space` is then the flow's explored without them, while `flow` and every
    /// finding's walkthrough are the flow as written.
    public var leftOut: [VariableID] = []

    /// A simulator of the flow as written: what the findings' walkthroughs step through.
    public func makeSimulator() -> Simulator {
      leftOut.isEmpty ? space.makeSimulator() : Simulator(flow: flow)
    }
  }

  public func check(_ flow: Flow) -> Report {
    let started = Date()
    var options = self.options
    options.recordEdges = true
    let leftOut = leavesOutUnread ? VariableReads(flow).leftOut : []
    let space = Explorer(flow: flow.leavingOut(Set(leftOut)), options: options).explore()
    var report = check(flow, space: space, leftOut: leftOut)
    report.seconds = Date().timeIntervalSince(started)
    return report
  }

  /// Runs the checks on a state space already explored (with edges recorded): of
  /// `flow`, or, when `leftOut` names variables, of `flow.leavingOut(leftOut)`.
  public func check(_ flow: Flow, space: StateSpace, leftOut: [VariableID] = []) -> Report {
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
    let explored = flow.leavingOut(Set(leftOut))
    let context = CheckContext(flow: explored, space: space, original: flow, leftOut: Set(leftOut))
    for found in CheckPasses.run(Self.checks, context, threads: options.threads) {
      findings +=
        space.isComplete ? found : found.filter { !Self.needEveryConfiguration.contains($0.id) }
    }
    findings = KnownFindings.apply(
      to: findings, flow: explored, simulator: context.simulator, isComplete: space.isComplete,
      met: context.knownLinesMet)
    if !leftOut.isEmpty { findings = WalkthroughReplay(flow: flow).replay(findings) }
    return Report(
      flow: flow, space: space, findings: Self.sorted(findings),
      seconds: Date().timeIntervalSince(started), leftOut: leftOut)
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
