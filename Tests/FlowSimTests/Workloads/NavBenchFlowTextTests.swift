import Testing

@testable import FlowSim

@Suite struct NavBenchFlowTextTests {
  @Test func tinyInstanceMatchesGolden() throws {
    let bench = try NavBench(NavBenchParameters(name: "T2-S5-K2-D2-V2-s1")!)
    try WorkloadFixtures.assertGolden(bench.flowText(), "navbench-T2-S5-K2-D2-V2-s1.flow")
  }

  @Test func screenLayout() throws {
    let text = try NavBench(NavBenchParameters(name: "T3-S10-K2-D4-V8-s1")!).flowText()
    #expect(text.contains("  tab \"Tab 2\" nav Tab2 max 4 {\n    screen s20 {\n"))
    #expect(
      text.contains(
        """
            screen s4 {
              tap "p0" when v0 -> push s1
              tap "p1" -> push s8
              tap "toggle" -> set v4 = not v4
              tap "root" -> pop to root
              tap "modal" -> present m0
            }

        """))
    #expect(text.hasSuffix("screen m2 {\n  tap \"dismiss\" -> dismiss\n}\n"))
  }

  /// Pop to root is left out where it could never apply: on screens no push targets.
  @Test func noPopToRootOnScreensNeverPushed() throws {
    let text = try NavBench(NavBenchParameters(name: "T3-S10-K2-D4-V8-s1")!).flowText()
    #expect(
      text.contains(
        """
            screen s0 {
              tap "p0" -> push s6
              tap "p1" -> push s9
              tap "toggle" -> set v0 = not v0
            }

        """))
    let noPushes = try NavBench(NavBenchParameters(name: "T2-S5-K0-D3-V2-s1")!).flowText()
    #expect(!noPushes.contains("pop to root"))
  }

  @Test func noModalsWithoutPresenters() throws {
    let text = try NavBench(NavBenchParameters(name: "T2-S4-K2-D3-V3-s1")!).flowText()
    #expect(!text.contains("present"))
    #expect(!text.contains("screen m0"))
  }

  @Test func deterministic() throws {
    let parameters = NavBenchParameters(name: "T3-S10-K2-D4-V8-s1")!
    #expect(try NavBench(parameters).flowText() == NavBench(parameters).flowText())
  }
}
