import Testing

@testable import FlowSim

/// When a rest is planned: at its first full expansion where every step it took led
/// to a rest already stored, not while one did not, only with enough of its
/// configurations waiting once this thread's walks have been missing, and never
/// again once it cannot be planned. Exploring finds the same with and without plans
/// whatever the timing (see `RestPlansTests`, which explores `timing`).
@Suite struct RestPlanTimingTests {
  /// Steps guarded on a counter that reach rests late (walks taken for other first
  /// bytes miss them), flips, `set`s of the first byte alone and after a push,
  /// outcomes, an alert, events and a `reset`: rests planned at once, rests that
  /// wait, rests never planned.
  static let timing = """
    flow "plan timing"
    start Main

    var a: bool = false
    var b: bool = false
    var k: 0...3 = 0
    var on: bool = false

    nav Main max 4 {
      screen Home {
        tap "a" -> set a = not a
        tap "late" when k == 3 -> push Far
        tap "count" when k < 3 -> set k = k + 1
        tap "next" -> push Mid
      }
      screen Mid {
        tap "b" when a -> set b = not b
        tap "far" when b and k > 1 -> push Far; set a = false
        tap "save" -> outcome {
          ok: set b = false; back
          failed: present Oops
        }
        tap "back" -> back
      }
      screen Far {
        tap "home" -> pop to root
        tap "again" when k > 0 -> push Mid; set k = k - 1
        tap "out" -> reset Out; set on = false
      }
    }

    nav Out {
      screen Welcome { tap "in" -> reset Main; set on = true }
    }

    alert Oops { button "OK" }

    event "tick" when on and k < 3 -> set k = k + 1
    event "drop" when on -> reset Out; set on = false
    """

  static func transition(_ flow: Flow, _ label: String) -> TransitionID {
    RestPlansTests.transition(flow, label)
  }

  /// The store's bits for rests of `lowBits` bits of first byte, with `stored[r]`
  /// configurations of rest `r` stored.
  static func seen(lowBits: Int, stored: [Int]) -> [UInt64] {
    var words = [UInt64](repeating: 0, count: max(1, (stored.count << lowBits + 63) >> 6))
    for (rest, count) in stored.enumerated() {
      for first in 0..<count {
        let key = rest << lowBits | first
        words[key >> 6] |= 1 << UInt64(key & 63)
      }
    }
    return words
  }

  @Test(arguments: [8, 6, 4, 1])
  func aCensusCountsTheConfigurationsOfARest(lowBits: Int) {
    let stored = [0, 1, 1 << lowBits, (1 << lowBits) / 2, 1]
    let words = Self.seen(lowBits: lowBits, stored: stored)
    words.withUnsafeBufferPointer { buffer in
      let census = RestCensus(seen: buffer.baseAddress!, lowBits: lowBits)
      #expect(stored.indices.map { census.stored(rest: $0) } == stored)
    }
    #expect(RestCensus.none.stored(rest: 3) == 0)
    #expect(RestCensus.plenty.stored(rest: 3) > 1 << 20)
  }

  /// With every step known (the memo, or the store), one full expansion plans a
  /// rest; where a step it took led to a rest not stored (`RestCensus.none`), the
  /// rest waits.
  @Test func aRestIsPlannedAtItsFirstExpansionWhoseStepsAreAllKnown() throws {
    let flow = try #require(loadFlow(RestPlansTests.scopes))
    let semantics = Semantics(flow: flow)
    let plans = RestPlans(semantics: semantics)
    let memo = SuccessorMemo()
    RestPlansTests.learn(memo, ["deeper", "rest holds", "flip rest"], from: 3, in: flow)
    RestPlansTests.expandInitial(
      semantics, plans: plans, memo: memo, rest: 3, times: 4, census: .none)
    #expect(plans.plan(for: 3) == nil)
    #expect(plans.walks == 0)
    RestPlansTests.expandInitial(semantics, plans: plans, memo: memo, rest: 3, times: 1)
    #expect(plans.plan(for: 3) != nil)
    #expect(plans.walks == 1)
  }

  /// Once most of a thread's walks have missed, a rest is walked only with
  /// `RestPlans.waiting` of its configurations stored and not expanded yet.
  @Test func afterWalksMissARestWaitsForItsConfigurations() throws {
    let flow = try #require(loadFlow(RestPlansTests.scopes))
    let semantics = Semantics(flow: flow)
    let plans = RestPlans(semantics: semantics)
    let memo = SuccessorMemo()
    // Rest 1's walk misses: `flip rest` leads nowhere known.
    RestPlansTests.learn(memo, ["deeper", "rest holds"], from: 1, in: flow)
    RestPlansTests.expandInitial(semantics, plans: plans, memo: memo, rest: 1, times: 1)
    #expect(plans.walks == 1)
    #expect(plans.plan(for: 1) == nil)
    // Rest 2's steps are all known, but with `waiting` of its configurations stored,
    // its first expansion leaves one too few waiting.
    RestPlansTests.learn(memo, ["deeper", "rest holds", "flip rest"], from: 2, in: flow)
    let few = Self.seen(lowBits: 8, stored: [0, 0, RestPlans.waiting, 0])
    try few.withUnsafeBufferPointer { buffer in
      let census = RestCensus(seen: buffer.baseAddress!, lowBits: 8)
      RestPlansTests.expandInitial(
        semantics, plans: plans, memo: memo, rest: 2, times: 1, census: census)
      #expect(plans.walks == 1)
      #expect(plans.plan(for: 2) == nil)
      // At its second, one more has been stored: as many wait as it takes.
      let more = Self.seen(lowBits: 8, stored: [0, 0, RestPlans.waiting + 2, 0])
      try more.withUnsafeBufferPointer { buffer in
        let census = RestCensus(seen: buffer.baseAddress!, lowBits: 8)
        RestPlansTests.expandInitial(
          semantics, plans: plans, memo: memo, rest: 2, times: 1, census: census)
        #expect(plans.walks == 2)
        _ = try #require(plans.plan(for: 2))
      }
    }
  }

  /// A rest that cannot be planned is walked once, then expanded the full way
  /// without another walk however often it comes back.
  @Test func aRestThatCannotBePlannedIsWalkedOnce() throws {
    let text = """
      flow "unplannable"
      start Main
      \(RestPlansTests.variables)
      nav Main {
        screen Home {
          tap "flip" -> set v0 = not v0
          tap "x" when v1 -> set level = level + 1
        }
      }
      """
    let flow = try #require(loadFlow(text))
    let semantics = Semantics(flow: flow)
    let plans = RestPlans(semantics: semantics)
    RestPlansTests.expandInitial(
      semantics, plans: plans, memo: SuccessorMemo(), rest: 0, times: 40)
    #expect(plans.plan(for: 0) == nil)
    #expect(plans.walks == 1)
  }

  /// A rest whose walks keep missing is given up after `RestPlans.tries` of them.
  @Test func aRestWhoseWalksKeepMissingIsGivenUp() throws {
    let flow = try #require(loadFlow(RestPlansTests.scopes))
    let semantics = Semantics(flow: flow)
    let plans = RestPlans(semantics: semantics)
    RestPlansTests.expandInitial(
      semantics, plans: plans, memo: SuccessorMemo(), rest: 5, times: 100)
    #expect(plans.plan(for: 5) == nil)
    #expect(plans.walks == Int(RestPlans.tries))
  }
}
