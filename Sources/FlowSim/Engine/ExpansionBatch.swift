/// The successors of a run of consecutive configurations, expanded ahead of storing
/// them (on any thread), with everything the explorer needs to store them in order.
///
/// Expanding only reads the store's slots of the configurations expanded, which never
/// change; the explorer looks successors up and stores them itself, one batch after
/// another in index order, so the numbering never depends on threads.
final class ExpansionBatch {
  /// One successor, in expansion order.
  struct Successor {
    var hash: UInt64
    /// Where its bytes are in `bytes`.
    var offset: UInt32
    var transition: UInt32
    var length: Int
  }

  /// One expanded configuration: where its successors and issues end, what it shows,
  /// and how many transitions failed in it.
  struct Parent {
    var successorEnd: Int32
    var issueEnd: Int32
    var visible: Int32
    /// Where its failed transitions end in `failed`.
    var failedEnd: Int32
  }

  /// An issue met, not yet known to be a first occurrence.
  struct PendingIssue {
    var transition: TransitionID
    var issue: StepIssue
    var action: Int
  }

  /// Index of the first configuration and how many.
  private(set) var first = 0
  private(set) var parentCount = 0
  private(set) var parents: UnsafeMutablePointer<Parent>
  private var parentCapacity: Int
  private(set) var successors: UnsafeMutablePointer<Successor>
  private(set) var successorCount = 0
  private var successorCapacity: Int
  /// Successors' packed bytes, with 8 bytes of slack.
  private(set) var bytes: UnsafeMutablePointer<UInt8>
  private var byteCount = 0
  private var byteCapacity: Int
  private(set) var issues: [PendingIssue] = []
  /// Transitions that failed, per configuration (all of them, unlike issues).
  private(set) var failed: [UInt32] = []
  let work: Semantics.Workspace
  /// The issue filter as it was when the batch was handed out (expanding threads
  /// read this copy, never the filter that the storing thread updates).
  let seen: IssueFilter.Snapshot
  /// The bytes read to warm the cache (kept so the reads are not optimised away).
  private(set) var touchSum: UInt8 = 0
  /// The configurations to expand next.
  var range = 0..<0

  init(semantics: Semantics, filter: IssueFilter) {
    work = Semantics.Workspace(semantics)
    seen = filter.makeSnapshot()
    parentCapacity = 64
    parents = .allocate(capacity: parentCapacity)
    successorCapacity = 512
    successors = .allocate(capacity: successorCapacity)
    byteCapacity = 1 << 14
    bytes = .allocate(capacity: byteCapacity + 8)
  }

  deinit {
    parents.deallocate()
    successors.deallocate()
    bytes.deallocate()
  }

  /// Expands configurations `range` of `store`.
  func expand(semantics: Semantics, store: StateStore.Snapshot) {
    first = range.lowerBound
    parentCount = 0
    successorCount = 0
    byteCount = 0
    issues.removeAll(keepingCapacity: true)
    failed.removeAll(keepingCapacity: true)
    if range.count > parentCapacity {
      parents.deallocate()
      parentCapacity = range.count
      parents = .allocate(capacity: parentCapacity)
    }
    // First read every configuration's slot: the reads miss the cache together
    // instead of one after another.
    var touched: UInt8 = 0
    for index in range { touched &+= store.touchSlot(of: index) }
    var sink = Sink(batch: self, seen: seen)
    for index in range {
      let (pointer, length) = store.bytes(of: index)
      semantics.expand(pointer, count: length, in: work, into: &sink)
      if !sink.pending.isEmpty {
        issues += sink.pending
        sink.pending.removeAll(keepingCapacity: true)
      }
      if !sink.failed.isEmpty {
        failed += sink.failed
        sink.failed.removeAll(keepingCapacity: true)
      }
      parents[parentCount] = Parent(
        successorEnd: Int32(sink.successorCount), issueEnd: Int32(issues.count),
        visible: Int32(work.parent.visibleScreen()), failedEnd: Int32(failed.count))
      parentCount &+= 1
    }
    successorCount = sink.successorCount
    byteCount = sink.byteCount
    touchSum = touched
  }

  /// Makes room for one more successor of `length` bytes.
  fileprivate func grow(_ sink: inout Sink, bytes length: Int) {
    if sink.successorCount == sink.successorCapacity {
      let capacity = sink.successorCapacity * 2
      let bigger = UnsafeMutablePointer<Successor>.allocate(capacity: capacity)
      bigger.update(from: sink.successors, count: sink.successorCount)
      successors.deallocate()
      successors = bigger
      successorCapacity = capacity
    }
    if sink.byteCount &+ length > sink.byteCapacity {
      let capacity = max(sink.byteCapacity * 2, sink.byteCount + length)
      let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity + 8)
      bigger.update(from: sink.bytes, count: sink.byteCount)
      bytes.deallocate()
      bytes = bigger
      byteCapacity = capacity
    }
    sink.successors = successors
    sink.successorCapacity = successorCapacity
    sink.bytes = bytes
    sink.byteCapacity = byteCapacity
  }

  /// Collects successors into the batch; its counters live here while expanding.
  fileprivate struct Sink: StepSink {
    unowned(unsafe) let batch: ExpansionBatch
    let seen: IssueFilter.Snapshot
    var successors: UnsafeMutablePointer<Successor>
    var successorCount: Int
    var successorCapacity: Int
    var bytes: UnsafeMutablePointer<UInt8>
    var byteCount: Int
    var byteCapacity: Int
    var failed: [UInt32] = []
    var pending: [PendingIssue] = []

    init(batch: ExpansionBatch, seen: IssueFilter.Snapshot) {
      self.batch = batch
      self.seen = seen
      successors = batch.successors
      successorCount = batch.successorCount
      successorCapacity = batch.successorCapacity
      bytes = batch.bytes
      byteCount = batch.byteCount
      byteCapacity = batch.byteCapacity
    }

    @inline(__always)
    mutating func successor(_ transition: TransitionID, _ state: UnsafePointer<UInt8>, _ count: Int)
    {
      if successorCount == successorCapacity || byteCount &+ count > byteCapacity {
        batch.grow(&self, bytes: count)
      }
      let hash = PackedBytes.copyAndHash(state, to: bytes + byteCount, count)
      successors[successorCount] = Successor(
        hash: hash, offset: UInt32(truncatingIfNeeded: byteCount),
        transition: UInt32(truncatingIfNeeded: transition), length: count)
      successorCount &+= 1
      byteCount &+= count
    }

    mutating func issue(_ transition: TransitionID, _ issue: StepIssue, action: Int) {
      if issue.isFailure { failed.append(UInt32(truncatingIfNeeded: transition)) }
      if seen.alreadySeen(transition, issue, action: action) { return }
      pending.append(PendingIssue(transition: transition, issue: issue, action: action))
    }
  }
}
