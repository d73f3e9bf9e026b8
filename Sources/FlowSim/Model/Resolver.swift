/// Binds names, checks types and builds a `Flow` from parsed trees.
///
/// Resolving runs in passes (declare every name, then variables, controls, the
/// flow-level declarations, and last the static navigation analysis) and never stops
/// at the first error: each pass reports what it finds and carries on with what
/// it could resolve.
struct Resolver {
  var diagnostics: [Diagnostic] = []
  var symbols: [String: (symbol: Symbol, range: SourceRange)] = [:]
  /// Names in declaration order, so suggestions are deterministic.
  var symbolOrder: [String] = []
  /// How many "did you mean" searches are left: a flow full of unknown names (a
  /// generated or garbled file) must not make resolving quadratic.
  var suggestionsLeft = 200

  var screens: [Screen] = []
  var screenSyntax: [ScreenDecl] = []
  var navs: [Nav] = []
  var tabBars: [TabBar] = []
  var pageSets: [PageSet] = []
  var variables: [Variable] = []
  var variableSyntax: [VariableDecl] = []
  var controls: [Control] = []
  var transitions: [Transition] = []
  var eventSyntax: [ControlDecl] = []
  var extensions: [ScreenDecl] = []
  /// Controls whose effect is made in code (`-> code "…"`).
  var codeControls: [CodeControl] = []
  /// Variables whose declared domain was rejected (their initial value is not checked).
  var invalidDomains: Set<VariableID> = []
  /// Tabs that hold their own instance of a stack declared elsewhere (`tab "L" nav
  /// NAME`): tab bar, tab index and the stack's name, bound after declaring.
  var tabInstances: [(bar: TabBarID, index: Int, name: Name)] = []

  /// Resolves the trees of one flow: the entry file first, then its includes.
  static func resolve(_ trees: [SyntaxTree]) -> (Flow?, [Diagnostic]) {
    var resolver = Resolver()
    let flow = resolver.run(trees)
    return (resolver.diagnostics.hasErrors ? nil : flow, resolver.diagnostics)
  }

  private mutating func run(_ trees: [SyntaxTree]) -> Flow? {
    for tree in trees { declare(tree) }
    resolveTabInstances()
    applyExtensions()
    resolveVariables()
    for id in screens.ids { resolveControls(ofScreen: id) }
    for event in eventSyntax { resolveEvent(event) }
    let header = resolveHeader(trees)
    addSystemTransitions()
    // Assertions and scenarios are resolved even without a start, so that every
    // unknown name is reported in one run.
    let assertions = resolveAssertions(trees)
    let knownFindings = resolveKnownFindings(trees)
    let scenarios = resolveScenarios(trees)
    guard let start = header.start else { return nil }
    var roots = [start]
    for transition in transitions {
      for action in transition.actions {
        if case .reset(let root) = action.kind, !roots.contains(root) { roots.append(root) }
      }
    }
    let flow = Flow(
      name: header.name, files: trees.map(\.file), screens: screens, navs: navs,
      tabBars: tabBars, pageSets: pageSets, variables: variables, controls: controls,
      transitions: transitions, start: start, roots: roots, signedIn: header.signedIn,
      logouts: header.logouts, assertions: assertions, knownFindings: knownFindings,
      scenarios: scenarios,
      startRange: header.startRange, signedInRange: header.signedInRange,
      codeControls: codeControls,
      codeEntries: resolveCodeEntries(trees))
    let tooLarge = FlowLimits.diagnostics(for: flow)
    diagnostics += tooLarge
    // Numbered wrongly, the analysis would talk about the wrong screens.
    if tooLarge.isEmpty { diagnostics += NavigationAnalysis(flow: flow).diagnostics() }
    return flow
  }

  // MARK: - Names

  /// Registers a name, reporting a duplicate with a note at the first declaration.
  mutating func register(_ name: Name, as symbol: Symbol) {
    if let existing = symbols[name.text] {
      diagnostics.append(
        .error(
          .duplicateName,
          "'\(name.text)' is already declared as \(existing.symbol.kindDescription)",
          at: name.range, notes: [Note("'\(name.text)' first declared here", at: existing.range)]
        ))
      return
    }
    symbols[name.text] = (symbol, name.range)
    symbolOrder.append(name.text)
  }

  /// Looks up a name that must be of a kind `accepts` allows; reports unknown names
  /// (with a suggestion) and names of the wrong kind.
  mutating func lookup(
    _ name: Name, expecting what: String, id: DiagnosticID, context: String? = nil,
    suggestingFirstScreen: Bool = false, accepts: (Symbol) -> Bool
  ) -> Symbol? {
    if let found = symbols[name.text] {
      if case .unusable = found.symbol { return nil }
      if accepts(found.symbol) { return found.symbol }
      let because = context.map { "; \($0)" } ?? ""
      var fixIts: [FixIt] = []
      // A container where a screen it shows is meant (where a log out lands): the
      // screen it shows first.
      if suggestingFirstScreen, let first = firstScreen(of: found.symbol) {
        let screen = screens[first].name
        fixIts.append(
          FixIt("use its first screen '\(screen)'", replacing: name.range, with: screen))
      }
      diagnostics.append(
        .error(
          .wrongKind,
          "'\(name.text)' is \(found.symbol.kindDescription), not \(what)\(because)",
          at: name.range, notes: [Note("'\(name.text)' declared here", at: found.range)],
          fixIts: fixIts))
      return nil
    }
    var notes: [Note] = []
    var fixIts: [FixIt] = []
    suggestionsLeft -= 1
    let candidates =
      suggestionsLeft >= 0
      ? symbolOrder.filter { symbols[$0].map { accepts($0.symbol) } ?? false } : []
    if let suggestion = Suggestions.closest(to: name.text, among: candidates),
      let declared = symbols[suggestion]
    {
      notes.append(Note("did you mean '\(suggestion)'? declared here", at: declared.range))
      fixIts.append(FixIt("replace with '\(suggestion)'", replacing: name.range, with: suggestion))
    }
    diagnostics.append(
      .error(
        id, "unknown \(what.droppingArticle) '\(name.text)'", at: name.range, notes: notes,
        fixIts: fixIts))
    return nil
  }

  /// The screen a navigation stack or page set shows first (its root, its first page).
  func firstScreen(of symbol: Symbol) -> ScreenID? {
    switch symbol {
    case .nav(let id): navs.indices.contains(id.index) ? navs[id].root : nil
    case .pages(let id): pageSets.indices.contains(id.index) ? pageSets[id].pages.first : nil
    case .screen, .tabs, .variable, .enumCase, .unusable: nil
    }
  }

  /// The screen `name` names; `suggestingFirstScreen` offers, for a container, the
  /// screen it shows first as a fix-it (where that is what the line means).
  mutating func screen(
    _ name: Name, for purpose: String, suggestingFirstScreen: Bool = false
  ) -> ScreenID? {
    let symbol = lookup(
      name, expecting: "a screen", id: .unknownScreen, context: purpose,
      suggestingFirstScreen: suggestingFirstScreen
    ) {
      if case .screen = $0 { return true }
      return false
    }
    if case .screen(let id) = symbol { return id }
    return nil
  }

  // MARK: - Reporting helpers

  mutating func error(
    _ id: DiagnosticID, _ message: String, at range: SourceRange?, notes: [Note] = []
  ) {
    diagnostics.append(.error(id, message, at: range, notes: notes))
  }

  mutating func warning(
    _ id: DiagnosticID, _ message: String, at range: SourceRange?, notes: [Note] = []
  ) {
    diagnostics.append(.warning(id, message, at: range, notes: notes))
  }
}

extension String {
  /// "a screen" → "screen", for "unknown screen 'X'".
  var droppingArticle: String {
    if hasPrefix("a ") { return String(dropFirst(2)) }
    if hasPrefix("an ") { return String(dropFirst(3)) }
    return self
  }
}
