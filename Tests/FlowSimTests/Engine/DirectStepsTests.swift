import Foundation
import Testing

@testable import FlowSim

/// Direct steps (successors written straight from the parent's bytes) give exactly
/// what the general path gives: the same configurations, numbers, edges, issues and
/// dead ends, on every flow the property tests use and on NAVBENCH instances, one-byte
/// and two-byte ids.
@Suite struct DirectStepsTests {
  /// Every kind of direct step next to the cases it leaves to the general path: a
  /// screen pushed twice, a full stack, back, pop to root and tab taps that return to
  /// `noreturn` screens, pushes from a sheet, a modal over a modal, a presentation
  /// cycle, a modal navigation stack.
  static let corners = """
    flow "direct steps"
    start Main

    var flag: bool = false

    tabs Main {
      tab "One" nav OneNav max 4 {
        screen Home noreturn {
          tap "push A" -> push A
          tap "push Home" -> push Home
          tap "toggle" -> set flag = not flag
          tap "sheet" -> present Pick
          tap "modal nav" -> present ModalNav
          tap "modal" -> present Plain
        }
        screen A {
          tap "push A" -> push A
          tap "push B" -> push B
          tap "back" -> back
          tap "root" -> pop to root
          tap "toggle" when flag -> set flag = not flag
        }
        screen B noreturn {
          tap "push A" -> push A
          tap "back" -> back
          tap "dismiss" -> dismiss
        }
      }
      tab "Two" screen Solo {
        tap "modal" -> present Plain
        tap "back" -> back
      }
    }

    nav ModalNav max 3 {
      screen MRoot {
        tap "push" -> push MNext
        tap "dismiss" -> dismiss
        tap "modal" -> present Plain
      }
      screen MNext noreturn {
        tap "push" -> push MRoot
        tap "back" -> back
        tap "root" -> pop to root
        tap "dismiss" -> dismiss
      }
    }

    screen Plain {
      tap "dismiss" -> dismiss
      tap "again" -> present Plain
      tap "nav" -> present ModalNav
      tap "back" -> back
    }

    sheet Pick {
      button "A" -> push A
      button "Cancel"
    }
    """

  /// Guards and `set`s the direct steps compile (`DirectGuard`, `DirectEffect`) next to
  /// the cases they leave to the rules: a push then a `set`, a `set` alone, events;
  /// a counter in the first byte and one after it, a field spanning two bytes (`w`),
  /// a domain not starting at 0 (`n`), constants on the left, values falling outside
  /// their domain (failures), a push onto a full stack (disabled) and a screen pushed
  /// twice (a notice) with a `set` after.
  static let sets = """
    flow "direct sets"
    start Main

    var a: bool = false
    var b: bool = true
    var c: 0...3 = 0
    var m: red | green | blue = red
    var d: bool = false
    var w: 0...3 = 1
    var n: 2...5 = 2
    var k: 0...2 = 0

    tabs Main {
      tab "One" nav OneNav max 3 {
        screen Home {
          tap "up" when c < 3 -> push A; set c = c + 1
          tap "down" when 0 < c and m != blue -> push A; set c = c - 1
          tap "over" -> push A; set c = c + 1
          tap "n" when (a or b) -> push B; set n = n + 1
          tap "flip" when not a -> push B; set d = not d
          tap "mode" when m != green -> set m = green
          tap "wide" when w > 0 -> set w = w - 1
          tap "k" when 1 <= k -> set k = 0
          tap "lift" -> set n = n + 2
          tap "set a" -> set a = true
        }
        screen A {
          tap "again" -> push A; set a = not a
          tap "B" when a and b -> push B; set k = k + 1
          tap "back" -> back
        }
        screen B {
          tap "A" -> push A; set b = false
          tap "full" -> push Home; set c = 0
        }
      }
      tab "Two" screen Solo {
        tap "mode" when m == blue -> set m = red
      }
    }

    event "tick" when m == red -> set m = blue
    event "spill" when c >= 2 -> set c = c - 2
    event "rise" when 3 > w -> set w = w + 1
    event "nudge" -> set k = k + 1
    """

  static func explore(_ flow: Flow, direct: Bool) -> ExplorerThreadsTests.Summary {
    var options = Explorer.Options(maxStates: 200_000)
    options.directSteps = direct
    return ExplorerThreadsTests.Summary(Explorer(flow: flow, options: options).explore())
  }

  @Test func everyFlowExploresTheSameBothWays() throws {
    let flows = TestFlows.checkExamplesAndBundled(plus: [
      ("direct step corners", Self.corners), ("direct sets", Self.sets),
    ])
    #expect(flows.first?.0 == "direct step corners")
    for (name, flow) in flows {
      let direct = Self.explore(flow, direct: true)
      let general = Self.explore(flow, direct: false)
      #expect(direct == general, "\(name)")
    }
  }

  /// The sets flow is compiled as meant: every control but those of the wide field
  /// direct, every guard but none compiled to tests, and the flow meets failures
  /// (values outside their domain) and notices on the way, so both sides are compared.
  @Test func setsFlowIsCompiledDirectly() throws {
    let flow = try #require(loadFlow(Self.sets))
    let semantics = Semantics(flow: flow)
    let controls =
      (0..<semantics.screenControls.count).map { semantics.directControls[$0] }
      + (0..<semantics.directEvents.count).map { semantics.directEvents[$0] }
    let label = { (compiled: Semantics.DirectControl) in flow.controls[Int(compiled.control)].label
    }
    #expect(controls.count == 20)
    #expect(controls.filter { !$0.isDirect }.map(label) == ["wide", "rise"])
    #expect(controls.filter { $0.effect.kind != .none }.count == 17)
    #expect(controls.filter { $0.isDirect && $0.guardTest.form == .program }.isEmpty)
    #expect(controls.filter { $0.guardTest.form == .and }.map(label) == ["down", "B"])
    #expect(controls.filter { $0.guardTest.form == .or }.map(label) == ["n"])
    let issues = Self.explore(flow, direct: true).issues
    func count(_ matches: (StepIssue) -> Bool) -> Int { issues.filter { matches($0.issue) }.count }
    #expect(count { if case .valueOutOfRange = $0 { true } else { false } } > 0)
    #expect(count { if case .screenTwiceInStack = $0 { true } else { false } } > 0)
  }

  /// The generated shapes, whose guards and `set`s the direct steps now take.
  @Test(arguments: ["bools-T2-S3-D2-V8-s1", "counters-T2-S3-D2-V3-s1", "modals-T2-S3-D2-V2-s1"])
  func shapesExploreTheSameBothWays(name: String) throws {
    let shape = try ShapeWorkload(try #require(ShapeParameters(name: name)))
    let flow = try #require(loadFlow(shape.flowText()))
    let direct = Self.explore(flow, direct: true)
    #expect(direct.complete)
    #expect(direct.count > 200)
    #expect(direct == Self.explore(flow, direct: false))
  }

  /// The corner flow reaches what it is meant to: returns to `noreturn` screens from
  /// back (system and control), pop to root and the tab, twice-pushed screens, and a
  /// presentation cycle.
  @Test func cornerFlowMeetsEveryIssue() throws {
    let flow = try #require(loadFlow(Self.corners))
    let issues = Self.explore(flow, direct: true).issues
    func count(_ matches: (StepIssue) -> Bool) -> Int { issues.filter { matches($0.issue) }.count }
    #expect(count { if case .returnsToNoReturn = $0 { true } else { false } } == 7)
    #expect(count { if case .screenTwiceInStack = $0 { true } else { false } } == 4)
    #expect(count { if case .unboundedPresentation = $0 { true } else { false } } == 3)
  }

  /// What the stepper shows is the same both ways too, disabled controls and their
  /// reasons included (a push onto a full stack is disabled directly), in every
  /// configuration of the corner flow and of a NAVBENCH instance with full stacks.
  @Test func optionsAreTheSameBothWays() throws {
    let flows = [
      try #require(loadFlow(Self.corners)),
      try #require(loadFlow(Self.sets)),
      try ExplorerThreadsTests.navBenchFlow("T2-S5-K2-D3-V2-s1"),
    ]
    for flow in flows {
      let direct = Simulator(semantics: Semantics(flow: flow, directSteps: true))
      let general = Simulator(semantics: Semantics(flow: flow, directSteps: false))
      let space = Explorer(flow: flow).explore()
      var disabled = 0
      for index in 0..<space.count {
        let configuration = space.configuration(index)
        let options = direct.options(configuration)
        #expect(options == general.options(configuration), "\(flow.name), configuration \(index)")
        disabled +=
          options.filter { if case .disabled(.cannotApply) = $0.result { true } else { false } }
          .count
      }
      // Full stacks are met (so the direct refusal is compared).
      #expect(disabled > 0, "\(flow.name)")
    }
  }

  @Test(arguments: ["T2-S5-K2-D3-V2-s1", "T3-S10-K2-D3-V4-s7", "T2-S150-K2-D3-V2-s1"])
  func navBenchExploresTheSameBothWays(name: String) throws {
    let flow = try ExplorerThreadsTests.navBenchFlow(name)
    let direct = Self.explore(flow, direct: true)
    #expect(direct.complete)
    #expect(direct == Self.explore(flow, direct: false))
  }

  @Test func twoByteIdsAreUsedByTheLargeInstance() throws {
    let flow = try ExplorerThreadsTests.navBenchFlow("T2-S150-K2-D3-V2-s1")
    #expect(StateLayout(flow: flow).idWidth == 2)
  }
}
