// Scenarios and their steps.

extension Parser {
  /// The keywords that start a step, for "did you mean" suggestions.
  static let stepKeywords: [String] = [
    "tap", "swipe", "select", "back", "tab", "next", "previous", "event", "expect",
  ]

  /// `'scenario' STRING '{' { step (';' | NEWLINE) } '}'`
  mutating func parseScenario() -> ScenarioDecl? {
    let keyword = advance()
    guard let name = expectString("the scenario's name in quotes") else { return nil }
    let owner = "scenario '\(name.value)'"
    guard let brace = openBrace(owner: owner) else {
      expected("expected-token", "'{'", after: owner)
      return nil
    }
    var steps: [StepSyntax] = []
    parseBlock(opening: brace, owner: owner, closesAt: Self.closesControlBlock) { parser in
      guard let step = parser.parseStep(owner: owner) else { return false }
      steps.append(step)
      return true
    }
    return ScenarioDecl(name: name, steps: steps, keyword: keyword.range)
  }

  /// One step; `range` covers all of its tokens.
  private mutating func parseStep(owner: String) -> StepSyntax? {
    let start = current.range
    let kind: StepSyntax.Kind
    switch current.keyword {
    case .tap, .swipe, .select:
      let verb = ControlVerb(rawValue: advance().keyword?.rawValue ?? "") ?? .tap
      guard let label = expectString("a label in quotes"),
        let outcome = parseOutcomeChoice()
      else { return nil }
      kind = .control(verb, label, outcome: outcome)
    case .back:
      advance()
      kind = .back
    case .tab:
      advance()
      guard let label = expectString("a tab label in quotes") else { return nil }
      kind = .selectTab(label)
    case .next, .previous:
      let isNext = advance().keyword == .next
      guard expectKeyword(.page) != nil else { return nil }
      kind = isNext ? .nextPage : .previousPage
    case .event:
      advance()
      guard let label = expectString("the event's label in quotes"),
        let outcome = parseOutcomeChoice()
      else { return nil }
      kind = .event(label, outcome: outcome)
    case .expect:
      advance()
      guard let condition = parseExpression() else { return nil }
      kind = .expect(condition)
    default:
      var notes: [Note] = []
      if at(.button) { notes = [Note("a button of an alert is used with 'tap \"Label\"'")] }
      expected(
        "expected-step", "a step in \(owner)", notes: notes,
        fixIts: suggestion(among: Self.stepKeywords))
      return nil
    }
    return StepSyntax(kind, range: range(from: start))
  }

  /// `[ '->' NAME ]` after a step's label: `.some(nil)` when absent, nil after an error.
  private mutating func parseOutcomeChoice() -> Name?? {
    guard consume(.arrow) != nil else { return .some(nil) }
    guard let name = expectName("an outcome name") else { return nil }
    return .some(name)
  }
}
