/// Pass 4: the flow-level declarations — name, start, sign-in, log out, assertions
/// and scenarios.
extension Resolver {
  /// The flow-level declarations resolved: name, start, sign-in condition, log out.
  struct Header {
    var name: String
    var start: RootRef?
    var startRange: SourceRange?
    var signedIn: Expr?
    var signedInRange: SourceRange?
    var logouts: [Logout] = []
  }

  /// `flow` and `start` in the entry file win over those in included files; two in
  /// the same place are an error.
  mutating func resolveHeader(_ trees: [SyntaxTree]) -> Header {
    var header = Header(name: trees.first.map { Self.defaultName($0.file.path) } ?? "flow")
    let names = winners(trees) { if case .flow(let literal, _) = $0 { literal.range } else { nil } }
    if let first = names.first, case .flow(let literal, _) = first.decl {
      header.name = literal.value
    }
    reportDuplicates(names, what: "flow name", id: .duplicateFlowName)
    let starts = winners(trees) { if case .start(let name, _) = $0 { name.range } else { nil } }
    reportDuplicates(starts, what: "start", id: .duplicateStart)
    if let first = starts.first, case .start(let name, let keyword) = first.decl {
      header.start = resolveRoot(name)
      header.startRange = keyword.union(name.range)
    } else if starts.isEmpty, let entry = trees.first {
      error(
        .missingStart,
        "the flow has no 'start': say what the window shows first, e.g. 'start Home'",
        at: SourceRange(file: entry.file, start: 0, end: 0))
    }
    for tree in trees {
      for declaration in tree.declarations {
        switch declaration {
        case .signedIn(let expression, let keyword):
          if header.signedIn != nil {
            error(.duplicateSignedIn, "'signed in when' is declared twice", at: keyword)
          }
          header.signedInRange = keyword
          header.signedIn = condition(
            expression, in: .variablesOnly("'signed in when' reads variables only"))
        case .logout(let decl):
          guard let logout = resolveLogout(decl) else { break }
          if let first = header.logouts.first(where: {
            $0.control == logout.control && $0.transitions == logout.transitions
          }) {
            error(
              .duplicateLogout, "this log out is declared twice", at: decl.keyword,
              notes: [Note("first declared here", at: first.range)])
            break
          }
          header.logouts.append(logout)
        default:
          break
        }
      }
    }
    return header
  }

  static func defaultName(_ path: String) -> String {
    let file = PathText.name(of: path)
    return file.hasSuffix(".flow") ? String(file.dropLast(5)) : file
  }

  private struct Located {
    var decl: Declaration
    var range: SourceRange
    var tree: Int
  }

  /// The declarations `select` picks, from the first file that has any.
  private func winners(_ trees: [SyntaxTree], _ select: (Declaration) -> SourceRange?) -> [Located]
  {
    let all = trees.enumerated().flatMap { index, tree in
      tree.declarations.compactMap { decl in
        select(decl).map { Located(decl: decl, range: $0, tree: index) }
      }
    }
    if all.contains(where: { $0.tree == 0 }) { return all.filter { $0.tree == 0 } }
    return all
  }

  private mutating func reportDuplicates(_ found: [Located], what: String, id: DiagnosticID) {
    guard let first = found.first else { return }
    for other in found.dropFirst() {
      error(
        id,
        "the flow already has a '\(what.split(separator: " ")[0])'",
        at: other.range, notes: [Note("first given here", at: first.range)])
    }
  }

  /// A screen or container that can be the window's root (`start`, `reset`).
  mutating func resolveRoot(_ name: Name) -> RootRef? {
    let place = resolvePlace(name)
    if case .screen(let id) = place, screens[id].isAlert {
      error(
        .alertAsRoot, "'\(name.text)' is an alert and cannot be the window's root",
        at: name.range)
      return nil
    }
    return place
  }

  /// A screen or container, by name (`start`, `reset`, `in X`).
  mutating func resolvePlace(_ name: Name) -> Place? {
    let symbol = lookup(name, expecting: "a screen or container", id: .unknownScreen) {
      switch $0 {
      case .screen, .nav, .tabs, .pages: true
      default: false
      }
    }
    switch symbol {
    case .screen(let id): return .screen(id)
    case .nav(let id): return .nav(id)
    case .tabs(let id): return .tabs(id)
    case .pages(let id): return .pages(id)
    default: return nil
    }
  }

  private mutating func resolveLogout(_ decl: LogoutDecl) -> Logout? {
    let owner = screen(decl.screen, for: "'logout' names the screen that has the log-out control")
    let lands = screen(
      decl.lands, for: "'lands' names the signed-out entry screen", suggestingFirstScreen: true)
    guard let owner, let lands else { return nil }
    let ids = screens[owner].controls
    guard let control = ids.first(where: { controls[$0].label == decl.control.value }) else {
      let labels = ids.map { controls[$0].label }
      error(
        .unknownControl, "'\(decl.screen.text)' has no control \"\(decl.control.value)\"",
        at: decl.control.range,
        notes: Suggestions.didYouMean(decl.control.value, among: labels))
      return nil
    }
    var chosen = controls[control].transitions
    if let outcome = decl.outcome {
      let named = chosen.filter {
        if case .control(_, let name) = transitions[$0].kind { return name == outcome.text }
        return false
      }
      guard !named.isEmpty else {
        let names = chosen.compactMap { id -> String? in
          if case .control(_, let name) = transitions[id].kind { return name }
          return nil
        }
        let close = Suggestions.closest(to: outcome.text, among: names)
        diagnostics.append(
          .error(
            .unknownOutcome,
            "\(decl.screen.text).\(StringLiteral.quoted(decl.control.value)) has no outcome '\(outcome.text)'",
            at: outcome.range,
            notes: names.isEmpty
              ? [Note("it has no outcomes: leave out '-> \(outcome.text)'")]
              : [Note("its outcomes: \(names.joined(separator: ", "))")],
            fixIts: close.map { [FixIt("use '\($0)'", replacing: outcome.range, with: $0)] } ?? []))
        return nil
      }
      chosen = named
    }
    return Logout(
      control: control, transitions: chosen, outcome: decl.outcome?.text, lands: lands,
      range: decl.keyword.union(decl.lands.range),
      controlRange: decl.screen.range.union(decl.control.range))
  }

  mutating func resolveAssertions(_ trees: [SyntaxTree]) -> [Assertion] {
    trees.flatMap(\.declarations).compactMap { declaration -> Assertion? in
      guard case .assertion(let decl) = declaration,
        let expr = condition(decl.condition, in: .configuration(bareScreens: false))
      else { return nil }
      return Assertion(
        kind: decl.kind, condition: expr, text: text(decl.condition), range: decl.range)
    }
  }

  mutating func resolveKnownFindings(_ trees: [SyntaxTree]) -> [KnownFinding] {
    trees.flatMap(\.declarations).compactMap { declaration -> KnownFinding? in
      guard case .known(let decl) = declaration else { return nil }
      var screenID: ScreenID?
      if let name = decl.screen {
        guard let id = screen(name, for: "'known … at' names the screen a finding is reported on")
        else { return nil }
        screenID = id
      }
      var expr: Expr?
      if let written = decl.condition {
        guard let resolved = condition(written, in: .configuration(bareScreens: false)) else {
          return nil
        }
        expr = resolved
      }
      return KnownFinding(
        findingID: decl.findingID, idRange: decl.idRange, screen: screenID,
        screenRange: decl.screen?.range, condition: expr,
        conditionText: decl.condition.map { text($0) }, reason: decl.reason.value,
        range: decl.range)
    }
  }

  mutating func resolveScenarios(_ trees: [SyntaxTree]) -> [Scenario] {
    var names: [String: SourceRange] = [:]
    var scenarios: [Scenario] = []
    let eventLabels = controls.filter { $0.owner == .event }.map(\.label)
    let controlLabels = controls.filter { $0.owner != .event }.map(\.label)
    for declaration in trees.flatMap(\.declarations) {
      guard case .scenario(let decl) = declaration else { continue }
      if let first = names[decl.name.value] {
        error(
          .duplicateScenario, "a scenario \"\(decl.name.value)\" already exists",
          at: decl.name.range, notes: [Note("first declared here", at: first)])
      }
      names[decl.name.value] = names[decl.name.value] ?? decl.name.range
      var steps: [Scenario.Step] = []
      for step in decl.steps {
        let kind: Scenario.Step.Kind?
        switch step.kind {
        case .control(let verb, let label, let outcome):
          kind = .control(verb, label.value, outcome: outcome?.text)
          if checkLabel(label, among: controlLabels, what: "control", id: .unknownControl),
            let outcome
          {
            checkOutcome(outcome, of: label, events: false, spoken: verb.spoken)
          }
        case .back: kind = .back
        case .selectTab(let label):
          kind = .tab(label.value)
          if !tabBars.contains(where: { $0.tabs.contains { $0.label == label.value } }) {
            _ = resolveTab(label)
          }
        case .nextPage: kind = .nextPage
        case .previousPage: kind = .previousPage
        case .event(let label, let outcome):
          kind = .event(label.value, outcome: outcome?.text)
          if checkLabel(label, among: eventLabels, what: "event", id: .unknownEvent), let outcome {
            checkOutcome(outcome, of: label, events: true, spoken: "event")
          }
        case .expect(let expression):
          kind = condition(expression, in: .configuration(bareScreens: true)).map {
            .expect($0, text(expression))
          }
        }
        if let kind { steps.append(Scenario.Step(kind: kind, range: step.range)) }
      }
      scenarios.append(Scenario(name: decl.name.value, steps: steps, range: decl.name.range))
    }
    return scenarios
  }

  /// Whether some control (or event) has the label; reports it when none has.
  @discardableResult
  private mutating func checkLabel(
    _ label: StringLiteral, among labels: [String], what: String, id: DiagnosticID
  ) -> Bool {
    guard !labels.contains(label.value) else { return true }
    error(
      id, "no \(what) labelled \"\(label.value)\" anywhere in the flow",
      at: label.range,
      notes: Suggestions.didYouMean(label.value, among: labels))
    return false
  }

  /// Reports a scenario step's `-> outcome` that no control (or event) with the label
  /// has, with the outcome meant where one is close: a typo found when the flow
  /// loads, not when the scenario runs.
  private mutating func checkOutcome(
    _ outcome: Name, of label: StringLiteral, events: Bool, spoken: String
  ) {
    var outcomes: [String] = []
    for control in controls
    where control.label == label.value && (control.owner == .event) == events {
      for transition in control.transitions {
        if case .control(_, let name?) = transitions[transition].kind, !outcomes.contains(name) {
          outcomes.append(name)
        }
      }
    }
    guard !outcomes.contains(outcome.text) else { return }
    let what = "\(spoken) \"\(label.value)\""
    guard !outcomes.isEmpty else {
      diagnostics.append(
        .error(
          .unknownOutcome, "\(what) has no outcomes, so '-> \(outcome.text)' names none",
          at: outcome.range,
          notes: [Note("leave out '-> \(outcome.text)': the step takes its only transition")]))
      return
    }
    var fixIts: [FixIt] = []
    if let close = Suggestions.closest(to: outcome.text, among: outcomes) {
      fixIts = [FixIt("use '\(close)'", replacing: outcome.range, with: close)]
    }
    diagnostics.append(
      .error(
        .unknownOutcome, "\(what) has no outcome '\(outcome.text)'", at: outcome.range,
        notes: [Note("its outcomes: \(outcomes.joined(separator: ", "))")], fixIts: fixIts))
  }
}
