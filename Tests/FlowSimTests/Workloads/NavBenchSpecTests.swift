import Testing

@testable import FlowSim

@Suite struct NavBenchSpecTests {
  /// `navbench.py gen -T 2 -S 5 -K 2 -D 2 -V 2 --seed 1` loads to what the generator draws.
  @Test func loadsNavbenchPySpec() throws {
    let bytes = try WorkloadFixtures.bytes("navbench-T2-S5-K2-D2-V2-s1.json")
    let loaded = try NavBench(jsonSpec: bytes)
    #expect(loaded.parameters.name == "T2-S5-K2-D2-V2-s1")
    #expect(loaded == (try NavBench(NavBenchParameters(name: "T2-S5-K2-D2-V2-s1")!)))
    #expect(
      loaded.screens[1].pushes == [
        NavBenchPush(edge: 2, target: 3, guardVariable: 0),
        NavBenchPush(edge: 3, target: 4, guardVariable: nil),
      ])
    #expect(loaded.screens[9].presents == 11)
    #expect(loaded.screens[8].pushes.map(\.target) == [9, 6])
  }

  @Test func rejectsBrokenSpecs() throws {
    let good = String(
      decoding: try WorkloadFixtures.bytes("navbench-T2-S5-K2-D2-V2-s1.json"), as: UTF8.self)
    let broken = [
      "{ not json",
      "{\"workload\": \"NAVBENCH\"}",
      good.replacingOccurrences(of: "\"name\": \"T2-S5-K2-D2-V2-s1\"", with: "\"name\": \"T2\""),
      good.replacingOccurrences(of: "\"target\": 9,", with: "\"target\": 2,"),
      good.replacingOccurrences(of: "\"selected\": 0", with: "\"selected\": 1"),
      good.replacingOccurrences(of: "\"workload\": \"NAVBENCH\"", with: "\"workload\": \"OTHER\""),
    ]
    for text in broken {
      #expect(throws: NavBenchError.self) { try NavBench(jsonSpec: Array(text.utf8)) }
    }
  }

  @Test func explainsMissingFields() {
    #expect(throws: NavBenchError.invalidSpec("missing 'version' in the top level")) {
      try NavBench(jsonSpec: Array("{\"workload\": \"NAVBENCH\"}".utf8))
    }
  }
}
