import Foundation

extension Explorer {
  /// Hands out batches of consecutive configurations to expand, to this thread and
  /// to helper threads, and stores expanded batches in order, one thread at a time.
  ///
  /// Expanding only reads the store, so it runs beside storing; only rebuilding the
  /// table (or moving its lists) waits until no thread is expanding. Batches live in
  /// a ring: batch `n` (in index order) uses ring entry `n % ring.count`.
  final class Pipeline: @unchecked Sendable {
    private enum Phase {
      case free, assigned, expanding, expanded
    }

    let semantics: Semantics
    let store: ConfigurationStore
    let filter: IssueFilter
    var storing: Storing
    private let helpers: Int
    private let ring: [ExpansionBatch]
    /// Each thread's scratch space, by worker number (0 is this thread).
    private let workspaces: [Semantics.Workspace]
    /// Each thread's memo of where steps lead, by worker number.
    private let memos: [SuccessorMemo]
    /// Each thread's plans of what rests offer, by worker number (none where the
    /// store keeps whole configurations, or plans are off).
    private let plans: [RestPlans]
    private var phases: [Phase]
    private let condition = NSCondition()
    /// Batches handed out so far, and stored so far (both in index order).
    private var assigned = 0
    private var stored = 0
    /// The next configuration to hand out.
    private var nextParent = 0
    /// Threads expanding right now, whether storing waits to rebuild, and whether
    /// exploration is over.
    private var expanding = 0
    /// Whether a thread is storing a batch, and which thread expanded each ring entry.
    private var isStoring = false
    private var expandedBy: [Int]
    private var reorganizing = false
    private var finished = false
    private var helpersRunning = 0
    /// A job parts of which the other threads run (while storing waits, in
    /// `exclusively`): the next part to hand out and the parts still running.
    private var job: (@Sendable (Int) -> Void)?
    private var jobParts = 0
    private var nextPart = 0
    private var partsRunning = 0

    /// Configurations per batch.
    static let batchSize = 256

    init(
      semantics: Semantics, store: ConfigurationStore, filter: IssueFilter, storing: Storing,
      threads: Int, plansRests: Bool = true
    ) {
      self.semantics = semantics
      self.store = store
      self.filter = filter
      self.storing = storing
      helpers = threads - 1
      let size = threads == 1 ? 1 : 4 * threads
      ring = (0..<size).map { _ in ExpansionBatch(semantics: semantics, filter: filter) }
      workspaces = (0..<threads).map { _ in Semantics.Workspace(semantics) }
      memos = (0..<threads).map { _ in SuccessorMemo() }
      plans =
        plansRests && store.snapshot.split == 1
        ? (0..<threads).map { _ in RestPlans(semantics: semantics) } : []
      phases = Array(repeating: .free, count: size)
      expandedBy = Array(repeating: 0, count: size)
      if helpers > 0 { store.runParts = { [unowned self] in runParts($0, $1) } }
    }

    func run() {
      condition.lock()
      helpersRunning = helpers
      condition.unlock()
      for helper in 0..<helpers {
        HelperThread.start(index: helper) { [self] in
          condition.lock()
          work(as: helper + 1)
          condition.unlock()
        }
      }
      condition.lock()
      work(as: 0)
      while helpersRunning > 0 { condition.wait() }
      condition.unlock()
      // The store outlives the pipeline (in the state space): it must not call in.
      store.runParts = nil
    }

    /// Assigns configurations found but not handed out yet to free ring entries;
    /// only while no thread stores (storing adds configurations and updates the
    /// filter that batches copy).
    private func handOut() {
      while assigned - stored < ring.count, nextParent < store.count {
        let batch = assigned % ring.count
        let end = min(store.count, nextParent + Pipeline.batchSize)
        ring[batch].range = nextParent..<end
        filter.refresh(ring[batch].seen)
        phases[batch] = .assigned
        nextParent = end
        assigned += 1
      }
      if helpers > 0 { condition.broadcast() }
    }

    /// The ring entry of the earliest batch (in index order) in `phase`.
    private func earliest(_ phase: Phase) -> Int? {
      for order in stored..<assigned where phases[order % ring.count] == phase {
        return order % ring.count
      }
      return nil
    }

    /// Every thread's loop (`worker` 0 is the exploring thread, which returns when
    /// exploration is over; helpers count themselves out): runs parts of a job,
    /// stores the next batch in order, or expands the earliest batch handed out.
    /// Called, and returns, with the lock held.
    ///
    /// One thread stores at a time, and preferably the one that expanded the batch:
    /// its successors and the slots its searches ended on are still in that core's
    /// cache. The other thread's batch is stored only when there is nothing to
    /// expand, so that the ring never stalls.
    private func work(as worker: Int) {
      while !finished {
        if let job, nextPart < jobParts {
          runNextPart(of: job)
          condition.broadcast()
          continue
        }
        if !isStoring {
          handOut()
          if stored == assigned {
            finish()
            break
          }
        }
        let next = stored % ring.count
        let storable = !isStoring && phases[next] == .expanded
        if storable, expandedBy[next] == worker {
          store(next)
          continue
        }
        if !reorganizing, let batch = earliest(.assigned) {
          phases[batch] = .expanding
          expanding += 1
          let snapshot = store.snapshot
          condition.unlock()
          ring[batch].expand(
            semantics: semantics, store: snapshot, in: workspaces[worker], memo: memos[worker],
            plans: plans.isEmpty ? nil : plans[worker])
          condition.lock()
          phases[batch] = .expanded
          expandedBy[batch] = worker
          expanding -= 1
          condition.broadcast()
        } else if storable {
          store(next)
        } else {
          condition.wait()
        }
      }
      if worker > 0 {
        helpersRunning -= 1
        condition.broadcast()
      }
    }

    /// Stores ring entry `entry`, the next batch in order; called, and returns, with
    /// the lock held.
    private func store(_ entry: Int) {
      isStoring = true
      condition.unlock()
      storing.store(ring[entry]) { change in exclusively(change) }
      condition.lock()
      isStoring = false
      phases[entry] = .free
      stored += 1
      if storing.stopped { finish() }
      condition.broadcast()
    }

    private func finish() {
      finished = true
      condition.broadcast()
    }

    /// Runs the parts of `job` on this thread and the others; returns when all are done.
    private func runParts(_ parts: Int, _ job: @escaping @Sendable (Int) -> Void) {
      condition.lock()
      self.job = job
      jobParts = parts
      nextPart = 0
      partsRunning = parts
      condition.broadcast()
      while nextPart < jobParts { runNextPart(of: job) }
      while partsRunning > 0 { condition.wait() }
      self.job = nil
      condition.unlock()
    }

    /// Runs the next part of `job`; called, and returns, with the lock held.
    private func runNextPart(of job: @Sendable (Int) -> Void) {
      let part = nextPart
      nextPart += 1
      condition.unlock()
      job(part)
      condition.lock()
      partsRunning -= 1
    }

    /// Runs `change` (a rebuild of the table or of its lists) while no other thread reads.
    private func exclusively(_ change: () -> Void) {
      guard helpers > 0 else { return change() }
      condition.lock()
      reorganizing = true
      while expanding > 0 { condition.wait() }
      condition.unlock()
      change()
      condition.lock()
      reorganizing = false
      condition.broadcast()
      condition.unlock()
    }
  }
}
