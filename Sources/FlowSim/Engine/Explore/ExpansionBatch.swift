/// The successors of a run of consecutive configurations, expanded ahead of storing
/// them (on any thread), with everything the explorer needs to store them in order.
///
/// Expanding reads the store's slots of the configurations expanded, which never
/// change, and looks the successors up in the store as it is (while the explorer may
/// be adding to it): a configuration's right after expanding it, while they are in
/// the cache, and those a rest's plan gives as they are recorded. A successor found there needs nothing more from the storing
/// thread (but its edge, when edges are kept): the batch also notes which
/// transitions fired and which configurations lead anywhere but to themselves. So
/// with helper threads, nearly all lookups and books run beside storing, which
/// searches only for the successors in `missing` and stores those that are new, one
/// batch after another in index order, so the numbering never depends on threads.
final class ExpansionBatch {
  /// One successor, in expansion order.
  struct Successor {
    /// The hash of its rest; its key, when it is `keyed` or `restKnown`.
    var hash: UInt64
    /// Where its bytes are in `bytes`.
    var offset: UInt32
    var transition: UInt32
    var length: UInt32
    /// Its index, when probing found it and the store tracks indices. Before probing:
    /// `learns` where the thread's memo is to learn where its step leads.
    var index: UInt32
    /// `notFound` when probing found it; `restKnown` when it found its rest only;
    /// else the empty slot of the store's rests where that search ended. Slots are
    /// never emptied, so until the rests are rebuilt the rest can only be there or
    /// further on, and storing resumes the search there.
    var resume: UInt32

    static let notFound = UInt32.max
    static let restKnown = UInt32.max - 1
    /// `length` of a successor known by its key, which `hash` holds: it has no bytes
    /// in `bytes` (see `Sink.flipped` and `Sink.knows`).
    static let keyed = UInt32.max
    static let learns: UInt32 = 1
  }

  /// One expanded configuration: where its successors and issues end, what it shows,
  /// how many transitions failed in it, and whether it leads anywhere else.
  struct Parent {
    var successorEnd: Int32
    var issueEnd: Int32
    var visible: Int32
    /// Where its failed transitions end in `failed`.
    var failedEnd: Int32
    /// Whether some successor differs from the configuration itself (set by probing;
    /// without one, and with no failed transition, it is a dead end).
    var movesOn = false
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
  /// The successors that probing did not find, by position in `successors`, in order
  /// (an index of those whose `resume` is set, so that storing need not read the
  /// others); as large as `successors`.
  private(set) var missing: UnsafeMutablePointer<Int32>
  private(set) var missingCount = 0
  /// Transitions fired in this batch that no earlier batch of this ring entry fired
  /// (`firedBefore`, which only ever fills, remembers those): the union over the
  /// batches stored is every transition fired.
  private(set) var newlyFired: [UInt32] = []
  private let firedBefore: UnsafeMutablePointer<Bool>
  /// Successors' packed bytes, with 8 bytes of slack.
  private(set) var bytes: UnsafeMutablePointer<UInt8>
  private var byteCount = 0
  private var byteCapacity: Int
  private(set) var issues: [PendingIssue] = []
  /// Transitions that failed, per configuration (all of them, unlike issues).
  private(set) var failed: [UInt32] = []
  /// The issue filter as it was when the batch was handed out (expanding threads
  /// read this copy, never the filter that the storing thread updates).
  let seen: IssueFilter.Snapshot
  /// The configurations to expand next.
  var range = 0..<0
  /// The store's generation that probing saw: found slots are valid while it lasts.
  private(set) var probedGeneration = -1

  init(semantics: Semantics, filter: IssueFilter) {
    seen = filter.makeSnapshot()
    parentCapacity = 64
    parents = .allocate(capacity: parentCapacity)
    successorCapacity = 512
    successors = .allocate(capacity: successorCapacity)
    missing = .allocate(capacity: successorCapacity)
    let transitions = semantics.flow.transitions.count
    firedBefore = .allocate(capacity: max(1, transitions))
    firedBefore.initialize(repeating: false, count: max(1, transitions))
    byteCapacity = 1 << 14
    bytes = .allocate(capacity: byteCapacity + 8)
  }

  deinit {
    parents.deallocate()
    successors.deallocate()
    missing.deallocate()
    firedBefore.deallocate()
    bytes.deallocate()
  }

  /// Expands configurations `range` of `store`, in the expanding thread's `work`.
  func expand(
    semantics: Semantics, store: ConfigurationStore.Snapshot, in work: Semantics.Workspace,
    memo: SuccessorMemo, plans: RestPlans?
  ) {
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
    // Ask for the next configurations' slots while expanding: the misses overlap.
    let ahead = Explorer.lookahead / 4
    for index in range.prefix(ahead) { store.prefetch(configuration: index) }
    probedGeneration = store.generation
    var sink = Sink(batch: self, seen: seen, store: store, memo: memo)
    newlyFired.removeAll(keepingCapacity: true)
    swap(&newlyFired, &sink.newlyFired)
    let lowBits = store.lowBits
    // Read through a plain value: calling `plans` would retain it each time.
    var planned = plans?.lookup
    for index in range {
      if index &+ ahead < range.upperBound { store.prefetch(configuration: index &+ ahead) }
      let key = store.key(of: index)
      if let planned, let plan = planned.plan(for: key &>> lowBits) {
        let movesOn = sink.replay(plan, key: key, plans: planned, in: store)
        collectIssues(&sink)
        parents[parentCount] = Parent(
          successorEnd: Int32(truncatingIfNeeded: sink.successorCount),
          issueEnd: Int32(truncatingIfNeeded: issues.count),
          visible: Int32(truncatingIfNeeded: plan.visible),
          failedEnd: Int32(truncatingIfNeeded: failed.count), movesOn: movesOn)
        parentCount &+= 1
        continue
      }
      let start = sink.successorCount
      work.parent.load { store.read(index, into: $0) }
      sink.parentKey = key
      let visible = semantics.expandLoadedFast(in: work, into: &sink)
      collectIssues(&sink)
      let (movesOn, restsKnown) = probe(&sink, from: start, of: key, in: store, memo: memo)
      // Counts within one batch and screen ids fit 32 bits: no checks.
      parents[parentCount] = Parent(
        successorEnd: Int32(truncatingIfNeeded: sink.successorCount),
        issueEnd: Int32(truncatingIfNeeded: issues.count),
        visible: Int32(truncatingIfNeeded: visible.index),
        failedEnd: Int32(truncatingIfNeeded: failed.count), movesOn: movesOn)
      parentCount &+= 1
      if let plans {
        // After probing: the memo knows this expansion's steps, and a walk is not
        // tried where one of them led to a rest not stored yet (it would stop there).
        plans.expanded(
          rest: key &>> lowBits, visible: visible.index, semantics: semantics, work: work,
          memo: sink.memo, rests: store.rests,
          census: restsKnown ? RestCensus(store) : .none)
        planned = plans.lookup
      }
    }
    successorCount = sink.successorCount
    byteCount = sink.byteCount
    missingCount = sink.missingCount
    swap(&newlyFired, &sink.newlyFired)
  }

  /// Moves the issues and failed transitions the sink collected into the batch's.
  @inline(__always)
  private func collectIssues(_ sink: inout Sink) {
    if !sink.pending.isEmpty {
      issues += sink.pending
      sink.pending.removeAll(keepingCapacity: true)
    }
    if !sink.failed.isEmpty {
      failed += sink.failed
      sink.failed.removeAll(keepingCapacity: true)
    }
  }

  /// Looks the successors of the configuration with key `itself` (from `start` on)
  /// up in `store`: notes the index of those there (when the store tracks indices),
  /// and for the others, their key where their rest is there, else where the search
  /// for the rest ended; lists the others in `missing`, notes which transitions fired,
  /// teaches the memo, and returns whether any successor leads elsewhere, and whether
  /// every successor's rest was stored.
  private func probe(
    _ sink: inout Sink, from start: Int, of itself: Int, in store: ConfigurationStore.Snapshot,
    memo: SuccessorMemo
  ) -> (movesOn: Bool, restsKnown: Bool) {
    // The buffers and the store's tables, read once: the stores below could alias
    // them as far as the compiler knows, so it would reload them per successor.
    let successors = sink.successors
    let bytes = sink.bytes
    let rests = store.rests
    let split = store.split
    let keyIndices = store.keyIndices
    // No prefetching: the rests' table is small enough to stay in the cache (asking
    // for each successor's slot ahead cost 5% of the instructions and 3% of the time
    // on the smallest NAVBENCH rung, and gained nothing on the largest).
    // Where every rest is a whole configuration, the parent's slot tells it apart.
    let itselfSlot = split == 0 ? rests.slot(of: itself) : -1
    var movesOn = false
    var restsKnown = true
    var learned = false
    for index in start..<sink.successorCount {
      let entry = successors[index]
      let transition = TransitionID(Int(entry.transition))
      sink.fire(entry.transition)
      // The successor's key where it is known (-1: its rest is not stored yet).
      var key = -1
      if entry.length == Successor.keyed {
        key = Int(truncatingIfNeeded: entry.hash)
      } else {
        let pointer = UnsafePointer(bytes + Int(entry.offset))
        let (slot, found) = rests.search(
          pointer + split, Int(entry.length) &- split, hash: entry.hash,
          from: rests.home(entry.hash))
        if found, split == 0 {
          // A rest is a whole configuration, stored: no key to make or test.
          if slot != itselfSlot { movesOn = true }
          if keyIndices != nil { successors[index].index = UInt32(rests.index(ofSlot: slot)) }
          continue
        }
        if found {
          let rest = rests.index(ofSlot: slot)
          if entry.index == Successor.learns {
            memo.learn(from: itself &>> store.lowBits, by: transition, to: rest)
            learned = true
            successors[index].index = 0
          }
          key = store.key(rest: rest, first: pointer)
        } else {
          successors[index].resume = UInt32(truncatingIfNeeded: slot)
        }
      }
      if key >= 0 {
        if sink.settle(index, key: key, parent: itself, in: store) { movesOn = true }
        continue
      }
      // Its rest is not stored, so neither is it (and it is not the parent).
      movesOn = true
      restsKnown = false
      sink.miss(index)
    }
    // Learning may have moved the memo.
    if learned { sink.memo = memo.lookup }
    return (movesOn, restsKnown)
  }

  /// Makes room for one more successor of `length` bytes.
  fileprivate func grow(_ sink: inout Sink, bytes length: Int) {
    if sink.successorCount == sink.successorCapacity {
      successorCapacity = sink.successorCapacity * 2
      successors = successors.reallocated(
        keeping: sink.successorCount, capacity: successorCapacity)
      missing = missing.reallocated(keeping: sink.missingCount, capacity: successorCapacity)
    }
    if sink.byteCount &+ length > sink.byteCapacity {
      byteCapacity = max(sink.byteCapacity * 2, sink.byteCount + length)
      // 8 bytes of slack for word reads.
      bytes = bytes.reallocated(keeping: sink.byteCount, capacity: byteCapacity + 8)
    }
    sink.successors = successors
    sink.missing = missing
    sink.successorCapacity = successorCapacity
    sink.bytes = bytes
    sink.byteCapacity = byteCapacity
  }

  /// Collects successors into the batch; its counters live here while expanding.
  fileprivate struct Sink: DirectStepSink {
    static var takesDisabled: Bool { false }
    unowned(unsafe) let batch: ExpansionBatch
    let seen: IssueFilter.Snapshot
    /// Bytes before a configuration's rest, which its hash leaves out.
    let split: Int
    let lowBits: Int
    /// The thread's memo, as it was when probing last taught it (which may move it).
    var memo: SuccessorMemo.Lookup
    /// The key of the configuration being expanded.
    var parentKey = 0
    /// Whether the next successor recorded is to teach the memo where its step leads.
    var learning = false
    var successors: UnsafeMutablePointer<Successor>
    var successorCount: Int
    var successorCapacity: Int
    var bytes: UnsafeMutablePointer<UInt8>
    var byteCount: Int
    var byteCapacity: Int
    /// The batch's `missing`, and how many it lists so far.
    var missing: UnsafeMutablePointer<Int32>
    var missingCount = 0
    /// Transitions fired first in this ring entry, so far (see `newlyFired`).
    var newlyFired: [UInt32] = []
    let firedBefore: UnsafeMutablePointer<Bool>
    var failed: [UInt32] = []
    var pending: [PendingIssue] = []

    init(
      batch: ExpansionBatch, seen: IssueFilter.Snapshot, store: ConfigurationStore.Snapshot,
      memo: SuccessorMemo
    ) {
      self.batch = batch
      self.seen = seen
      split = store.split
      lowBits = store.lowBits
      self.memo = memo.lookup
      successors = batch.successors
      successorCount = batch.successorCount
      successorCapacity = batch.successorCapacity
      bytes = batch.bytes
      byteCount = batch.byteCount
      byteCapacity = batch.byteCapacity
      missing = batch.missing
      firedBefore = batch.firedBefore
    }

    @inline(__always)
    mutating func successor(_ transition: TransitionID, _ state: UnsafePointer<UInt8>, _ count: Int)
    {
      let room = self.room(for: count).unsafelyUnwrapped
      PackedBytes.copy(state, to: room, count)
      commit(transition, count)
    }

    /// The batch's next bytes, with room for `count` more (and the slack after them).
    @inline(__always)
    mutating func room(for count: Int) -> UnsafeMutablePointer<UInt8>? {
      if successorCount == successorCapacity || byteCount &+ count > byteCapacity {
        batch.grow(&self, bytes: count)
      }
      return bytes + byteCount
    }

    @inline(__always)
    mutating func commit(_ transition: TransitionID, _ count: Int) {
      record(
        transition, count, hash: PackedBytes.hash(bytes + (byteCount &+ split), count &- split))
    }

    /// Adds the successor whose `count` bytes are at the batch's next bytes.
    @inline(__always)
    private mutating func record(_ transition: TransitionID, _ count: Int, hash: UInt64) {
      successors[successorCount] = Successor(
        hash: hash, offset: UInt32(truncatingIfNeeded: byteCount),
        transition: UInt32(truncatingIfNeeded: transition.index),
        length: UInt32(truncatingIfNeeded: count), index: learning ? Successor.learns : 0,
        resume: Successor.notFound)
      learning = false
      successorCount &+= 1
      byteCount &+= count
    }

    /// Records the successor with `key`, which needs no bytes.
    @inline(__always)
    private mutating func record(_ transition: TransitionID, key: Int) {
      if successorCount == successorCapacity { batch.grow(&self, bytes: 0) }
      successors[successorCount] = Successor(
        hash: UInt64(truncatingIfNeeded: key), offset: 0,
        transition: UInt32(truncatingIfNeeded: transition.index), length: Successor.keyed, index: 0,
        resume: Successor.notFound)
      successorCount &+= 1
    }

    /// Records the successors of the configuration with `key` as its rest's plan
    /// says, and probes them as it goes (as `probe` would: their keys are known);
    /// returns whether any leads elsewhere.
    @inline(__always)
    mutating func replay(
      _ plan: RestPlans.Plan, key: Int, plans: RestPlans.Lookup,
      in store: ConfigurationStore.Snapshot
    ) -> Bool {
      let first = key & (1 &<< lowBits &- 1)
      var movesOn = false
      for index in 0..<plan.count {
        // Read in place, field by field: the map is read only by a mapped step.
        let step = plan.steps + index
        guard RestPlans.passes(plans.masks, step.pointee.mask, first) else { continue }
        let transition = TransitionID(Int(step.pointee.transition))
        let target = Int(step.pointee.target)
        let kind = step.pointee.kind
        let next: Int
        // Flips and rests take one test, as they did before there were maps.
        if kind.rawValue >= RestPlans.Kind.mapped.rawValue {
          if kind == .issue {
            let notice = plans.notices[target]
            issue(transition, notice.issue, action: notice.action)
            continue
          }
          next = target &<< lowBits | Int(plans.maps[Int(step.pointee.map) &<< 8 | first])
        } else {
          next = kind == .flip ? key ^ target : target &<< lowBits | first
        }
        fire(step.pointee.transition)
        record(transition, key: next)
        if settle(successorCount &- 1, key: next, parent: key, in: store) { movesOn = true }
      }
      return movesOn
    }

    /// Notes that `transition` fired, where no batch of this ring entry had yet.
    @inline(__always)
    mutating func fire(_ transition: UInt32) {
      if !firedBefore[Int(transition)] {
        firedBefore[Int(transition)] = true
        newlyFired.append(transition)
      }
    }

    /// Probes successor `index`, whose key is `key`: notes its index where it is
    /// stored (when indices are kept), else lists it as missing, known by its key.
    /// Returns whether it leads elsewhere than the configuration with key `parent`.
    @inline(__always)
    mutating func settle(
      _ index: Int, key: Int, parent: Int, in store: ConfigurationStore.Snapshot
    ) -> Bool {
      if store.isStored(key) {
        // Key indices hold the index plus one (see `ConfigurationStore.Snapshot`).
        if let keyIndices = store.keyIndices { successors[index].index = keyIndices[key] &- 1 }
        return key != parent
      }
      successors[index].hash = UInt64(truncatingIfNeeded: key)
      successors[index].resume = Successor.restKnown
      miss(index)
      return true
    }

    /// Lists successor `index` as missing: storing searches for it again.
    @inline(__always)
    mutating func miss(_ index: Int) {
      missing[missingCount] = Int32(truncatingIfNeeded: index)
      missingCount &+= 1
    }

    /// A step that changes only the rest leads where the memo says it did from this
    /// rest; else the successor recorded next teaches it.
    @inline(__always)
    mutating func knows(_ transition: TransitionID) -> Bool {
      // Without a first byte apart, a rest is a whole configuration: nothing to reuse.
      guard split > 0 else { return false }
      let rest = memo.rest(from: parentKey &>> lowBits, by: transition)
      guard rest >= 0 else {
        learning = true
        return false
      }
      record(transition, key: rest &<< lowBits | parentKey & (1 &<< lowBits &- 1))
      return true
    }

    /// A flip of the first byte keeps the parent's rest: the successor is known by
    /// its first byte (see `ConfigurationStore`).
    @inline(__always)
    mutating func flipped(
      _ transition: TransitionID, bits: UInt8, at offset: Int, of parent: UnsafePointer<UInt8>
    ) -> Bool {
      guard offset < split else { return false }
      record(transition, key: parentKey & ~(1 &<< lowBits &- 1) | Int(parent[0] ^ bits))
      return true
    }

    mutating func issue(_ transition: TransitionID, _ issue: StepIssue, action: Int) {
      if issue.isFailure { failed.append(UInt32(truncatingIfNeeded: transition.index)) }
      if seen.alreadySeen(transition, issue, action: action) { return }
      pending.append(PendingIssue(transition: transition, issue: issue, action: action))
    }
  }
}
