/// Direct steps: the commonest transitions written straight from the parent's bytes
/// into `work.next`, instead of copying the parent and editing the copy.
///
/// A push onto the visible stack, a toggle, presenting a first modal, dismissing,
/// back, pop to root and switching tabs change a byte or splice in or cut out an id,
/// so they need neither the edit buffer's positions nor the general chain of actions.
/// Each direct step handles only the plain case (nothing to report, no limit reached)
/// and otherwise returns false, leaving everything else, every notice and issue
/// included, to `apply`. `work.next`'s positions are not updated: the general path
/// copies the parent again before it edits. Tests explore every flow both ways and
/// compare the results.
extension Semantics {
  /// Takes single-action transition `transition` directly when it is plain; returns
  /// whether it did.
  @inline(__always)
  func stepDirectly<Sink: StepSink>(
    _ transition: TransitionID, _ action: FlatAction, work: Workspace, sink: inout Sink
  ) -> Bool {
    switch action.kind {
    case .push:
      return pushDirectly(transition, screen: Int(action.a), work: work, sink: &sink)
    case .toggle:
      let parent = work.parent
      let next = work.next.base
      PackedBytes.copy(UnsafePointer(parent.base), to: next, parent.count)
      let offset = Int(layout.variableBits[Int(action.a)].offset)
      next[offset &>> 3] ^= UInt8(truncatingIfNeeded: 1 &<< (offset & 7))
      sink.successor(transition, next, parent.count)
      return true
    case .presentScreen, .presentNav:
      return presentDirectly(
        transition, action.kind == .presentNav, Int(action.a), work: work, sink: &sink)
    case .dismiss:
      let parent = work.parent
      guard parent.modalCount > 0 else { return false }
      // The top modal is the last thing in the bytes: cut it off.
      let next = work.next.base
      PackedBytes.copy(UnsafePointer(parent.base), to: next, parent.topModal)
      next[parent.modalsAt] &-= 1
      sink.successor(transition, next, parent.topModal)
      return true
    case .back, .popToRoot:
      guard work.activePosition >= 0 else { return false }
      let depth = Int(work.parent.base[work.activePosition])
      guard depth > 0 else { return false }
      popDirectly(
        transition, toDepth: action.kind == .back ? depth &- 1 : 0, action: 0, work: work,
        sink: &sink)
      return true
    default:
      return false
    }
  }

  /// Pushes `screen` onto the parent's active stack, unless there is none, it is
  /// full, or `screen` is on it already (a notice, or an unbounded stack).
  @inline(__always)
  private func pushDirectly<Sink: StepSink>(
    _ transition: TransitionID, screen: Int, work: Workspace, sink: inout Sink
  ) -> Bool {
    let position = work.activePosition
    guard position >= 0 else { return false }
    let parent = work.parent
    let base = UnsafePointer(parent.base)
    let depth = Int(base[position])
    let nav = work.activeNav
    let width = layout.idWidth
    let count = parent.count
    guard depth &+ 1 < Int(layout.navMax[nav]), depth &+ 1 < StateLayout.maximumDepth,
      count &+ width <= parent.capacity,
      parent.occurrences(of: screen, inStack: position, nav: nav) == 0
    else { return false }
    let end = position &+ 1 &+ depth &* width
    let next = work.next.base
    // The head, then the tail one id further on (words: the slack takes the spill),
    // then the id in the gap.
    PackedBytes.copy(base, to: next, end)
    var from = end
    while from < count {
      PackedBytes.store(PackedBytes.word(base, from), at: next + (from &+ width))
      from &+= 8
    }
    next[end] = UInt8(truncatingIfNeeded: screen)
    if width == 2 { next[end &+ 1] = UInt8(truncatingIfNeeded: screen &>> 8) }
    next[position] = UInt8(truncatingIfNeeded: depth &+ 1)
    sink.successor(transition, next, count &+ width)
    return true
  }

  /// Presents a screen or a navigation stack over a configuration with no modal.
  @inline(__always)
  private func presentDirectly<Sink: StepSink>(
    _ transition: TransitionID, _ isNav: Bool, _ target: Int, work: Workspace,
    sink: inout Sink
  ) -> Bool {
    let parent = work.parent
    let width = layout.idWidth
    let extra = isNav ? 1 : 0
    let count = parent.count
    guard parent.modalCount == 0, count &+ width &+ extra <= parent.capacity else {
      return false
    }
    let next = work.next.base
    PackedBytes.copy(UnsafePointer(parent.base), to: next, count)
    let reference = isNav ? layout.screenCount &+ target : target
    next[count] = UInt8(truncatingIfNeeded: reference)
    if width == 2 { next[count &+ 1] = UInt8(truncatingIfNeeded: reference &>> 8) }
    if isNav { next[count &+ width] = 0 }
    next[parent.modalsAt] = 1
    sink.successor(transition, next, count &+ width &+ extra)
    return true
  }

  /// Cuts the parent's active stack down to `depth` (back, pop to root, tapping the
  /// selected tab): a return, so a `noreturn` screen uncovered is reported (at
  /// `action`: 0 for a control's, -1 for the system's).
  @inline(__always)
  func popDirectly<Sink: StepSink>(
    _ transition: TransitionID, toDepth depth: Int, action: Int = -1, work: Workspace,
    sink: inout Sink
  ) {
    let parent = work.parent
    let base = UnsafePointer(parent.base)
    let position = work.activePosition
    let width = layout.idWidth
    let count = parent.count
    let cut = position &+ 1 &+ depth &* width
    let end = position &+ 1 &+ Int(base[position]) &* width
    let next = work.next.base
    PackedBytes.copy(base, to: next, cut)
    var from = end
    while from < count {
      PackedBytes.store(PackedBytes.word(base, from), at: next + (from &- end &+ cut))
      from &+= 8
    }
    next[position] = UInt8(truncatingIfNeeded: depth)
    let uncovered =
      depth == 0
      ? Int(layout.navRoots[work.activeNav])
      : parent.id(at: cut &- width)
    if isNoReturn[uncovered] {
      sink.issue(transition, .returnsToNoReturn(uncovered), action: action)
    }
    sink.successor(transition, next, count &- (end &- cut))
  }

  /// Selects tab `tab` of the parent's tab bar (no modal is up).
  @inline(__always)
  func selectDirectly<Sink: StepSink>(
    _ transition: TransitionID, tab: Int, work: Workspace, sink: inout Sink
  ) {
    let parent = work.parent
    let next = work.next.base
    PackedBytes.copy(UnsafePointer(parent.base), to: next, parent.count)
    next[parent.payload] = UInt8(truncatingIfNeeded: tab)
    sink.successor(transition, next, parent.count)
  }
}
