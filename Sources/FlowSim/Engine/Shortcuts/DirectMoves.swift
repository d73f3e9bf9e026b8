/// The system's back and tab moves written straight from the parent's bytes (see
/// `Semantics+DirectSteps.swift`), for `Semantics.offerSystem` to use in place of the
/// rules' `EditedMoves`.
enum DirectMoves<Sink: DirectStepSink>: SystemMoves {
  @inline(__always)
  static func pop(
    _ semantics: Semantics, _ transition: TransitionID, toDepth depth: Int,
    work: Semantics.Workspace, sink: inout Sink
  ) {
    semantics.popDirectly(transition, toDepth: depth, work: work, sink: &sink)
  }

  @inline(__always)
  static func select(
    _ semantics: Semantics, _ transition: TransitionID, tab: Int, work: Semantics.Workspace,
    sink: inout Sink
  ) {
    semantics.selectDirectly(transition, tab: tab, work: work, sink: &sink)
  }
}
