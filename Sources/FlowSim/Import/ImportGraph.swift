/// A controller of one of the imported storyboards: file index, then document index.
struct ControllerRef: Hashable, Comparable, Sendable {
  var file: Int
  var index: Int

  static func < (lhs: ControllerRef, rhs: ControllerRef) -> Bool {
    (lhs.file, lhs.index) < (rhs.file, rhs.index)
  }
}

/// What a segue or the start can lead to in the flow.
enum FlowTarget: Hashable, Sendable {
  /// A screen: a content controller, or a stand-in for what the flow cannot hold.
  case screen(ControllerRef)
  case nav(ControllerRef)
  case tabs(ControllerRef)
}

/// The imported storyboards with their controllers found by id, storyboard references
/// resolved, and containment worked out: each navigation controller's root, each tab
/// bar's tabs, each split view's master and detail.
///
/// Everything is decided in document order (files in the order given), so the result
/// never depends on hashing.
struct ImportGraph {
  let storyboards: [Storyboard]
  private(set) var diagnostics: [Diagnostic] = []
  private var indexByID: [[String: Int]] = []
  /// Resolved storyboard references: placeholder → the controller it stands for.
  private var resolvedReferences: [ControllerRef: ControllerRef] = [:]
  /// A navigation controller's root screen.
  private(set) var navRoots: [ControllerRef: ControllerRef] = [:]
  /// A navigation controller whose root another one already has: it stands for that one.
  private(set) var navAliases: [ControllerRef: ControllerRef] = [:]
  /// Segues taken as structure (a root found through a plain segue), not as controls.
  private(set) var consumedSegues: Set<SegueRef> = []
  /// Each tab bar's tabs, in order.
  private(set) var tabs: [ControllerRef: [Tab]] = [:]
  /// Each split view's master and detail.
  private(set) var splits: [ControllerRef: (master: ControllerRef?, detail: ControllerRef?)] = [:]

  /// One tab: what the relationship pointed at (maybe a storyboard reference) and the
  /// flow entity it holds.
  struct Tab {
    var declared: ControllerRef
    var target: FlowTarget
  }

  /// A segue: its controller and its index among that controller's segues.
  struct SegueRef: Hashable, Sendable {
    var controller: ControllerRef
    var index: Int
  }

  init(storyboards: [Storyboard]) {
    self.storyboards = storyboards
    for storyboard in storyboards {
      var map: [String: Int] = [:]
      for (index, controller) in storyboard.controllers.enumerated() {
        if map[controller.id] == nil {
          map[controller.id] = index
        } else {
          diagnostics.append(
            .warning(
              "import-duplicate-id", "another controller already has id '\(controller.id)'",
              at: controller.range))
        }
      }
      indexByID.append(map)
    }
    resolveReferences()
    findNavRoots()
    findSplits()
    findTabs()
  }

  // MARK: - Lookup

  /// Every controller, in document order.
  var allControllers: [ControllerRef] {
    storyboards.indices.flatMap { file in
      storyboards[file].controllers.indices.map { ControllerRef(file: file, index: $0) }
    }
  }

  subscript(ref: ControllerRef) -> Controller { storyboards[ref.file].controllers[ref.index] }

  /// The controller with `id` in storyboard `file`.
  func controller(id: String, in file: Int) -> ControllerRef? {
    indexByID[file][id].map { ControllerRef(file: file, index: $0) }
  }

  /// The controller a reference stands for (itself for anything else, and for a
  /// reference that could not be resolved).
  func resolved(_ ref: ControllerRef) -> ControllerRef { resolvedReferences[ref] ?? ref }

  /// Whether `ref` is a storyboard reference that could not be resolved.
  func isUnresolvedReference(_ ref: ControllerRef) -> Bool {
    self[ref].kind == .reference && resolvedReferences[ref] == nil
  }

  /// The flow entity a controller becomes when something leads to it.
  func target(of ref: ControllerRef) -> FlowTarget {
    target(of: ref, depth: 0)
  }

  private func target(of ref: ControllerRef, depth: Int) -> FlowTarget {
    let real = resolved(ref)
    switch self[real].kind {
    case .screen, .page, .reference:
      return .screen(real)
    case .navigation:
      if let alias = navAliases[real] { return .nav(alias) }
      return navRoots[real] == nil ? .screen(real) : .nav(real)
    case .tabBar:
      return (tabs[real] ?? []).isEmpty ? .screen(real) : .tabs(real)
    case .split:
      if depth < 8, let master = splits[real]?.master {
        return target(of: master, depth: depth + 1)
      }
      return .screen(real)
    }
  }

  // MARK: - Storyboard references

  private mutating func resolveReferences() {
    for ref in allControllers where self[ref].kind == .reference {
      let controller = self[ref]
      var current = ref
      var seen: Set<ControllerRef> = [ref]
      var problem: String?
      while self[current].kind == .reference {
        guard let next = referencedController(self[current], from: current.file, problem: &problem)
        else { break }
        guard seen.insert(next).inserted else {
          problem = "storyboard references form a cycle"
          break
        }
        current = next
      }
      if self[current].kind != .reference {
        resolvedReferences[ref] = current
      } else {
        diagnostics.append(
          .warning(
            "import-unresolved-reference",
            problem ?? "storyboard reference to '\(controller.storyboardName ?? "?")' not resolved",
            at: controller.range))
      }
    }
  }

  private func referencedController(
    _ placeholder: Controller, from file: Int, problem: inout String?
  ) -> ControllerRef? {
    let target: Int
    if let name = placeholder.storyboardName {
      guard let found = storyboardIndex(named: name) else {
        problem =
          "storyboard reference to '\(name)' not resolved: import '\(name).storyboard' together with this one"
        return nil
      }
      target = found
    } else {
      target = file
    }
    let storyboard = storyboards[target]
    if let identifier = placeholder.referencedIdentifier {
      if let index = storyboard.controllers.firstIndex(where: {
        $0.storyboardIdentifier == identifier
      }) {
        return ControllerRef(file: target, index: index)
      }
      problem = "no scene with storyboard identifier '\(identifier)' in '\(storyboard.name)'"
      return nil
    }
    if let initial = storyboard.initialViewController, let ref = controller(id: initial, in: target)
    {
      return ref
    }
    problem = "storyboard '\(storyboard.name)' has no initial view controller to refer to"
    return nil
  }

  /// The storyboard that `storyboardName` names: the file with exactly that name, else
  /// the only one whose name ends with it, ignoring case (as macOS file names do),
  /// after a `_`, `-` or `.` (copies renamed with a prefix, such as `Project_About`).
  func storyboardIndex(named name: String) -> Int? {
    if let exact = storyboards.firstIndex(where: { $0.name == name }) { return exact }
    let wanted = name.lowercased()
    let matches = storyboards.indices.filter { index in
      let candidate = storyboards[index].name.lowercased()
      guard candidate.hasSuffix(wanted), candidate.count > wanted.count else { return false }
      let before = candidate.dropLast(wanted.count).last
      return before == "_" || before == "-" || before == "."
    }
    return matches.count == 1 ? matches[0] : nil
  }

  // MARK: - Containers

  private mutating func findNavRoots() {
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

  private mutating func findTabs() {
    var taken: Set<FlowTarget> = []
    for ref in allControllers where self[ref].kind == .tabBar {
      var list: [Tab] = []
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
        } else if rootOfSomeNav || !taken.insert(child).inserted {
          diagnostics.append(
            .warning(
              "import-shared-tab",
              "this tab's controller is already held by another container: tab skipped",
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

  private mutating func findSplits() {
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

  // MARK: - Segues

  /// The controller a segue's destination names, in the segue's own storyboard.
  func destination(of segue: Segue, in file: Int) -> ControllerRef? {
    controller(id: segue.destination, in: file)
  }

  private mutating func warnMissing(_ segue: Segue) {
    diagnostics.append(
      .warning(
        "import-missing-destination",
        "segue destination '\(segue.destination)' is not a controller of this storyboard",
        at: segue.range))
  }

  /// Whether a segue kind pushes when its source is in a navigation stack.
  static func isPushLike(_ kind: String) -> Bool {
    ["show", "push", "showDetail", "replace"].contains(kind)
  }

  /// Whether a segue kind presents modally.
  static func isPresentLike(_ kind: String) -> Bool {
    ["presentation", "modal", "popover", "popoverPresentation", "custom"].contains(kind)
  }
}
