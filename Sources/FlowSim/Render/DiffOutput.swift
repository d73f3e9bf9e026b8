/// `flowsim diff` output: Markdown for a pull-request comment, or JSON for tools.
public enum DiffOutput {
  /// A Markdown comment: a summary line, then a section per kind of change.
  public static func markdown(_ diff: FlowDiff, old: String, new: String) -> String {
    var out = "### flowsim diff: `\(old)` → `\(new)`\n\n"
    guard !diff.isEmpty else {
      out += "No change in behaviour: the same screens are reachable by the same shortest paths, "
      out += "the same controls do the same things, and the checks find the same problems.\n"
      return out + incompleteNote(diff)
    }
    out += summary(diff)
    var screens: [String] = []
    screens += diff.becameUnreachable.map { "- **no longer reachable:** `\($0)`" }
    screens += diff.becameReachable.map { "- **now reachable:** `\($0)`" }
    screens += diff.becamePrivate.map { "- **now private** (needs sign-in): `\($0)`" }
    screens += diff.becamePublic.map { "- **no longer private:** `\($0)`" }
    screens += diff.addedScreens.map { "- added: `\($0)`" }
    screens += diff.removedScreens.map { "- removed: `\($0)`" }
    if !screens.isEmpty { out += "\n#### Screens\n\n" + screens.joined(separator: "\n") + "\n" }
    let rows =
      diff.addedTransitions.map { row("added", $0) }
      + diff.removedTransitions.map { row("removed", $0) }
      + diff.changedTransitions.map { row("changed", $0) }
    if !rows.isEmpty {
      out +=
        "\n#### Controls\n\n| | screen | control | outcome | before | after |\n|---|---|---|---|---|---|\n"
      out += rows.joined()
    }
    if !diff.declarations.isEmpty {
      out +=
        "\n#### Declarations\n\n| | declaration | before | after | where |\n|---|---|---|---|---|\n"
      out += diff.declarations.map(row).joined()
    }
    var findings: [String] = []
    findings += diff.newFindings.map {
      "- **new \($0.isKnown ? "known" : $0.severity.rawValue)** `\($0.id)`: \(Transcript.escapeMarkdown($0.message))"
    }
    findings += diff.fixedFindings.map {
      "- fixed \($0.isKnown ? "known" : $0.severity.rawValue) `\($0.id)`: \(Transcript.escapeMarkdown($0.message))"
    }
    findings += diff.acknowledgedFindings.map {
      "- now known (was \(article($0.severity))) `\($0.id)`: \(Transcript.escapeMarkdown($0.message))"
    }
    findings += diff.unacknowledgedFindings.map {
      "- **no longer known (now \(article($0.severity)))** `\($0.id)`: \(Transcript.escapeMarkdown($0.message))"
    }
    if !findings.isEmpty { out += "\n#### Checks\n\n" + findings.joined(separator: "\n") + "\n" }
    if !diff.paths.isEmpty {
      out += "\n#### Shortest paths\n\n| screen | before | after |\n|---|---|---|\n"
      for path in diff.paths {
        out += "| `\(path.screen)` | \(steps(path.before)) | \(steps(path.after)) |\n"
      }
      for (path, lines) in zip(diff.paths, walkthroughs(diff)) {
        out += "\n<details><summary>shortest path to <code>\(path.screen)</code> now</summary>\n\n"
        out += "```\n" + lines.joined(separator: "\n") + "\n```\n\n</details>\n"
      }
    }
    return out + incompleteNote(diff)
  }

  /// Each changed path's new walkthrough as `WalkthroughText` lines, in `paths` order.
  static func walkthroughs(_ diff: FlowDiff) -> [[String]] {
    let text = WalkthroughText(flow: diff.newSpace.flow)
    return diff.paths.map { text.lines($0.walkthrough) }
  }

  /// "an error", "a warning", "a note".
  static func article(_ severity: Severity) -> String {
    severity == .error ? "an error" : "a \(severity.rawValue)"
  }

  static func summary(_ diff: FlowDiff) -> String {
    var parts: [String] = []
    func add(_ count: Int, _ one: String, _ many: String) {
      if count > 0 { parts.append("\(Counting.grouped(count)) \(count == 1 ? one : many)") }
    }
    add(diff.becameUnreachable.count, "screen no longer reachable", "screens no longer reachable")
    add(diff.becameReachable.count, "screen now reachable", "screens now reachable")
    add(diff.becamePrivate.count, "screen now private", "screens now private")
    add(diff.becamePublic.count, "screen no longer private", "screens no longer private")
    add(diff.addedScreens.count, "screen added", "screens added")
    add(diff.removedScreens.count, "screen removed", "screens removed")
    add(diff.addedTransitions.count, "control added", "controls added")
    add(diff.removedTransitions.count, "control removed", "controls removed")
    add(diff.changedTransitions.count, "control changed", "controls changed")
    for change in ["added", "removed", "changed"] {
      add(
        diff.declarations.filter { $0.change == change }.count, "declaration \(change)",
        "declarations \(change)")
    }
    add(diff.newFindings.count, "new finding", "new findings")
    add(diff.fixedFindings.count, "finding fixed", "findings fixed")
    add(diff.acknowledgedFindings.count, "finding now known", "findings now known")
    add(diff.unacknowledgedFindings.count, "finding no longer known", "findings no longer known")
    add(diff.paths.count, "shortest path changed", "shortest paths changed")
    return "**" + parts.joined(separator: ", ") + ".**\n"
  }

  static func row(_ change: String, _ transition: FlowDiff.TransitionChange) -> String {
    let key = transition.key
    let cells = [
      change, "`\(key.screen)`", code(key.control), key.outcome.map(code) ?? "",
      transition.before.map(code) ?? "", transition.after.map(code) ?? "",
    ]
    return "| " + cells.joined(separator: " | ") + " |\n"
  }

  static func row(_ declaration: FlowDiff.DeclarationChange) -> String {
    let cells = [
      declaration.change, code(declaration.subject), declaration.before.map(code) ?? "",
      declaration.after.map(code) ?? "", code(place(declaration.location)),
    ]
    return "| " + cells.joined(separator: " | ") + " |\n"
  }

  /// `file:line`: where a declaration is, without its column.
  static func place(_ location: SourceLocation) -> String { "\(location.file):\(location.line)" }

  static func steps(_ count: Int) -> String { Counting.count(count, "step") }

  static func incompleteNote(_ diff: FlowDiff) -> String {
    diff.isComplete
      ? ""
      : "\n> Exploration stopped at a limit (--max-states or --max-memory) on at least one side: reachability and paths are as far as explored.\n"
  }

  /// Text inside backticks in a table cell: `|` would end the cell, a backtick the code.
  static func code(_ text: String) -> String {
    "`" + text.replacingOccurrences(of: "`", with: "'").replacingOccurrences(of: "|", with: "\\|")
      + "`"
  }

  // MARK: - JSON

  /// The diff as one JSON document (keys in a fixed order).
  public static func json(_ diff: FlowDiff, old: String, new: String) -> String {
    func strings(_ values: [String]) -> JSONValue { .array(values.map { .string($0) }) }
    func transitions(_ changes: [FlowDiff.TransitionChange]) -> JSONValue {
      .array(
        changes.map { change in
          var members: [(String, JSONValue)] = [
            ("screen", .string(change.key.screen)), ("control", .string(change.key.control)),
          ]
          if let outcome = change.key.outcome { members.append(("outcome", .string(outcome))) }
          if let before = change.before { members.append(("before", .string(before))) }
          if let after = change.after { members.append(("after", .string(after))) }
          return .object(members)
        })
    }
    func findings(_ keys: [FlowDiff.FindingKey]) -> JSONValue {
      .array(
        keys.map {
          .object(
            [
              ("id", .string($0.id)), ("severity", .string($0.severity.rawValue)),
              ("message", .string($0.message)),
            ] + ($0.isKnown ? [("known", .bool(true))] : []))
        })
    }
    return JSONValue.object([
      ("version", .number(1)),
      ("old", .string(old)),
      ("new", .string(new)),
      ("complete", .bool(diff.isComplete)),
      (
        "screens",
        .object([
          ("noLongerReachable", strings(diff.becameUnreachable)),
          ("nowReachable", strings(diff.becameReachable)),
          ("nowPrivate", strings(diff.becamePrivate)),
          ("noLongerPrivate", strings(diff.becamePublic)),
          ("added", strings(diff.addedScreens)), ("removed", strings(diff.removedScreens)),
        ])
      ),
      (
        "controls",
        .object([
          ("added", transitions(diff.addedTransitions)),
          ("removed", transitions(diff.removedTransitions)),
          ("changed", transitions(diff.changedTransitions)),
        ])
      ),
      (
        "declarations",
        .array(
          diff.declarations.map { change in
            var members: [(String, JSONValue)] = [
              ("change", .string(change.change)), ("kind", .string(change.kind.rawValue)),
              ("declaration", .string(change.subject)),
            ]
            if let before = change.before { members.append(("before", .string(before))) }
            if let after = change.after { members.append(("after", .string(after))) }
            members.append(("file", .string(change.location.file)))
            members.append(("line", .number(change.location.line)))
            return .object(members)
          })
      ),
      (
        "findings",
        .object([
          ("new", findings(diff.newFindings)), ("fixed", findings(diff.fixedFindings)),
          ("known", findings(diff.acknowledgedFindings)),
          ("noLongerKnown", findings(diff.unacknowledgedFindings)),
        ])
      ),
      (
        "paths",
        .array(
          zip(diff.paths, walkthroughs(diff)).map { path, lines in
            .object([
              ("screen", .string(path.screen)), ("before", .number(path.before)),
              ("after", .number(path.after)),
              ("walkthrough", strings(lines)),
            ])
          })
      ),
    ]).serialized()
  }
}
