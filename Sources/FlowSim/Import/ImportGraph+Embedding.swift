/// Container views: an `embed` segue puts the child controller's content inside the
/// parent's screen, so its controls and segues act there. A plain or page child is
/// part of its parent's screen; an embedded navigation controller (with a root) is
/// what the parent's screen shows, so the parent stands for that stack. A split view's
/// plain detail is likewise part of its master's screen.
extension ImportGraph {
  mutating func findEmbedded() {
    // Only a child that nothing else leads to is part of its parent; a parent that is
    // some container's child (a root, a tab) keeps its own screen.
    var incoming: [ControllerRef: Int] = [:]
    var contained: Set<ControllerRef> = []
    for ref in allControllers {
      for segue in self[ref].segues {
        guard let destination = destination(of: segue, in: ref.file).map(resolved) else {
          continue
        }
        incoming[destination, default: 0] += 1
        if segue.kind == "relationship" { contained.insert(destination) }
      }
    }
    for ref in allControllers where self[ref].kind == .screen || self[ref].kind == .page {
      for segue in self[ref].segues where segue.kind == "embed" {
        guard let child = destination(of: segue, in: ref.file).map(resolved), child != ref,
          incoming[child] == 1, embeddedIn[child] == nil
        else { continue }
        switch self[child].kind {
        case .screen, .page:
          embeddedIn[child] = ref
        case .navigation
        where navRoots[child] != nil && navAliases[child] == nil && embeddedNav[ref] == nil
          && !contained.contains(ref):
          embeddedNav[ref] = child
        default:
          break
        }
      }
    }
    // A split view shows its detail beside its master: a plain detail nothing else
    // leads to is part of the master's screen (the master stands for the split).
    for ref in allControllers {
      guard let split = splits[ref], let master = split.master, let detail = split.detail
      else { continue }
      let child = resolved(detail)
      guard self[child].kind == .screen, incoming[child] == 1, embeddedIn[child] == nil
      else { continue }
      switch target(of: master) {
      case .screen(let screen) where screen != child: embeddedIn[child] = screen
      case .nav(let nav): if let root = navRoots[nav], root != child { embeddedIn[child] = root }
      case .tabs(let tabs):
        // The tab shown first.
        switch self.tabs[tabs]?.first?.target {
        case .screen(let screen)?: embeddedIn[child] = screen
        case .nav(let nav)?: embeddedIn[child] = navRoots[nav]
        default: break
        }
      case .screen: break
      }
    }
    // A child that embeds again keeps its own screen, so every chain is one step.
    let nested = embeddedIn.filter { embeddedIn[$0.value] != nil }.map(\.key)
    for child in nested { embeddedIn[child] = nil }
    for (parent, _) in embeddedNav where embeddedIn[parent] != nil {
      embeddedNav[parent] = nil
    }
  }

  /// The controllers embedded in `parent`'s screen, in document order.
  func embeddedChildren(of parent: ControllerRef) -> [ControllerRef] {
    allControllers.filter { embeddedIn[$0] == parent }
  }

  /// The controllers whose controls a screen shows: itself, what its container views
  /// embed, and, for the root of an embedded stack, the controller embedding it (and
  /// what that one embeds).
  func partsOfScreen(_ screen: ControllerRef) -> [ControllerRef] {
    var parts = [screen] + embeddedChildren(of: screen)
    for ref in allControllers {
      if let nav = embeddedNav[ref], navRoots[nav] == screen {
        parts += [ref] + embeddedChildren(of: ref)
      }
    }
    return parts
  }
}
