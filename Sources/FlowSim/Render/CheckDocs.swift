/// Generates docs/checks.md from the checks' own descriptions: for every finding
/// id, what it means, a flow that triggers it with flowsim's exact output, and a
/// flow that does not. A test keeps the file in step with the code.
public enum CheckDocs {
  /// The output of `flowsim check example.flow` on an example, or the diagnostics
  /// if it does not load.
  public static func output(of example: String) -> String {
    let loaded = FlowLoader().load(SourceFile(path: "example.flow", text: example + "\n"))
    guard let flow = loaded.flow else {
      return loaded.diagnostics.map { DiagnosticPrinter().render($0) }.joined()
    }
    let report = Checker(leavesOutUnread: true).check(flow)
    let check = FlowCheck(path: "example.flow", findings: report.findings, report: report)
    return CheckOutput.text([check])
  }

  /// Findings of one rule id in the output of an example.
  public static func findings(_ id: String, in example: String) -> [Finding] {
    let loaded = FlowLoader().load(SourceFile(path: "example.flow", text: example + "\n"))
    let fromLoad = loaded.diagnostics.filter { $0.id == id }.map { Finding($0) }
    guard let flow = loaded.flow else { return fromLoad }
    return fromLoad + Checker(leavesOutUnread: true).check(flow).findings.filter { $0.id == id }
  }

  public static func markdown(_ checks: [any Check.Type]) -> String {
    var out = """
      # Checks

      <!-- Generated from the checks' descriptions (Sources/FlowSim/Checks) by the test
      suite: FLOWSIM_RECORD=1 swift test rewrites it. Do not edit by hand. -->

      `flowsim check` explores every configuration a flow can reach, breadth-first from
      its start, then runs these checks. Every finding names the file, line and column
      of the declaration concerned; a finding found by exploring also shows the
      shortest walkthrough from the start to where it happens. Errors make
      `flowsim check` exit 1; warnings do too under `--strict`. When exploring stops at
      `--max-states` (`state-limit`), findings that say something never happens
      (`unreachable-screen`, `unused-control`, `unused-outcome`, `no-way-out`, `assertion-unreachable`,
      `assertion-not-always-reachable`, `logout-unreachable`) are not reported: only the
      whole state space could show them.

      Definition diagnostics (unknown names, type errors, a push from a screen in no
      navigation stack, …) are reported while the flow loads, before any exploring;
      they are errors, and a flow with one is not explored, except
      `show-outside-stack`, `back-never-applies`, `back-may-not-apply`,
      `dismiss-never-applies`, `unused-guard-reason`, `duplicate-modifier` and
      `lone-carriage-return`, warnings after which the flow is still explored. The
      errors about `known` lines (`unknown-finding-id`, `known-assertion`,
      `known-place-unsupported`, `known-condition-unsupported`) do not stop exploring
      either: they are reported with the findings. The last section lists them all;
      docs/language.md has the rules they enforce.

      A flow may acknowledge a finding it keeps on purpose, such as an app's admitted
      gap, with a `known` line (docs/language.md): `known dead-end at Questions "the
      app admits it"`. The finding is still found and printed, as a note carrying the
      reason, and counts as neither an error nor a warning. `at SCREEN` picks the
      findings reported on that screen or its controls (`known unused-control at
      Settings "ships next release"`), for every id but the log-out ones, which are
      about the whole flow (`known-place-unsupported`). `when` picks configurations,
      for `dead-end` and `no-way-out` (elsewhere it is an error,
      `known-condition-unsupported`); an occurrence the line does not acknowledge is
      shown as an error instead. A failing assertion cannot be acknowledged
      (`known-assertion`): change the assertion. A `known` line naming an id no check
      reports is an error (`unknown-finding-id`); one that matches no finding after a
      complete exploration is a warning (`known-finding-absent`), so an
      acknowledgement does not outlive its problem; one that could never match (a
      `dead-end` at a `terminal` screen, a `when` that never holds) is a warning that
      says why (`known-never-matches`).


      """
    for check in checks {
      let description = check.description
      out += "## \(description.name)\n\n\(description.proves)\n\n"
      for rule in description.rules {
        out += "### `\(rule.id)` (\(rule.severity.rawValue))\n\n"
        out += "\(rule.summary.prefix(1).uppercased() + rule.summary.dropFirst()).\n\n"
        out += "Triggers it:\n\n```\n\(rule.triggering)\n```\n\n"
        out += "`flowsim check example.flow` prints:\n\n```\n\(output(of: rule.triggering))```\n\n"
        out += "Does not:\n\n```\n\(rule.clean)\n```\n\n"
      }
    }
    out += """
      ## Definition diagnostics

      What reading, parsing and resolving a flow report, and the few that exploring,
      `flowsim test` and `flowsim walk --script` add besides the checks', by id.
      `flowsim check --format json`, `github` and `sarif` carry these ids, except
      `scenario-failed` and `script-not-steps`, which `flowsim test` and `flowsim walk`
      report in text only.

      | id | reported for |
      |---|---|

      """
    for rule in SarifOutput.definitionRules {
      out += "| `\(rule.id)` | \(rule.summary) |\n"
    }
    return out
  }
}
