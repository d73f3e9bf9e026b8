import Foundation

extension Explorer {
  /// Stores expanded batches in index order and keeps the exploration's books:
  /// depth, counts, fired transitions, visible screens, dead ends, edges, issues, and
  /// where to stop.
  struct Storing {
    let store: ConfigurationStore
    let space: StateSpace
    let filter: IssueFilter
    let maxStates: Int
    let maxMemory: Int
    let recordEdges: Bool
    let progress: (@Sendable (Int, Double) -> Void)?
    let started = Date()
    private(set) var stopped = false
    /// Whether exploring stopped at the memory ceiling (`Options.maxMemory`).
    private(set) var stoppedForMemory = false
    private var levelEnd = 1
    private var depth = 0
    private var transitionCount = 0
    private let fired: UnsafeMutablePointer<Bool>
    private let transitions: Int
    private let visible: UnsafeMutablePointer<Bool>
    private var deadEnds: [Int] = []
    /// With edges, the state space's books (see `StateSpace`), grown in place in
    /// address space reserved up to the memory ceiling: exploring stops there, so
    /// none outgrows it (see `ReservedList`).
    private let edgeStart: ReservedList<UInt32>
    private let edgeTarget: ReservedList<UInt32>
    private let edgeTransition: EdgeTransitions
    /// With edges: each expanded configuration's visible screen and failed transitions.
    private let shown: ReservedList<UInt16>
    private let failureStart: ReservedList<UInt32>
    private let failureTransition: ReservedList<UInt32>
    /// The current batch's part of the books above, in plain memory: written with no
    /// checks, then appended to them once a batch (see `FlatList`).
    private var batchTargets = FlatList<UInt32>()
    private var batchTransitions = FlatList<UInt32>()
    private var batchEdgeStarts = FlatList<UInt32>()
    private var batchShown = FlatList<Int32>()
    private var batchFailureStarts = FlatList<UInt32>()

    init(
      store: ConfigurationStore, space: StateSpace, filter: IssueFilter, options: Options,
      transitions: Int
    ) {
      self.store = store
      self.space = space
      self.filter = filter
      maxStates = options.maxStates
      maxMemory = options.maxMemory ?? Int.max
      recordEdges = options.recordEdges
      progress = options.progress
      self.transitions = transitions
      fired = .allocate(capacity: max(1, transitions))
      fired.initialize(repeating: false, count: max(1, transitions))
      let screens = max(1, space.flow.screens.count)
      visible = .allocate(capacity: screens)
      visible.initialize(repeating: false, count: screens)
      // A batch may add its edges past the ceiling before memory is weighed again.
      let ceiling = min(maxMemory, 1 << 36) + (64 << 20)
      edgeStart = ReservedList(ceiling: ceiling)
      edgeStart.append(0)
      edgeTarget = ReservedList(ceiling: ceiling)
      edgeTransition = EdgeTransitions(
        narrow: options.narrowsTransitions && EdgeTransitions.narrow(for: transitions),
        ceiling: ceiling)
      shown = ReservedList(ceiling: ceiling)
      failureStart = ReservedList(ceiling: ceiling)
      failureStart.append(0)
      failureTransition = ReservedList(ceiling: ceiling)
    }

    /// Stores a batch's successors, one configuration after another; stops (and
    /// says so) where the sequential search would stop.
    ///
    /// Successors that probing found are in the table already: without edges to
    /// record, only the missing ones are searched for (again) and stored if new.
    mutating func store(_ batch: ExpansionBatch, exclusively: (() -> Void) -> Void) {
      // The batch's fields, read once (the compiler would reload them per successor).
      // Memory is weighed once a batch: the store, and the edges recorded.
      if maxMemory != Int.max, bytesUsed > maxMemory {
        stopped = true
        stoppedForMemory = true
        return
      }
      let successors = batch.successors
      let missing = batch.missing
      let missingCount = batch.missingCount
      let parents = batch.parents
      // Read once: reading a class reference from `self` (inout) for each call would
      // retain and release it each time.
      let store = self.store
      var view = store.snapshot
      // Where probing's searches ended still holds unless the table was rebuilt since.
      var resumable = batch.probedGeneration == view.generation
      // Ask for where the next searches start while searching, so that the misses
      // overlap (asking for all at once would only stall on the full queue of misses).
      for next in 0..<Explorer.lookahead { prefetchSearch(next, of: batch, view, resumable) }
      var next = 0
      var successor = 0
      var issue = 0
      var failure = 0
      // Where this batch's edges and failed transitions start in the books.
      let edgeBase = edgeTarget.count
      let failureBase = failureTransition.count
      if recordEdges {
        // Room for the whole batch: the appends below then check nothing.
        batchTargets.reserve(batch.successorCount)
        batchTransitions.reserve(batch.successorCount)
        batchEdgeStarts.reserve(batch.parentCount)
        batchShown.reserve(batch.parentCount)
        batchFailureStarts.reserve(batch.parentCount)
      }
      defer { if recordEdges { keepEdges(of: batch, failures: failure) } }
      for local in 0..<batch.parentCount {
        let index = batch.first + local
        if index == levelEnd {
          depth += 1
          levelEnd = store.count
        }
        if store.count > maxStates || store.isNearLimit || store.isSparse {
          // Only the successors stored so far count as fired.
          for earlier in 0..<successor { fired[Int(successors[earlier].transition)] = true }
          stopped = true
          return
        }
        let parent = parents[local]
        let end = Int(parent.successorEnd)
        transitionCount += end - successor
        if recordEdges {
          while successor < end {
            let entry = successors[successor]
            var target = Int(entry.index)
            if entry.resume != ExpansionBatch.Successor.notFound {
              prefetchSearch(next &+ Explorer.lookahead, of: batch, view, resumable)
              next += 1
              target = findOrAdd(
                entry, of: batch, parent: index, in: store, view: &view,
                resumable: &resumable, exclusively: exclusively)
            }
            batchTargets.appendReserved(UInt32(truncatingIfNeeded: target))
            batchTransitions.appendReserved(entry.transition)
            successor += 1
          }
        } else {
          while next < missingCount, Int(missing[next]) < end {
            prefetchSearch(next &+ Explorer.lookahead, of: batch, view, resumable)
            _ = findOrAdd(
              successors[Int(missing[next])], of: batch, parent: index, in: store,
              view: &view, resumable: &resumable, exclusively: exclusively)
            next += 1
          }
          successor = end
        }
        while issue < Int(parent.issueEnd) {
          let pending = batch.issues[issue]
          filter.record(state: index, pending.transition, pending.issue, action: pending.action)
          issue += 1
        }
        visible[Int(parent.visible)] = true
        let failures = Int(parent.failedEnd) - failure
        if !parent.movesOn, failures == 0 { deadEnds.append(index) }
        failure = Int(parent.failedEnd)
        if recordEdges {
          batchEdgeStarts.appendReserved(UInt32(truncatingIfNeeded: edgeBase &+ batchTargets.count))
          batchShown.appendReserved(parent.visible)
          batchFailureStarts.appendReserved(UInt32(truncatingIfNeeded: failureBase &+ failure))
        }
        if (index + 1) & 0xFFFF == 0, let progress {
          progress(store.count, Date().timeIntervalSince(started))
        }
      }
      for transition in batch.newlyFired { fired[Int(transition)] = true }
    }

    /// Appends what `store` wrote of `batch`'s books to the state space's (its first
    /// `failures` failed transitions, those of the configurations stored), and
    /// empties the batch's.
    private mutating func keepEdges(of batch: ExpansionBatch, failures: Int) {
      edgeTarget.append(contentsOf: batchTargets.buffer)
      edgeTransition.append(contentsOf: batchTransitions.buffer)
      edgeStart.append(contentsOf: batchEdgeStarts.buffer)
      shown.append(converting: batchShown.buffer) { UInt16(truncatingIfNeeded: $0) }
      failureStart.append(contentsOf: batchFailureStarts.buffer)
      batch.failed.withUnsafeBufferPointer {
        failureTransition.append(contentsOf: UnsafeBufferPointer(rebasing: $0[..<failures]))
      }
      batchTargets.removeAll()
      batchTransitions.removeAll()
      batchEdgeStarts.removeAll()
      batchShown.removeAll()
      batchFailureStarts.removeAll()
    }

    /// Looks a successor up that probing did not find, and stores it if it is new
    /// (with `parent`). Returns its index when edges are recorded; keeps `view`
    /// current and clears `resumable` when the rests are rebuilt.
    @inline(__always)
    private mutating func findOrAdd(
      _ entry: ExpansionBatch.Successor, of batch: ExpansionBatch, parent: Int,
      in store: ConfigurationStore, view: inout ConfigurationStore.Snapshot,
      resumable: inout Bool,
      exclusively: (() -> Void) -> Void
    ) -> Int {
      // The commonest case, in line: a successor whose key probing knew, and that
      // moves nothing when added (the rest needs the call: it would retain its
      // arguments).
      if entry.resume == ExpansionBatch.Successor.restKnown {
        let key = Int(truncatingIfNeeded: entry.hash)
        if view.isStored(key) { return recordEdges ? view.index(ofKey: key) : 0 }
        if !store.reorganizesForKey {
          store.add(key: key, parent: parent)
          return store.count - 1
        }
      }
      return findOrAddSlowly(
        entry, of: batch, parent: parent, in: store, view: &view, resumable: &resumable,
        exclusively: exclusively)
    }

    /// `findOrAdd` for any successor.
    private mutating func findOrAddSlowly(
      _ entry: ExpansionBatch.Successor, of batch: ExpansionBatch, parent: Int,
      in store: ConfigurationStore, view: inout ConfigurationStore.Snapshot,
      resumable: inout Bool,
      exclusively: (() -> Void) -> Void
    ) -> Int {
      let pointer = UnsafePointer(batch.bytes + Int(entry.offset))
      let length = Int(entry.length)
      var key: Int
      if entry.resume == ExpansionBatch.Successor.restKnown {
        // Rest numbers never change: the key holds whatever moved since.
        key = Int(truncatingIfNeeded: entry.hash)
      } else {
        let split = view.split
        if length &- split &+ view.rests.header > view.rests.width {
          // Other threads read the table: only with them paused may it change.
          exclusively { store.widen(for: length) }
          view = store.snapshot
          resumable = false
        }
        let (slot, found) = view.rests.search(
          pointer + split, length &- split, hash: entry.hash,
          from: start(of: entry, view, resumable))
        if found, split == 0 {
          // A rest is a whole configuration, stored (its index is its rest's number).
          return recordEdges ? view.rests.index(ofSlot: slot) : 0
        }
        if found {
          key = view.key(rest: view.rests.index(ofSlot: slot), first: pointer)
        } else {
          // A new rest: a new configuration.
          if store.reorganizesForRest(at: slot) {
            exclusively {
              let rest = store.addRest(pointer, length, hash: entry.hash, at: slot)
              store.add(key: store.snapshot.key(rest: rest, first: pointer), parent: parent)
            }
            // Only an add that reorganizes moves the rests, the bits or the order.
            view = store.snapshot
            resumable = resumable && batch.probedGeneration == view.generation
          } else {
            let rest = store.addRest(pointer, length, hash: entry.hash, at: slot)
            store.add(key: view.key(rest: rest, first: pointer), parent: parent)
          }
          return store.count - 1
        }
      }
      if view.isStored(key) { return recordEdges ? view.index(ofKey: key) : 0 }
      if store.reorganizesForKey {
        exclusively { store.add(key: key, parent: parent) }
        view = store.snapshot
      } else {
        store.add(key: key, parent: parent)
      }
      return store.count - 1
    }

    /// Prefetches where the search for missing successor `position` (if there is one)
    /// starts, to be written: most missing successors are new.
    @inline(__always)
    private func prefetchSearch(
      _ position: Int, of batch: ExpansionBatch, _ view: ConfigurationStore.Snapshot,
      _ resumable: Bool
    ) {
      guard position < batch.missingCount else { return }
      let entry = batch.successors[Int(batch.missing[position])]
      if entry.resume == ExpansionBatch.Successor.restKnown {
        view.prefetch(key: Int(truncatingIfNeeded: entry.hash))
      } else {
        view.rests.prefetch(slot: start(of: entry, view, resumable), forWriting: true)
      }
    }

    /// Where the search for a missing successor's rest starts: where probing's
    /// search ended, while the rests are as probing saw them; else the rest's home.
    @inline(__always)
    private func start(
      of entry: ExpansionBatch.Successor, _ view: ConfigurationStore.Snapshot, _ resumable: Bool
    ) -> Int {
      resumable ? Int(entry.resume) : view.rests.home(entry.hash)
    }

    /// Hands the books to the state space.
    /// Bytes the configurations and the books kept so far take.
    var bytesUsed: Int {
      store.bytesUsed + edgeTarget.bytes + edgeTransition.bytes + edgeStart.bytes
        + failureTransition.bytes + failureStart.bytes + shown.bytes + deadEnds.capacity * 8
    }

    mutating func finish() {
      if stopped { space.isComplete = false }
      space.stoppedForMemory = stoppedForMemory
      if recordEdges {
        // Configurations found but never expanded (a stopped run) have no edges.
        while edgeStart.count < store.count + 1 { edgeStart.append(UInt32(edgeTarget.count)) }
        space.edgeStart = edgeStart
        space.edgeTarget = edgeTarget
        space.edgeTransition = edgeTransition
        space.shown = shown
        space.failureStart = failureStart
        space.failureTransition = failureTransition
      }
      space.depth = depth
      space.transitionCount = transitionCount
      space.firedTransitions = Array(UnsafeBufferPointer(start: fired, count: transitions))
      space.visibleScreens = Array(
        UnsafeBufferPointer(start: visible, count: space.flow.screens.count))
      space.deadEnds = deadEnds
      space.issues = filter.records
      fired.deallocate()
      visible.deallocate()
      for list in [batchTargets, batchTransitions, batchEdgeStarts, batchFailureStarts] {
        list.deallocate()
      }
      batchShown.deallocate()
    }
  }
}
