// Screens, alerts, sheets and the containers: nav, tabs and pages.

extension Parser {
  /// Keywords that, first on a line, close a block whose items are controls or buttons.
  static let closesControlBlock = topLevelOnly.union([.screen])

  /// `screen NAME [STRING] {modifier} ['{' {control} '}']`, and `alert`/`sheet` (block
  /// required, buttons only). The current token is the keyword. `extending`: the same
  /// after `extend`, whose block may hold controls or buttons (what the name turns
  /// out to be decides which belong, when resolving).
  mutating func parseScreen(kind: ScreenKind, extending: Bool = false) -> ScreenDecl? {
    let keyword = advance()
    let article = kind == .alert ? "an" : "a"
    let what = extending ? "the name of a screen or container" : "\(article) \(kind.rawValue) name"
    guard let name = expectName(what) else { return nil }
    var title: StringLiteral?
    if case .string(let value) = current.kind {
      title = StringLiteral(value, range: advance().range)
    }
    let modifiers = parseModifiers()
    let owner = extending ? "'extend \(name.text)'" : "\(kind.rawValue) '\(name.text)'"
    let items: BlockItems = extending ? .either : kind == .screen ? .controls : .buttons
    var controls: [ControlDecl] = []
    if let brace = openBrace(owner: owner) {
      parseBlock(opening: brace, owner: owner, closesAt: Self.closesControlBlock) { parser in
        guard let control = parser.parseControlItem(items, owner: owner) else { return false }
        controls.append(control)
        return true
      }
    } else if kind != .screen {
      expected(
        .expectedToken, "'{'", after: owner,
        fixIts: suggestion(among: Modifier.allCases.map(\.rawValue)))
      return nil
    }
    return ScreenDecl(
      kind: kind, name: name, title: title, modifiers: modifiers, controls: controls,
      keyword: keyword.range)
  }

  /// What a block of controls holds: a screen's, an alert's or sheet's, or an
  /// `extend`'s (either: what the name turns out to be decides, when resolving).
  enum BlockItems {
    case controls, buttons, either

    static let controlVerbs: [Keyword] = [.tap, .swipe, .select]

    var verbs: [Keyword] {
      switch self {
      case .controls: Self.controlVerbs
      case .buttons: [.button]
      case .either: Self.controlVerbs + [.button]
      }
    }

    /// What a wrong item was expected to be, in `owner`.
    func expected(in owner: String) -> String {
      switch self {
      case .controls: "a control ('tap', 'swipe' or 'select') in \(owner)"
      case .buttons: "a button in \(owner)"
      case .either:
        "a control ('tap', 'swipe', 'select', or 'button' for an alert or sheet) in \(owner)"
      }
    }
  }

  /// One item of a block of `items`: `tap|swipe|select …`, `button …`.
  private mutating func parseControlItem(_ items: BlockItems, owner: String) -> ControlDecl? {
    let verbs = items.verbs
    if let keyword = current.keyword, let verb = ControlVerb(rawValue: keyword.rawValue),
      verbs.contains(keyword)
    {
      return parseControl(verb: verb, chain: .blockItem)
    }
    let what = items.expected(in: owner)
    var notes: [Note] = []
    if items == .controls && at(.button) {
      notes = [Note("buttons belong to alerts and sheets; a screen's controls use 'tap'")]
    } else if at(.event) {
      notes = [
        Note(
          "an event is declared at the top level, outside any block: it can happen whatever screen is shown, while its guard (on variables) holds"
        )
      ]
    } else if items == .buttons, let keyword = current.keyword,
      BlockItems.controlVerbs.contains(keyword)
    {
      notes = [Note("alerts and sheets hold only buttons: 'button \"Label\" -> …'")]
    }
    let candidates = verbs.map(\.rawValue) + Self.actionKeywords
    var fixIts = suggestion(among: candidates)
    if fixIts.isEmpty, previous.punctuation == .semicolon,
      let hint = ActionSynonyms.hint(for: current)
    {
      // `tap "X" -> set a = true; popToRoot`: meant as the chain's next action.
      notes.append(hint.note)
      fixIts = [hint.fixIt]
    }
    expected(.expectedControl, what, notes: notes, fixIts: fixIts)
    return nil
  }

  /// `{ 'private' | 'terminal' | 'noreturn' | 'code' STRING | 'nobar' }`; a repeated
  /// modifier is a warning. `code` and `nobar` are names, not keywords: they are
  /// modifiers only here (`code` before a string).
  private mutating func parseModifiers() -> [ModifierSyntax] {
    var modifiers: [ModifierSyntax] = []
    while true {
      let modifier: Modifier
      if let keyword = current.keyword, let word = Modifier(rawValue: keyword.rawValue) {
        modifier = word
      } else if atMadeInCode {
        modifier = .code
      } else if current.kind == .name(Modifier.nobar.rawValue) {
        modifier = .nobar
      } else {
        break
      }
      let previousEnd = previous.range.end
      let token = advance()
      var argument: StringLiteral?
      if modifier == .code, case .string(let value) = current.kind {
        argument = StringLiteral(value, range: advance().range)
      }
      if modifiers.contains(where: { $0.modifier == modifier }) {
        let removal = SourceRange(file: file, start: previousEnd, end: previous.range.end)
        diagnostics.append(
          .warning(
            .duplicateModifier, "duplicate modifier '\(modifier.rawValue)'", at: token.range,
            fixIts: [
              FixIt("remove the repeated '\(modifier.rawValue)'", replacing: removal, with: "")
            ]))
        continue
      }
      modifiers.append(ModifierSyntax(modifier, range: token.range, argument: argument))
    }
    return modifiers
  }

  // MARK: - Containers

  /// `nav NAME {modifier} ['max' INT] '{' {screen} '}'`
  ///
  /// In a tab, `tabLabel` is the tab's label: without a block, the message then says how
  /// a tab names a stack declared elsewhere.
  mutating func parseNav(tabLabel: String? = nil) -> NavDecl? {
    let keyword = advance()
    guard let name = expectName("a nav name") else { return nil }
    let modifiers = parseModifiers()
    var maxDepth: (value: Int, range: SourceRange)?
    if let max = consume(.max) {
      guard let depth = expectInteger("the stack's maximum depth") else { return nil }
      maxDepth = (depth.value, max.range.union(depth.range))
    }
    let notes =
      tabLabel.map { label in
        [
          Note(
            "a tab that shows a stack declared elsewhere names it and nothing more: "
              + "'tab \(StringLiteral.quoted(label)) nav \(name.text)' (the stack's modifiers are its declaration's)"
          )
        ]
      } ?? []
    guard let screens = parseScreenBlock(owner: "nav '\(name.text)'", notes: notes) else {
      return nil
    }
    return NavDecl(
      name: name, modifiers: modifiers, maxDepth: maxDepth, screens: screens,
      keyword: keyword.range)
  }

  /// `pages NAME {modifier} '{' {screen} '}'`
  mutating func parsePages() -> PagesDecl? {
    let keyword = advance()
    guard let name = expectName("a pages name") else { return nil }
    let modifiers = parseModifiers()
    guard let screens = parseScreenBlock(owner: "pages '\(name.text)'") else { return nil }
    return PagesDecl(name: name, modifiers: modifiers, screens: screens, keyword: keyword.range)
  }

  /// A required `{ screens }` block of a nav or page set.
  private mutating func parseScreenBlock(owner: String, notes: [Note] = []) -> [ScreenDecl]? {
    guard let brace = openBrace(owner: owner) else {
      expected(
        .expectedToken, "'{'", after: owner, notes: notes,
        fixIts: suggestion(among: Modifier.allCases.map(\.rawValue)))
      return nil
    }
    var screens: [ScreenDecl] = []
    parseBlock(opening: brace, owner: owner, closesAt: Self.topLevelOnly) { parser in
      guard parser.at(.screen) else {
        parser.expected(
          .expectedScreen, "a screen in \(owner)", fixIts: parser.suggestion(among: ["screen"]))
        return false
      }
      guard let screen = parser.parseScreen(kind: .screen) else { return false }
      screens.append(screen)
      return true
    }
    return screens
  }

  /// `tabs NAME {modifier} '{' { 'tab' STRING (screen | nav | 'nav' NAME) } '}'`
  mutating func parseTabs() -> TabsDecl? {
    let keyword = advance()
    guard let name = expectName("a tabs name") else { return nil }
    let modifiers = parseModifiers()
    let owner = "tabs '\(name.text)'"
    guard let brace = openBrace(owner: owner) else {
      expected(
        .expectedToken, "'{'", after: owner,
        fixIts: suggestion(among: Modifier.allCases.map(\.rawValue)))
      return nil
    }
    var tabs: [TabDecl] = []
    parseBlock(opening: brace, owner: owner, closesAt: Self.topLevelOnly) { parser in
      guard let tab = parser.parseTab(owner: owner) else { return false }
      tabs.append(tab)
      return true
    }
    return TabsDecl(name: name, modifiers: modifiers, tabs: tabs, keyword: keyword.range)
  }

  private mutating func parseTab(owner: String) -> TabDecl? {
    guard let keyword = consume(.tab) else {
      expected(
        .expectedTab, "a tab ('tab \"Label\" screen …' or 'tab \"Label\" nav …') in \(owner)")
      return nil
    }
    guard let label = expectString("a tab label in quotes") else { return nil }
    let content: TabDecl.Content
    switch current.keyword {
    case .screen:
      guard let screen = parseScreen(kind: .screen) else { return nil }
      content = .screen(screen)
    case .nav where endsItem(peek(2)):
      // `nav NAME` and nothing more: a stack declared elsewhere, this tab's own copy.
      advance()
      guard let name = expectName("a nav name") else { return nil }
      content = .navReference(name)
    case .nav:
      guard let nav = parseNav(tabLabel: label.value) else { return nil }
      content = .nav(nav)
    default:
      expected(.expectedKeyword, "'screen' or 'nav'")
      return nil
    }
    return TabDecl(label: label, content: content, keyword: keyword.range)
  }

  /// Whether `token` ends a block item: a line break, `;`, `}` or the end of the file.
  private func endsItem(_ token: Token) -> Bool {
    switch token.kind {
    case .newline, .endOfFile, .punctuation(.semicolon), .punctuation(.rightBrace): true
    default: false
    }
  }
}
