/// `flowsim check` output in its three formats: text for people, JSON for tools,
/// and GitHub workflow annotations.
public enum CheckOutput {
  /// Per flow, its findings with excerpts and walkthroughs, then its summary line;
  /// with several flows, a total at the end.
  public static func text(_ checks: [FlowCheck], colors: Bool = false, strict: Bool = false)
    -> String
  {
    let printer = FindingPrinter(colors: colors)
    var out = ""
    for check in checks {
      let (shown, hidden) = [Diagnostic].forDisplay(check.findings, severity: \.severity)
      for finding in shown {
        if let flow = check.flow {
          out += printer.render(finding, flow: flow)
        } else {
          out += printer.diagnostics.render(finding.diagnostic)
        }
      }
      if !hidden.isEmpty { out += printer.diagnostics.render(Diagnostic.notShown(hidden)) }
      out += summary(check)
      out += checks.count == 1 && strict && check.warningCount > 0 ? strictNote + "\n" : "\n"
    }
    if checks.count > 1 {
      let errors = checks.map(\.errorCount).reduce(0, +)
      let warnings = checks.map(\.warningCount).reduce(0, +)
      let known = checks.map(\.knownCount).reduce(0, +)
      out +=
        "checked \(checks.count) flows: \(Counting.count(errors, "error")), \(Counting.count(warnings, "warning"))"
      if known > 0 { out += ", \(known) known" }
      let leftToCode = checks.map(\.leftToCodeCount).reduce(0, +)
      if leftToCode > 0 { out += ", \(leftToCode) left to code" }
      out += strict && warnings > 0 ? strictNote + "\n" : "\n"
    }
    return out
  }

  /// Why a run with warnings and no errors fails.
  static let strictNote = " (warnings are errors under --strict)"

  static func summary(_ check: FlowCheck) -> String {
    guard let report = check.report else {
      return
        "\(check.path): not checked: \(Counting.count(check.errorCount, "error")) in the flow definition"
    }
    var line = "\(check.path): \(explored(report.space, leavingOut: report.leftOut.count))"
    line +=
      "; \(Counting.count(check.errorCount, "error")), \(Counting.count(check.warningCount, "warning"))"
    if check.knownCount > 0 { line += ", \(check.knownCount) known" }
    if check.leftToCodeCount > 0 { line += ", \(check.leftToCodeCount) left to code" }
    return line
  }

  /// "N configurations, M transitions explored", whether exploring stopped early, and
  /// how many variables nothing reads it left out (`Checker.leavesOutUnread`).
  static func explored(_ space: StateSpace, leavingOut leftOut: Int = 0) -> String {
    "\(Counting.count(space.count, "configuration")), \(Counting.count(space.transitionCount, "transition")) explored"
      + (leftOut == 0
        ? "" : " without \(Counting.count(leftOut, "variable")) nothing reads")
      + (space.isComplete ? "" : " (incomplete)")
  }

  /// `Counting.grouped`, by the name the executable calls it.
  public static func grouped(_ n: Int) -> String { Counting.grouped(n) }

  /// One JSON document for all flows (see docs/json.md).
  public static func json(_ checks: [FlowCheck]) -> String {
    JSONValue.object([
      ("version", .number(1)),
      ("flows", .array(checks.map(flowJSON))),
    ]).serialized()
  }

  static func flowJSON(_ check: FlowCheck) -> JSONValue {
    var members: [(String, JSONValue)] = [("file", .string(check.path))]
    if let report = check.report {
      let flow = report.flow
      members += [
        ("name", .string(flow.name)),
        ("screens", .array(flow.screens.map { .string($0.name) })),
        ("transitions", .number(flow.transitions.filter { $0.range != nil }.count)),
        ("configurations", .number(report.space.count)),
        ("transitionsExplored", .number(report.space.transitionCount)),
        ("complete", .bool(report.space.isComplete)),
      ]
      if !report.leftOut.isEmpty {
        members.append(
          ("variablesLeftOut", .array(report.leftOut.map { .string(flow.variables[$0].name) })))
      }
    }
    members += [
      ("errors", .number(check.errorCount)),
      ("warnings", .number(check.warningCount)),
      ("known", .number(check.knownCount)),
      (
        "findings",
        .array(
          check.findings.map { finding in
            findingJSON(finding, flow: check.flow)
          })
      ),
    ]
    return .object(members)
  }

  static func locationJSON(_ range: SourceRange?) -> [(String, JSONValue)] {
    guard let location = range?.location else { return [] }
    return [
      ("file", .string(location.file)), ("line", .number(location.line)),
      ("column", .number(location.column)),
    ]
  }

  static func findingJSON(_ finding: Finding, flow: Flow?) -> JSONValue {
    let diagnostic = finding.diagnostic
    var members: [(String, JSONValue)] = [
      ("id", .string(diagnostic.id)),
      ("severity", .string(diagnostic.severity.rawValue)),
      ("message", .string(diagnostic.message)),
    ]
    members += locationJSON(diagnostic.range)
    members.append(
      (
        "notes",
        .array(
          diagnostic.notes.map { note in
            .object([("message", .string(note.message))] + locationJSON(note.range))
          })
      ))
    if let known = finding.known {
      members.append(
        ("known", .object([("reason", .string(known.reason))] + locationJSON(known.range))))
    }
    if let walkthrough = finding.walkthrough, let flow {
      let crumbs = Breadcrumb(flow: flow)
      var steps: [JSONValue] = [
        .object([
          ("step", .number(0)), ("action", .string("start")),
          ("configuration", .string(crumbs.describe(walkthrough.startView))),
        ])
      ]
      // The step, the control taken and, where the flow says, how a tester makes it
      // happen; `kind` is what it did where it was taken (`show` pushed or presented).
      func taken(_ number: Int, _ transition: TransitionID, kind: String) -> [(String, JSONValue)] {
        [("step", .number(number)), ("action", .string(flow.label(of: transition)))]
          + (flow.how(of: transition).map { [("how", .string($0))] } ?? [])
          + [("kind", .string(kind))]
      }
      for (index, step) in walkthrough.steps.enumerated() {
        steps.append(
          .object(
            taken(index + 1, step.transition, kind: step.kind.rawValue)
              + [("configuration", .string(crumbs.describe(step.view)))]))
      }
      if let failure = walkthrough.failure {
        steps.append(
          .object(
            taken(
              walkthrough.steps.count + 1, failure.transition,
              kind: flow.kind(of: failure.transition))
              + [("fails", .bool(true))]))
      }
      members.append(("walkthrough", .array(steps)))
    }
    return .object(members)
  }

  /// GitHub Actions workflow commands: one `::error` / `::warning` line per finding.
  public static func github(_ checks: [FlowCheck]) -> String {
    var out = ""
    for check in checks {
      for finding in check.findings {
        let diagnostic = finding.diagnostic
        let level =
          diagnostic.severity == .error
          ? "error" : (diagnostic.severity == .warning ? "warning" : "notice")
        var properties: [String] = []
        if let location = diagnostic.location {
          properties += [
            "file=\(escapeProperty(location.file))", "line=\(location.line)",
            "col=\(location.column)",
          ]
        }
        properties.append("title=\(escapeProperty("flowsim " + diagnostic.id))")
        var message = diagnostic.message
        for note in diagnostic.notes { message += "\n" + note.message }
        // The walkthrough too: a message such as "after this walkthrough, …" needs it.
        if let walkthrough = finding.walkthrough, let flow = check.flow {
          let lines = WalkthroughText(flow: flow).lines(walkthrough)
          message += "\nwalkthrough:\n" + lines.joined(separator: "\n")
        }
        out += "::\(level) \(properties.joined(separator: ","))::\(escapeData(message))\n"
      }
    }
    return out
  }

  static func escapeData(_ text: String) -> String {
    text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
      .replacingOccurrences(of: "\n", with: "%0A")
  }

  static func escapeProperty(_ text: String) -> String {
    escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(
      of: ",", with: "%2C")
  }
}
