import Foundation

/// `check`: what is wrong in the current configuration. Worked out here: transitions
/// that fail or run into a notice, a dead end, the assertions that fail here (`never`
/// and `always` evaluated here; `always reachable` and log out searched from here).
/// From `flowsim check`: the findings whose walkthrough ends here.
extension StepSession {
  /// Finding ids the lines worked out here already cover. A failure's walkthrough
  /// ends where the transition fails, so the options' "fails here" lines cover it; a
  /// notice's (a screen twice in a stack, a return to a `noreturn` screen) ends after
  /// the transition that ran into it, so it is reported from `flowsim check`'s
  /// findings: it is about how the user got here.
  static let coveredFindings: Set<String> = [
    "assertion-failed", "assertion-not-always-reachable", "dead-end", "no-way-out",
    "logout-unreachable",
    "unwind-target-missing", "push-outside-navigation", "unbounded-stack",
    "configuration-too-large",
    "value-out-of-range", "tab-bar-not-shown", "page-set-not-shown", "unbounded-presentation",
  ]

  func check() -> String {
    let here = current
    let screen = flow.screens[simulator.view(here).visible]
    var lines: [String] = []
    for item in menu.items {
      for option in item.options {
        switch option.result {
        case .fails(let issue, _):
          lines.append(
            "\(flow.label(of: option.transition)) fails here: \(simulator.explain(issue))")
        case .leadsTo(_, let notices):
          for notice in notices {
            lines.append(
              "\(flow.label(of: option.transition)): \(simulator.explain(notice, ahead: true))")
          }
        case .disabled:
          break
        }
      }
    }
    let movesOn = menu.items.contains { item in item.usable.contains { $0.target != here } }
    let fails = menu.items.contains { !$0.failing.isEmpty }
    if !movesOn && !fails && !screen.isTerminal {
      lines.append(
        "dead end: nothing leads anywhere from here, and \(screen.name) is not marked 'terminal'"
          + known("dead-end", on: screen.id, here))
    }
    if movesOn { lines += noWayOutLines(here) }
    lines += assertionLines(here)
    lines += logoutLines(here)
    let report =
      self.report
      ?? Checker(options: .init(maxStates: searchLimit), leavesOutUnread: true).check(flow)
    self.report = report
    if !report.space.isComplete {
      lines.append(
        "(flowsim check stopped after \(report.space.count) configurations: it may miss findings here)"
      )
    }
    for finding in report.findings
    where finding.walkthrough?.end == here && !Self.coveredFindings.contains(finding.id) {
      let diagnostic = finding.diagnostic
      let location = diagnostic.location.map { "\($0): " } ?? ""
      lines.append(
        "\(location)\(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.id)]")
    }
    if lines.isEmpty {
      let count = flow.assertions.count
      let held = count == 0 ? "" : " (\(Counting.count(count, "assertion")) checked)"
      return "check at \(screen.name): nothing wrong here\(held)\n\n"
    }
    return "check at \(screen.name):\n" + lines.map { "  \($0)\n" }.joined() + "\n"
  }

  /// "; known: REASON" when one of the flow's `known` lines acknowledges a finding
  /// `id` here (as `flowsim check` would report it: a note, not a problem).
  private func known(_ id: String, on screen: ScreenID, _ here: Configuration) -> String {
    let line = flow.knownFindings.first {
      $0.acknowledges(id, on: screen, at: here, simulator: simulator)
    }
    return line.map { "; known: \($0.reason) (\($0.range.location))" } ?? ""
  }

  private func assertionLines(_ here: Configuration) -> [String] {
    var lines: [String] = []
    for assertion in flow.assertions {
      let at = " (\(assertion.range.location))"
      switch assertion.kind {
      case .never where simulator.holds(assertion.condition, in: here):
        lines.append("assertion fails here: never \(assertion.text)\(at)")
      case .always where !simulator.holds(assertion.condition, in: here):
        lines.append("assertion fails here: always \(assertion.text)\(at)")
      case .alwaysReachable:
        let search = SessionSearch(simulator: simulator, limit: searchLimit)
        switch search.path(from: here, to: { simulator.holds(assertion.condition, in: $0) }) {
        case .found: break
        case .unreachable:
          lines.append(
            "assertion fails here: \(assertion.text) can no longer be reached from here\(at)")
        case .gaveUp(let searched):
          lines.append(
            "could not tell whether \(assertion.text) can still be reached (searched \(searched) configurations)\(at)"
          )
        }
      default:
        break
      }
    }
    return lines
  }

  /// "no way out" when every path from here stays on this screen (under any alerts),
  /// it is not `terminal`, and nowhere ahead is nothing leading anywhere (a dead end,
  /// or only failures): as `flowsim check` finds it.
  private func noWayOutLines(_ here: Configuration) -> [String] {
    func underlying(_ configuration: Configuration) -> ScreenID {
      ScreenTraps.underlyingScreen(simulator.view(configuration), flow)
    }
    func movesOn(_ configuration: Configuration) -> Bool {
      simulator.options(configuration).contains { option in
        if case .leadsTo(let target, _) = option.result { return target != configuration }
        return false
      }
    }
    let screen = underlying(here)
    guard !flow.screens[screen].isTerminal else { return [] }
    let search = SessionSearch(simulator: simulator, limit: searchLimit)
    let leaves = search.path(from: here) { underlying($0) != screen || !movesOn($0) }
    guard case .unreachable = leaves else { return [] }
    return [
      "no way out: whatever happens from here, the user stays on \(flow.screens[screen].name)"
        + known("no-way-out", on: screen, here)
    ]
  }

  private func logoutLines(_ here: Configuration) -> [String] {
    guard !flow.logouts.isEmpty, simulator.isSignedIn(here) else { return [] }
    let transitions = Set(flow.logouts.flatMap(\.transitions))
    let search = SessionSearch(simulator: simulator, limit: searchLimit)
    let found = search.path(from: here) { configuration in
      simulator.options(configuration).contains {
        transitions.contains($0.transition) && $0.target != nil
      }
    }
    guard case .unreachable = found else { return [] }
    let logouts = flow.logouts
    guard logouts.count > 1 else {
      let control = flow.controls[logouts[0].control]
      return [
        "signed in, but \(control.displayName) (log out) can no longer be reached from here (\(logouts[0].range.location))"
      ]
    }
    let named = logouts.map { logout in
      "\(flow.controls[logout.control].displayName) (\(logout.range.location))"
    }
    return ["signed in, but no log out can be reached from here: \(named.joined(separator: ", "))"]
  }
}
