/// `known` lines that no check could ever match, whatever the flow does: the finding
/// is never reported on the screen named (`dead-end` on a `terminal` screen,
/// `unreachable-screen` on the start, `unused-control` on a screen without controls),
/// or the `when` condition can never hold there. Decided from the flow's declarations,
/// before and without exploring, so the warning says why, not "the problem was fixed".
extension KnownFindings {
  /// Why `known` can never match, with a fix-it; nil when it may.
  static func impossibility(of known: KnownFinding, in flow: Flow) -> Diagnostic? {
    if let screen = known.screen, let why = neverOn(known.findingID, screen, flow) {
      let name = flow.screens[screen].name
      let others = flow.screens.filter { neverOn(known.findingID, $0.id, flow) == nil }.map(\.name)
      var fixIts = [FixIt("remove the line", replacing: known.range, with: "")]
      if let range = known.screenRange, let near = Suggestions.closest(to: name, among: others) {
        fixIts.insert(FixIt("use '\(near)'", replacing: range, with: near), at: 0)
      }
      return .warning(
        .knownNeverMatches,
        "this 'known' line can never match: '\(known.findingID)' is never reported on '\(name)', \(why)",
        at: known.screenRange ?? known.range,
        notes: [
          Note(
            "a 'known' line acknowledges a finding a check reports; remove it, or name the screen where the finding is"
          )
        ],
        fixIts: fixIts)
    }
    if var condition = known.condition {
      // A per-configuration finding at SCREEN happens where SCREEN is visible.
      if let screen = known.screen { condition = .and(.at(screen), condition) }
      if ConditionSpace(condition, flow: flow).values == [false] {
        let text = known.conditionText ?? ""
        return .warning(
          .knownNeverMatches,
          "this 'known' line can never match: '\(text)' holds in no configuration\(known.screen.map { " showing '\(flow.screens[$0].name)'" } ?? "")",
          at: known.range,
          notes: [
            Note(
              "'when' keeps to the configurations where its condition holds; this one holds in none, whatever the variables' values"
            )
          ],
          fixIts: [FixIt("remove the line", replacing: known.range, with: "")])
      }
    }
    return nil
  }

  /// Why no check reports `id` on `screen` (a clause), or nil when one may.
  static func neverOn(_ id: String, _ screen: ScreenID, _ flow: Flow) -> String? {
    let declared = flow.screens[screen]
    switch id {
    case "dead-end", "no-way-out":
      return declared.isTerminal ? "a 'terminal' screen, where the journey may end" : nil
    case "unreachable-screen":
      return flow.entry(of: flow.start) == screen ? "the screen the app starts on" : nil
    case "unused-control":
      return declared.controls.isEmpty ? "which has no controls" : nil
    default:
      return nil
    }
  }
}
