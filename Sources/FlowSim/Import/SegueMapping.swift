/// Turns the segues of each screen into controls: what the user does, the label, and
/// the flow action UIKit's segue amounts to.
///
/// push/show push when the source is declared in a nav and present otherwise (as
/// UIKit's `show` does; warned); modal, presentation and popovers present; a tab bar
/// cannot be presented, so segues to one reset to it (warned); an unwind returns to the
/// one screen that leads to its source, else it dismisses (or goes back) and says so.
struct SegueMapping {
  let graph: ImportGraph
  let placement: ScreenPlacement
  let naming: EntityNaming
  private(set) var diagnostics: [Diagnostic] = []
  /// Each screen's controls, in document order, labels unique per screen.
  private(set) var controls: [ControllerRef: [FlowDraft.Control]] = [:]
  /// Comment lines for screens: container views and what they embed.
  private(set) var notes: [ControllerRef: [String]] = [:]
  /// For each screen, the screens that push or present it (or its nav), in order.
  private var parents: [ControllerRef: [ControllerRef]] = [:]

  private struct Pending {
    var segue: Segue
    var verb: String
    var label: String
    /// nil for an unwind, which is resolved once every other transition is known.
    var action: String?
    var comment: [String]
  }

  init(graph: ImportGraph, placement: ScreenPlacement, naming: EntityNaming) {
    self.graph = graph
    self.placement = placement
    self.naming = naming
    var pending: [ControllerRef: [Pending]] = [:]
    for screen in placement.screens {
      for segueRef in placement.segues[screen] ?? [] {
        if let control = map(segueRef, from: screen) {
          pending[screen, default: []].append(control)
        }
      }
    }
    for screen in placement.screens {
      var labels = UniqueLabels(reserving: (pending[screen] ?? []).map(\.label))
      controls[screen] = (pending[screen] ?? []).map { item in
        var comment = item.comment
        let action = item.action ?? unwindAction(item.segue, from: screen, comment: &comment)
        return FlowDraft.Control(
          verb: item.verb, label: labels.claim(item.label), action: action,
          comment: comment.isEmpty ? nil : comment.joined(separator: "; "))
      }
    }
    for segueRef in placement.orphanSegues {
      let controller = graph[segueRef.controller]
      diagnostics.append(
        .warning(
          "import-segue-not-mapped",
          "segue on a '\(controller.element)' is not imported: a flow gives it no controls",
          at: controller.segues[segueRef.index].range))
    }
  }

  // MARK: - One segue

  private mutating func map(_ segueRef: ImportGraph.SegueRef, from screen: ControllerRef)
    -> Pending?
  {
    let segue = graph[segueRef.controller].segues[segueRef.index]
    var comment: [String] = []
    if case .manual = segue.trigger {
      comment.append("manual segue: performed in code")
    } else if let identifier = segue.identifier {
      comment.append("segue " + FlowNames.cleanText(identifier))
    }
    if segue.kind == "unwind" {
      let fallback = segue.unwindAction.map(ControlLabels.unwindName) ?? "unwind"
      let (verb, label) = ControlLabels.verbAndLabel(for: segue, fallback: fallback)
      return Pending(segue: segue, verb: verb, label: label, action: nil, comment: comment)
    }
    let pushLike = ImportGraph.isPushLike(segue.kind)
    guard segue.kind == "embed" || pushLike || ImportGraph.isPresentLike(segue.kind) else {
      warn("import-unknown-segue", "segue kind '\(segue.kind)' is not imported", segue)
      return nil
    }
    guard let destination = graph.destination(of: segue, in: segueRef.controller.file) else {
      warn(
        "import-missing-destination",
        "segue destination '\(segue.destination)' is not a controller of this storyboard", segue)
      return nil
    }
    let target = graph.target(of: destination)
    if segue.kind == "embed" {
      notes[screen, default: []].append("container view embeds \(naming.name(target))")
      return nil
    }
    let (verb, label) = ControlLabels.verbAndLabel(
      for: segue, fallback: naming.displayTitle(target, graph))
    let action = self.action(segue, from: screen, to: target, pushLike: pushLike, &comment)
    return Pending(segue: segue, verb: verb, label: label, action: action, comment: comment)
  }

  private mutating func action(
    _ segue: Segue, from screen: ControllerRef, to target: FlowTarget, pushLike: Bool,
    _ comment: inout [String]
  ) -> String {
    let kind = segue.kind
    let source = naming.name(screen)
    let name = naming.name(target)
    switch kind {
    case "popover", "popoverPresentation": comment.append("popover")
    case "showDetail", "replace": comment.append("show detail")
    case "custom":
      let what = segue.customClass.map { "custom segue '\($0)'" } ?? "custom segue"
      comment.append(what)
      warn(
        "import-custom-segue", "\(what) is imported as a modal presentation of '\(name)'", segue)
    default: break
    }
    switch target {
    case .tabs:
      comment.append("\(kind) of a tab bar")
      warn(
        "import-tabs-reset",
        "'\(kind)' segue to tab bar '\(name)' is imported as 'reset \(name)': a tab bar can only be the window's root",
        segue)
      return "reset \(name)"
    case .nav(let nav):
      if pushLike {
        let why =
          placement.isInNav(screen)
          ? "a navigation controller cannot be pushed" : outsideNav(kind, source)
        warn(
          "import-show-presents", "'\(kind)' segue is imported as 'present \(name)': \(why)",
          segue)
      }
      if let root = graph.navRoots[nav] { parents[root, default: []].append(screen) }
      return "present \(name)"
    case .screen(let destination):
      parents[destination, default: []].append(screen)
      if pushLike && placement.isInNav(screen) { return "push \(name)" }
      if pushLike {
        comment.append("\(kind) outside a navigation stack")
        warn(
          "import-show-presents",
          "'\(kind)' segue is imported as 'present \(name)': \(outsideNav(kind, source))", segue)
      }
      return "present \(name)"
    }
  }

  /// Why a push-like segue from `source` presents instead.
  private func outsideNav(_ kind: String, _ source: String) -> String {
    kind == "push" || kind == "replace"
      ? "'\(source)' is in no navigation stack, where a '\(kind)' segue fails at run time"
      : "'\(source)' is in no navigation stack, so UIKit presents it"
  }

  // MARK: - Unwind

  /// `unwind to S` when exactly one screen pushes or presents the source (or its
  /// nav); otherwise `back` for a pushed screen and `dismiss` for anything else.
  private mutating func unwindAction(
    _ segue: Segue, from screen: ControllerRef, comment: inout [String]
  ) -> String {
    let selector = segue.unwindAction ?? "?"
    comment.append("unwind: \(FlowNames.cleanText(selector))")
    var candidates: [ControllerRef] = []
    for parent in parents[screen] ?? [] where !candidates.contains(parent) {
      candidates.append(parent)
    }
    if candidates.count == 1, candidates[0] != screen {
      return "unwind to \(naming.name(candidates[0]))"
    }
    let fallback: String
    if case .navMember = placement.home(of: screen) {
      fallback = "back"
    } else {
      fallback = "dismiss"
    }
    let why =
      candidates.isEmpty
      ? "nothing in the storyboard leads to '\(naming.name(screen))'"
      : "\(candidates.count) screens lead to '\(naming.name(screen))'"
    warn(
      "import-unwind-target",
      "unwind '\(selector)' is imported as '\(fallback)': \(why), so its target is unknown", segue)
    return fallback
  }

  private mutating func warn(_ id: String, _ message: String, _ segue: Segue) {
    diagnostics.append(.warning(id, message, at: segue.range))
  }
}
