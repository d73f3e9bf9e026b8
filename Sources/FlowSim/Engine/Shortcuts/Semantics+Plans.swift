/// The walk that `RestPlans` records a rest's plan from: the same steps, in the same
/// order, as expanding (`expandLoadedFast`) takes them, each taken whatever its guard
/// says of this configuration, so that the plan holds for every first byte.
extension Semantics {
  /// Walks what the configuration loaded in `work` offers, after `expandLoaded` (or `expandLoadedFast`) has
  /// expanded it (so `work` knows its active stack), into `recorder`.
  func plan(in work: Workspace, into recorder: inout RestPlans.Recorder) -> RestPlans.Outcome {
    let parent = work.parent
    let visible = parent.visibleScreen()
    guard directSteps, !isAlert[visible], eventControls.count == 0 else { return .never }
    let state = UnsafePointer(parent.base)
    for index in Int(screenControlStart[visible])..<Int(screenControlStart[visible + 1]) {
      let compiled = directControls.element(at: index)
      guard compiled.pointee.isSingleAction else { return .never }
      recorder.mask = -1
      if compiled.pointee.guardProgram >= 0 {
        let program = Int(compiled.pointee.guardProgram)
        switch recorder.scope(ofGuard: program) {
        case .firstByte(let mask):
          recorder.mask = mask
        case .rest:
          // Fails for every configuration of the rest, or holds for every one.
          if programs.run(program, layout, state, stack: work.stack) == 0 { continue }
        case .both:
          return .never
        }
      }
      // A single action, whose outcome depends on the rest alone.
      take(compiled, work: work, sink: &recorder)
      if recorder.cannot { return .never }
    }
    recorder.mask = -1
    offerSystem(work: work, sink: &recorder, moves: DirectMoves<RestPlans.Recorder>.self)
    if recorder.cannot { return .never }
    return recorder.missed ? .notYet : .planned
  }
}
