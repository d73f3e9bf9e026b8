/// What a flow leaves to code, as the checks need it: the screens with a control made
/// in code (which have a way on the flow cannot see, so are no dead end), the code
/// entries nothing in the flow reaches yet, and the screens reached only through them.
struct CodeWork {
  /// Screens with a `-> code "…"` control that no `extend` models yet.
  let screensWithCodeControls: Set<ScreenID>
  /// The `code "…"` entries whose place no explored configuration shows.
  let unreachedEntries: [CodeEntry]
  /// Screens no explored configuration shows that an unreached code entry leads to
  /// (the entry's own screens, and what their controls push, present or reset to).
  let reachedFromCode: Set<ScreenID>

  init(flow: Flow, visible: [Bool]) {
    screensWithCodeControls = Set(flow.codeControls.filter { $0.modelledBy == nil }.map(\.screen))
    unreachedEntries = flow.codeEntries.filter { entry in
      !Self.shownOnlyThere(entry.place, in: flow).contains { visible[$0.index] }
    }
    var seen: Set<ScreenID> = []
    var queue = unreachedEntries.flatMap { Self.screens(of: $0.place, in: flow) }
    while let screen = queue.popLast() {
      guard !visible[screen.index], seen.insert(screen).inserted else { continue }
      for control in flow.screens[screen].controls {
        for transition in flow.controls[control].transitions {
          for action in flow.transitions[transition].actions {
            queue += Self.targets(of: action.kind, in: flow)
          }
        }
      }
    }
    reachedFromCode = seen
  }

  /// The screens showing `place` can make visible first: a screen, a stack's root, every
  /// tab's first screen, every page.
  static func screens(of place: Place, in flow: Flow) -> [ScreenID] {
    switch place {
    case .screen(let id): return [id]
    case .nav(let id): return [flow.navs[id].root]
    case .tabs(let id):
      return flow.tabBars[id].tabs.map { tab in
        switch tab.content {
        case .screen(let screen): screen
        case .nav(let nav): flow.navs[nav].root
        }
      }
    case .pages(let id): return flow.pageSets[id].pages
    }
  }

  /// The screens of `place` whose being visible shows that `place` was: those of
  /// `screens(of:)`, but for a tab bar not the root of a stack it holds an instance
  /// of (another tab bar shows that root too), unless it holds nothing else.
  private static func shownOnlyThere(_ place: Place, in flow: Flow) -> [ScreenID] {
    guard case .tabs(let id) = place else { return screens(of: place, in: flow) }
    let own = flow.tabBars[id].tabs.filter { !$0.isInstance }
    guard !own.isEmpty else { return screens(of: place, in: flow) }
    return own.map { tab in
      switch tab.content {
      case .screen(let screen): screen
      case .nav(let nav): flow.navs[nav].root
      }
    }
  }

  private static func targets(of action: Action.Kind, in flow: Flow) -> [ScreenID] {
    switch action {
    case .push(let screen), .show(let screen): return [screen]
    case .present(.screen(let screen)): return [screen]
    case .present(.nav(let nav)): return [flow.navs[nav].root]
    case .reset(let root): return screens(of: root, in: flow)
    case .page(let set, let index): return [flow.pageSets[set].pages[index]]
    case .dismiss, .dismissAll, .back, .popToRoot, .unwind, .selectTab, .nextPage, .previousPage,
      .set:
      return []
    }
  }
}
