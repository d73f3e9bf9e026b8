/// The walk that `RestPlans` records a rest's plan from: the same steps, in the same
/// order, as expanding (`expandLoaded`) takes them, each taken whatever its guard
/// says of this configuration, so that the plan holds for every first byte.
extension Semantics {
  /// Walks what the configuration loaded in `work` offers, after `expandLoaded` has
  /// expanded it (so `work` knows its active stack), into `recorder`.
  func plan(in work: Workspace, into recorder: inout RestPlans.Recorder) -> RestPlans.Outcome {
    let parent = work.parent
    let visible = parent.visibleScreen()
    guard directSteps, !isAlert[visible], eventControls.count == 0 else { return .never }
    let state = UnsafePointer(parent.base)
    for index in Int(screenControlStart[visible])..<Int(screenControlStart[visible + 1]) {
      let compiled = directControls[index]
      guard compiled.isDirect else { return .never }
      recorder.mask = -1
      if compiled.guardProgram >= 0 {
        let program = Int(compiled.guardProgram)
        if let mask = recorder.scope(ofGuard: program) {
          guard mask >= 0 else { return .never }
          recorder.mask = mask
        } else if programs.run(program, layout, state, stack: work.stack) == 0 {
          // Reads the rest only: fails for every configuration of it.
          continue
        }
      }
      let transition = Int(compiled.transition)
      if !stepDirectly(transition, compiled.action, work: work, sink: &recorder) {
        // As `offerDirect` does: a single action, whose outcome depends on the rest.
        work.next.copy(work.parent)
        apply(transition, work: work, sink: &recorder)
      }
      if recorder.cannot { return .never }
    }
    recorder.mask = -1
    offerSystem(work: work, sink: &recorder)
    if recorder.cannot { return .never }
    return recorder.missed ? .notYet : .planned
  }
}
