import Testing

@testable import FlowSim

/// Reference counts from `python3 navbench.py bfs -T … --seed …` (NAVBENCH's executable
/// definition; README section 1.7 lists the larger ladder rungs).
let navBenchReferenceCounts: [(name: String, counts: NavBenchReference.Counts)] = [
  ("T2-S5-K2-D3-V2-s1", .init(states: 470, transitions: 2216, distinctEdges: 1772, bfsDepth: 13)),
  (
    "T3-S10-K2-D2-V8-s1",
    .init(states: 6336, transitions: 31104, distinctEdges: 24192, bfsDepth: 18)
  ),
  ("T2-S5-K2-D2-V2-s1", .init(states: 72, transitions: 330, distinctEdges: 234, bfsDepth: 10)),
  // K = 0: no pushes
  ("T2-S5-K0-D3-V2-s1", .init(states: 8, transitions: 16, distinctEdges: 16, bfsDepth: 4)),
  // D = 1: pushes never offered
  ("T3-S10-K2-D1-V8-s1", .init(states: 24, transitions: 72, distinctEdges: 72, bfsDepth: 6)),
  // T = 1: one tab
  ("T1-S10-K2-D3-V4-s1", .init(states: 144, transitions: 560, distinctEdges: 432, bfsDepth: 10)),
  // S < 5: no modals
  ("T2-S4-K2-D3-V3-s1", .init(states: 192, transitions: 992, distinctEdges: 784, bfsDepth: 8)),
  // V > T·S
  (
    "T2-S3-K2-D3-V8-s1", .init(states: 5376, transitions: 28544, distinctEdges: 22336, bfsDepth: 18)
  ),
  // K = S−1
  ("T2-S4-K3-D3-V2-s1", .init(states: 1344, transitions: 7448, distinctEdges: 5896, bfsDepth: 13)),
  // S = 1 and the smallest instance
  ("T2-S1-K0-D2-V1-s1", .init(states: 4, transitions: 8, distinctEdges: 8, bfsDepth: 2)),
  ("T1-S1-K0-D1-V1-s1", .init(states: 2, transitions: 2, distinctEdges: 2, bfsDepth: 1)),
  // another seed, and a four-tab instance
  (
    "T3-S10-K2-D3-V4-s7",
    .init(states: 20384, transitions: 111328, distinctEdges: 92512, bfsDepth: 21)
  ),
  (
    "T3-S10-K2-D3-V4-s1",
    .init(states: 21168, transitions: 113680, distinctEdges: 94864, bfsDepth: 19)
  ),
  (
    "T4-S7-K2-D3-V3-s1",
    .init(states: 82304, transitions: 570640, distinctEdges: 482848, bfsDepth: 20)
  ),
]

@Suite struct NavBenchCountsTests {
  /// The Swift reference search over the generated structure reproduces navbench.py (on
  /// the instances small enough for a quick debug-build test).
  @Test(arguments: navBenchReferenceCounts.filter { $0.counts.states <= 25_000 }.map(\.name))
  func referenceSearchMatchesNavbenchPy(name: String) throws {
    let expected = try #require(navBenchReferenceCounts.first { $0.name == name }).counts
    let bench = try NavBench(try #require(NavBenchParameters(name: name)))
    #expect(NavBenchReference(bench: bench).explore() == expected)
  }
}

// MARK: - The engine

@Suite struct NavBenchEngineCountsTests {
  /// flowsim parses and resolves the generated flow without a diagnostic, and explores
  /// exactly NAVBENCH's states, transitions (with multiplicity) and BFS depth.
  @Test(arguments: navBenchReferenceCounts.map(\.name))
  func explorerMatchesNavbench(name: String) throws {
    let expected = try #require(navBenchReferenceCounts.first { $0.name == name }).counts
    let bench = try NavBench(try #require(NavBenchParameters(name: name)))
    let source = SourceFile(path: "navbench-\(name).flow", text: bench.flowText())
    let (tree, parseDiagnostics) = FlowParser.parse(source)
    #expect(parseDiagnostics.map(\.message) == [])
    let (flow, resolveDiagnostics) = Resolver.resolve([tree])
    #expect(resolveDiagnostics.map(\.message) == [])
    let options = Explorer.Options(maxStates: 1_000_000, recordEdges: false)
    let space = Explorer(flow: try #require(flow), options: options).explore()
    #expect(space.isComplete)
    #expect(space.count == expected.states)
    #expect(space.transitionCount == expected.transitions)
    #expect(space.depth == expected.bfsDepth)
  }

  /// Every stack of a NAVBENCH flow is bounded (`max D`), so its layout knows how long
  /// a configuration can get: the longest one the search reaches, wherever pushes fill
  /// every stack and a screen on top presents a modal. The explorer's table starts
  /// that wide, so that a table expecting every configuration never widens or moves.
  @Test(arguments: navBenchReferenceCounts.map(\.name).filter { $0 != "T4-S7-K2-D3-V3-s1" })
  func tableStartsAsWideAsConfigurationsGet(name: String) throws {
    let expected = try #require(navBenchReferenceCounts.first { $0.name == name }).counts
    let parameters = try #require(NavBenchParameters(name: name))
    let bench = try NavBench(parameters)
    let source = SourceFile(path: "navbench-\(name).flow", text: bench.flowText())
    let flow = try #require(Resolver.resolve([FlowParser.parse(source).0]).0)
    var options = Explorer.Options(maxStates: 1_000_000, recordEdges: false)
    options.expectedStates = expected.states + expected.states / 4 + 64
    let space = Explorer(flow: flow, options: options).explore()
    let longest = (0..<space.count).map { space.store.copy(of: $0).count }.max()
    let bound = try #require(space.semantics.layout.boundedLength)
    // Shorter where pushes never fill every stack under a modal: K = 0 or D = 1 (no
    // pushes), and one instance whose search never has both stacks full with one up.
    let shorter = [
      "T2-S5-K0-D3-V2-s1", "T2-S1-K0-D2-V1-s1", "T3-S10-K2-D1-V8-s1", "T2-S5-K2-D2-V2-s1",
    ]
    #expect(shorter.contains(name) ? longest! < bound : longest == bound)
    // The rests' table holds all but the first byte; it may grow, but never widens.
    #expect(space.store.rests.width == max(8, bound - space.store.split + 1))
  }
}
