/// `flowsim test` output: per flow, each failed scenario at the step where it failed,
/// with the walkthrough up to it, then the flow's line; with several flows, the totals.
public enum TestOutput {
  public static func text(_ tests: [FlowTest], colors: Bool = false) -> String {
    let printer = FindingPrinter(colors: colors)
    var out = ""
    var passed = 0
    var failed = 0
    var unloaded = 0
    for test in tests {
      for diagnostic in test.diagnostics.limitedForDisplay() {
        out += printer.diagnostics.render(diagnostic)
      }
      guard let flow = test.flow else {
        out += "\(test.path): not run: the flow does not load\n"
        unloaded += 1
        continue
      }
      for run in test.failures {
        guard let diagnostic = FlowTest.diagnostic(run) else { continue }
        out += printer.render(diagnostic, of: run, flow: flow)
      }
      let bad = test.failures.count
      passed += test.runs.count - bad
      failed += bad
      out +=
        "\(test.path): \(Counting.count(test.runs.count, "scenario")), \(Counting.grouped(test.runs.count - bad)) passed, \(Counting.grouped(bad)) failed\n"
      if tests.count == 1, test.runs.isEmpty { out += noScenarios }
    }
    if tests.count > 1 {
      let notRun = unloaded == 0 ? "" : " (\(unloaded) did not load)"
      out +=
        "tested \(tests.count) flows\(notRun): \(Counting.count(passed + failed, "scenario")), \(Counting.grouped(passed)) passed, \(Counting.grouped(failed)) failed\n"
    }
    return out
  }

  /// What a newcomer who tests a flow without scenarios reads next: how to write one.
  static let noScenarios = """
    note: the flow has no scenarios: a 'scenario "Name" { … }' block lists steps and
      expectations (docs/language.md, Scenarios); the stepper's 'save' writes a
      session's steps in that syntax

    """
}
