import Testing

@testable import FlowSim

/// A rest's plan lists what every configuration of that rest offers, guards on the
/// first byte as masks, and exploring with plans finds exactly what it finds without:
/// the same configurations, numbers, edges, issues and dead ends.
@Suite struct RestPlansTests {
  /// Seven flags in the first byte, a level spanning it and the next, and a flag in
  /// the rest.
  static let variables = """
    var v0: bool = false
    var v1: bool = false
    var v2: bool = false
    var v3: bool = false
    var v4: bool = false
    var v5: bool = false
    var v6: bool = false
    var level: 0...3 = 0
    var w: bool = true
    """

  /// `variables`, with guards of every scope, flips of both bytes, a screen
  /// uncovered that is `noreturn`, an alert, a control of two actions, a second root
  /// of pages.
  static let scopes = """
    flow "plan scopes"
    start Main

    \(variables)

    nav Main max 4 {
      screen Home {
        tap "flip" -> set v0 = not v0
        tap "deeper" when v1 -> push Detail
        tap "rest holds" when w -> push Other
        tap "rest fails" when not w -> push Detail
        tap "flip rest" -> set w = not w
        tap "flip v1" -> set v1 = not v1
      }
      screen Detail {
        tap "both" when v1 and w -> push Other
        tap "back" -> back
        tap "raise" -> set level = level + 1
      }
      screen Other {
        tap "level" when level > 1 -> push Detail
        tap "back" -> back
        tap "ask" -> present Ask
        tap "two" -> set v2 = not v2; push Last
      }
      screen Last noreturn {
        tap "flip" -> set v3 = not v3
        tap "next" -> push Detail
        tap "intro" -> reset Intro
      }
    }

    alert Ask "Sure?" {
      button "Yes" -> set v4 = not v4
      button "No"
    }

    pages Intro {
      screen First { tap "skip" -> reset Main }
      screen Second { tap "done" -> reset Main }
    }
    """

  /// Steps that change the first byte and the rest together, planned as maps of the
  /// first byte: events, `set`s after a push, outcomes and alert buttons writing it,
  /// `reset`, guards reading both bytes (a flag and the rest's enum, a level
  /// spanning both); and a screen that cannot be planned (a counter that fails at
  /// its end, a `set` of the spanning level).
  static let firstByte = """
    flow "first byte steps"
    start Out

    var signedIn: bool = false
    var n: 0...3 = 0
    var v: bool = false
    var m: 0...2 = 0
    var span: 0...7 = 0
    var mode: a | b | c = a

    nav Main max 4 {
      screen Home {
        tap "up" when n < 3 and mode != c -> push Detail; set n = n + 1
        tap "down" when n > 0 -> push Other; set n = n - 1
        tap "mode" when mode != b -> set mode = b
        tap "menu" -> present Menu
      }
      screen Detail {
        tap "flip" when v or mode == a -> push Other; set v = not v
        tap "n" -> set n = 2
        tap "spanning" when span > 1 and v -> push Other
        tap "save" -> outcome {
          ok: set v = false; back
          failed: present Failed
        }
      }
      screen Other {
        tap "again" when not v -> push Detail; set m = 1
        tap "raise" when span < 7 -> set span = span + 1
        tap "wild" -> set m = m + 1
        tap "back" -> back
      }
    }

    nav Out {
      screen Welcome {
        tap "Sign in" -> outcome {
          valid: reset Main; set signedIn = true
          invalid: present Failed
        }
      }
    }

    alert Failed { button "OK" }
    alert Menu {
      button "OK"
      button "Log out" -> reset Out; set signedIn = false; set n = 0
    }

    event "tick" when signedIn and n < 3 -> set n = n + 1
    event "cycle" when mode == c -> set mode = a
    event "expire" when signedIn -> reset Out; set signedIn = false
    event "decay" when m > 0 -> set m = m - 1
    """

  /// A notice first met where a rest's plan is replayed: `Detail`'s rest is planned
  /// at its second configuration, and its guarded `back`, which uncovers a
  /// `noreturn` screen, first holds in its third.
  static let lateNotice = """
    flow "late notice"
    start Main

    var v0: bool = false
    var v1: bool = false
    var v2: bool = false

    nav Main {
      screen Start noreturn { tap "go" -> push Detail }
      screen Detail {
        tap "flip" -> set v0 = not v0
        tap "flip v2" -> set v2 = not v2
        tap "back" when v2 -> back
      }
    }
    """

  /// Discards what expanding yields (plans are made after a full expansion).
  struct Discard: StepSink {
    static var takesDisabled: Bool { false }
    mutating func successor(_ transition: TransitionID, _ state: UnsafePointer<UInt8>, _ count: Int)
    {}
    mutating func issue(_ transition: TransitionID, _ issue: StepIssue, action: Int) {}
  }

  static func transition(_ flow: Flow, _ label: String) -> TransitionID {
    flow.controls.first { $0.label == label }!.transitions[0]
  }

  /// Teaches `memo` that the controls labelled `labels` lead from rest `rest` to
  /// rest 9.
  static func learn(_ memo: SuccessorMemo, _ labels: [String], from rest: Int, in flow: Flow) {
    for label in labels { memo.learn(from: rest, by: transition(flow, label), to: 9) }
  }

  /// The plan of `flow`'s initial configuration as rest 0, made after two full
  /// expansions with no memo, and its steps.
  static func initialPlan(
    _ flow: Flow, rests: StateStore = StateStore(tracksIndices: true)
  ) throws -> (plans: RestPlans, steps: [RestPlans.Step]) {
    let semantics = Semantics(flow: flow)
    let plans = RestPlans(semantics: semantics)
    Self.expandInitial(
      semantics, plans: plans, memo: SuccessorMemo(), rest: 0, times: 2, rests: rests)
    let plan = try #require(plans.plan(for: 0))
    return (plans, (0..<plan.count).map { plan.steps[$0] })
  }

  /// Expands the initial configuration of `flow` as rest `rest` the full way
  /// `times` times, telling `plans` each time (and `rests`, the store's rests, and
  /// `census`, how many configurations of the rest are stored).
  static func expandInitial(
    _ semantics: Semantics, plans: RestPlans, memo: SuccessorMemo, rest: Int, times: Int,
    rests: StateStore = StateStore(tracksIndices: true), census: RestCensus = .plenty
  ) {
    let work = Semantics.Workspace(semantics)
    let bytes = semantics.initialState + [UInt8](repeating: 0, count: 8)
    for _ in 0..<times {
      bytes.withUnsafeBufferPointer { work.parent.load($0.baseAddress!, count: bytes.count - 8) }
      var sink = Discard()
      let visible = semantics.expandLoaded(in: work, into: &sink)
      plans.expanded(
        rest: rest, visible: visible.index, semantics: semantics, work: work, memo: memo.lookup,
        rests: rests.snapshot, census: census)
    }
  }

  @Test func planListsFlipsKnownStepsAndMasks() throws {
    let flow = try #require(loadFlow(Self.scopes))
    let semantics = Semantics(flow: flow)
    let plans = RestPlans(semantics: semantics)
    let memo = SuccessorMemo()
    let home = try #require(flow.screens.first { $0.name == "Home" }?.id)
    // Where the steps to other rests lead, as probing would have taught the memo.
    for (label, rest) in [("deeper", 40), ("rest holds", 41)] {
      memo.learn(from: 7, by: Self.transition(flow, label), to: rest)
    }
    let rests = StateStore(tracksIndices: true)
    Self.expandInitial(semantics, plans: plans, memo: memo, rest: 7, times: 2, rests: rests)
    // Where `flip rest` leads is neither in the memo nor in the store: no plan yet.
    #expect(plans.plan(for: 7) == nil)
    // Once the rest it leads to is stored (as rest 1), a later try finds it there.
    var initial = semantics.initialState
    for flipped in [false, true] {
      if flipped { initial[1] ^= 0b10 }  // w, bit 9
      let rest = Array(initial[1...]) + [UInt8](repeating: 0, count: 8)
      rest.withUnsafeBufferPointer {
        let length = $0.count - 8
        _ = rests.insert(
          $0.baseAddress!, length, hash: PackedBytes.hash($0.baseAddress!, length), parent: 0)
      }
    }
    Self.expandInitial(semantics, plans: plans, memo: memo, rest: 7, times: 1, rests: rests)
    let plan = try #require(plans.plan(for: 7))
    #expect(plan.visible == home.index)
    let steps = (0..<plan.count).map { plan.steps[$0] }
    // `rest fails` reads the rest only, and fails for every configuration of it.
    #expect(
      steps.map { "\($0.transition) \($0.kind) \($0.target)" } == [
        "\(Self.transition(flow, "flip")) flip 1",
        "\(Self.transition(flow, "deeper")) rest 40",
        "\(Self.transition(flow, "rest holds")) rest 41",
        "\(Self.transition(flow, "flip rest")) rest 1",
        "\(Self.transition(flow, "flip v1")) flip 2",
      ])
    #expect(steps.map { $0.mask >= 0 } == [false, true, false, false, false])
    // `deeper`'s mask: the first bytes with v1 set.
    #expect(
      (0..<256).filter { RestPlans.passes(plans.masks, steps[1].mask, $0) }
        == (0..<256).filter { $0 & 2 != 0 })
  }

  /// A rest whose step leads to a rest never stored is tried again and again, never
  /// planned, and never taken for a plan.
  @Test func aRestWithAStepNeverKnownStaysUnplanned() throws {
    let flow = try #require(loadFlow(Self.scopes))
    let semantics = Semantics(flow: flow)
    let plans = RestPlans(semantics: semantics)
    let memo = SuccessorMemo()
    Self.learn(memo, ["deeper", "rest holds"], from: 5, in: flow)
    for _ in 0..<100 {
      Self.expandInitial(semantics, plans: plans, memo: memo, rest: 5, times: 1)
      #expect(plans.plan(for: 5) == nil)
    }
  }

  /// Rests a plan cannot hold stay unplanned however often they are expanded: a
  /// toggle of the first byte among other actions, a `set` whose value reads the
  /// first byte, an outcome's guard reading it, a `set` that fails for a first
  /// byte its guard lets through.
  @Test(arguments: [
    "tap \"x\" -> set v2 = not v2; push Other",
    "tap \"x\" -> push Other; set w = v1",
    "tap \"x\" -> outcome {\n a when v1: push Other\n b: push Other\n }",
    "tap \"x\" when v1 -> set level = level + 1",
  ])
  func unplannableRestsAreExpandedInFull(control: String) throws {
    let text = """
      flow "unplannable"
      start Main
      \(Self.variables)
      nav Main {
        screen Home {
          tap "flip" -> set v0 = not v0
          \(control)
        }
        screen Other { tap "back" -> back }
      }
      """
    let flow = try #require(loadFlow(text))
    let semantics = Semantics(flow: flow)
    let plans = RestPlans(semantics: semantics)
    let memo = SuccessorMemo()
    memo.learn(from: 0, by: Self.transition(flow, "x"), to: 1)
    Self.expandInitial(semantics, plans: plans, memo: memo, rest: 0, times: 2)
    #expect(plans.plan(for: 0) == nil)
    Self.expandInitial(semantics, plans: plans, memo: memo, rest: 0, times: 8)
    #expect(plans.plan(for: 0) == nil)
  }

  /// Stores `rest` (if not stored) in `rests`.
  /// Every rest of `flow` stored, in the order exploring finds them.
  static func storedRests(of flow: Flow) -> StateStore {
    let space = Explorer(flow: flow).explore()
    let rests = StateStore(tracksIndices: true)
    for index in 0..<space.count {
      insert(Array(space.configuration(index).bytes[1...]), into: rests)
    }
    return rests
  }

  static func insert(_ rest: [UInt8], into rests: StateStore) {
    let padded = rest + [UInt8](repeating: 0, count: 8)
    padded.withUnsafeBufferPointer {
      _ = rests.insert(
        $0.baseAddress!, rest.count, hash: PackedBytes.hash($0.baseAddress!, rest.count),
        parent: 0)
    }
  }

  /// A step the general path takes is planned with what it reports: a screen
  /// pushed a second time is a notice, then the push; a pop to root at the root
  /// offers nothing.
  @Test func stepsOfTheGeneralPathArePlannedWithTheirNotices() throws {
    let text = """
      flow "notices"
      start Main
      var v0: bool = false
      nav Main max 3 {
        screen Home {
          tap "flip" -> set v0 = not v0
          tap "again" -> push Home
          tap "root" -> pop to root
        }
      }
      """
    let flow = try #require(loadFlow(text))
    let home = try #require(flow.screens.first { $0.name == "Home" }?.id)
    let rests = Self.storedRests(of: flow)
    let pushed = try #require(
      (0..<rests.count).first { rests.copy(of: $0) == [1, UInt8(home.index), 0] })
    let (plans, steps) = try Self.initialPlan(flow, rests: rests)
    #expect(
      steps.map { "\($0.transition) \($0.kind)" } == [
        "\(Self.transition(flow, "flip")) flip", "\(Self.transition(flow, "again")) issue",
        "\(Self.transition(flow, "again")) rest",
      ])
    #expect(steps[2].target == UInt32(pushed))
    let notice = plans.lookup.notices[Int(steps[1].target)]
    #expect(notice.issue == .screenTwiceInStack(home))
    #expect(notice.action == 0)
  }

  /// Events are planned like controls: a `set` of the first byte is a step mapping
  /// it, under the mask of its guard.
  @Test func aFlowWithEventsIsPlanned() throws {
    let text = """
      flow "events"
      start Home
      var n: 0...3 = 0
      var v0: bool = false
      screen Home { tap "flip" -> set v0 = not v0 }
      event "Ping" when n < 3 -> set n = n + 1
      """
    let flow = try #require(loadFlow(text))
    let (plans, steps) = try Self.initialPlan(flow)
    #expect(
      steps.map { "\($0.transition) \($0.kind) \($0.target)" } == [
        "\(Self.transition(flow, "flip")) flip 4", "\(Self.transition(flow, "Ping")) mapped 0",
      ])
    // n is the first byte's two low bits: 0, 1 and 2 go one up, 3 never passes.
    let ping = steps[1]
    let lookup = plans.lookup
    for first in 0..<8 {
      #expect(RestPlans.passes(lookup.masks, ping.mask, first) == (first & 3 < 3))
      if first & 3 < 3 {
        #expect(Int(lookup.maps[Int(ping.map) << 8 | first]) == first + 1)
      }
    }
  }

  /// A control whose outcomes write the first byte or leave it, an alert's button
  /// writing it, and a guard reading both the first byte and the rest are planned;
  /// a `set` that could fail is not.
  @Test func outcomesAlertsAndGuardsOfBothBytesArePlanned() throws {
    let text = """
      flow "general"
      start Main
      \(Self.variables)
      nav Main {
        screen Home {
          tap "both" when v1 and w -> push Other
          tap "sign in" -> outcome {
            valid: set v2 = true; present Ask
            invalid: present Ask
          }
          tap "v1" -> set v1 = not v1
        }
        screen Other { tap "back" -> back }
      }
      alert Ask { button "Yes" -> set v3 = true }
      """
    let flow = try #require(loadFlow(text))
    let rests = Self.storedRests(of: flow)
    let (plans, steps) = try Self.initialPlan(flow, rests: rests)
    #expect(
      steps.map { "\($0.transition) \($0.kind)" } == [
        "\(Self.transition(flow, "both")) rest",
        "\(flow.controls.first { $0.label == "sign in" }!.transitions[0]) mapped",
        "\(flow.controls.first { $0.label == "sign in" }!.transitions[1]) rest",
        "\(Self.transition(flow, "v1")) flip",
      ])
    // `both` passes where v1 is set, since w holds in this rest.
    #expect(
      (0..<256).filter { RestPlans.passes(plans.masks, steps[0].mask, $0) }
        == (0..<256).filter { $0 & 2 != 0 })
    // `valid` sets v2 and keeps the rest of the first byte.
    for first in [0, 0b1011, 0b1111_0000] {
      #expect(Int(plans.lookup.maps[Int(steps[1].map) << 8 | first]) == first | 0b100)
    }
  }

  /// The generated shapes, whose controls and events are now planned, explore the
  /// same with and without plans, on one thread and two.
  @Test(arguments: [
    "bools-T2-S3-D2-V8-s1", "counters-T2-S3-D2-V3-s1", "modals-T2-S3-D2-V2-s1",
    "bools-T2-S4-D3-V8-s1", "modals-T3-S4-D3-V3-s1", "counters-T2-S4-D3-V4-s1",
  ])
  func shapesExploreTheSameWithAndWithoutPlans(name: String) throws {
    let shape = try ShapeWorkload(try #require(ShapeParameters(name: name)))
    let flow = try #require(loadFlow(shape.flowText()))
    let without = Self.explore(flow, plans: false, threads: 1)
    #expect(without.complete)
    #expect(Self.explore(flow, plans: true, threads: 1) == without, "\(name)")
    #expect(Self.explore(flow, plans: true, threads: 2) == without, "\(name), 2 threads")
  }

  static func explore(_ flow: Flow, plans: Bool, threads: Int) -> ExplorerThreadsTests.Summary {
    var options = Explorer.Options(maxStates: 200_000)
    options.plansRests = plans
    options.threads = threads
    options.expectedStates = 16
    return ExplorerThreadsTests.Summary(Explorer(flow: flow, options: options).explore())
  }

  @Test func everyFlowExploresTheSameWithAndWithoutPlans() throws {
    let flows = TestFlows.checkExamplesAndBundled(plus: [
      ("plan scopes", Self.scopes), ("late notice", Self.lateNotice),
      ("direct step corners", DirectStepsTests.corners), ("first byte steps", Self.firstByte),
      ("plan timing", RestPlanTimingTests.timing),
    ])
    #expect(
      flows.prefix(5).map(\.0) == [
        "plan scopes", "late notice", "direct step corners", "first byte steps", "plan timing",
      ])
    for (name, flow) in flows {
      let without = Self.explore(flow, plans: false, threads: 1)
      #expect(Self.explore(flow, plans: true, threads: 1) == without, "\(name)")
      #expect(Self.explore(flow, plans: true, threads: 2) == without, "\(name), 2 threads")
    }
  }

  /// What a plan reports is reported where it is replayed, and failed transitions
  /// are kept as without plans.
  @Test func aNoticeFirstMetInAReplayIsReported() throws {
    let flow = try #require(loadFlow(Self.lateNotice))
    let back = Self.transition(flow, "back")
    let start = try #require(flow.screens.first { $0.name == "Start" }?.id)
    for threads in [1, 2] {
      var options = Explorer.Options(maxStates: 1000)
      options.threads = threads
      let space = Explorer(flow: flow, options: options).explore()
      #expect(
        space.issues.contains {
          $0.transition == back && $0.issue == .returnsToNoReturn(start) && $0.action == 0
        })
      options.plansRests = false
      let without = Explorer(flow: flow, options: options).explore()
      #expect(space.failureStart == without.failureStart)
      #expect(space.failureTransition == without.failureTransition)
    }
  }

  @Test(arguments: ["T3-S10-K2-D3-V4-s1", "T2-S5-K2-D3-V2-s1", "T2-S150-K2-D3-V2-s1"])
  func navBenchExploresTheSameWithAndWithoutPlans(name: String) throws {
    let flow = try ExplorerThreadsTests.navBenchFlow(name)
    let without = Self.explore(flow, plans: false, threads: 1)
    #expect(without.complete)
    #expect(Self.explore(flow, plans: true, threads: 1) == without)
    #expect(Self.explore(flow, plans: true, threads: 2) == without)
  }
}
