/// Applies a flow's `known` declarations to what the checks found: a finding a team
/// keeps on purpose (an app's admitted gap) is still reported, as a note carrying the
/// team's reason, so it neither fails the run nor goes out of sight.
///
/// A `known` line whose id no check reports is an error (with the nearest id); one
/// that matches no finding any more is a warning, so an acknowledgement cannot
/// outlive the problem it excused. Load-time diagnostics (syntax, names, definition
/// errors) cannot be acknowledged: they stop the flow from being checked at all.
enum KnownFindings {
  /// Every id a check can report, for validating `known` lines.
  static var checkIDs: [String] {
    Checker.checks.flatMap { type(of: $0).description.rules.map(\.id) }
  }

  /// The findings with those the flow acknowledges turned into notes, followed by
  /// the problems with the `known` lines themselves.
  static func apply(
    to findings: [Finding], flow: Flow, simulator: Simulator, isComplete: Bool
  ) -> [Finding] {
    guard !flow.knownFindings.isEmpty else { return findings }
    let ids = checkIDs
    var used = Set<Int>()
    var result = findings.map { finding -> Finding in
      guard
        let index = flow.knownFindings.indices.first(where: { index in
          matches(flow.knownFindings[index], finding, simulator: simulator)
        })
      else { return finding }
      used.insert(index)
      return acknowledged(finding, by: flow.knownFindings[index])
    }
    for (index, known) in flow.knownFindings.enumerated() where !used.contains(index) {
      if !ids.contains(known.findingID) {
        result.append(
          Finding(
            .error(
              "unknown-finding-id", "no check reports a finding '\(known.findingID)'",
              at: known.idRange,
              notes: Suggestions.didYouMean(known.findingID, among: ids)
                + [Note("the ids are in docs/checks.md and in brackets after each finding")])))
      } else if isComplete {
        let which = known.conditionText.map { " where \($0)" } ?? ""
        result.append(
          Finding(
            .warning(
              "known-finding-absent",
              "this 'known' line matches no finding: no '\(known.findingID)'\(which)",
              at: known.range,
              notes: [Note("if the problem was fixed, remove the line")])))
      }
    }
    return result
  }

  private static func matches(_ known: KnownFinding, _ finding: Finding, simulator: Simulator)
    -> Bool
  {
    guard finding.known == nil, known.findingID == finding.id else { return false }
    guard let condition = known.condition else { return true }
    guard let walkthrough = finding.walkthrough else { return false }
    return simulator.holds(condition, in: walkthrough.end)
  }

  private static func acknowledged(_ finding: Finding, by known: KnownFinding) -> Finding {
    var finding = finding
    finding.known = known
    finding.diagnostic.severity = .note
    finding.diagnostic.notes.append(Note("known: \(known.reason)", at: known.range))
    return finding
  }
}
