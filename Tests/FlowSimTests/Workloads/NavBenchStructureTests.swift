import Testing

@testable import FlowSim

@Suite struct NavBenchStructureTests {
  private func instance(_ name: String) throws -> NavBench {
    try NavBench(try #require(NavBenchParameters(name: name)))
  }

  private func summary(_ screen: NavBenchScreen) -> [String] {
    screen.pushes.map { push in
      push.guardVariable.map { "\(push.target) if v\($0)" } ?? "\(push.target)"
    }
  }

  @Test func namesRoundTrip() throws {
    let parameters = NavBenchParameters(
      tabs: 3, screensPerTab: 10, pushesPerScreen: 2, maxDepth: 4, variables: 8, seed: 1)
    #expect(parameters.name == "T3-S10-K2-D4-V8-s1")
    #expect(NavBenchParameters(name: "T3-S10-K2-D4-V8-s1") == parameters)
    #expect(NavBenchParameters(name: "T3-S10-K2-D4-V8") == parameters)
    #expect(NavBenchParameters(name: "T3-S10-K2-D4-V8-s18446744073709551615")?.seed == .max)
    #expect(NavBenchParameters(name: "T3-S10-K2-D4") == nil)
    #expect(NavBenchParameters(name: "S10-T3-K2-D4-V8-s1") == nil)
    #expect(NavBenchParameters(name: "T3-S10-K2-D4-V8-x1") == nil)
  }

  /// The README's check values (section 1.2) for seed 1, `T3-S10-K2-*`.
  @Test func readmeCheckValues() throws {
    let bench = try instance("T3-S10-K2-D4-V8-s1")
    #expect(summary(bench.screens[0]) == ["6", "9"])
    #expect(summary(bench.screens[1]) == ["4 if v\(2 % 8)", "5"])
    #expect(summary(bench.screens[2]) == ["4", "2 if v\(5 % 8)"])
    #expect(summary(bench.screens[3]) == ["1", "7"])
    #expect(summary(bench.screens[4]) == ["1 if v\(8 % 8)", "8"])
  }

  /// Further values computed with `navbench.py` (`build_spec(3, 10, 2, 4, 8, 1)`).
  @Test func navbenchPyValues() throws {
    let bench = try instance("T3-S10-K2-D4-V8-s1")
    #expect(summary(bench.screens[9]) == ["3", "2"])
    #expect(summary(bench.screens[10]) == ["12 if v4", "16"])
    #expect(summary(bench.screens[14]) == ["12", "14 if v5"])
    #expect(summary(bench.screens[20]) == ["29", "21 if v1"])
    #expect(summary(bench.screens[29]) == ["28", "24 if v3"])
    #expect(bench.screens[29].pushes.map(\.edge) == [58, 59])
    #expect(bench.screens.map(\.toggles).prefix(10) == [0, 1, 2, 3, 4, 5, 6, 7, 0, 1])
    #expect(bench.screens.compactMap(\.presents) == [30, 30, 31, 31, 32, 32])
    #expect(bench.screens.filter { $0.presents != nil }.map(\.id) == [4, 9, 14, 19, 24, 29])
    #expect(bench.screens.filter(\.isRoot).map(\.id) == [0, 10, 20])
  }

  @Test func anotherSeed() throws {
    let bench = try instance("T2-S5-K2-D2-V2-s7")
    #expect(
      bench.screens.map(summary) == [
        ["4", "2"], ["3 if v0", "2"], ["3", "2 if v1"], ["3", "2"], ["2 if v0", "4"],
        ["9", "8 if v1"], ["8", "6"], ["8 if v0", "7"], ["9", "6 if v1"], ["7", "8"],
      ])
  }

  @Test func edgeCases() throws {
    let noPushes = try instance("T2-S5-K0-D3-V2-s1")
    #expect(noPushes.screens.allSatisfy { $0.pushes.isEmpty })
    let single = try instance("T1-S1-K0-D1-V1-s1")
    #expect(single.screens.count == 1)
    #expect(!single.tabPresentsModal(0))
    let allTargets = try instance("T2-S4-K3-D3-V2-s1")
    for screen in allTargets.screens {
      let base = screen.tab * 4
      #expect(Set(screen.pushes.map(\.target)) == [base + 1, base + 2, base + 3])
    }
  }

  @Test func rejectsInvalidParameters() {
    for name in [
      "T0-S5-K2-D2-V2", "T2-S0-K0-D2-V2", "T2-S5-K5-D2-V2", "T2-S5-K2-D0-V2", "T2-S5-K2-D2-V0",
    ] {
      let parameters = NavBenchParameters(name: name)!
      #expect(throws: NavBenchError.self) { try NavBench(parameters) }
    }
  }
}
