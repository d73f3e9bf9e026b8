/// Pass 1: give every screen, container and variable an identity and a name.
extension Resolver {
  mutating func declare(_ tree: SyntaxTree) {
    for declaration in tree.declarations {
      switch declaration {
      case .screen(let decl):
        _ = declareScreen(decl, home: .topLevel, inherited: [])
      case .nav(let decl):
        _ = declareNav(decl, inherited: [])
      case .tabs(let decl):
        declareTabs(decl)
      case .pages(let decl):
        declarePages(decl)
      case .variable(let decl):
        declareVariable(decl)
      case .event(let decl):
        eventSyntax.append(decl)
      case .extend(let decl):
        extensions.append(decl)
      case .flow, .start, .include, .signedIn, .logout, .assertion, .known, .scenario:
        break
      }
    }
  }

  /// Declares a screen (and registers its name); returns its id.
  mutating func declareScreen(_ decl: ScreenDecl, home: Screen.Home, inherited: Set<Modifier>)
    -> ScreenID
  {
    let modifiers = modifierSet(decl.modifiers).union(inherited)
    if decl.kind != .screen {
      misplacedBar(decl.modifiers, "\(decl.kind.rawValue)s are presented without one")
    }
    let id = ScreenID(screens.count)
    screens.append(
      Screen(
        id: id, name: decl.name.text, title: decl.title?.value ?? decl.name.text, kind: decl.kind,
        isPrivate: modifiers.contains(.private), isTerminal: modifiers.contains(.terminal),
        isNoReturn: modifiers.contains(.noreturn), controls: [], home: home, range: decl.name.range,
        hidesBar: modifierSet(decl.modifiers).contains(.nobar)))
    screenSyntax.append(decl)
    register(decl.name, as: .screen(id))
    return id
  }

  mutating func declareNav(_ decl: NavDecl, inherited: Set<Modifier>, tab: (TabBarID, Int)? = nil)
    -> NavID?
  {
    let modifiers = modifierSet(decl.modifiers)
    if modifiers.contains(.terminal) || modifiers.contains(.noreturn) {
      error(
        .misplacedModifier,
        "'terminal' and 'noreturn' belong on screens, not on a navigation stack",
        at: decl.name.range)
    }
    let id = NavID(navs.count)
    if let max = decl.maxDepth, max.value < 1 {
      error(.invalidMax, "'max' must be at least 1 (the root counts)", at: max.range)
    }
    guard !decl.screens.isEmpty else {
      error(
        .emptyContainer,
        "navigation stack '\(decl.name.text)' needs at least one screen: its root",
        at: decl.name.range)
      register(decl.name, as: .unusable(kind: "an empty navigation stack"))
      return nil
    }
    navs.append(
      Nav(
        id: id, name: decl.name.text, root: ScreenID(0), members: [],
        maxDepth: decl.maxDepth?.value,
        isPrivate: modifiers.union(inherited).contains(.private), range: decl.name.range,
        hidesBar: modifiers.contains(.nobar)))
    register(decl.name, as: .nav(id))
    let home: Screen.Home = tab.map { .tab($0.0, index: $0.1) } ?? .nav(id)
    let members = decl.screens.map {
      declareScreen($0, home: home, inherited: inherited.union(modifiers.intersection([.private])))
    }
    navs[id].root = members[0]
    navs[id].members = members
    for (screen, syntax) in zip(members, decl.screens) where syntax.kind != .screen {
      error(
        .alertInContainer,
        "\(syntax.kind.rawValue)s are presented, so they cannot sit in a navigation stack",
        at: screens[screen].range)
    }
    return id
  }

  mutating func declareTabs(_ decl: TabsDecl) {
    let modifiers = modifierSet(decl.modifiers)
    misplacedBar(decl.modifiers, "a tab bar has no navigation bar: put it on a tab's 'nav'")
    let id = TabBarID(tabBars.count)
    tabBars.append(
      TabBar(
        id: id, name: decl.name.text, tabs: [], isPrivate: modifiers.contains(.private),
        range: decl.name.range))
    register(decl.name, as: .tabs(id))
    if decl.tabs.isEmpty {
      error(
        .emptyContainer, "tab bar '\(decl.name.text)' needs at least one tab", at: decl.name.range
      )
    }
    var labels: [String: SourceRange] = [:]
    let inherited = modifiers.intersection([.private])
    for (index, tab) in decl.tabs.enumerated() {
      if let first = labels[tab.label.value] {
        error(
          .duplicateTab, "tab bar '\(decl.name.text)' already has a tab \"\(tab.label.value)\"",
          at: tab.label.range, notes: [Note("first declared here", at: first)])
      }
      labels[tab.label.value] = labels[tab.label.value] ?? tab.label.range
      let content: TabBar.Tab.Content
      switch tab.content {
      case .screen(let screen):
        if screen.kind != .screen {
          error(
            .alertInContainer,
            "a tab cannot hold \(screen.kind.rawValue) '\(screen.name.text)': alerts are presented",
            at: screen.name.range)
        }
        content = .screen(declareScreen(screen, home: .tab(id, index: index), inherited: inherited))
      case .nav(let nav):
        guard let navID = declareNav(nav, inherited: inherited, tab: (id, index)) else { continue }
        content = .nav(navID)
      case .navReference(let name):
        // Bound once every name is declared (`resolveTabInstances`): the stack may
        // be declared further down, or in another file.
        tabInstances.append((id, tabBars[id].tabs.count, name))
        content = .nav(NavID(-1))
      }
      var resolved = TabBar.Tab(
        label: tab.label.value, content: content, transition: TransitionID(-1),
        range: tab.label.range)
      if case .navReference = tab.content { resolved.isInstance = true }
      tabBars[id].tabs.append(resolved)
    }
  }

  mutating func declarePages(_ decl: PagesDecl) {
    let modifiers = modifierSet(decl.modifiers)
    misplacedBar(decl.modifiers, "a page set has no navigation bar")
    let id = PageSetID(pageSets.count)
    pageSets.append(
      PageSet(
        id: id, name: decl.name.text, pages: [], isPrivate: modifiers.contains(.private),
        range: decl.name.range))
    register(decl.name, as: .pages(id))
    if decl.screens.isEmpty {
      error(
        .emptyContainer, "page set '\(decl.name.text)' needs at least one page",
        at: decl.name.range)
    }
    pageSets[id].pages = decl.screens.map {
      declareScreen($0, home: .pages(id), inherited: modifiers.intersection([.private]))
    }
  }

  mutating func declareVariable(_ decl: VariableDecl) {
    let id = VariableID(variables.count)
    var domain = Variable.Domain.bool
    switch decl.type {
    case .bool:
      domain = .bool
    case .range(let low, let high, let range):
      if low > high {
        error(.emptyRange, "the range \(low)...\(high) holds no value", at: range)
        domain = .range(low...low)
        invalidDomains.insert(id)
      } else if let outside = [low, high].first(where: { !Variable.integers.contains($0) }) {
        integerOutOfRange(outside, at: range)
        domain = .range(0...0)
        invalidDomains.insert(id)
      } else if high - low >= 1 << 16 {
        error(
          .rangeTooLarge, "the range \(low)...\(high) has more than 65536 values; model fewer",
          at: range)
        domain = .range(low...low)
        invalidDomains.insert(id)
      } else {
        domain = .range(low...high)
      }
    case .enumeration(let cases):
      domain = .enumeration(cases.map(\.text))
    }
    variables.append(
      Variable(
        id: id, name: decl.name.text, domain: domain, initial: domain.bounds.lowerBound,
        isSession: decl.isSession, range: decl.name.range))
    variableSyntax.append(decl)
    register(decl.name, as: .variable(id))
    if case .enumeration(let cases) = decl.type {
      for (index, name) in cases.enumerated() { register(name, as: .enumCase(id, index: index)) }
    }
  }

  /// `nobar` where there is no navigation bar to hide: an error at the modifier saying
  /// why, with a fix-it removing it (and the space before it).
  mutating func misplacedBar(_ modifiers: [ModifierSyntax], _ why: String) {
    guard let nobar = modifiers.first(where: { $0.modifier == .nobar }) else { return }
    let bytes = nobar.range.file.bytes
    var start = nobar.range.start
    while start > 0, bytes[start - 1] == UInt8(ascii: " ") || bytes[start - 1] == UInt8(ascii: "\t")
    {
      start -= 1
    }
    let removal = SourceRange(file: nobar.range.file, start: start, end: nobar.range.end)
    diagnostics.append(
      .error(
        .misplacedModifier, "'nobar' belongs on a 'nav' or a screen: \(why)", at: nobar.range,
        fixIts: [FixIt("remove 'nobar'", replacing: removal, with: "")]))
  }

  /// The modifiers as a set (the parser has already reported and dropped repeats).
  func modifierSet(_ modifiers: [ModifierSyntax]) -> Set<Modifier> {
    Set(modifiers.map(\.modifier))
  }
}
