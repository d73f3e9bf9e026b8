/// Unwind segues: their target is a method found at run time, so the importer returns
/// to the one screen that leads to the source, or falls back to what can apply.
extension SegueMapping {
  /// Which screens can be gone back from (pushed) and dismissed (shown in a modal),
  /// as the resolver's navigation analysis sees them.
  struct Reach {
    var pushed: Set<ControllerRef> = []
    var modal: Set<ControllerRef> = []

    init(_ actions: [Action], graph: ImportGraph, pending: [ControllerRef: [Pending]]) {
      for action in actions {
        switch action {
        case .push(let screen): pushed.insert(screen)
        case .present(.screen(let screen)): modal.insert(screen)
        case .present(.nav(let nav)): if let root = graph.navRoots[nav] { modal.insert(root) }
        case .show(let screen):
          pushed.insert(screen)
          modal.insert(screen)
        case .present(.tabs), .reset, .dismiss: break
        }
      }
      var work = modal.sorted()
      while let screen = work.popLast() {
        for item in pending[screen] ?? [] {
          let target: ControllerRef
          switch item.action {
          case .push(let pushed), .show(let pushed): target = pushed
          case .present, .reset, .dismiss, nil: continue
          }
          if modal.insert(target).inserted {
            work.append(target)
          }
        }
      }
    }
  }

  /// `unwind to S` when exactly one screen pushes or presents the source (or its
  /// nav); otherwise `back` or `dismiss`, whichever can apply; nil when neither can.
  mutating func unwindAction(
    _ segue: Segue, from screen: ControllerRef, reach: Reach, comment: inout [String]
  ) -> String? {
    let selector = segue.unwindAction ?? "?"
    comment.append("unwind: \(FlowNames.cleanText(selector))")
    var candidates: [ControllerRef] = []
    for parent in parents[screen] ?? [] where !candidates.contains(parent) {
      candidates.append(parent)
    }
    if candidates.count == 1, candidates[0] != screen {
      return "unwind to \(naming.name(candidates[0]))"
    }
    let name = naming.name(screen)
    let fallback: String?
    if case .navMember = placement.home(of: screen), reach.pushed.contains(screen) {
      fallback = "back"
    } else if reach.modal.contains(screen) {
      fallback = "dismiss"
    } else if reach.pushed.contains(screen) {
      fallback = "back"
    } else {
      fallback = nil
    }
    guard let fallback else {
      comment.append("not imported: nothing in the storyboard shows '\(name)'")
      warn(
        "import-unwind-target",
        "unwind '\(selector)' is not imported: nothing in the storyboard pushes or presents '\(name)'",
        segue)
      return nil
    }
    let why =
      candidates.isEmpty
      ? "nothing in the storyboard leads to '\(name)'"
      : "\(Counting.count(candidates.count, "screen")) \(candidates.count == 1 ? "leads" : "lead") to '\(name)'"
    warn(
      "import-unwind-target",
      "unwind '\(selector)' is imported as '\(fallback)': \(why), so its target is unknown", segue)
    return fallback
  }
}
