/// Offers one control alone in packed configurations of an explored space, by the
/// engine's rules, and notes why it was refused (`ControlRefusals`): what
/// `unused-control` explains, without working out every other option of each
/// configuration (the other controls, back, tabs, events) or copying any successor.
///
/// Not thread-safe: one trial per thread.
final class ControlTrial {
  private let space: StateSpace
  private let work: Semantics.Workspace
  /// How many configurations the trials so far have read (for the tests).
  private(set) var read = 0

  init(space: StateSpace) {
    self.space = space
    work = Semantics.Workspace(space.semantics, capacity: space.store.readCapacity)
  }

  /// Why `control` was refused in each of `configurations`, read in that order; with
  /// a `bound`, reading stops once the refusals noted are settled under it
  /// (`ControlRefusals.isSettled`): then only their verdict is the whole answer.
  func refusals(
    _ control: Control, in configurations: [Int], until bound: ControlRefusals.Bound? = nil
  ) -> ControlRefusals {
    let semantics = space.semantics
    let snapshot = space.store.snapshot
    let isEvent = control.owner == .event
    var sink = Sink()
    if let bound, sink.refusals.isSettled(bound) { return sink.refusals }
    for index in configurations {
      read += 1
      work.parent.load { snapshot.read(index, into: $0) }
      let visible = semantics.locate(in: work)
      let alert = isEvent ? false : semantics.isAlert[visible.index]
      semantics.offer(control.id, alert: alert, work: work, sink: &sink)
      if let bound, sink.refusals.isSettled(bound) { break }
    }
    return sink.refusals
  }

  /// Notes refusals; successors and issues are not what `unused-control` reads (a
  /// control whose transitions fail somewhere is the issue checks' to report).
  private struct Sink: StepSink {
    var refusals = ControlRefusals()

    mutating func successor(
      _ transition: TransitionID, _ state: UnsafePointer<UInt8>, _ count: Int
    ) {}
    mutating func issue(_ transition: TransitionID, _ issue: StepIssue, action: Int) {}
    mutating func disabled(_ transition: TransitionID, _ reason: DisabledReason) {
      refusals.note(transition, reason)
    }
  }
}
