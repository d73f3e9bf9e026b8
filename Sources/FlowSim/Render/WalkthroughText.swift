/// A walkthrough as numbered plain-text lines: the action, its UIKit kind, and the
/// configuration after it (with the variables it changed). Used under findings.
public struct WalkthroughText: Sendable {
  public let flow: Flow

  public init(flow: Flow) {
    self.flow = flow
  }

  /// The lines, each without a trailing newline; the walkthrough's `failure`, a last
  /// step that fails, ends them.
  public func lines(_ walkthrough: Walkthrough) -> [String] {
    let crumbs = Breadcrumb(flow: flow)
    var before = walkthrough.startView
    var lines = ["start: \(crumbs.describe(before))"]
    for (index, step) in walkthrough.steps.enumerated() {
      let after = step.view
      var line =
        "\(index + 1). \(flow.label(of: step.transition)) (\(step.kind.rawValue)) → \(crumbs.describe(after))"
      let changes = crumbs.changes(from: before, to: after)
      if !changes.isEmpty { line += "; " + changes.joined(separator: ", ") }
      lines.append(line)
      before = after
    }
    if let failure = walkthrough.failure {
      let failed = failure.transition
      let why = failure.why.map { ": \($0)" } ?? ""
      lines.append(
        "\(walkthrough.steps.count + 1). \(flow.label(of: failed)) (\(flow.kind(of: failed))) fails here\(why)"
      )
    }
    return lines
  }

  /// A failed scenario's steps before the one that failed, numbered as the scenario
  /// numbers them (the failure says "failed at step 6"): its actions as `lines` gives
  /// them, and the expectations that held between them.
  public func lines(_ run: ScenarioRunner.Run) -> [String] {
    let actions = lines(run.walkthrough)
    var lines = [actions[0]]
    var taken = 0
    let end = run.failure?.step ?? run.scenario.steps.count
    for (index, step) in run.scenario.steps.prefix(end).enumerated() {
      if case .expect(_, let text) = step.kind {
        lines.append("\(index + 1). expect \(text): holds")
        continue
      }
      guard taken + 1 < actions.count else { break }
      taken += 1
      // The action's line, renumbered.
      lines.append("\(index + 1)." + actions[taken].drop { $0 != " " })
    }
    return lines
  }
}

/// Prints findings for people: the diagnostic with its source excerpt and notes,
/// then the walkthrough that shows it.
public struct FindingPrinter: Sendable {
  public var diagnostics: DiagnosticPrinter

  public init(colors: Bool = false) {
    diagnostics = DiagnosticPrinter(colors: colors)
  }

  public func render(_ finding: Finding, flow: Flow) -> String {
    var text = diagnostics.render(finding.diagnostic)
    if let walkthrough = finding.walkthrough {
      text += Self.walkthrough(WalkthroughText(flow: flow).lines(walkthrough))
    }
    return text
  }

  /// A failed scenario: its diagnostic, then its steps up to the failing one, with
  /// the scenario's numbers.
  public func render(
    _ diagnostic: Diagnostic, of run: ScenarioRunner.Run, flow: Flow
  ) -> String {
    diagnostics.render(diagnostic) + Self.walkthrough(WalkthroughText(flow: flow).lines(run))
  }

  private static func walkthrough(_ lines: [String]) -> String {
    "  walkthrough (\(Counting.count(lines.count - 1, "step"))):\n"
      + lines.map { "    \($0)\n" }.joined()
  }
}
