/// The SARIF rules: one per finding id flowsim can report, with a one-line summary.
extension SarifOutput {
  /// The ids that reading, parsing and resolving report, with their summaries:
  /// `DiagnosticID`, in its order (the checks' own ids come from their
  /// `CheckDescription`s).
  public static var definitionRules: [(id: String, summary: String)] {
    DiagnosticID.allCases.map { ($0.id, $0.summary) }
  }

  /// Every rule: the checks' rules in check order, then the definition rules.
  public static var allRules: [(id: String, summary: String)] {
    var rules: [(id: String, summary: String)] = []
    var seen: Set<String> = []
    let checkRules = Checker.checks.flatMap { type(of: $0).description.rules }
    for rule in checkRules.map({ ($0.id, $0.summary) }) + definitionRules
    where seen.insert(rule.0).inserted {
      rules.append((rule.0, rule.1))
    }
    return rules
  }
}
