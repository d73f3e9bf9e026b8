/// The walk that `RestPlans` records a rest's plan from: the same steps, in the same
/// order, as expanding (`expandLoadedFast`) takes them, each taken for a first byte
/// its guards let through, so that the plan holds for every first byte.
extension Semantics {
  /// Walks what the configuration loaded in `work` offers, after `expandLoaded` (or `expandLoadedFast`) has
  /// expanded it (so `work` knows its active stack), into `recorder`.
  func plan(in work: Workspace, into recorder: inout RestPlans.Recorder) -> RestPlans.Outcome {
    guard directSteps else { return .never }
    let visible = work.parent.visibleScreen()
    let controls = Int(screenControlStart[visible])..<Int(screenControlStart[visible + 1])
    if planControls(controls, of: directControls, alert: isAlert[visible], work: work, &recorder) {
      offerSystem(work: work, sink: &recorder, moves: DirectMoves<RestPlans.Recorder>.self)
      if !recorder.cannot, !recorder.missed {
        _ = planControls(
          0..<directEvents.count, of: directEvents, alert: false, work: work, &recorder)
      }
    }
    return recorder.cannot ? .never : recorder.missed ? .notYet : .planned
  }

  /// Records compiled controls `indices` of `table`, in order, as `offerDirect` (or,
  /// on an alert, `offer`) takes them: each with the mask of first bytes its guards
  /// let through, taken for the first of them (the parent's own where every one
  /// passes). Returns false, with the recorder's `cannot` or `missed` set, where one
  /// cannot be planned or leads to a rest not stored yet.
  private func planControls(
    _ indices: Range<Int>, of table: Table<DirectControl>, alert: Bool, work: Workspace,
    _ recorder: inout RestPlans.Recorder
  ) -> Bool {
    let plans = recorder.plans
    let own = work.parent.base[0]
    for index in indices {
      let compiled = table.element(at: index)
      let control = Int(compiled.pointee.control)
      let entry = controlTable[control]
      var mask: Int32 = -1
      for guardIndex in 0..<Int(entry.guardCount) where mask != RestPlans.none {
        let program = Int(guardPrograms[Int(entry.guardStart) + guardIndex])
        let guarded = plans.mask(ofGuard: program, self, work: work)
        mask = mask == -1 ? guarded : plans.intersect(mask, guarded)
      }
      if mask == RestPlans.none { continue }
      let passing = plans.words(of: mask)
      let direct = compiled.pointee.isDirect && !alert
      if direct {
        guard let map = plans.effectMap(of: compiled, passing: passing) else {
          recorder.cannot = true
          return false
        }
        recorder.prepare(mask: mask, effect: map)
      } else {
        guard plans.isPlannable(control: control, self) else {
          recorder.cannot = true
          return false
        }
        recorder.prepare(mask: mask, general: true)
      }
      // A first byte the guards let through (each takes the same steps, but for
      // what the recorder maps).
      if mask >= 0 { work.parent.base[0] = UInt8(truncatingIfNeeded: Self.first(in: passing)) }
      if direct {
        take(compiled, work: work, sink: &recorder)
      } else {
        offer(ControlID(control), alert: alert, work: work, sink: &recorder)
      }
      work.parent.base[0] = own
      // A step not known yet leaves the plan to a later try: the rest of the walk
      // would be done again then.
      if recorder.cannot || recorder.missed { return false }
    }
    recorder.prepare(mask: -1)
    return true
  }

  /// The lowest first byte in `words` (not empty).
  private static func first(in words: (UInt64, UInt64, UInt64, UInt64)) -> Int {
    if words.0 != 0 { return words.0.trailingZeroBitCount }
    if words.1 != 0 { return 64 + words.1.trailingZeroBitCount }
    if words.2 != 0 { return 128 + words.2.trailingZeroBitCount }
    return 192 + words.3.trailingZeroBitCount
  }
}
