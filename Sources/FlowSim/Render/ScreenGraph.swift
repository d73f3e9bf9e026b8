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

  /// Where an edge starts or ends.
  public enum Endpoint: Sendable, Hashable {
    case screen(ScreenID)
    /// Environment events start here.
    case environment
    /// A history-dependent transition that never fired.
    case unresolved
  }

  /// The UIKit kind of an edge (from `Flow.kind(of:)`), which picks its style.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    case push, present, dismiss, back
    case popToRoot = "pop to root"
    case unwind, reset, tab, page, stay
  }

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
    isComplete = space?.isComplete ?? false
    let observed = space.map { Self.observedTargets(flow: flow, space: $0) } ?? [:]
    var index: [EdgeKey: Int] = [:]
    for transition in flow.transitions {
      markPresented(transition)
      guard case .control(let control, _) = transition.kind else { continue }
      let kind = Kind(rawValue: flow.kind(of: transition.id)) ?? .stay
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
    for screen in flow.screens {
      let place: Place
      switch screen.home {
      case .topLevel: place = .screen(screen.id)
      case .nav(let nav): place = .nav(nav)
      case .tab(let bar, _): place = .tabs(bar)
      case .pages(let set): place = .pages(set)
      }
      if !result.contains(place) { result.append(place) }
    }
    return result
  }

  /// The screens drawn inside navigation stack `nav`, in declaration order.
  func screens(in nav: NavID) -> [ScreenID] {
    flow.screens.filter { $0.home == .nav(nav) }.map(\.id)
  }

  /// The screens drawn inside tab `index` of tab bar `bar`, in declaration order.
  func screens(inTab index: Int, of bar: TabBarID) -> [ScreenID] {
    flow.screens.filter { $0.home == .tab(bar, index: index) }.map(\.id)
  }

  // MARK: - Targets

  /// The screen shown when `root` becomes the window's root.
  public func entry(of root: RootRef) -> ScreenID {
    switch root {
    case .screen(let screen): return screen
    case .nav(let nav): return flow.navs[nav].root
    case .pages(let set): return flow.pageSets[set].pages[0]
    case .tabs(let bar): return tabRoot(bar, 0)
    }
  }

  func tabRoot(_ bar: TabBarID, _ index: Int) -> ScreenID {
    switch flow.tabBars[bar].tabs[index].content {
    case .screen(let screen): return screen
    case .nav(let nav): return flow.navs[nav].root
    }
  }

  /// The screen a transition ends on when its actions say so; nil when it depends on
  /// the history (or cannot apply).
  func staticTarget(_ transition: Transition, from source: Endpoint) -> ScreenID? {
    var current: ScreenID?
    if case .screen(let screen) = source { current = flow.screens[screen].isAlert ? nil : screen }
    for action in transition.actions {
      switch action.kind {
      case .push(let screen), .unwind(let screen): current = screen
      case .present(.screen(let screen)): current = screen
      case .present(.nav(let nav)): current = flow.navs[nav].root
      case .reset(let root): current = entry(of: root)
      case .selectTab(let bar, let index): current = tabRoot(bar, index)
      case .page(let set, let index): current = flow.pageSets[set].pages[index]
      case .nextPage, .previousPage:
        let step = action.kind == .nextPage ? 1 : -1
        current = current.flatMap { screen in
          for set in flow.pageSets {
            if let at = set.pages.firstIndex(of: screen), set.pages.indices.contains(at + step) {
              return set.pages[at + step]
            }
          }
          return nil
        }
      case .dismiss, .dismissAll, .back, .popToRoot: current = nil
      case .set: break
      }
    }
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
    for action in transition.actions {
      switch action.kind {
      case .present(.screen(let screen)): presented[screen] = true
      case .present(.nav(let nav)): presented[flow.navs[nav].root] = true
      default: break
      }
    }
  }

  // MARK: - Labels

  /// What an edge says about one transition: the control (and outcome), each guard
  /// as `[when …]`, and each `set` as written (signing in, liking: what a reviewer
  /// needs to see the edge change).
  public func labelLines(of transition: TransitionID) -> [String] {
    var lines = [flow.label(of: transition)]
    var guards: [Guard] = []
    if let control = flow.control(of: transition) { guards += flow.controls[control].guards }
    guards += flow.transitions[transition].guards
    lines += guards.map { "[when \($0.text)]" }
    for action in flow.transitions[transition].actions {
      if case .set = action.kind { lines.append(action.range.file.text(in: action.range)) }
    }
    return lines
  }

  /// The label lines of an edge: each transition's lines, in order.
  public func labelLines(of edge: Edge) -> [String] {
    edge.transitions.flatMap(labelLines(of:))
  }
}
