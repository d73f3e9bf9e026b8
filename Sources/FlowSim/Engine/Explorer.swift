import Foundation

/// Breadth-first exploration of a flow's configurations, with deduplication, in a
/// deterministic order, bounded by `maxStates`.
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
    public var expectedStates = 1024
    /// Threads that expand configurations (1 = this thread only). Results and their
    /// order are the same whatever the number.
    public var threads = 1

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

  public init(flow: Flow, options: Options = Options()) {
    self.flow = flow
    self.options = options
  }

  public func explore() -> StateSpace {
    let semantics = Semantics(flow: flow)
    let store = StateStore(expected: options.expectedStates)
    let space = StateSpace(flow: flow, semantics: semantics, store: store)
    let initial = semantics.initialState
    initial.withUnsafeBufferPointer { _ = store.insert($0.baseAddress!, $0.count, parent: 0) }
    let work = Semantics.Workspace(semantics)
    var sink = Sink(
      store: store, recordEdges: options.recordEdges, transitions: flow.transitions.count)
    let started = Date()
    var levelEnd = 1
    var index = 0
    while index < store.count {
      if index == levelEnd {
        space.depth += 1
        levelEnd = store.count
      }
      if store.count > options.maxStates || store.isNearLimit {
        space.isComplete = false
        break
      }
      sink.parent = index
      sink.successorsHere = 0
      sink.failuresHere = 0
      let (pointer, length) = store.bytes(of: index)
      semantics.expand(pointer, count: length, in: work, into: &sink)
      space.visibleScreens[work.parent.visibleScreen()] = true
      if sink.successorsHere == 0, sink.failuresHere == 0 { space.deadEnds.append(index) }
      if options.recordEdges { sink.edgeStart.append(UInt32(sink.edgeTarget.count)) }
      index += 1
      if index & 0xFFFF == 0, let progress = options.progress {
        progress(store.count, Date().timeIntervalSince(started))
      }
    }
    if options.recordEdges {
      // Configurations found but never expanded (a stopped run) have no edges.
      while sink.edgeStart.count < store.count + 1 {
        sink.edgeStart.append(UInt32(sink.edgeTarget.count))
      }
      space.edgeStart = sink.edgeStart
      space.edgeTarget = sink.edgeTarget
      space.edgeTransition = sink.edgeTransition
    }
    space.transitionCount = sink.transitionCount
    space.firedTransitions = sink.fired
    space.issues = sink.issues
    return space
  }

  private struct IssueKey: Hashable {
    var transition: TransitionID
    var action: Int
    var issue: StepIssue
  }

  private struct Sink: StepSink {
    let store: StateStore
    let recordEdges: Bool
    var parent = 0
    var successorsHere = 0
    var failuresHere = 0
    var transitionCount = 0
    var fired: [Bool]
    var edgeStart: [UInt32] = [0]
    var edgeTarget: [UInt32] = []
    var edgeTransition: [UInt32] = []
    var issues: [StateSpace.IssueRecord] = []
    var seenIssues: Set<IssueKey> = []

    init(store: StateStore, recordEdges: Bool, transitions: Int) {
      self.store = store
      self.recordEdges = recordEdges
      fired = Array(repeating: false, count: transitions)
    }

    @inline(__always)
    mutating func successor(_ transition: TransitionID, _ state: UnsafePointer<UInt8>, _ count: Int)
    {
      let (index, _) = store.insert(state, count, parent: parent)
      transitionCount += 1
      if index != parent { successorsHere += 1 }
      fired[transition] = true
      if recordEdges {
        edgeTarget.append(UInt32(index))
        edgeTransition.append(UInt32(transition))
      }
    }

    mutating func issue(_ transition: TransitionID, _ issue: StepIssue, action: Int) {
      if issue.isFailure { failuresHere += 1 }
      let key = IssueKey(transition: transition, action: action, issue: issue)
      if seenIssues.insert(key).inserted {
        issues.append(
          StateSpace.IssueRecord(
            state: parent, transition: transition, issue: issue, action: action))
      }
    }
  }
}
