import Foundation
import Testing

@testable import FlowSim

/// Exploring with helper threads gives exactly what exploring on one thread gives:
/// the same configurations under the same numbers, the same parents, edges, counts,
/// depth, issues, dead ends, visible screens and fired transitions.
@Suite struct ExplorerThreadsTests {
  static let navBenchInstances = [
    "T2-S5-K2-D3-V2-s1", "T2-S4-K3-D3-V2-s1", "T3-S10-K2-D3-V4-s1", "T3-S10-K2-D3-V4-s7",
  ]

  static func navBenchFlow(_ name: String) throws -> Flow {
    let bench = try NavBench(try #require(NavBenchParameters(name: name)))
    let source = SourceFile(path: "navbench-\(name).flow", text: bench.flowText())
    let (tree, _) = FlowParser.parse(source)
    return try #require(Resolver.resolve([tree]).0)
  }

  static func bundledFlow(_ name: String) throws -> Flow {
    try #require(FlowLoader().load(path: PackagePaths.flows.appendingPathComponent(name).path).flow)
  }

  /// Everything a state space says, in order.
  struct Summary: Equatable {
    var count: Int
    var transitions: Int
    var depth: Int
    var complete: Bool
    var configurations: [[UInt8]]
    var parents: [Int?]
    var successors: [[Int]]
    var issues: [StateSpace.IssueRecord]
    var deadEnds: [Int]
    var visible: [Bool]
    var fired: [Bool]

    init(_ space: StateSpace) {
      count = space.count
      transitions = space.transitionCount
      depth = space.depth
      complete = space.isComplete
      configurations = (0..<space.count).map { space.configuration($0).bytes }
      parents = (0..<space.count).map { space.parent(of: $0) }
      successors = (0..<space.count).map { index in
        space.successors(of: index).flatMap { [$0.target, $0.transition.index] }
      }
      issues = space.issues
      deadEnds = space.deadEnds
      visible = space.visibleScreens
      fired = space.firedTransitions
    }
  }

  static func explore(
    _ flow: Flow, threads: Int, maxStates: Int = 1_000_000, edges: Bool = true,
    expected: Int = 16
  ) -> Summary {
    var options = Explorer.Options(maxStates: maxStates, recordEdges: edges)
    options.threads = threads
    options.expectedStates = expected
    return Summary(Explorer(flow: flow, options: options).explore())
  }

  @Test(arguments: navBenchInstances)
  func navBenchIsTheSameOnTwoThreads(name: String) throws {
    let flow = try Self.navBenchFlow(name)
    let one = Self.explore(flow, threads: 1)
    #expect(one.complete)
    #expect(Self.explore(flow, threads: 2) == one)
    #expect(Self.explore(flow, threads: 3) == one)
    #expect(
      Self.explore(flow, threads: 2, edges: false) == Self.explore(flow, threads: 1, edges: false))
  }

  /// A table sized up front (no rebuilds: helpers' lookups stay valid) and one grown
  /// from 16 slots (rebuilds between expanding and storing) give the same space. A
  /// NAVBENCH table starts as wide as its configurations get (every stack has a
  /// `max`); YourChoice's stacks are unbounded, so its presized table widens in place
  /// while helpers look things up.
  @Test(arguments: ["navbench", "yourchoice.flow"])
  func presizedTableGivesTheSameSpace(flowName: String) throws {
    let flow =
      flowName == "navbench"
      ? try Self.navBenchFlow("T3-S10-K2-D3-V4-s1") : try Self.bundledFlow(flowName)
    let grown = Self.explore(flow, threads: 1)
    for threads in [1, 2] {
      #expect(Self.explore(flow, threads: threads, expected: 200_000) == grown)
      #expect(
        Self.explore(flow, threads: threads, edges: false, expected: 200_000)
          == Self.explore(flow, threads: 1, edges: false))
    }
  }

  /// Once exploring ends the store no longer lends work to the pipeline's threads
  /// (it held the pipeline unowned, and the pipeline is gone when `explore` returns).
  @Test func storeForgetsThePipeline() throws {
    var options = Explorer.Options()
    options.threads = 2
    let space = Explorer(flow: try Self.bundledFlow("yourchoice.flow"), options: options).explore()
    #expect(space.store.runParts == nil)
  }

  @Test func bundledFlowIsTheSameOnTwoThreads() throws {
    let flow = try Self.bundledFlow("yourchoice.flow")
    let one = Self.explore(flow, threads: 1)
    #expect(one.count > 1000)
    #expect(Self.explore(flow, threads: 2) == one)
  }

  /// The explorer numbers configurations exactly as a plain breadth-first search over
  /// the simulator's successors (a dictionary for the seen set) does.
  @Test func matchesAPlainBreadthFirstSearch() throws {
    for flow in [
      try Self.navBenchFlow("T2-S4-K3-D3-V2-s1"), try Self.bundledFlow("yourchoice.flow"),
    ] {
      let simulator = Simulator(flow: flow)
      var numbers: [Configuration: Int] = [simulator.initial: 0]
      var queue = [simulator.initial]
      var parents: [Int?] = [nil]
      var transitions = 0
      var next = 0
      while next < queue.count {
        for (_, target) in simulator.successors(queue[next]) {
          transitions += 1
          if numbers[target] == nil {
            numbers[target] = queue.count
            queue.append(target)
            parents.append(next)
          }
        }
        next += 1
      }
      for threads in [1, 2] {
        let space = Self.explore(flow, threads: threads)
        #expect(space.configurations == queue.map(\.bytes))
        #expect(space.parents == parents)
        #expect(space.transitions == transitions)
      }
    }
  }

  /// Which transitions fired, counted by a plain breadth-first search that stops
  /// where the explorer does (before expanding a configuration, once more than
  /// `maxStates` are found), agrees with the explorer's books, with and without edges:
  /// without them, storing reads fired transitions off the batches.
  @Test func firedTransitionsMatchAPlainSearch() throws {
    let flow = try Self.navBenchFlow("T3-S10-K2-D3-V4-s1")
    let simulator = Simulator(flow: flow)
    var firedCounts: [Int] = []
    for limit in [40, 300, 1_000_000] {
      var seen: Set<Configuration> = [simulator.initial]
      var queue = [simulator.initial]
      var fired = [Bool](repeating: false, count: flow.transitions.count)
      var next = 0
      while next < queue.count, queue.count <= limit {
        for (transition, target) in simulator.successors(queue[next]) {
          fired[transition.index] = true
          if seen.insert(target).inserted { queue.append(target) }
        }
        next += 1
      }
      firedCounts.append(fired.filter { $0 }.count)
      for threads in [1, 2] {
        for edges in [true, false] {
          let space = Self.explore(flow, threads: threads, maxStates: limit, edges: edges)
          #expect(space.fired == fired, "limit \(limit), \(threads) threads, edges \(edges)")
          #expect(space.count == queue.count)
        }
      }
    }
    // Runs stopped early have not fired everything that a longer one fires.
    #expect(firedCounts[0] < firedCounts[1] && firedCounts[1] < firedCounts[2])
  }

  /// A run stopped by `maxStates` stops at the same configuration.
  @Test func stoppedRunIsTheSameOnTwoThreads() throws {
    let flow = try Self.navBenchFlow("T3-S10-K2-D3-V4-s1")
    for limit in [1, 300, 5_000] {
      let one = Self.explore(flow, threads: 1, maxStates: limit)
      #expect(!one.complete)
      #expect(Self.explore(flow, threads: 2, maxStates: limit) == one)
    }
  }
}
