import Testing

@testable import FlowSim

/// `no-way-out` searches for traps among the configurations whose every edge stays on
/// their screen (`ScreenTrapSearch.trapped`); the plain form searches backwards over
/// the whole space. Both must trap the same configurations, on every check example,
/// bundled flow and test flow.
@Suite struct ScreenTrapSearchTests {
  @Test func theFastSearchTrapsWhatThePlainOneTraps() {
    var flowsWithTraps = 0
    var trapped = 0
    // Stuck configurations that leave only through other stuck ones: where the fast
    // search must follow edges among them, not only look one edge ahead.
    var leavingFurtherOn = 0
    var underAlerts = 0
    for (name, flow) in LeftOutVariablesTests.flows() + Self.pins() {
      let space = Explorer(flow: flow, options: Self.withEdges).explore()
      guard space.isComplete else { continue }
      let traps = ScreenTraps(space: space)
      // The screens under alerts, worked out on packed configurations, are those of
      // their views.
      #expect(
        (0..<space.count).map { traps.underlying[$0] } == Self.viewsUnderAlerts(space),
        "\(name)")
      underAlerts +=
        (0..<space.count).filter { flow.screens[space.visibleScreen(of: $0)].isAlert }
        .count
      let plain = ScreenTrapSearch.plainTrapped(space, traps.underlying)
      #expect(traps.trapped == plain, "\(name)")
      if !plain.isEmpty { flowsWithTraps += 1 }
      trapped += plain.count
      let stuck = ScreenTrapSearch.stuckConfigurations(space, traps.underlying)
      let isStuck = Set(stuck)
      let isTrapped = Set(plain)
      leavingFurtherOn +=
        stuck.filter { index in
          !isTrapped.contains(index) && !flow.screens[traps.underlying[index]].isTerminal
            && space.successors(of: index).allSatisfy { isStuck.contains($0.target) }
        }.count
    }
    // Not a comparison of empty answers.
    #expect(Self.pins().count == 3)
    #expect(flowsWithTraps >= 3)
    #expect(trapped > 30)
    #expect(leavingFurtherOn > 20)
    #expect(underAlerts > 100)
  }

  /// The screen under the alerts is read from the screens exploring recorded where
  /// it recorded one, and worked out from the configuration past them (an exploration
  /// stopped at `maxStates` records none for the configurations it found last); under
  /// an alert, it is the target's of the edge of a button that only dismisses it
  /// (`ScreenTraps.lookUnderAlerts`), else unpacked. All are the view's answer, on
  /// every test flow stopped halfway and complete.
  @Test func theScreensUnderAlertsAreTheViewsWhereverExploringStopped() {
    var unrecorded = 0
    var underAlerts = 0
    var unpacked = 0
    var recordedUnderAlerts = 0
    for (name, flow) in LeftOutVariablesTests.flows() + Self.pins() {
      var options = Self.withEdges
      let whole = Explorer(flow: flow, options: options).explore()
      guard whole.isComplete else { continue }
      options.maxStates = max(1, whole.count / 2)
      for space in [whole, Explorer(flow: flow, options: options).explore()] {
        var unpacking: [Int] = []
        let traps = ScreenTraps(space: space) { unpacking.append($0) }
        let plain = Self.viewsUnderAlerts(space)
        #expect((0..<space.count).map { traps.underlying[$0] } == plain, "\(name)")
        unrecorded += space.count - space.shown.count
        underAlerts += plain.indices.filter { plain[$0] != space.visibleScreen(of: $0) }.count
        recordedUnderAlerts +=
          (0..<space.shown.count).filter { plain[$0] != space.visibleScreen(of: $0) }.count
        unpacked += unpacking.filter { $0 < space.shown.count }.count
      }
    }
    // Not a comparison of recorded screens alone, nor of flows without alerts.
    #expect(unrecorded > 1_000)
    #expect(underAlerts > 100)
    // Most expanded configurations under an alert are answered by an edge, unpacked
    // only where no button of their alert only dismisses it.
    #expect(recordedUnderAlerts > 100)
    #expect(unpacked * 10 < recordedUnderAlerts)
  }

  /// Exploring as `check` does, up to 200,000 configurations.
  static let withEdges = Explorer.Options(maxStates: 200_000, recordEdges: true)

  /// Each configuration's screen under its alerts, worked out from its view.
  static func viewsUnderAlerts(_ space: StateSpace) -> [ScreenID] {
    let simulator = space.makeSimulator()
    return (0..<space.count).map {
      ScreenTraps.underlyingScreen(simulator.view(space.configuration($0)), space.flow)
    }
  }

  /// `NoWayOutTests.pin` with a counter and toggles: left when the counter is full,
  /// never, or on a terminal screen; the traps and the ways out several steps away
  /// that the test flows have too few of.
  static func pins() -> [(String, Flow)] {
    let ways = [
      ("full", "", #"tap "Done" when n > 4 -> dismiss"#), ("never", "", ""),
      ("terminal", " terminal", ""),
    ]
    return ways.compactMap { name, terminal, wayOut in
      let text = """
        start Home
        var n: 0...5 = 0
        var a: bool = false
        var b: bool = false
        nav Home { screen Inbox { tap "Show PIN" -> present Pin } }
        screen Pin\(terminal) {
          tap "Help" -> present HelpAlert
          \(wayOut)
        }
        alert HelpAlert "Your PIN is secret" { button "OK" }
        event "tick" when n < 5 -> set n = n + 1
        event "a" when not b -> set a = not a
        event "b" when not a -> set b = not b
        """
      return loadFlow(text, path: "\(name).flow").map { ("pin, \(name)", $0) }
    }
  }
}
