/// How checks that find a problem in many configurations pick the one to show when
/// the flow acknowledges some of them (`known ID when EXPR "reason"`): the first
/// configuration no such line acknowledges, so an acknowledged occurrence never hides
/// another; the first of all only when every one is acknowledged (then the finding is
/// reported as known).
extension CheckContext {
  /// The finding ids whose occurrences are configurations, so that a `when` condition
  /// can pick among them; every other finding is reported once per place.
  public static let perConfigurationIDs: Set<String> = ["dead-end", "no-way-out"]

  /// The finding ids about the flow as a whole (its log out), reported on no screen,
  /// so that `at` cannot pick among them.
  public static let flowWideIDs: Set<String> = [
    "missing-logout", "logout-unreachable", "logout-leaves-private-screen",
    "logout-keeps-session-state", "logout-lands-elsewhere",
  ]

  /// For a finding `id` reported once per screen: each screen `screen(state)` names
  /// among `states` (breadth-first; nil leaves a state out), in the order first met,
  /// with the configuration to show there (`representative`).
  func representatives(
    _ id: String, among states: some Sequence<Int>, screen: (Int) -> ScreenID?
  ) -> [(screen: ScreenID, state: Int)] {
    var byScreen: [ScreenID: [Int]] = [:]
    var order: [ScreenID] = []
    for state in states {
      guard let screen = screen(state) else { continue }
      if byScreen[screen] == nil { order.append(screen) }
      byScreen[screen, default: []].append(state)
    }
    return order.compactMap { screen in
      representative(id, on: screen, among: byScreen[screen] ?? []).map { (screen, $0) }
    }
  }

  /// The configuration to show for a finding `id` on `screen` that happens in each
  /// of `candidates` (in breadth-first order); nil when there are none. Notes which
  /// `known` lines hold at some candidate, whichever is shown.
  func representative(_ id: String, on screen: ScreenID, among candidates: some Sequence<Int>)
    -> Int?
  {
    let lines = flow.knownFindings.indices.filter {
      let line = flow.knownFindings[$0]
      return line.findingID == id && line.condition != nil && (line.screen ?? screen) == screen
    }
    guard !lines.isEmpty else { return candidates.first { _ in true } }
    var first: Int?
    var shown: Int?
    for state in candidates {
      if first == nil { first = state }
      var acknowledged = false
      for line in lines where knownHolds(line)[state] {
        acknowledged = true
        knownLinesMet.insert(line)
      }
      if !acknowledged && shown == nil { shown = state }
    }
    return shown ?? first
  }

  /// Where `known` line `line`'s condition holds, per configuration (computed once).
  private func knownHolds(_ line: Int) -> [Bool] {
    if let cached = knownConditionCache[line] { return cached }
    let holds =
      flow.knownFindings[line].condition.map(space.holds)
      ?? Array(repeating: true, count: space.count)
    knownConditionCache[line] = holds
    return holds
  }
}
