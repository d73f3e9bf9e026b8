/// Where a screen is declared in the emitted flow.
enum ScreenHome: Hashable, Sendable {
  /// The first screen of this navigation controller's `nav`.
  case navRoot(ControllerRef)
  /// A later screen of this `nav`: something in that stack pushes it.
  case navMember(ControllerRef)
  /// The screen of this tab bar's tab.
  case tab(ControllerRef)
  /// A top-level screen.
  case loose
}

/// Decides which controllers become screens, where each is declared, and which screen
/// owns each segue as a control.
///
/// A screen is declared once: as a nav's root, else as a tab's screen, else inside the
/// first nav (document order) from which a push reaches it, else at the top level. So
/// every screen with a push control is declared inside a nav.
struct ScreenPlacement {
  /// Every controller that becomes a screen, in document order.
  private(set) var screens: [ControllerRef] = []
  private(set) var homes: [ControllerRef: ScreenHome] = [:]
  /// Each emitted nav's screens, root first, then pushed screens in document order.
  private(set) var navScreens: [ControllerRef: [ControllerRef]] = [:]
  /// The segues whose controls each screen carries: its own scene's, then those on a
  /// navigation controller whose root it is.
  private(set) var segues: [ControllerRef: [ImportGraph.SegueRef]] = [:]
  /// Segues that start on a controller with no screen to carry them.
  private(set) var orphanSegues: [ImportGraph.SegueRef] = []

  init(graph: ImportGraph) {
    for ref in graph.allControllers where graph.target(of: ref) == .screen(ref) {
      screens.append(ref)
    }
    assignSegues(graph)
    let navs = graph.allControllers.filter { graph.navRoots[$0] != nil }
    for nav in navs {
      if let root = graph.navRoots[nav] { homes[root] = .navRoot(nav) }
    }
    for ref in graph.allControllers {
      for tab in graph.tabs[ref] ?? [] {
        if case .screen(let screen) = tab.target, homes[screen] == nil { homes[screen] = .tab(ref) }
      }
    }
    for nav in navs { collectPushed(into: nav, graph) }
    for screen in screens where homes[screen] == nil { homes[screen] = .loose }
  }

  /// Where `screen` is declared (`.loose` for anything not placed).
  func home(of screen: ControllerRef) -> ScreenHome { homes[screen] ?? .loose }

  /// Whether `screen` is declared inside a nav, so that its pushes push.
  func isInNav(_ screen: ControllerRef) -> Bool {
    switch home(of: screen) {
    case .navRoot, .navMember: true
    case .tab, .loose: false
    }
  }

  /// The screen whose controls a controller's segues become, if any.
  static func sourceScreen(of ref: ControllerRef, _ graph: ImportGraph) -> ControllerRef? {
    if let parent = graph.embeddedIn[ref] { return sourceScreen(of: parent, graph) }
    switch graph.target(of: ref) {
    case .screen(let screen) where screen == ref: return screen
    case .nav(let nav) where graph[ref].kind == .navigation || graph.embeddedNav[ref] == nav:
      return graph.navRoots[nav]
    case .tabs(let tabs) where tabs == ref:
      // A segue on the tab bar controller (manual: code performs it while a tab shows)
      // is a control of the first tab's screen, the one shown first.
      return graph.tabs[tabs]?.first.flatMap { tab in
        switch tab.target {
        case .screen(let screen): screen
        case .nav(let nav): graph.navRoots[nav]
        case .tabs: nil
        }
      }
    default: return nil
    }
  }

  private mutating func assignSegues(_ graph: ImportGraph) {
    var fromContainers: [ControllerRef: [ImportGraph.SegueRef]] = [:]
    for ref in graph.allControllers {
      let refs = graph[ref].segues.indices.map { ImportGraph.SegueRef(controller: ref, index: $0) }
        .filter {
          !graph.consumedSegues.contains($0) && graph[ref].segues[$0.index].kind != "relationship"
        }
      guard !refs.isEmpty else { continue }
      guard let screen = Self.sourceScreen(of: ref, graph) else {
        orphanSegues += refs
        continue
      }
      if screen == ref {
        segues[screen, default: []] += refs
      } else {
        fromContainers[screen, default: []] += refs
      }
    }
    for screen in screens {
      if let extra = fromContainers[screen] { segues[screen, default: []] += extra }
    }
  }

  /// Places in `nav` every unplaced screen that a push from within it reaches.
  private mutating func collectPushed(into nav: ControllerRef, _ graph: ImportGraph) {
    guard let root = graph.navRoots[nav] else { return }
    var members: [ControllerRef] = []
    var queue = [root]
    while !queue.isEmpty {
      let screen = queue.removeFirst()
      for segueRef in segues[screen] ?? [] {
        let segue = graph[segueRef.controller].segues[segueRef.index]
        // A custom segue from inside a stack pushes as a rule (SegueMapping).
        guard ImportGraph.isPushLike(segue.kind) || segue.kind == "custom",
          let destination = graph.destination(of: segue, in: segueRef.controller.file),
          case .screen(let pushed) = graph.target(of: destination), homes[pushed] == nil
        else { continue }
        homes[pushed] = .navMember(nav)
        members.append(pushed)
        queue.append(pushed)
      }
    }
    navScreens[nav] = [root] + members.sorted()
  }
}
