/// A flow's screens as a graph for diagrams (DOT and Mermaid): one edge per declared
/// control outcome, from the screen that shows the control to the screen it leads to.
///
/// Targets come from the actions when they name one (`push`, `present`, `reset`,
/// `unwind`, `tab`, `page`); when they depend on the history (`dismiss`, `back`,
/// `pop to root`, an alert button) they come from the explored state space: every
/// screen the transition was seen to lead to. A transition that depends on the
/// history and never fired goes to `.unresolved`. System controls are not edges:
/// back and tab switches exist everywhere they can (the legend says so), and swipes
/// between neighbouring pages are listed once per pair in `swipes`.
public struct ScreenGraph: Sendable {
  public let flow: Flow
  /// Edges in order of their first transition; transitions with the same source,
  /// target and kind share one edge.
  public private(set) var edges: [Edge] = []
  /// Neighbouring pages, for the system swipe (both ways).
  public private(set) var swipes: [(from: ScreenID, to: ScreenID)] = []
  /// Environment events that only set variables (listed, not drawn as edges).
  public private(set) var stayingEvents: [TransitionID] = []
  /// Screens that some action presents modally (directly or as a stack's root).
  public private(set) var presented: [Bool]
  /// False when the state space was missing or incomplete: some history-dependent
  /// targets may be missing.
  public private(set) var isComplete: Bool
  /// Per screen, the buttons of an alert or action sheet that only close it, back to
  /// whichever screen presented it: diagrams list them in it (`[OK]`) instead of
  /// drawing an edge back to every presenter (Upload's four sign-in alerts drew six
  /// such edges). Empty for every other screen, and for an alert that leaves the user
  /// elsewhere (`Delete → back; present Done`: Done closes onto the screen under the
  /// deleted one, which did not present it).
  public private(set) var closingButtons: [[String]]

  /// `[OK] [Edit]`: the closing buttons of `screen` as both diagrams write them in its
  /// node, or nil when it has none.
  public func closingButtonsText(of screen: ScreenID) -> String? {
    closingButtons[screen.index].isEmpty
      ? nil : closingButtons[screen.index].map { "[\($0)]" }.joined(separator: " ")
  }

  /// Whether some node lists closing buttons (then the legend says what they are).
  public var listsClosingButtons: Bool { closingButtons.contains { !$0.isEmpty } }

  /// Where an edge starts or ends.
  public enum Endpoint: Sendable, Hashable {
    case screen(ScreenID)
    /// Environment events start here.
    case environment
    /// A history-dependent transition that never fired.
    case unresolved
  }

  /// The UIKit kind of an edge (`Flow.category(of:)`), which picks its style.
  public typealias Kind = StepKind

  /// One drawn edge: every transition it stands for, in flow order.
  public struct Edge: Sendable {
    public var source: Endpoint
    public var target: Endpoint
    public var kind: Kind
    public var transitions: [TransitionID]
  }

  public init(flow: Flow, space: StateSpace?) {
    self.flow = flow
    presented = Array(repeating: false, count: flow.screens.count)
    closingButtons = Array(repeating: [], count: flow.screens.count)
    isComplete = space?.isComplete ?? false
    let observed = space.map { Self.observedTargets(flow: flow, space: $0) } ?? [:]
    var index: [EdgeKey: Int] = [:]
    for transition in flow.transitions {
      markPresented(transition)
      guard case .control(let control, _) = transition.kind else { continue }
      let kind = flow.category(of: transition.id)
      let source: Endpoint
      switch flow.controls[control].owner {
      case .event:
        source = .environment
        if kind == .stay {
          stayingEvents.append(transition.id)
          continue
        }
      case .screen(let screen): source = .screen(screen)
      }
      var targets = staticTarget(transition, from: source).map { [Endpoint.screen($0)] }
      if targets == nil {
        let seen = observed[transition.id] ?? []
        targets = seen.isEmpty ? [.unresolved] : seen.map { .screen($0) }
      }
      for target in targets ?? [] {
        let key = EdgeKey(source: source, target: target, kind: kind)
        if let existing = index[key] {
          edges[existing].transitions.append(transition.id)
        } else {
          index[key] = edges.count
          edges.append(
            Edge(source: source, target: target, kind: kind, transitions: [transition.id]))
        }
      }
    }
    for set in flow.pageSets {
      swipes += zip(set.pages, set.pages.dropFirst()).map { (from: $0, to: $1) }
    }
    listClosingButtons()
  }

  /// Fills `closingButtons` and takes those alerts' edges out. An alert qualifies when
  /// each of its buttons does nothing but close it (no action, no guard), and the
  /// exploration, complete, saw it close onto exactly the screens that present it.
  private mutating func listClosingButtons() {
    guard isComplete else { return }
    for screen in flow.screens where screen.isAlert && !screen.controls.isEmpty {
      let onlyClose = screen.controls.allSatisfy { control in
        let declared = flow.controls[control]
        return declared.guards.isEmpty && declared.transitions.count == 1
          && flow.transitions[declared.transitions[0]].actions.isEmpty
          && flow.transitions[declared.transitions[0]].guards.isEmpty
      }
      guard onlyClose else { continue }
      let presenters = Set(edges.filter { $0.target == .screen(screen.id) }.map(\.source))
      let returns = Set(edges.filter { $0.source == .screen(screen.id) }.map(\.target))
      guard !presenters.isEmpty, presenters == returns else { continue }
      closingButtons[screen.id.index] = screen.controls.map { flow.controls[$0].label }
      edges.removeAll { $0.source == .screen(screen.id) }
    }
  }

  private struct EdgeKey: Hashable {
    var source: Endpoint
    var target: Endpoint
    var kind: Kind
  }

  // MARK: - Places

  /// Where diagrams draw screens, in the order of each place's first screen's
  /// declaration: a top-level screen alone, else in the container it belongs to.
  func places() -> [Place] {
    var result: [Place] = []
    for screen in flow.screens.ids {
      let place = place(of: screen)
      if !result.contains(place) { result.append(place) }
    }
    return result
  }

  /// Where `screen` is drawn: alone at the top level, else in its container.
  func place(of screen: ScreenID) -> Place {
    switch flow.screens[screen].home {
    case .topLevel: .screen(screen)
    case .nav(let nav): .nav(nav)
    case .tab(let bar, _): .tabs(bar)
    case .pages(let set): .pages(set)
    }
  }

  /// The screens drawn in `place`, in declaration order.
  func screens(drawnIn place: Place) -> [ScreenID] {
    flow.screens.ids.filter { self.place(of: $0) == place }
  }

  /// The screens drawn inside navigation stack `nav`, in declaration order.
  func screens(in nav: NavID) -> [ScreenID] {
    flow.screens.filter { $0.home == .nav(nav) }.map(\.id)
  }

  /// The screens drawn inside tab `index` of tab bar `bar`, in declaration order.
  func screens(inTab index: Int, of bar: TabBarID) -> [ScreenID] {
    flow.screens.filter { $0.home == .tab(bar, index: index) }.map(\.id)
  }

  // MARK: - Titles

  /// A container's title in plain words, from its name: `Signed-out stack` (nav
  /// `SignedOut`; `(up to 4 screens)` with `max 4`, `(navigation bar hidden)` with
  /// `nobar`), `Welcome pages`, `Home tab bar`, each followed by `(needs sign-in)` when
  /// it is private. Nil for a screen.
  public func title(of place: Place) -> String? {
    let title: String
    let isPrivate: Bool
    switch place {
    case .screen: return nil
    case .nav(let id):
      let nav = flow.navs[id]
      title =
        Self.titled(nav.name, "stack", dropping: ["nav", "navigation", "stack"])
        + (nav.maxDepth.map { " (up to \($0) screens)" } ?? "")
        + (nav.hidesBar ? " (navigation bar hidden)" : "")
      isPrivate = nav.isPrivate
    case .pages(let id):
      title = Self.titled(flow.pageSets[id].name, "pages", dropping: ["pages", "page"])
      isPrivate = flow.pageSets[id].isPrivate
    case .tabs(let id):
      title = Self.titled(flow.tabBars[id].name, "tab bar", dropping: ["tabs", "tab", "bar"])
      isPrivate = flow.tabBars[id].isPrivate
    }
    return isPrivate ? title + " (needs sign-in)" : title
  }

  /// A tab's title: its label, which the user reads in the tab bar (`Files tab`);
  /// for a tab holding its own instance of a stack declared elsewhere, whose screens
  /// are drawn once, where it is declared, the title says which (`Chats tab: its
  /// own Chats stack (drawn in Phone tab bar)`).
  public func title(ofTab index: Int, in bar: TabBarID) -> String {
    let tab = flow.tabBars[bar].tabs[index]
    guard tab.isInstance, case .nav(let nav) = tab.content else { return "\(tab.label) tab" }
    let stack = Self.titled(flow.navs[nav].name, "stack", dropping: ["nav", "navigation", "stack"])
    var drawn = ""
    if case .tab(let holder, _) = flow.screens[flow.navs[nav].root].home {
      drawn = " (drawn in \(title(of: .tabs(holder)) ?? flow.tabBars[holder].name))"
    }
    return "\(tab.label) tab: its own \(stack)\(drawn)"
  }

  /// A container as the flow declares it, for `.full` detail: `nav Main private max
  /// 3`, `pages Welcome`, `tabs Home private`. Nil for a screen.
  public func declaration(of place: Place) -> String? {
    func modifiers(_ isPrivate: Bool) -> String { isPrivate ? " private" : "" }
    switch place {
    case .screen: return nil
    case .nav(let id):
      let nav = flow.navs[id]
      return "nav \(nav.name)" + modifiers(nav.isPrivate)
        + (nav.maxDepth.map { " max \($0)" } ?? "")
    case .pages(let id):
      return "pages \(flow.pageSets[id].name)" + modifiers(flow.pageSets[id].isPrivate)
    case .tabs(let id):
      return "tabs \(flow.tabBars[id].name)" + modifiers(flow.tabBars[id].isPrivate)
    }
  }

  /// A tab as the flow declares it: `tab "Files" nav FilesNav`, `tab "Settings" screen
  /// Settings`.
  public func declaration(ofTab index: Int, in bar: TabBarID) -> String {
    let tab = flow.tabBars[bar].tabs[index]
    switch tab.content {
    case .nav(let nav): return "tab \"\(tab.label)\" nav \(flow.navs[nav].name)"
    case .screen(let screen): return "tab \"\(tab.label)\" screen \(flow.screens[screen].name)"
    }
  }

  // MARK: - Targets

  /// The screen a transition ends on when its actions say so; nil when it depends on
  /// the history (or cannot apply).
  func staticTarget(_ transition: Transition, from source: Endpoint) -> ScreenID? {
    var current: ScreenID?
    if case .screen(let screen) = source { current = flow.screens[screen].isAlert ? nil : screen }
    for action in transition.actions { current = flow.landing(after: action.kind, from: current) }
    return current
  }

  /// For each transition, the visible screens it was seen to lead to, in screen order.
  static func observedTargets(flow: Flow, space: StateSpace) -> [TransitionID: [ScreenID]] {
    guard space.hasEdges else { return [:] }
    let visible = (0..<space.count).map(space.visibleScreen(of:))
    var seen: [TransitionID: Set<ScreenID>] = [:]
    for index in 0..<space.count {
      for (target, transition) in space.successors(of: index) {
        seen[transition, default: []].insert(visible[target])
      }
    }
    return seen.mapValues { $0.sorted() }
  }

  private mutating func markPresented(_ transition: Transition) {
    // A shown screen is presented only where no stack is active: its edge says so.
    for action in transition.actions where action.kind.category == .present {
      if let modal = action.kind.mayPresent { presented[flow.entry(of: modal).index] = true }
    }
  }

  // MARK: - Labels

  /// How much an edge's label says.
  public enum Detail: Sendable, Hashable {
    /// What the user does, in the walkthroughs' words (`tap "Log out"`, an alert's
    /// button is tapped too), and which outcome (`tap "Log in" (invalid email)`) only
    /// where a control's outcomes part ways: for design reviews, the default.
    case summary
    /// Every transition as the model has it: outcome names, guards (`[when not
    /// mine]`) and `set` actions, for developers (`--detail`).
    case full
  }

  /// The label lines of an edge, or of any transitions listed together (the events
  /// that only set variables).
  ///
  /// `.summary` gives one line per control: `tap "Image"` when all its outcomes are
  /// here (they go the same way), else the outcomes here, humanised and joined by
  /// "or": `tap "Log in" (invalid email or invalid password)`. A line said twice is
  /// said once. `.full` gives each transition's lines (`labelLines(of:)`) in order.
  public func labelLines(of transitions: [TransitionID], detail: Detail) -> [String] {
    guard detail == .summary else { return transitions.flatMap(labelLines(of:)) }
    var controls: [ControlID] = []
    var outcomes: [ControlID: [String]] = [:]
    for transition in transitions {
      guard case .control(let control, let outcome) = flow.transitions[transition].kind else {
        continue
      }
      if outcomes[control] == nil { controls.append(control) }
      outcomes[control, default: []] += outcome.map { [$0] } ?? []
    }
    var lines: [String] = []
    for control in controls {
      var line = spoken(control)
      let here = outcomes[control] ?? []
      if !here.isEmpty, here.count < flow.controls[control].transitions.count {
        line += " (" + here.map(Self.humanised).joined(separator: " or ") + ")"
      }
      if !lines.contains(line) { lines.append(line) }
    }
    return lines
  }

  /// The label lines of an edge (see `labelLines(of:detail:)`).
  public func labelLines(of edge: Edge, detail: Detail) -> [String] {
    labelLines(of: edge.transitions, detail: detail)
  }

  /// A control as the user takes it, the way walkthroughs and the stepper say it:
  /// `tap "OK"` for an alert's button, `event "Network lost"`. The label is shown as
  /// the user reads it, without the flow language's escapes.
  func spoken(_ control: ControlID) -> String {
    "\(flow.controls[control].verb.spoken) \"\(flow.controls[control].label)\""
  }

  /// What an edge says about one transition in full: the control as the user takes it
  /// and the outcome's name (`tap "Sign in" → invalid`), each guard as `[when …]`, and
  /// each `set` as written (signing in, liking: what a developer needs to see the edge
  /// change).
  public func labelLines(of transition: TransitionID) -> [String] {
    var first = flow.label(of: transition)
    if case .control(let control, let outcome) = flow.transitions[transition].kind {
      first = spoken(control) + (outcome.map { " → \($0)" } ?? "")
    }
    var lines = [first]
    var guards: [Guard] = []
    if let control = flow.control(of: transition) { guards += flow.controls[control].guards }
    guards += flow.transitions[transition].guards
    lines += guards.map { "[when \($0.text)]" }
    for action in flow.transitions[transition].actions {
      if !action.isNavigation { lines.append(action.range.file.text(in: action.range)) }
    }
    return lines
  }
}
