/// The scenes code shows and no segue leads to: a scene with a storyboard ID that code
/// instantiates (`instantiateViewController(withIdentifier:)`), and the initial
/// controller of an imported storyboard nothing leads to (`instantiateInitialViewController()`).
/// Each becomes a `code "…"` mark on its declaration, so `check` lists it as work left
/// instead of reporting it unreachable; a scene with neither stays an orphan.
struct CodeEntries {
  /// What code shows each by: its storyboard ID, or `Name.storyboard` for an initial
  /// controller without one.
  private(set) var entries: [ControllerRef: String] = [:]

  init(graph: ImportGraph, start: FlowTarget?) {
    let destinations = Self.destinations(graph)
    var startRef: ControllerRef?
    switch start {
    case .screen(let ref), .nav(let ref), .tabs(let ref): startRef = ref
    case nil: break
    }
    for ref in graph.allControllers where !destinations.contains(ref) && ref != startRef {
      let controller = graph[ref]
      // A reference stands for another scene; a split is imported as its master.
      guard controller.kind != .reference, controller.kind != .split,
        graph.target(of: ref) == .screen(ref) || graph.target(of: ref) == .nav(ref)
          || graph.target(of: ref) == .tabs(ref)
      else { continue }
      let storyboard = graph.storyboards[ref.file]
      if let id = controller.storyboardIdentifier {
        entries[ref] = FlowNames.cleanText(id)
      } else if storyboard.initialViewController == controller.id {
        entries[ref] = FlowNames.cleanText("\(storyboard.name).storyboard")
      }
    }
  }

  subscript(ref: ControllerRef) -> String? { entries[ref] }

  /// Every controller some segue leads to (through storyboard references).
  static func destinations(_ graph: ImportGraph) -> Set<ControllerRef> {
    var destinations: Set<ControllerRef> = []
    for ref in graph.allControllers {
      for segue in graph[ref].segues {
        if let destination = graph.destination(of: segue, in: ref.file).map(graph.resolved),
          destination != ref
        {
          destinations.insert(destination)
        }
      }
    }
    return destinations
  }
}
