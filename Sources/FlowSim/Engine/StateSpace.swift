/// The reachable configurations of a flow, found by breadth-first exploration: the
/// input to every check, walkthrough and state diagram.
///
/// Configurations are numbered in discovery order (0 is the start), so following
/// parents from any configuration gives a shortest walkthrough to it.
public final class StateSpace: @unchecked Sendable {
  public let flow: Flow
  let semantics: Semantics
  let store: StateStore
  /// Transitions taken, counted with multiplicity (one per offered transition that
  /// leads somewhere, from every configuration).
  public internal(set) var transitionCount = 0
  /// False when exploration stopped at `maxStates` before finishing.
  public internal(set) var isComplete = true
  /// Which screens are visible in some configuration.
  public internal(set) var visibleScreens: [Bool]
  /// Which transitions lead somewhere from some configuration.
  public internal(set) var firedTransitions: [Bool]
  /// The first configuration (in breadth-first order) where each distinct issue
  /// happens, in the order they were met.
  public internal(set) var issues: [IssueRecord] = []
  /// Configurations with no transition that leads anywhere, in discovery order.
  public internal(set) var deadEnds: [Int] = []
  /// Successors of each configuration (when edges were recorded): `edgeStart[i]..<edgeStart[i+1]`.
  var edgeStart: [UInt32] = []
  var edgeTarget: [UInt32] = []
  var edgeTransition: [UInt32] = []
  /// The largest breadth-first distance from the start.
  public internal(set) var depth = 0

  /// An issue and where it first happened.
  public struct IssueRecord: Sendable, Hashable {
    /// The configuration in which the transition was taken.
    public var state: Int
    public var transition: TransitionID
    public var issue: StepIssue
    /// The action in the transition's chain (-1 for system controls).
    public var action: Int
  }

  init(flow: Flow, semantics: Semantics, store: StateStore) {
    self.flow = flow
    self.semantics = semantics
    self.store = store
    visibleScreens = Array(repeating: false, count: flow.screens.count)
    firedTransitions = Array(repeating: false, count: flow.transitions.count)
  }

  /// How many configurations were found.
  public var count: Int { store.count }

  /// Whether edges were recorded (needed by checks that search backwards).
  public var hasEdges: Bool { !edgeStart.isEmpty }

  /// Configuration `index`.
  public func configuration(_ index: Int) -> Configuration {
    Configuration(bytes: store.copy(of: index))
  }

  /// The configuration `index` was first reached from (nil for the start).
  public func parent(of index: Int) -> Int? {
    index == 0 ? nil : Int(store.parents[index])
  }

  /// Bytes of memory per stored configuration, everything the store holds included.
  public var bytesPerState: Double { Double(store.bytesUsed) / Double(max(1, count)) }

  /// The successors of `index` as (target, transition) pairs, in expansion order.
  public func successors(of index: Int) -> [(target: Int, transition: TransitionID)] {
    guard hasEdges else { return [] }
    return (Int(edgeStart[index])..<Int(edgeStart[index + 1])).map {
      (Int(edgeTarget[$0]), Int(edgeTransition[$0]))
    }
  }

  /// For each configuration, the configurations that lead to it (edges must be recorded).
  public func predecessors() -> [[Int]] {
    var result = Array(repeating: [Int](), count: count)
    for source in 0..<count where hasEdges {
      for edge in Int(edgeStart[source])..<Int(edgeStart[source + 1]) {
        result[Int(edgeTarget[edge])].append(source)
      }
    }
    return result
  }

  /// Every configuration from which one in `targets` can be reached (targets included).
  public func canReach(_ targets: [Bool]) -> [Bool] {
    var reached = targets
    var work = targets.indices.filter { targets[$0] }
    let incoming = predecessors()
    while let next = work.popLast() {
      for source in incoming[next] where !reached[source] {
        reached[source] = true
        work.append(source)
      }
    }
    return reached
  }
}
