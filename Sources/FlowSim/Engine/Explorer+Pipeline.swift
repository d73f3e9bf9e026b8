import Foundation

extension Explorer {
  /// Hands out batches of consecutive configurations to expand, to this thread and
  /// to helper threads, and stores expanded batches in order, on this thread only.
  ///
  /// Expanding reads the slots of the configurations expanded and nothing else of
  /// the store, so it runs beside storing; only rebuilding the table (or moving its
  /// lists) waits until no helper is expanding. Batches live in a ring: batch `n`
  /// (in index order) uses ring entry `n % ring.count`.
  final class Pipeline: @unchecked Sendable {
    private enum Phase {
      case free, assigned, expanding, expanded
    }

    let semantics: Semantics
    let store: StateStore
    let filter: IssueFilter
    var storing: Storing
    private let helpers: Int
    private let ring: [ExpansionBatch]
    private var phases: [Phase]
    private let condition = NSCondition()
    /// Batches handed out so far, and stored so far (both in index order).
    private var assigned = 0
    private var stored = 0
    /// The next configuration to hand out.
    private var nextParent = 0
    /// Helpers expanding right now, whether storing waits to rebuild, and whether
    /// exploration is over.
    private var expanding = 0
    private var reorganizing = false
    private var finished = false
    private var helpersRunning = 0
    /// A job parts of which helpers run (while storing waits, in `exclusively`): the
    /// next part to hand out and the parts still running.
    private var job: (@Sendable (Int) -> Void)?
    private var jobParts = 0
    private var nextPart = 0
    private var partsRunning = 0

    /// Configurations per batch.
    static let batchSize = 256

    init(
      semantics: Semantics, store: StateStore, filter: IssueFilter, storing: Storing,
      threads: Int
    ) {
      self.semantics = semantics
      self.store = store
      self.filter = filter
      self.storing = storing
      helpers = threads - 1
      let size = threads == 1 ? 1 : 4 * threads
      ring = (0..<size).map { _ in ExpansionBatch(semantics: semantics, filter: filter) }
      phases = Array(repeating: .free, count: size)
      if helpers > 0 { store.runParts = { [unowned self] in runParts($0, $1) } }
    }

    func run() {
      condition.lock()
      helpersRunning = helpers
      condition.unlock()
      for _ in 0..<helpers {
        let thread = Thread { [self] in help() }
        thread.stackSize = 1 << 20
        thread.start()
      }
      condition.lock()
      while true {
        handOut()
        if stored == assigned { break }
        let next = stored % ring.count
        if phases[next] == .expanded {
          condition.unlock()
          storing.store(ring[next]) { change in exclusively(change) }
          condition.lock()
          phases[next] = .free
          stored += 1
          if storing.stopped { break }
          condition.broadcast()
        } else if let batch = earliest(.assigned) {
          // Nothing to store yet: expand, the earliest batch first.
          phases[batch] = .expanding
          condition.unlock()
          ring[batch].expand(semantics: semantics, store: store.snapshot)
          condition.lock()
          phases[batch] = .expanded
        } else {
          condition.wait()
        }
      }
      finished = true
      condition.broadcast()
      while helpersRunning > 0 { condition.wait() }
      condition.unlock()
    }

    /// Assigns configurations found but not handed out yet to free ring entries.
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

    /// A helper thread: expands batches until exploration is over.
    private func help() {
      condition.lock()
      while !finished {
        if let job, nextPart < jobParts {
          runNextPart(of: job)
          condition.broadcast()
        } else if !reorganizing, let batch = earliest(.assigned) {
          phases[batch] = .expanding
          expanding += 1
          let snapshot = store.snapshot
          condition.unlock()
          ring[batch].expand(semantics: semantics, store: snapshot)
          condition.lock()
          phases[batch] = .expanded
          expanding -= 1
          condition.broadcast()
        } else {
          condition.wait()
        }
      }
      helpersRunning -= 1
      condition.broadcast()
      condition.unlock()
    }

    /// Runs the parts of `job` on this thread and on helpers; returns when all are done.
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

    /// Runs `change` (a rebuild of the table or of its lists) while no helper reads.
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
