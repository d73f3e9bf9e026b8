/// The SARIF rules: one per finding id flowsim can report, with a one-line summary.
extension SarifOutput {
  /// The ids that reading, parsing and resolving report, with their summaries (the
  /// checks' own ids come from their `CheckDescription`s).
  public static let definitionRules: [(id: String, summary: String)] = [
    ("unreadable-file", "a flow file cannot be read"),
    ("file-too-large", "a flow file is larger than flowsim accepts"),
    ("include-cycle", "files include each other in a cycle"),
    ("include-not-found", "an included file cannot be read"),
    ("include-too-deep", "includes nest deeper than flowsim accepts"),
    ("include-outside-root", "an include leads outside the folder flows may include from"),
    ("include-not-a-flow", "an include names a file that is not a flow file"),
    ("not-a-flow-file", "a file is not a flow file (an image, a document, binary data)"),
    ("invalid-utf8", "the file holds bytes that are not UTF-8"),
    ("invalid-character", "a character that starts no token"),
    ("lone-carriage-return", "a carriage return without a line feed (a warning)"),
    ("invalid-escape", "an unknown escape sequence in a string"),
    ("unterminated-string", "a string does not end on its line"),
    ("integer-overflow", "an integer does not fit in 64 bits"),
    ("integer-out-of-range", "an integer outside the 32-bit values a flow may use"),
    ("too-deeply-nested", "an expression nests deeper than flowsim accepts"),
    ("flow-too-large", "more roots, tabs, pages or screens than flowsim can number"),
    ("unexpected-token", "a token where none belongs"),
    ("unclosed-brace", "a block is not closed"),
    ("nested-declaration", "a declaration inside a block where it cannot go"),
    ("brace-on-next-line", "a block's '{' is not on its declaration's line"),
    ("keyword-as-name", "a keyword is used as a name"),
    ("chained-comparison", "comparisons are chained"),
    ("equals-in-condition", "a condition compares with '=', which sets"),
    ("duplicate-modifier", "a modifier is given twice (a warning)"),
    ("expected-declaration", "a line does not start a declaration"),
    ("expected-name", "a name is missing"),
    ("expected-string", "a string in quotes is missing"),
    ("expected-integer", "an integer is missing"),
    ("expected-keyword", "a keyword is missing"),
    ("expected-token", "punctuation is missing"),
    ("expected-type", "a variable's type is missing"),
    ("expected-expression", "an expression is missing"),
    ("expected-arrow", "a control has no '->'"),
    ("expected-action", "an action is missing"),
    ("expected-control", "a block item is not a control"),
    ("expected-screen", "a container item is not a screen"),
    ("expected-tab", "a tab bar item is not a tab"),
    ("expected-step", "a scenario item is not a step"),
    ("expected-finding-id", "a 'known' line has no finding id"),
    ("misplaced-how", "a how-text where none belongs: on a control, or after '->' or ':'"),
    ("duplicate-how", "an event or outcome with two how-texts"),
    ("empty-how", "an empty how-text"),
    ("missing-start", "the flow has no 'start'"),
    ("duplicate-name", "a name is declared twice"),
    ("duplicate-flow-name", "the flow is named twice"),
    ("duplicate-start", "the flow has two 'start' lines"),
    ("duplicate-signed-in", "'signed in when' is declared twice"),
    ("duplicate-logout", "the same log out is declared twice"),
    ("duplicate-tab", "a tab bar has two tabs with one label"),
    ("duplicate-control", "a screen has two controls with one label"),
    ("duplicate-outcome", "a control has two outcomes with one name"),
    ("duplicate-scenario", "two scenarios have one name"),
    ("unknown-screen", "a name that is not a declared screen or container"),
    ("unknown-name", "a name that is not a declared variable or value"),
    ("unknown-variable", "a name that is not a declared variable"),
    ("unknown-control", "a label that no control has"),
    ("unknown-event", "a label that no event has"),
    ("unknown-outcome", "a scenario step names an outcome that no control with its label has"),
    ("unknown-tab", "a label that no tab has"),
    ("wrong-kind", "a name of the wrong kind for its place"),
    ("type-mismatch", "a value of the wrong type"),
    ("configuration-in-guard", "'at', 'in' or 'enabled' where only variables may be read"),
    ("non-constant-initial", "an initial value that is not a constant"),
    ("value-out-of-range", "a value outside its variable's range"),
    ("empty-range", "a range that holds no value"),
    ("range-too-large", "a range with more values than flowsim explores"),
    ("empty-container", "a container with nothing in it"),
    ("empty-outcome", "an 'outcome { }' block with no outcome in it"),
    ("code-event", "an event whose effect is 'code \"…\"' (only a control's can be made in code)"),
    ("invalid-max", "a stack's 'max' below 1"),
    ("misplaced-modifier", "a modifier where it has no meaning"),
    ("extend-title", "'extend' gives a title (a title belongs in the declaration)"),
    (
      "extend-container-controls",
      "'extend' adds controls to a container (controls belong to its screens)"
    ),
    ("alert-in-container", "an alert or sheet inside a container"),
    ("button-on-screen", "a button on a screen (buttons belong to alerts)"),
    ("control-on-alert", "a control other than a button on an alert"),
    ("alert-as-root", "an alert as the window's root, by 'start' or 'reset'"),
    ("push-alert", "an alert pushed onto a stack"),
    ("not-a-page", "'page' names a screen outside the page set"),
    ("ambiguous-tab", "a tab label that several tab bars have"),
    (
      "push-outside-navigation",
      "a push from a screen in no navigation stack (found while loading; or, where it depends on the configuration, such as an alert's button or an event, while exploring, with a walkthrough)"
    ),
    ("back-never-applies", "'back' or 'pop to root' on a screen that is never pushed (a warning)"),
    (
      "back-may-not-apply",
      "'back' or 'pop to root' after 'tab' or 'dismiss all': not offered at the stack's root (a warning)"
    ),
    ("dismiss-never-applies", "'dismiss' on a screen that is never presented (a warning)"),
    ("state-limit", "exploration stopped at --max-states; results are incomplete"),
    (
      "memory-limit",
      "exploration stopped at the memory ceiling (--max-memory); results are incomplete"
    ),
    ("unknown-finding-id", "a 'known' line names an id that no check reports"),
    (
      "unused-guard-reason",
      "an event's or an outcome's guard has a reason, which nothing shows (a warning)"
    ),
    ("known-assertion", "a 'known' line names a failing assertion (change the assertion)"),
    ("known-condition-unsupported", "a 'known' line has 'when' for a finding reported per place"),
    (
      "known-place-unsupported",
      "a 'known' line has 'at' for a log-out finding, which is on no screen"
    ),
    ("known-finding-absent", "a 'known' line matches no finding (a warning)"),
    (
      "known-never-matches",
      "a 'known' line can never match: its finding is never reported there (a warning)"
    ),
    ("configuration-too-large", "a configuration grew past what flowsim stores"),
    ("scenario-failed", "a scenario failed at a step"),
    ("script-not-steps", "a script for 'flowsim walk --script' holds more than steps (a brace)"),
    ("too-many-diagnostics", "more than 100 diagnostics in one load: the rest are not shown"),
  ]

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
