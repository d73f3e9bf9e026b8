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
      expected(.expectedToken, "'{'", after: owner)
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
      let keyword = suggestion(among: Self.stepKeywords)
      expected(
        .expectedStep, "a step in \(owner)", notes: notes,
        fixIts: keyword.isEmpty ? tapForBareLabel() : keyword)
      return nil
    }
    return StepSyntax(kind, range: range(from: start))
  }

  /// A step that is a control's label alone, as the stepper takes it (`Compose`,
  /// `Sign in -> valid`, `"Log out"`): a fix-it that taps it (`tap "Compose"`). The
  /// label is a string, or names and keywords, up to the end of the step or its `->`.
  private func tapForBareLabel() -> [FixIt] {
    func isWord(_ token: Token) -> Bool {
      if case .name = token.kind { return true }
      return token.keyword != nil
    }
    var count = 1
    var quoted = false
    switch current.kind {
    case .string: quoted = true
    case .name: while isWord(peek(count)) { count += 1 }
    default: return []
    }
    let next = peek(count)
    guard
      next.kind == .newline || next.kind == .endOfFile || next.punctuation == .semicolon
        || next.punctuation == .rightBrace || next.punctuation == .arrow
    else { return [] }
    let label = current.range.union(peek(count - 1).range)
    let text = file.text(in: label)
    let step = "tap " + (quoted ? text : StringLiteral.quoted(text))
    return [FixIt("replace '\(text)' with '\(step)'", replacing: label, with: step)]
  }

  /// A session script (`flowsim walk --script`, the stepper's `--script`): steps only,
  /// one a line or separated by `;`, to the end of the file. `owner` names the script
  /// in messages.
  mutating func parseSteps(owner: String) -> [StepSyntax] {
    var steps: [StepSyntax] = []
    while true {
      while atNewline || at(.semicolon) { advance() }
      if atEndOfFile { return steps }
      guard let step = parseStep(owner: owner) else {
        skipToLineEnd(insideBlock: false)
        continue
      }
      steps.append(step)
      if atNewline || atEndOfFile || at(.semicolon) { continue }
      reportUnexpectedAtLineEnd(inBlock: true)
      skipToLineEnd(insideBlock: false)
    }
  }

  /// `[ '->' NAME ]` after a step's label: `.some(nil)` when absent, nil after an error.
  private mutating func parseOutcomeChoice() -> Name?? {
    guard consume(.arrow) != nil else { return .some(nil) }
    guard let name = expectName("an outcome name") else { return nil }
    return .some(name)
  }
}
