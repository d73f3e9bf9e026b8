/// What a flow leaves to code, as the checks need it: the screens with a control made
/// in code (which have a way on the flow cannot see, so are no dead end), the code
/// entries nothing in the flow reaches yet, and the screens reached only through them.
struct CodeWork {
  /// Screens with a `-> code "…"` control that no `extend` models yet.
  let screensWithCodeControls: Set<ScreenID>
  /// The `code "…"` entries whose place no explored configuration shows.
  let unreachedEntries: [CodeEntry]
  /// Screens no explored configuration shows that an unreached code entry leads to
  /// (the entry's own screens, and what their controls lead to: `screensNamed(by:)`).
  let reachedFromCode: Set<ScreenID>

  init(flow: Flow, visible: [Bool]) {
    screensWithCodeControls = Set(flow.codeControls.filter { $0.modelledBy == nil }.map(\.screen))
    unreachedEntries = flow.codeEntries.filter { entry in
      !Self.shownOnlyThere(entry.place, in: flow).contains { visible[$0.index] }
    }
    var seen: Set<ScreenID> = []
    var queue = unreachedEntries.flatMap { flow.firstScreens(of: $0.place) }
    while let screen = queue.popLast() {
      guard !visible[screen.index], seen.insert(screen).inserted else { continue }
      for control in flow.screens[screen].controls {
        for transition in flow.controls[control].transitions {
          for action in flow.transitions[transition].actions {
            queue += flow.screensNamed(by: action.kind)
          }
        }
      }
    }
    reachedFromCode = seen
  }

  /// The screens of `place` whose being visible shows that `place` was: its first
  /// screens (`Flow.firstScreens(of:)`), but for a tab bar not the root of a stack it
  /// holds an instance of (another tab bar shows that root too), unless it holds
  /// nothing else.
  private static func shownOnlyThere(_ place: Place, in flow: Flow) -> [ScreenID] {
    guard case .tabs(let id) = place else { return flow.firstScreens(of: place) }
    let own = flow.tabBars[id].tabs.indices.filter { !flow.tabBars[id].tabs[$0].isInstance }
    guard !own.isEmpty else { return flow.firstScreens(of: place) }
    return own.map { flow.tabRoot(id, $0) }
  }
}
