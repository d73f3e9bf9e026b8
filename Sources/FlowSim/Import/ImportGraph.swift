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

  /// Whether it is a screen (which a segue can push), not a container.
  var isScreen: Bool {
    if case .screen = self { return true }
    return false
  }
}

/// The imported storyboards with their controllers found by id, storyboard references
/// resolved, and containment worked out: each navigation controller's root, each tab
/// bar's tabs, each split view's master and detail.
///
/// Everything is decided in document order (files in the order given), so the result
/// never depends on hashing.
struct ImportGraph {
  let storyboards: [Storyboard]
  var diagnostics: [Diagnostic] = []
  var indexByID: [[String: Int]] = []
  /// Resolved storyboard references: placeholder → the controller it stands for.
  var resolvedReferences: [ControllerRef: ControllerRef] = [:]
  /// Why each reference that could not be resolved was not, for its comment.
  var unresolvedReasons: [ControllerRef: String] = [:]
  /// A navigation controller's root screen.
  var navRoots: [ControllerRef: ControllerRef] = [:]
  /// A navigation controller whose root another one already has: it stands for that one.
  var navAliases: [ControllerRef: ControllerRef] = [:]
  /// Segues taken as structure (a root found through a plain segue), not as controls.
  var consumedSegues: Set<SegueRef> = []
  /// Each tab bar's tabs, in order.
  var tabs: [ControllerRef: [Tab]] = [:]
  /// A plain or page controller in a container view → the controller whose screen it
  /// is part of.
  var embeddedIn: [ControllerRef: ControllerRef] = [:]
  /// A controller whose container view embeds a navigation controller → that one.
  var embeddedNav: [ControllerRef: ControllerRef] = [:]
  /// Each split view's master and detail.
  var splits: [ControllerRef: (master: ControllerRef?, detail: ControllerRef?)] = [:]

  /// One tab: what the relationship pointed at (maybe a storyboard reference) and the
  /// flow entity it holds.
  struct Tab {
    var declared: ControllerRef
    var target: FlowTarget
    /// The navigation controller is an earlier tab bar's tab too: UIKit instantiates
    /// it once per tab bar, so this tab holds its own instance of the stack declared
    /// there (`tab "Label" nav NAME`).
    var isInstance = false
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
    findEmbedded()
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

  /// The flow entity a controller becomes when something leads to it.
  func target(of ref: ControllerRef) -> FlowTarget {
    target(of: ref, depth: 0)
  }

  private func target(of ref: ControllerRef, depth: Int) -> FlowTarget {
    let real = resolved(ref)
    if depth < 8, let parent = embeddedIn[real] { return target(of: parent, depth: depth + 1) }
    if depth < 8, let nav = embeddedNav[real] { return target(of: nav, depth: depth + 1) }
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

  // MARK: - Segues

  /// The controller a segue's destination names, in the segue's own storyboard.
  func destination(of segue: Segue, in file: Int) -> ControllerRef? {
    controller(id: segue.destination, in: file)
  }

  mutating func warnMissing(_ segue: Segue) {
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
