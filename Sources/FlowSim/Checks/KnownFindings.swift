/// Applies a flow's `known` declarations to what the checks found: a finding a team
/// keeps on purpose (an app's admitted gap) is still reported, as a note carrying the
/// team's reason, so it neither fails the run nor goes out of sight.
///
/// Without `when`, a line acknowledges every finding with its id. With `when EXPR`,
/// only the occurrences in configurations where EXPR holds, and only for findings
/// that happen in configurations (`CheckContext.perConfigurationIDs`): the checks then
/// show an occurrence no line acknowledges, if there is one
/// (`CheckContext.representative`), so an acknowledged occurrence never hides another.
///
/// A `known` line whose id no check reports is an error (with the nearest id), and so
/// are `when` on a finding reported once per place and a line for a failing assertion
/// (the flow's own claim: change it); one that no check could ever match there is a
/// warning saying why (`KnownFindings+Impossible`), and one that matches no finding
/// any more is a warning, so an acknowledgement cannot outlive the problem it excused.
/// Load-time diagnostics (syntax, names, definition errors) cannot be acknowledged.
enum KnownFindings {
  /// Every id a check can report, for validating `known` lines.
  static var checkIDs: [String] {
    Checker.checks.flatMap { type(of: $0).description.rules.map(\.id) }
  }

  /// The findings with those the flow acknowledges turned into notes, followed by
  /// the problems with the `known` lines themselves.
  static func apply(
    to findings: [Finding], flow: Flow, simulator: Simulator, isComplete: Bool,
    met: Set<Int> = []
  ) -> [Finding] {
    guard !flow.knownFindings.isEmpty else { return findings }
    let ids = checkIDs
    var used = met
    var result = findings.map { finding -> Finding in
      let matching = flow.knownFindings.indices.filter { index in
        matches(flow.knownFindings[index], finding, simulator: simulator)
      }
      guard let first = matching.first else { return finding }
      used.formUnion(matching)
      return acknowledged(finding, by: flow.knownFindings[first])
    }
    for (index, known) in flow.knownFindings.enumerated() {
      if !ids.contains(known.findingID) {
        result.append(Finding(unknownID(known, among: ids)))
      } else if known.isAboutAssertion {
        result.append(
          Finding(
            .error(
              .knownAssertion,
              "an assertion is the flow's own claim: a failing one cannot be acknowledged",
              at: known.range,
              notes: [
                Note(
                  "change the assertion so that it says what the app does (a line acknowledging every failing assertion would also hide the next one written)"
                )
              ])))
      } else if known.condition != nil,
        !CheckContext.perConfigurationIDs.contains(known.findingID)
      {
        result.append(
          Finding(
            .error(
              .knownConditionUnsupported,
              "'\(known.findingID)' is reported once per place, not per configuration, so 'when' cannot pick among its occurrences",
              at: known.range,
              notes: [
                Note(
                  "leave out 'when': the line then acknowledges every '\(known.findingID)' finding; 'when' works with \(CheckContext.perConfigurationIDs.sorted().map { "'\($0)'" }.joined(separator: ", "))"
                )
              ])))
      } else if known.screen != nil, CheckContext.flowWideIDs.contains(known.findingID) {
        result.append(
          Finding(
            .error(
              .knownPlaceUnsupported,
              "'\(known.findingID)' is about the flow's log out, which is reported on no screen, so 'at' cannot pick it",
              at: known.screenRange ?? known.range,
              notes: [
                Note("leave out 'at': the line then acknowledges the flow's '\(known.findingID)'")
              ],
              fixIts: known.screenRange.map {
                // From the end of the id: ' at Inbox', spaces included.
                let place = SourceRange(file: $0.file, start: known.idRange.end, end: $0.end)
                return [FixIt("leave out 'at'", replacing: place, with: "")]
              } ?? [])))
      } else if !used.contains(index), let impossible = impossibility(of: known, in: flow) {
        result.append(Finding(impossible))
      } else if isComplete, !used.contains(index) {
        let place = known.screen.map { " on '\(flow.screens[$0].name)'" } ?? ""
        let which = place + (known.conditionText.map { " where \($0)" } ?? "")
        result.append(
          Finding(
            .warning(
              .knownFindingAbsent,
              "this 'known' line matches no finding: no '\(known.findingID)'\(which)",
              at: known.range,
              notes: [Note("if the problem was fixed, remove the line")])))
      }
    }
    return result
  }

  /// The error for a `known` line naming an id no check reports, with the id meant
  /// where one is close (`dead_end`, `Dead-End`, `dead-ends` → `dead-end`).
  private static func unknownID(_ known: KnownFinding, among ids: [String]) -> Diagnostic {
    func plain(_ id: String) -> String { id.lowercased().filter { $0 != "-" && $0 != "_" } }
    let close =
      ids.first { plain($0) == plain(known.findingID) }
      ?? Suggestions.closest(to: known.findingID, among: ids)
    var fixIts: [FixIt] = []
    if let close { fixIts = [FixIt("use '\(close)'", replacing: known.idRange, with: close)] }
    return .error(
      .unknownFindingId, "no check reports a finding '\(known.findingID)'",
      at: known.idRange,
      notes: [
        Note(
          "'known' lines acknowledge the checks' findings (docs/checks.md lists their ids); what the flow reports while it loads, such as 'back-never-applies', cannot be acknowledged"
        )
      ], fixIts: fixIts)
  }

  private static func matches(_ known: KnownFinding, _ finding: Finding, simulator: Simulator)
    -> Bool
  {
    finding.known == nil
      && known.acknowledges(
        finding.id, on: finding.screen, at: finding.walkthrough?.end, simulator: simulator)
  }

  private static func acknowledged(_ finding: Finding, by known: KnownFinding) -> Finding {
    var finding = finding
    finding.known = known
    finding.diagnostic.severity = .note
    finding.diagnostic.notes.append(Note("known: \(known.reason)", at: known.range))
    return finding
  }
}

extension KnownFinding {
  /// Whether the line names an assertion's finding, which cannot be acknowledged.
  var isAboutAssertion: Bool { findingID.hasPrefix("assertion-") }

  /// Whether this line acknowledges a finding `id` reported on `screen` that happens
  /// in `configuration` (nil for a finding with none, which only a line without `when`
  /// acknowledges; a finding on no screen, only a line without `at`).
  func acknowledges(
    _ id: String, on screen: ScreenID?, at configuration: Configuration?, simulator: Simulator
  ) -> Bool {
    guard findingID == id, !isAboutAssertion else { return false }
    if let place = self.screen, place != screen { return false }
    guard let condition else { return true }
    guard let configuration else { return false }
    return simulator.holds(condition, in: configuration)
  }
}
