// Controls, buttons and events: labels, guards, outcomes and action chains.

extension Parser {
  /// Where an action chain stands, which decides what a `;` not followed by an action
  /// means.
  enum ChainContext {
    /// An item of a `{ }` block: the `;` separates this item from the next.
    case blockItem
    /// A top-level event or an outcome: the `;` must be followed by an action.
    case wholeLine
    /// An outcome inside `outcome { }`: like `wholeLine`, and outcomes go on their own lines.
    case outcome
  }

  /// The keywords that start an action, for "did you mean" suggestions.
  static let actionKeywords: [String] = ActionKeyword.allCases.map(\.rawValue)

  /// An action keyword (or `outcome`) where `->` belongs: the arrow was left out.
  private var atActionWithoutArrow: Bool {
    guard let keyword = current.keyword else { return false }
    return ActionKeyword(keyword) != nil || keyword == .outcome
  }

  /// `VERB STRING guards '->' body` (for `button` the `-> body` is optional; an
  /// `event` may have a how-text after its label). The current token is the verb.
  mutating func parseControl(verb: ControlVerb, chain: ChainContext) -> ControlDecl? {
    let keyword = advance()
    guard let label = expectString("a label in quotes") else { return nil }
    let owner = "event \(StringLiteral.quoted(label.value))"
    var how: StringLiteral?
    if verb == .event {
      how = parseHow(of: owner)
    } else {
      skipHowOnControl(verb, label: label)
    }
    guard let guards = parseGuards() else { return nil }
    if verb == .button && !at(.arrow) && !atActionWithoutArrow {
      return ControlDecl(
        verb: verb, label: label, guards: guards, body: .actions([]), keyword: keyword.range)
    }
    guard consume(.arrow) != nil else {
      // `tap "Done" dismiss`: the arrow was left out before an action.
      var fixIts: [FixIt] = []
      if atActionWithoutArrow {
        let start = current.range
        fixIts = [
          FixIt(
            "insert '->'",
            replacing: SourceRange(file: start.file, start: start.start, end: start.start),
            with: "-> ")
        ]
      }
      if fixIts.isEmpty { fixIts = suggestion(among: ["when"]) }
      expected(.expectedArrow, guards.isEmpty ? "'->' or 'when'" : "'->'", fixIts: fixIts)
      return nil
    }
    if atString {
      if verb == .event {
        skipLateHow(of: owner, head: label.range, place: "label", hasHow: how != nil)
      } else {
        skipHowOnControl(verb, label: label)
      }
    }
    guard let body = parseBody(chain: chain) else { return nil }
    return ControlDecl(
      verb: verb, label: label, how: how, guards: guards, body: body, keyword: keyword.range)
  }

  /// `{ 'when' expr [STRING] }`
  mutating func parseGuards() -> [GuardSyntax]? {
    var guards: [GuardSyntax] = []
    while let keyword = consume(.when) {
      guard let condition = parseExpression() else { return nil }
      var reason: StringLiteral?
      if case .string(let value) = current.kind {
        reason = StringLiteral(value, range: advance().range)
      }
      guards.append(GuardSyntax(condition: condition, reason: reason, keyword: keyword.range))
    }
    return guards
  }

  /// `code "what"`: the word `code` (not reserved, so a screen may still be called
  /// `code`) followed by a string.
  var atMadeInCode: Bool {
    guard current.kind == .name("code"), case .string = peek().kind else { return false }
    return true
  }

  /// `actions | 'code' STRING | 'outcome' '{' { NAME [STRING] guards ':' actions NEWLINE } '}'`
  private mutating func parseBody(chain: ChainContext) -> ControlBody? {
    if atMadeInCode {
      let keyword = advance()
      guard let what = expectString("what the code calls, in quotes") else { return nil }
      return .code(what, keyword: keyword.range)
    }
    guard let keyword = consume(.outcome) else {
      return parseActions(chain: chain).map(ControlBody.actions)
    }
    guard let brace = openBrace(owner: "'outcome'") else {
      expected(.expectedToken, "'{'")
      return nil
    }
    var outcomes: [OutcomeDecl] = []
    let closesAt = Self.closesControlBlock.union([.tap, .swipe, .select, .button, .tab])
    parseBlock(opening: brace, owner: "'outcome'", semicolons: false, closesAt: closesAt) {
      parser in
      guard let name = parser.expectName("an outcome name") else { return false }
      let owner = "outcome '\(name.text)'"
      let how = parser.parseHow(of: owner)
      guard let guards = parser.parseGuards(),
        parser.expectPunctuation(.colon) != nil
      else { return false }
      if parser.atString {
        parser.skipLateHow(of: owner, head: name.range, place: "name", hasHow: how != nil)
      }
      guard let actions = parser.parseActions(chain: .outcome) else { return false }
      outcomes.append(OutcomeDecl(name: name, how: how, guards: guards, actions: actions))
      return true
    }
    return .outcomes(outcomes, keyword: keyword.range)
  }

  // MARK: - Actions

  /// `action { ';' action }`
  mutating func parseActions(chain: ChainContext) -> [ActionSyntax]? {
    var actions: [ActionSyntax] = []
    while true {
      guard let action = parseAction() else { return nil }
      actions.append(action)
      guard at(.semicolon) else { return actions }
      if ActionKeyword(peek().keyword) != nil {
        advance()
        continue
      }
      if chain == .blockItem { return actions }
      advance()
      var notes: [Note] = []
      if chain == .outcome, case .name = current.kind, peek().kind == .punctuation(.colon) {
        notes = [Note("each outcome goes on its own line")]
      }
      reportExpectedAction(among: Self.actionKeywords, notes: notes)
      return nil
    }
  }

  /// "expected an action", with a fix-it to the closest action keyword, or else to the
  /// action a UIKit word (`go`, `modal`, `popToRoot`) stands for (`ActionSynonyms`).
  private mutating func reportExpectedAction(among candidates: [String], notes: [Note] = []) {
    var notes = notes
    var fixIts = suggestion(among: candidates)
    if fixIts.isEmpty, let hint = ActionSynonyms.hint(for: current) {
      notes.append(hint.note)
      fixIts = [hint.fixIt]
    }
    expected(.expectedAction, "an action", notes: notes, fixIts: fixIts)
  }

  /// One action; `range` covers all of its tokens.
  private mutating func parseAction() -> ActionSyntax? {
    let start = current.range
    let kind: ActionSyntax.Kind
    switch ActionKeyword(current.keyword) {
    case .push:
      advance()
      guard let name = expectName("a screen name") else { return nil }
      kind = .push(name)
    case .present:
      advance()
      guard let name = expectName("a screen or nav name") else { return nil }
      kind = .present(name)
    case .show:
      advance()
      guard let name = expectName("a screen name") else { return nil }
      kind = .show(name)
    case .dismiss:
      advance()
      // `all` is not reserved: it means something only here, where no name may follow.
      if current.kind == .name("all") {
        advance()
        kind = .dismissAll
      } else if case .name(let word) = current.kind, word.lowercased() == "all" {
        // `dismiss All`: meant as `all`, which is written in lower case.
        error(
          .expectedToken, "'dismiss' takes 'all' in lower case, or nothing",
          at: current.range, fixIts: [FixIt("write 'all'", replacing: current.range, with: "all")])
        advance()
        kind = .dismissAll
      } else {
        kind = .dismiss
      }
    case .back:
      advance()
      kind = .back
    case .pop:
      let pop = advance()
      guard at(.to) else {
        // `pop` alone, as UIKit's popViewController: flowsim calls that `back`.
        expected(
          .expectedKeyword, "'to root'",
          notes: [
            Note(
              "'pop' alone is not an action: 'back' pops one screen, 'pop to root' pops to the stack's first"
            )
          ],
          fixIts: [FixIt("replace 'pop' with 'back'", replacing: pop.range, with: "back")])
        return nil
      }
      advance()
      guard expectKeyword(.root) != nil else { return nil }
      kind = .popToRoot
    case .unwind:
      advance()
      guard expectKeyword(.to) != nil, let name = expectName("a screen name") else { return nil }
      kind = .unwind(name)
    case .tab:
      advance()
      guard let label = expectString("a tab label in quotes") else { return nil }
      kind = .selectTab(label)
    case .next, .previous:
      let isNext = advance().keyword == .next
      guard expectKeyword(.page) != nil else { return nil }
      kind = isNext ? .nextPage : .previousPage
    case .page:
      advance()
      guard let name = expectName("a page name") else { return nil }
      kind = .page(name)
    case .reset:
      advance()
      guard let name = expectName("a screen or container name") else { return nil }
      kind = .reset(name)
    case .set:
      advance()
      guard let name = expectName("a variable name"),
        expectPunctuation(.equals) != nil,
        let value = parseExpression()
      else { return nil }
      kind = .set(name, value)
    case nil:
      // Right after '->', an outcome block may stand there too.
      let candidates = Self.actionKeywords + (previous.punctuation == .arrow ? ["outcome"] : [])
      reportExpectedAction(among: candidates)
      return nil
    }
    return ActionSyntax(kind, range: range(from: start))
  }
}
