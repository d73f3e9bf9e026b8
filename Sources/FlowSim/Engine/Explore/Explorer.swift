import Dispatch
import Foundation

/// Breadth-first exploration of a flow's configurations, with deduplication, in a
/// deterministic order, bounded by `maxStates`.
///
/// Configurations are expanded in batches of consecutive indices, on `threads`
/// threads; one thread at a time stores the batches' successors, one batch after
/// another in index order, so numbering, parents, counts and issues are the same for
/// any number of threads (see `Pipeline`).
public struct Explorer: Sendable {
  /// How exploration runs.
  public struct Options: Sendable {
    /// Stop once more than this many configurations are found (the result then says it
    /// is incomplete; a flow with exactly this many completes).
    public var maxStates: Int
    /// Record every edge (needed by checks that search backwards, and state diagrams).
    public var recordEdges: Bool
    /// Called now and then with the configurations found and the seconds elapsed.
    public var progress: (@Sendable (Int, Double) -> Void)?
    /// How many configurations to make room for up front (storage grows as needed).
    public var expectedStates = 1 << 14
    /// Stop once the configurations (and edges) found take more than this many
    /// bytes (`memory-limit`); nil for no ceiling. The default is
    /// `MemoryBudget.defaultBytes`, taken from the memory available.
    public var maxMemory: Int? = MemoryBudget.defaultBytes
    /// Threads that expand configurations (1 = this thread only). Results and their
    /// order are the same whatever the number.
    public var threads = 1
    /// Whether plain steps are written straight from the parent's bytes (off only to
    /// compare with the general path in tests).
    var directSteps = true
    /// Whether recorded edges keep their transitions in 16 bits where the flow has
    /// few enough (see `EdgeTransitions`); off only to test the 32-bit form.
    var narrowsTransitions = true
    /// Whether configurations may be stored as a first byte and a shared rest (see
    /// `ConfigurationStore`); off only to compare in tests.
    var sharesRests = true
    /// Whether each thread plans what rests offer, where rests are shared (see
    /// `RestPlans`); off only to compare in tests.
    var plansRests = true

    public init(
      maxStates: Int = 2_000_000, recordEdges: Bool = true,
      progress: (@Sendable (Int, Double) -> Void)? = nil
    ) {
      self.maxStates = maxStates
      self.recordEdges = recordEdges
      self.progress = progress
    }
  }

  public let flow: Flow
  public var options: Options

  /// How full the explorer's hash table gets before it grows (so a table for
  /// `expectedStates` configurations has `expectedStates / maximumLoad` slots).
  public static let maximumLoad = StateStore.maximumLoad

  /// How many lookups ahead the explorer prefetches their slots.
  static let lookahead = 16

  public init(flow: Flow, options: Options = Options()) {
    self.flow = flow
    self.options = options
  }

  public func explore() -> StateSpace {
    let semantics = Semantics(flow: flow, directSteps: options.directSteps)
    let layout = semantics.layout
    if layout.variableBytes > 0, options.sharesRests {
      let (space, store) = explore(
        semantics, lowBits: min(8, layout.variableBitCount), split: 1)
      // Too few configurations for the keys their rests bring: start again with
      // every configuration its own rest (see `ConfigurationStore.isSparse`).
      guard store.isSparse else { return space }
    }
    return explore(semantics, lowBits: 0, split: 0).space
  }

  /// Explores with configurations stored as keys of `lowBits` bits of their first
  /// `split` bytes (see `ConfigurationStore`).
  private func explore(_ semantics: Semantics, lowBits: Int, split: Int) -> (
    space: StateSpace, store: ConfigurationStore
  ) {
    let store = ConfigurationStore(
      expected: options.expectedStates, tracksIndices: options.recordEdges,
      longest: semantics.layout.boundedLength, lowBits: lowBits, split: split)
    let space = StateSpace(flow: flow, semantics: semantics, store: store)
    let initial = semantics.initialState + [UInt8](repeating: 0, count: 8)
    _ = initial.withUnsafeBufferPointer {
      store.insert($0.baseAddress!, $0.count - 8, parent: 0)
    }
    let filter = IssueFilter(transitions: flow.transitions.count)
    let storing = Storing(
      store: store, space: space, filter: filter, options: options,
      transitions: flow.transitions.count)
    let pipeline = Pipeline(
      semantics: semantics, store: store, filter: filter, storing: storing,
      threads: max(1, options.threads), plansRests: options.plansRests)
    pipeline.run()
    pipeline.storing.finish()
    return (space, store)
  }
}
