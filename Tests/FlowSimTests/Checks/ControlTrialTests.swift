import Testing

@testable import FlowSim

/// `unused-control` works out why a control was refused by offering it alone in each
/// packed configuration (`ControlTrial`); the plain form reads every option of each
/// configuration through the `Simulator`. Both must note the same refusals, for every
/// control (used or not) of every check example, bundled flow and test flow, over
/// the configurations the check reads.
@Suite struct ControlTrialTests {
  @Test func theTrialNotesWhatEveryOptionSays() {
    var compared = 0
    var refused = 0
    var settledEarly = 0
    for (name, flow) in LeftOutVariablesTests.flows() {
      var options = Explorer.Options(maxStates: 200_000)
      options.recordEdges = true
      let space = Explorer(flow: flow, options: options).explore()
      let context = CheckContext(flow: flow, space: space)
      var screens: Set<ScreenID> = []
      for control in flow.controls {
        if case .screen(let screen) = control.owner, space.visibleScreens[screen.index] {
          screens.insert(screen)
        }
      }
      var shown = ReachabilityCheck.ShownConfigurations(screens: screens)
      let trial = ControlTrial(space: space)
      for control in flow.controls {
        var screen: ScreenID?
        if case .screen(let owner) = control.owner {
          guard space.visibleScreens[owner.index] else { continue }
          screen = owner
        }
        let configurations = shown.configurations(showing: screen, context)
        let fast = trial.refusals(control, in: configurations)
        let plain = ControlRefusals.plain(control, in: configurations, context)
        #expect(fast == plain, "\(name): \(control.displayName)")
        // Stopped once settled, the trial gives the same verdict: the same note.
        let bound = ReachabilityCheck.bound(of: control, flow)
        let before = trial.read
        let early = trial.refusals(control, in: configurations, until: bound)
        let guards = control.guards.count
        #expect(early.verdict(guards: guards) == plain.verdict(guards: guards), "\(name)")
        compared += 1
        if fast != ControlRefusals() { refused += 1 }
        if trial.read - before < configurations.count { settledEarly += 1 }
      }
    }
    // Not a comparison of empty answers: many controls are refused somewhere.
    #expect(compared > 500)
    #expect(refused > 90)
    // Not a comparison of full reads: many trials stop before the end.
    #expect(settledEarly > 40)
  }

  /// A control whose furthest action that may not apply is refused in the first
  /// configuration read is settled there: the trial reads that one alone, whatever
  /// else the configurations say. Without a bound it reads them all.
  @Test func aTrialStopsOnceNothingCouldChangeTheNote() throws {
    let flow = try #require(
      loadFlow(
        """
        var n: 0...99 = 0
        start Main
        nav Main max 1 {
          screen Home {
            tap "Open" when n < 50 -> set n = n + 1; push Home
            tap "Count" when n < 99 -> set n = n + 1
          }
        }
        """))
    let space = Explorer(flow: flow, options: .init(recordEdges: true)).explore()
    let context = CheckContext(flow: flow, space: space)
    let home = try #require(flow.screen(named: "Home"))
    let open = try #require(flow.controls.first { $0.label == "Open" })
    var shown = ReachabilityCheck.ShownConfigurations(screens: [home])
    let configurations = shown.configurations(showing: home, context)
    #expect(configurations.count == 100)
    let bound = ReachabilityCheck.bound(of: open, flow)
    #expect(bound.furthestAction == 1)
    let trial = ControlTrial(space: space)
    let early = trial.refusals(open, in: configurations, until: bound)
    #expect(trial.read == 1)
    #expect(early.verdict(guards: 1) == .stuck(open.transitions[0], action: 1))
    let full = trial.refusals(open, in: configurations)
    #expect(trial.read == 101)
    #expect(full.guardFailures == [0])
    #expect(full.verdict(guards: 1) == early.verdict(guards: 1))
    // Where no action may be refused, the first guard's failure settles it.
    let count = try #require(flow.controls.first { $0.label == "Count" })
    #expect(ReachabilityCheck.bound(of: count, flow).furthestAction == -1)
  }

  /// The configurations read for a screen are the first 5,000 showing it, in
  /// discovery order; for an event, the first 5,000 of all.
  @Test func theConfigurationsReadAreTheFirstShowingTheScreen() throws {
    let flow = try #require(
      loadFlow(
        """
        var n: 0...9 = 0
        var m: 0...9 = 0
        var k: 0...99 = 0
        start Main
        nav Main {
          screen Home { tap "Open" -> push Detail }
          screen Detail { tap "Back" when n > 8 and m > 8 and k > 98 -> back }
        }
        event "n" when n < 9 -> set n = n + 1
        event "m" when m < 9 -> set m = m + 1
        event "k" when k < 99 -> set k = k + 1
        """))
    let space = Explorer(flow: flow, options: .init(recordEdges: true)).explore()
    let context = CheckContext(flow: flow, space: space)
    let detail = try #require(flow.screen(named: "Detail"))
    var shown = ReachabilityCheck.ShownConfigurations(screens: [detail])
    let expected = (0..<space.count).filter { space.visibleScreen(of: $0) == detail }.prefix(5_000)
    #expect(space.count == 20_000)
    #expect(shown.configurations(showing: detail, context) == Array(expected))
    #expect(shown.configurations(showing: nil, context) == Array(0..<5_000))
  }

  /// The same on every test flow, explored whole and stopped halfway (where the
  /// configurations found last have no recorded screen): for each screen with a
  /// control, the first 5,000 configurations its visible screen says show it.
  @Test func theConfigurationsReadAreThoseShowingTheScreenOnEveryFlow() {
    var lists = 0
    var unrecorded = 0
    for (name, flow) in LeftOutVariablesTests.flows() {
      var options = Explorer.Options(maxStates: 200_000)
      options.recordEdges = true
      let whole = Explorer(flow: flow, options: options).explore()
      options.maxStates = max(1, whole.count / 2)
      for space in [whole, Explorer(flow: flow, options: options).explore()] {
        let context = CheckContext(flow: flow, space: space)
        var screens: Set<ScreenID> = []
        for control in flow.controls {
          if case .screen(let screen) = control.owner { screens.insert(screen) }
        }
        var shown = ReachabilityCheck.ShownConfigurations(screens: screens)
        let visible = (0..<space.count).map { space.visibleScreen(of: $0) }
        for screen in screens.sorted(by: { $0.index < $1.index }) {
          let plain = visible.indices.filter { visible[$0] == screen }.prefix(5_000)
          #expect(shown.configurations(showing: screen, context) == Array(plain), "\(name)")
          if !plain.isEmpty { lists += 1 }
        }
        unrecorded += space.count - space.shown.count
      }
    }
    #expect(lists > 200)
    #expect(unrecorded > 1_000)
  }
}
