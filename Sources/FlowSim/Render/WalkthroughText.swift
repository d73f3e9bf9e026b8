/// A walkthrough as numbered plain-text lines: the action, its UIKit kind, and the
/// configuration after it (with the variables it changed). Used under findings.
public struct WalkthroughText: Sendable {
  public let flow: Flow

  public init(flow: Flow) {
    self.flow = flow
  }

  /// The lines, each without a trailing newline; `failed` is a last step that fails.
  public func lines(_ walkthrough: Walkthrough, simulator: Simulator, failed: TransitionID? = nil)
    -> [String]
  {
    let crumbs = Breadcrumb(flow: flow)
    var before = simulator.view(walkthrough.start)
    var lines = ["start: \(crumbs.describe(before))"]
    for (index, step) in walkthrough.steps.enumerated() {
      let after = simulator.view(step.configuration)
      var line =
        "\(index + 1). \(flow.label(of: step.transition)) (\(flow.kind(of: step.transition))) → \(crumbs.describe(after))"
      let changes = crumbs.changes(from: before, to: after)
      if !changes.isEmpty { line += "; " + changes.joined(separator: ", ") }
      lines.append(line)
      before = after
    }
    if let failed {
      let why = simulator.whyFails(failed, in: walkthrough.end).map { ": \($0)" } ?? ""
      lines.append(
        "\(walkthrough.steps.count + 1). \(flow.label(of: failed)) (\(flow.kind(of: failed))) fails here\(why)"
      )
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

  public func render(_ finding: Finding, flow: Flow, simulator: Simulator) -> String {
    var text = diagnostics.render(finding.diagnostic)
    if let walkthrough = finding.walkthrough {
      let lines = WalkthroughText(flow: flow).lines(
        walkthrough, simulator: simulator, failed: finding.failedStep)
      let steps = lines.count - 1
      text += "  walkthrough (\(Counting.count(steps, "step"))):\n"
      text += lines.map { "    \($0)\n" }.joined()
    }
    return text
  }
}
