/// How the system's back and tab moves are written, once the rules have decided to
/// offer them (`Semantics.offerSystem`): the rules' own way edits a copy
/// (`EditedMoves`); a shortcut may write the same successor another way.
protocol SystemMoves {
  associatedtype Sink: StepSink
  /// Cuts the visible screen's stack (`work.activePosition`) down to `depth`: a return.
  static func pop(
    _ semantics: Semantics, _ transition: TransitionID, toDepth depth: Int,
    work: Semantics.Workspace, sink: inout Sink)
  /// Selects tab `tab` of the tab bar at the root (no modal is up).
  static func select(
    _ semantics: Semantics, _ transition: TransitionID, tab: Int, work: Semantics.Workspace,
    sink: inout Sink)
}

/// The rules' moves: copy the configuration, edit the copy, hand it on.
enum EditedMoves<Sink: StepSink>: SystemMoves {
  @inline(__always)
  static func pop(
    _ semantics: Semantics, _ transition: TransitionID, toDepth depth: Int,
    work: Semantics.Workspace, sink: inout Sink
  ) {
    work.next.copy(work.parent)
    work.next.truncate(stack: work.activePosition, toDepth: depth)
    semantics.emit(transition, returning: true, work: work, sink: &sink)
  }

  @inline(__always)
  static func select(
    _ semantics: Semantics, _ transition: TransitionID, tab: Int, work: Semantics.Workspace,
    sink: inout Sink
  ) {
    work.next.copy(work.parent)
    work.next.select(tab)
    semantics.emit(transition, returning: false, work: work, sink: &sink)
  }
}
