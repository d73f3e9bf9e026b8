/// How a rest's plan is recorded: a sink for the walk over what it offers.
extension RestPlans {
  /// Receives one walk over what a rest offers (`Semantics.plan`): records each
  /// step as a flip, a step to a known rest or an issue, and notes anything a plan
  /// cannot hold.
  struct Recorder: DirectStepSink {
    static var takesDisabled: Bool { false }
    unowned(unsafe) let plans: RestPlans
    unowned(unsafe) let semantics: Semantics
    unowned(unsafe) let work: Semantics.Workspace
    let memo: SuccessorMemo.Lookup
    /// The store's rests, to look up successors the memo does not know.
    let rests: StateStore.Snapshot
    let rest: Int
    /// The mask of the step recorded next.
    var mask: Int32 = -1
    /// Set when the walk met something a plan cannot hold; `missed` when the memo
    /// does not know a step yet (a later try may).
    var cannot = false
    var missed = false

    init(
      plans: RestPlans, semantics: Semantics, work: Semantics.Workspace,
      memo: SuccessorMemo.Lookup, rests: StateStore.Snapshot, rest: Int
    ) {
      self.plans = plans
      self.semantics = semantics
      self.work = work
      self.memo = memo
      self.rests = rests
      self.rest = rest
    }

    /// What guard `program` reads (see `RestPlans.scope`).
    func scope(ofGuard program: Int) -> GuardScope {
      plans.scope(ofGuard: program, semantics, stack: work.stack)
    }

    /// A successor of the general path (a step not taken directly): its rest looked
    /// up, as `commit` does; one that changed the first byte cannot be planned.
    mutating func successor(_ transition: TransitionID, _ state: UnsafePointer<UInt8>, _ count: Int)
    {
      guard state[0] == work.parent.base[0] else {
        cannot = true
        return
      }
      find(transition, state + 1, count &- 1)
    }

    mutating func issue(_ transition: TransitionID, _ issue: StepIssue, action: Int) {
      let notice = plans.append(Notice(issue: issue, action: action))
      plans.append(
        Step(
          transition: UInt32(truncatingIfNeeded: transition.index), mask: mask, target: notice,
          kind: .issue))
    }

    mutating func flipped(
      _ transition: TransitionID, bits: UInt8, at offset: Int, of parent: UnsafePointer<UInt8>
    ) -> Bool {
      guard offset == 0 else { return false }
      plans.append(
        Step(
          transition: UInt32(truncatingIfNeeded: transition.index), mask: mask,
          target: UInt32(bits), kind: .flip))
      return true
    }

    /// A step the memo knows is recorded; one it does not is written (`room`), and
    /// its rest looked up in the store (`commit`).
    mutating func knows(_ transition: TransitionID) -> Bool {
      let next = memo.rest(from: rest, by: transition)
      guard next >= 0 else { return false }
      record(transition, to: next)
      return true
    }

    mutating func room(for count: Int) -> UnsafeMutablePointer<UInt8>? {
      plans.scratch(for: count)
    }

    /// Looks the rest of the successor written at `room` up; one not stored yet
    /// leaves the plan to a later try.
    mutating func commit(_ transition: TransitionID, _ count: Int) {
      find(transition, UnsafePointer(plans.scratch(for: count)) + 1, count &- 1)
    }

    /// Records the step to the rest of `length` bytes at `bytes`, where it is stored.
    private mutating func find(
      _ transition: TransitionID, _ bytes: UnsafePointer<UInt8>, _ length: Int
    ) {
      let hash = PackedBytes.hash(bytes, length)
      let (slot, found) = rests.search(bytes, length, hash: hash, from: rests.home(hash))
      if found {
        record(transition, to: rests.index(ofSlot: slot))
      } else {
        missed = true
      }
    }

    private mutating func record(_ transition: TransitionID, to next: Int) {
      plans.append(
        Step(
          transition: UInt32(truncatingIfNeeded: transition.index), mask: mask,
          target: UInt32(truncatingIfNeeded: next), kind: .rest))
    }
  }

  /// How a walk for a plan ended.
  enum Outcome {
    case planned, notYet, never
  }
}
