import FlowSim

/// `flowsim explain FINDING-ID`: what a finding means, from the checks' own
/// descriptions in the binary (the same text docs/checks.md is generated from), so an
/// installed flowsim explains itself without the repository's docs.
enum ExplainCommand: Subcommand {
  static let name = "explain"
  static let abstract = "Explain a finding id, with a flow that reports it"
  static let spec = Arguments.Spec()
  static let help = """
    USAGE: flowsim explain <finding-id>

    Prints what a finding means: the check that reports it and what that check
    proves, its severity, and, for a check's finding, a flow that triggers it and a
    close one that does not. The id is the one in brackets after a message
    ([dead-end]). Ids reported while a flow loads ([unknown-screen]) get their
    one-line summary.

    EXIT STATUS:
      0  the id was explained
      2  a usage error, or no finding has that id (the closest is suggested)

    EXAMPLES:
      flowsim explain dead-end
      flowsim explain nothing-private

    """

  static func run(_ arguments: Arguments) throws(UsageError) -> Int32 {
    guard arguments.positional.count == 1, let id = arguments.positional.first else {
      throw UsageError("name one finding id, e.g. 'flowsim explain dead-end'")
    }
    for check in Checker.checks {
      let description = type(of: check).description
      guard let rule = description.rules.first(where: { $0.id == id }) else { continue }
      Terminal.out(text(rule, of: description))
      return ExitCode.success
    }
    if let rule = DiagnosticID.allCases.first(where: { $0.id == id }) {
      // A `known` line's mistakes are found after checking, beside the findings.
      let when =
        id.hasPrefix("known-")
        ? "Reported about a 'known' line once the checks have run (see 'flowsim help language', \"Known findings\"): the flow is checked."
        : rule.isWarning
          ? "Reported while the flow loads, as a warning: the flow is still checked ('check --strict' fails on it)."
          : "Reported while the flow loads, as an error: a flow with it is not checked until it is fixed."
      Terminal.out("\(id): \(rule.summary)\n\n\(when)\n")
      return ExitCode.success
    }
    let ids =
      Checker.checks.flatMap { type(of: $0).description.rules.map(\.id) }
      + SarifOutput.definitionRules.map(\.id)
    let hint = Suggestions.closest(to: id, among: ids).map { "; did you mean '\($0)'?" } ?? ""
    throw UsageError("no finding has the id '\(id)'\(hint)")
  }

  static func text(_ rule: CheckDescription.Rule, of check: CheckDescription) -> String {
    func indented(_ flow: String) -> String {
      flow.split(separator: "\n", omittingEmptySubsequences: false).map { "    \($0)" }
        .joined(separator: "\n")
    }
    return """
      \(rule.id) (\(rule.severity.rawValue), check '\(check.name)'): \(rule.summary)

      What the check proves: \(check.proves)

      A flow that reports it:

      \(indented(rule.triggering))

      A close one that does not:

      \(indented(rule.clean))

      """
  }
}
