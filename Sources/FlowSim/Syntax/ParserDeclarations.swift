// Top-level declarations: header lines, variables, sign-in, events, log out and
// assertions. Screens and containers are in ParserContainers.swift, scenarios in
// ParserScenarios.swift.

extension Parser {
  /// The keywords that start a declaration, for "did you mean" suggestions.
  static let declarationKeywords: [String] = [
    "flow", "start", "include", "var", "session", "signed", "screen", "nav", "tabs", "pages",
    "alert", "sheet", "event", "logout", "assert", "known", "scenario", "extend",
  ]

  /// Parses one declaration at the current token; nil after reporting an error.
  mutating func parseDeclaration() -> Declaration? {
    switch current.keyword {
    case .flow:
      let keyword = advance()
      guard let name = expectString("the flow's name in quotes") else { return nil }
      return .flow(name, keyword: keyword.range)
    case .start:
      let keyword = advance()
      guard let name = expectName("a screen or container name") else { return nil }
      return .start(name, keyword: keyword.range)
    case .include:
      let keyword = advance()
      guard let path = expectString("a file path in quotes") else { return nil }
      return .include(path, keyword: keyword.range)
    case .var, .session:
      return parseVariable().map(Declaration.variable)
    case .signed:
      return parseSignedIn()
    case .screen:
      return parseScreen(kind: .screen).map(Declaration.screen)
    case .extend:
      return parseScreen(kind: .screen, extending: true).map(Declaration.extend)
    case .alert:
      return parseScreen(kind: .alert).map(Declaration.screen)
    case .sheet:
      return parseScreen(kind: .sheet).map(Declaration.screen)
    case .nav:
      return parseNav().map(Declaration.nav)
    case .tabs:
      return parseTabs().map(Declaration.tabs)
    case .pages:
      return parsePages().map(Declaration.pages)
    case .event:
      return parseControl(verb: .event, chain: .wholeLine).map(Declaration.event)
    case .logout:
      return parseLogout().map(Declaration.logout)
    case .assert:
      return parseAssertion().map(Declaration.assertion)
    case .known:
      return parseKnown().map(Declaration.known)
    case .scenario:
      return parseScenario().map(Declaration.scenario)
    default:
      reportExpectedDeclaration()
      return nil
    }
  }

  private mutating func reportExpectedDeclaration() {
    var notes: [Note] = []
    switch current.kind {
    case .keyword(.tap), .keyword(.swipe), .keyword(.select):
      notes = [Note("controls are written inside the braces of a screen")]
    case .keyword(.button):
      notes = [Note("buttons are written inside the braces of an alert or sheet")]
    case .keyword(.expect):
      notes = [Note("steps are written inside the braces of a scenario")]
    case .punctuation(.leftBrace):
      notes = [Note("a block's '{' must be on the same line as its declaration")]
    case .name(let word) where Self.flowNameWords.contains(word.lowercased()):
      notes = [Note("a flow's name is written 'flow \"Name\"'")]
      let fixIts = flowNameFixIt(for: word)
      expected(.expectedDeclaration, "a declaration", notes: notes, fixIts: fixIts)
      return
    default: break
    }
    expected(
      .expectedDeclaration, "a declaration", notes: notes,
      fixIts: suggestion(among: Self.declarationKeywords))
  }

  /// Words other tools start a file with to name the app (`app Demo`).
  private static let flowNameWords: Set<String> = ["app", "application", "name", "title"]

  /// `app Demo` → `flow "Demo"`, when a name or string follows on the same line.
  private func flowNameFixIt(for word: String) -> [FixIt] {
    let next = peek()
    let name: String
    switch next.kind {
    case .name(let text): name = text
    case .string(let text): name = text
    default:
      return [FixIt("replace '\(word)' with 'flow'", replacing: current.range, with: "flow")]
    }
    let quoted = "flow \"\(name)\""
    return [FixIt("write '\(quoted)'", replacing: current.range.union(next.range), with: quoted)]
  }

  // MARK: - Variables

  /// `['session'] 'var' NAME ':' type '=' expr`
  private mutating func parseVariable() -> VariableDecl? {
    let start = current.range
    let isSession = consume(.session) != nil
    guard expectKeyword(.var) != nil,
      let name = expectName("a variable name")
    else { return nil }
    if at(.equals) {
      untypedVariable(name)
      return nil
    }
    guard expectPunctuation(.colon) != nil,
      let type = parseType(),
      expectPunctuation(.equals) != nil,
      let initial = parseExpression()
    else { return nil }
    return VariableDecl(
      name: name, type: type, initial: initial, isSession: isSession,
      range: start.union(initial.range))
  }

  /// `var x = false`: the type left out. Where the value tells it, a fix-it inserts
  /// it: `bool` for `true` or `false`, for an integer a range from 0 to it (or from it
  /// to 0), to widen to every value the variable takes. A case name cannot tell the
  /// other cases: the message shows the form.
  private mutating func untypedVariable(_ name: Name) {
    let value = peek()
    var type: String?
    var initial = file.text(in: value.range)
    var message = "'\(name.text)' has no type: write it after the name"
    switch value.kind {
    case .keyword(.true), .keyword(.false):
      type = "bool"
    case .integer(let digits):
      type = "0...\(max(Int(digits) ?? 0, 1))"
      message = "'\(name.text)' has no type: give the range of values it can take"
    case .punctuation(.minus):
      if case .integer(let digits) = peek(2).kind {
        type = "-\(digits)...0"
        initial = "-\(digits)"
        message = "'\(name.text)' has no type: give the range of values it can take"
      }
    case .name(let text):
      message =
        "'\(name.text)' has no type: list the cases it can take, 'var \(name.text): \(text) | … = \(text)'"
    default:
      break
    }
    guard let type else {
      error(.expectedType, message, at: current.range)
      return
    }
    let end = SourceRange(file: file, start: name.range.end, end: name.range.end)
    error(
      .expectedType, message + ", 'var \(name.text): \(type) = \(initial)'", at: current.range,
      fixIts: [FixIt("insert ': \(type)'", replacing: end, with: ": \(type)")])
  }

  /// `'bool' | INT '...' INT | NAME { '|' NAME }`
  private mutating func parseType() -> TypeSyntax? {
    if let keyword = consume(.bool) { return .bool(keyword.range) }
    if atIntegerLiteral {
      guard let low = expectInteger("an integer"),
        expectPunctuation(.ellipsis) != nil,
        let high = expectInteger("an integer")
      else { return nil }
      return .range(low: low.value, high: high.value, low.range.union(high.range))
    }
    switch current.kind {
    case .name, .keyword:
      guard var name = expectName("a case name") else { return nil }
      var cases = [name]
      while consume(.pipe) != nil {
        guard let next = expectName("a case name") else { return nil }
        name = next
        cases.append(name)
      }
      return .enumeration(cases)
    default:
      expected(
        .expectedType, "a type ('bool', a range such as '0...4', or cases such as 'a | b')")
      return nil
    }
  }

  // MARK: - Sign-in, log out, assertions

  /// `'signed' 'in' 'when' expr`
  private mutating func parseSignedIn() -> Declaration? {
    let signed = advance()
    guard expectKeyword(.in) != nil, expectKeyword(.when) != nil else { return nil }
    let keyword = range(from: signed.range)
    guard let condition = parseExpression() else { return nil }
    return .signedIn(condition, keyword: keyword)
  }

  /// `'logout' NAME '.' STRING 'lands' NAME`
  private mutating func parseLogout() -> LogoutDecl? {
    let keyword = advance()
    guard let screen = expectName("a screen name"),
      expectPunctuation(.dot, notes: [Note("write the control as Screen.\"Label\"")]) != nil,
      let control = expectString("the control's label in quotes")
    else { return nil }
    var outcome: Name?
    if consume(.arrow) != nil {
      guard let name = expectName("the outcome that logs out") else { return nil }
      outcome = name
    }
    let landsNote = Note(
      "a logout says where signing out lands: 'logout \(screen.text).\(StringLiteral.quoted(control.value))"
        + "\(outcome.map { " -> \($0.text)" } ?? "") lands SCREEN'")
    guard expectKeyword(.lands, notes: [landsNote]) != nil,
      let lands = expectName("a screen name")
    else { return nil }
    return LogoutDecl(
      screen: screen, control: control, outcome: outcome, lands: lands, keyword: keyword.range)
  }

  /// `'assert' ('never' | 'always' ['reachable'] | 'reachable') expr`
  private mutating func parseAssertion() -> AssertionDecl? {
    let keyword = advance()
    let kind: AssertionKind
    if consume(.never) != nil {
      kind = .never
    } else if consume(.always) != nil {
      kind = consume(.reachable) != nil ? .alwaysReachable : .always
    } else if consume(.reachable) != nil {
      kind = .reachable
    } else {
      expected(
        .expectedKeyword, "'never', 'always' or 'reachable'",
        fixIts: suggestion(among: ["never", "always", "reachable"]))
      return nil
    }
    guard let condition = parseExpression() else { return nil }
    return AssertionDecl(
      kind: kind, condition: condition, range: keyword.range.union(condition.range))
  }

  /// `'known' FINDING-ID ['at' NAME] ['when' expr] STRING`, the id being words joined
  /// by `-` with no spaces (`dead-end`, `returns-to-noreturn`).
  private mutating func parseKnown() -> KnownDecl? {
    let keyword = advance()
    guard let (id, idRange) = parseFindingID() else { return nil }
    var screen: Name?
    if consume(.at) != nil {
      guard let name = expectName("a screen name") else { return nil }
      screen = name
    }
    var condition: Expression?
    if consume(.when) != nil {
      guard let parsed = parseExpression() else { return nil }
      condition = parsed
    }
    if at(.minus) {
      expected(
        .expectedString, "why the finding is known, in quotes",
        notes: [Note("a finding id is written without spaces, as in 'dead-end'")])
      return nil
    }
    guard let reason = expectString("why the finding is known, in quotes") else { return nil }
    return KnownDecl(
      findingID: id, idRange: idRange, screen: screen, condition: condition, reason: reason,
      range: keyword.range.union(reason.range))
  }

  /// A finding id: a word, then `-` and a word, any number of times, written without
  /// spaces. Keywords count as words (`returns-to-noreturn`).
  private mutating func parseFindingID() -> (String, SourceRange)? {
    guard let first = findingIDWord(current) else {
      var fixIts: [FixIt] = []
      if case .string(let text) = current.kind, text.first?.isLetter == true,
        text.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") })
      {
        fixIts = [FixIt("remove the quotes", replacing: current.range, with: text)]
      }
      expected(.expectedFindingId, "a finding id such as 'dead-end'", fixIts: fixIts)
      return nil
    }
    var text = first
    var range = advance().range
    while at(.minus), current.range.start == range.end, peek().range.start == current.range.end,
      let word = findingIDWord(peek())
    {
      _ = advance()
      text += "-" + word
      range = range.union(advance().range)
    }
    return (text, range)
  }

  private func findingIDWord(_ token: Token) -> String? {
    switch token.kind {
    case .name(let name): name
    case .keyword(let keyword): keyword.rawValue
    default: nil
    }
  }
}
