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
    /// The map a direct `set` of the first byte makes of it, in the step recorded
    /// next, or -1.
    var effect: Int32 = -1
    /// Whether the steps recorded next are the general path's, each writing the bits
    /// of the first byte its transition writes (see `RestPlans.writes(ofTransition:)`).
    var general = false
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

    /// What the next steps are recorded with: their guards' mask, the map of a
    /// direct `set` of the first byte (-1: none), whether they are the general path's.
    mutating func prepare(mask: Int32, effect: Int32 = -1, general: Bool = false) {
      self.mask = mask
      self.effect = effect
      self.general = general
    }

    /// A successor of the general path (a step not taken directly): its rest looked
    /// up, as `commit` does.
    mutating func successor(_ transition: TransitionID, _ state: UnsafePointer<UInt8>, _ count: Int)
    {
      find(transition, state, count)
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
      if effect >= 0 {
        // A `set` alone: the same rest, the first byte mapped.
        record(transition, to: rest, map: UInt16(truncatingIfNeeded: effect))
        return true
      }
      plans.append(
        Step(
          transition: UInt32(truncatingIfNeeded: transition.index), mask: mask,
          target: UInt32(bits), kind: .flip))
      return true
    }

    /// A step the memo knows is recorded; one it does not is written (`room`), and
    /// its rest looked up in the store (`commit`).
    mutating func knows(_ transition: TransitionID) -> Bool {
      guard effect < 0 else { return false }
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
      find(transition, UnsafePointer(plans.scratch(for: count)), count)
    }

    /// Records the step to the configuration of `count` bytes at `state`, where its
    /// rest is stored: its first byte is the parent's, or what the step's map makes
    /// of it (a direct `set`), or the parent's with the bits a general step writes
    /// set as they are here, since nothing it does reads the first byte; any other
    /// cannot be planned.
    private mutating func find(
      _ transition: TransitionID, _ state: UnsafePointer<UInt8>, _ count: Int
    ) {
      let own = work.parent.base[0]
      let first = state[0]
      var map: UInt16?
      let writes = general ? plans.writes(ofTransition: transition.index, semantics) ?? 0 : 0
      if effect >= 0 {
        map = UInt16(truncatingIfNeeded: effect)
        guard first == plans.maps.apply(map!, to: own) else {
          cannot = true
          return
        }
      } else if writes != 0 {
        guard (first ^ own) & ~writes == 0,
          let keeping = plans.maps.map(keeping: ~writes, setting: first)
        else {
          cannot = true
          return
        }
        map = keeping
      } else if first != own {
        cannot = true
        return
      }
      let bytes = state + 1
      let length = count &- 1
      let hash = PackedBytes.hash(bytes, length)
      let (slot, found) = rests.search(bytes, length, hash: hash, from: rests.home(hash))
      if found {
        record(transition, to: rests.index(ofSlot: slot), map: map)
      } else {
        missed = true
      }
    }

    private mutating func record(_ transition: TransitionID, to next: Int, map: UInt16? = nil) {
      plans.append(
        Step(
          transition: UInt32(truncatingIfNeeded: transition.index), mask: mask,
          target: UInt32(truncatingIfNeeded: next), kind: map == nil ? .rest : .mapped,
          map: map ?? 0))
    }
  }

  /// How a walk for a plan ended.
  enum Outcome {
    case planned, notYet, never
  }
}
