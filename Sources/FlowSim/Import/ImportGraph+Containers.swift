/// Containment: each navigation controller's root, each tab bar's tabs, each split
/// view's master and detail, decided in document order.
extension ImportGraph {
  mutating func findNavRoots() {
    var navOfRoot: [ControllerRef: ControllerRef] = [:]
    for ref in allControllers where self[ref].kind == .navigation {
      let controller = self[ref]
      var root: ControllerRef?
      if let segue = controller.segues.first(where: { $0.relationship == "rootViewController" }) {
        root = destination(of: segue, in: ref.file).map(resolved)
      } else if let index = controller.segues.firstIndex(where: { Self.isPushLike($0.kind) }),
        let destination = destination(of: controller.segues[index], in: ref.file).map(resolved)
      {
        root = destination
        consumedSegues.insert(SegueRef(controller: ref, index: index))
        diagnostics.append(
          .warning(
            "import-nav-without-root",
            "navigation controller has no root view controller: the destination of its '\(controller.segues[index].kind)' segue is taken as its root",
            at: controller.range))
      }
      guard let root else {
        diagnostics.append(
          .warning(
            "import-nav-without-root",
            "navigation controller has no root view controller: imported as a plain screen",
            at: controller.range))
        continue
      }
      switch self[root].kind {
      case .screen, .page, .reference:
        if let earlier = navOfRoot[root] {
          navAliases[ref] = earlier
          diagnostics.append(
            .warning(
              "import-shared-root",
              "navigation controller has the same root as an earlier one, which stands for both",
              at: controller.range))
        } else {
          navOfRoot[root] = ref
          navRoots[ref] = root
        }
      case .navigation, .tabBar, .split:
        diagnostics.append(
          .warning(
            "import-nav-without-root",
            "navigation controller's root is a '\(self[root].element)', which a flow cannot nest: imported as a plain screen",
            at: controller.range))
      }
    }
  }

  /// Each tab bar's tabs. A navigation controller that an earlier tab bar holds too
  /// is this tab bar's own instance of it (a relationship instantiates its
  /// destination per parent); a scene held twice as a tab by itself, or as a tab and
  /// a navigation controller's root, cannot be written twice in a flow: skipped.
  mutating func findTabs() {
    var taken: Set<FlowTarget> = []
    for ref in allControllers where self[ref].kind == .tabBar {
      var list: [Tab] = []
      var held: Set<FlowTarget> = []
      for segue in self[ref].segues where segue.relationship == "viewControllers" {
        guard let declared = destination(of: segue, in: ref.file) else {
          warnMissing(segue)
          continue
        }
        let child = target(of: declared)
        var isTabBar = self[resolved(declared)].kind == .tabBar
        if case .tabs = child { isTabBar = true }
        let rootOfSomeNav: Bool
        if case .screen(let screen) = child {
          rootOfSomeNav = navRoots.values.contains(screen)
        } else {
          rootOfSomeNav = false
        }
        if isTabBar {
          diagnostics.append(
            .warning(
              "import-nested-tabs", "a tab bar inside a tab bar cannot be imported: tab skipped",
              at: segue.range))
        } else if !held.insert(child).inserted {
          diagnostics.append(
            .warning(
              "import-shared-tab",
              "this tab bar already has a tab holding this controller: tab skipped",
              at: segue.range))
        } else if case .nav = child {
          list.append(
            Tab(declared: declared, target: child, isInstance: !taken.insert(child).inserted))
        } else if rootOfSomeNav || !taken.insert(child).inserted {
          diagnostics.append(
            .warning(
              "import-shared-tab",
              rootOfSomeNav
                ? "this tab's scene is a navigation controller's root too, and a flow declares a screen once: tab skipped (the tab shows it outside that stack)"
                : "this tab's scene is another tab bar's tab too, and a flow declares a screen once: tab skipped",
              at: segue.range))
        } else {
          list.append(Tab(declared: declared, target: child))
        }
      }
      if list.isEmpty {
        diagnostics.append(
          .warning(
            "import-empty-tabs", "tab bar controller has no tabs: imported as a plain screen",
            at: self[ref].range))
      }
      tabs[ref] = list
    }
  }

  mutating func findSplits() {
    for ref in allControllers where self[ref].kind == .split {
      let segues = self[ref].segues
      var master = segues.first { $0.relationship == "masterViewController" }
        .flatMap { destination(of: $0, in: ref.file) }
      if let found = master, self[resolved(found)].kind == .split { master = nil }
      let detail = segues.first { $0.relationship == "detailViewController" }
        .flatMap { destination(of: $0, in: ref.file) }
      splits[ref] = (master, detail)
      diagnostics.append(
        .warning(
          "import-split-view",
          master == nil
            ? "a flow has no split view, and this one has no master: imported as a plain screen"
            : "a flow has no split view: its master stands for it, its detail is a separate screen",
          at: self[ref].range))
    }
  }
}
