/// Direct steps: the commonest transitions written straight from the parent's bytes,
/// into the sink's own memory where it offers some, instead of copying the parent
/// and editing the copy.
///
/// A push onto the visible stack, a toggle, presenting a first modal, dismissing,
/// back, pop to root and switching tabs change a byte or splice in or cut out an id,
/// so they need neither the edit buffer's positions nor the general chain of actions;
/// nor does a `set` of a variable within one byte (`DirectEffect`), alone or after a
/// push. Screens' controls and events are offered so, their guards read from the
/// bytes in place where `DirectGuard` compiles them.
/// Each direct step handles only the plain case (nothing to report, no limit reached)
/// and otherwise returns false, leaving everything else, every notice and issue
/// included, to `apply`. `work.next`'s positions are not updated: the general path
/// copies the parent again before it edits. Tests explore every flow both ways and
/// compare the results.
///
/// The decisions stay the rules': what is offered, in which order, and when a step
/// cannot apply come from `Rules/` (`locate`, `offer`, `offerSystem`, `offerEvents`,
/// `apply`, `isFull`, `noteReturn`); only the writing is done here.
extension Semantics {
  /// `expand`, taking the direct steps where `directSteps` is on.
  @inline(__always) @discardableResult
  func expandFast<Sink: DirectStepSink>(
    _ state: UnsafePointer<UInt8>, count: Int, in work: Workspace, into sink: inout Sink
  ) -> ScreenID {
    // Copy first: `state` may point into storage that inserting successors moves.
    work.parent.load(state, count: count)
    return expandLoadedFast(in: work, into: &sink)
  }

  /// `expandLoaded`, taking the direct steps where `directSteps` is on: the same
  /// successors, issues and order (the differential tests compare them).
  @inline(__always) @discardableResult
  func expandLoadedFast<Sink: DirectStepSink>(in work: Workspace, into sink: inout Sink)
    -> ScreenID
  {
    guard directSteps else { return expandLoaded(in: work, into: &sink) }
    let visible = locate(in: work)
    let screen = visible.index
    if isAlert[screen] {
      for index in Int(screenControlStart[screen])..<Int(screenControlStart[screen + 1]) {
        offer(ControlID(Int(screenControls[index])), alert: true, work: work, sink: &sink)
      }
    } else {
      offerDirect(screen: visible, work: work, sink: &sink)
    }
    offerSystem(work: work, sink: &sink, moves: DirectMoves<Sink>.self)
    // The events, in `offerEvents`' order.
    offerDirect(0..<directEvents.count, of: directEvents, work: work, sink: &sink)
    return visible
  }

  /// A control (a screen's or an event), compiled: for a control with at most one
  /// guard and one transition, with no outcome guard, whose actions may step directly
  /// (one action of a kind `stepDirectly` takes, a `set` with a direct form, or a push
  /// then such a `set`), that guard, transition and actions; any other control is
  /// taken by the general path (`offer`).
  struct DirectControl {
    var control: Int32
    /// The guard's program, or -1.
    var guardProgram: Int32
    /// The same guard, compiled to read the bytes in place where it can be.
    var guardTest: DirectGuard
    var transition: Int32
    /// The first action (`set` when the only action is `effect`).
    var action: FlatAction
    /// A `set` after a push, or the only action; `.none` when there is none.
    var effect: DirectEffect
    var isDirect: Bool

    /// Whether the transition is one action of the kinds rest plans record (a plain
    /// push, toggle, presentation, dismissal, back or pop to root).
    var isSingleAction: Bool { isDirect && effect.kind == .none }
  }

  /// The direct form of `control`, where it has one.
  static func compileDirect(
    _ control: ControlID, controls: Table<ControlEntry>, controlTransitions: Table<Int32>,
    transitions: Table<TransitionEntry>, actions: Table<FlatAction>, guards: Table<Int32>,
    programs: Programs, layout: StateLayout, high: Table<Int>
  ) -> DirectControl {
    let entry = controls[control.index]
    var compiled = DirectControl(
      control: Int32(control.index), guardProgram: -1, guardTest: .always, transition: -1,
      action: FlatAction(kind: .dismiss, a: 0, b: 0), effect: .none, isDirect: false)
    guard entry.guardCount <= 1, entry.transitionCount == 1 else { return compiled }
    let transition = Int(controlTransitions[Int(entry.transitionStart)])
    let outcome = transitions[transition]
    guard outcome.guardCount == 0, (1...2).contains(outcome.actionCount) else { return compiled }
    let action = actions[Int(outcome.actionStart)]
    func effect(_ action: FlatAction) -> DirectEffect? {
      DirectEffect.compile(action, programs: programs, layout: layout, high: high)
    }
    switch (action.kind, outcome.actionCount) {
    case (.push, 1), (.toggle, 1), (.presentScreen, 1), (.presentNav, 1), (.dismiss, 1),
      (.back, 1), (.popToRoot, 1):
      break
    case (.set, 1):
      guard let only = effect(action) else { return compiled }
      compiled.effect = only
    case (.push, 2):
      guard let then = effect(actions[Int(outcome.actionStart) + 1]) else { return compiled }
      compiled.effect = then
    default:
      return compiled
    }
    let guardProgram = entry.guardCount == 1 ? Int(guards[Int(entry.guardStart)]) : -1
    compiled.guardProgram = Int32(guardProgram)
    compiled.guardTest = DirectGuard.compile(guardProgram, programs: programs, layout: layout)
    compiled.transition = Int32(transition)
    compiled.action = action
    compiled.isDirect = true
    return compiled
  }

  /// Offers the visible screen's controls: directly where compiled so, else through
  /// `offer`.
  @inline(__always)
  func offerDirect<Sink: DirectStepSink>(
    screen: ScreenID, work: Workspace, sink: inout Sink
  ) {
    offerDirect(
      Int(screenControlStart[screen.index])..<Int(screenControlStart[screen.index + 1]),
      of: directControls,
      work: work, sink: &sink)
  }

  /// Offers the compiled controls `indices` of `table`, in order: directly where
  /// compiled so, else through `offer`.
  @inline(__always)
  func offerDirect<Sink: DirectStepSink>(
    _ indices: Range<Int>, of table: Table<DirectControl>, work: Workspace, sink: inout Sink
  ) {
    let state = UnsafePointer(work.parent.base)
    for index in indices {
      // Read in place: a copy of the compiled control costs a `memcpy` per offer.
      let compiled = table.element(at: index)
      guard compiled.pointee.isDirect else {
        offer(ControlID(Int(compiled.pointee.control)), alert: false, work: work, sink: &sink)
        continue
      }
      if !compiled.pointee.guardTest.holds(state, self, stack: work.stack) {
        // Disabled: the general path says why, to sinks that listen.
        if Sink.takesDisabled {
          offer(ControlID(Int(compiled.pointee.control)), alert: false, work: work, sink: &sink)
        }
        continue
      }
      take(compiled, work: work, sink: &sink)
    }
  }

  /// Takes direct control `compiled`'s transition (its guard held): directly where
  /// it is plain, else through `apply`.
  @inline(__always)
  func take<Sink: DirectStepSink>(
    _ compiled: UnsafePointer<DirectControl>, work: Workspace, sink: inout Sink
  ) {
    let transition = TransitionID(Int(compiled.pointee.transition))
    if !stepDirectly(
      transition, compiled.pointee.action, compiled.pointee.effect, work: work, sink: &sink)
    {
      work.next.copy(work.parent)
      apply(transition, work: work, sink: &sink)
    }
  }

  /// Takes single-action transition `transition` directly when it is plain; returns
  /// whether it did. (`@_transparent` because `@inline(__always)` left it out of line
  /// in the specialised `offerDirect`, which cost instructions.)
  @_transparent
  func stepDirectly<Sink: DirectStepSink>(
    _ transition: TransitionID, _ action: FlatAction, _ effect: DirectEffect, work: Workspace,
    sink: inout Sink
  ) -> Bool {
    let parent = work.parent
    let count = parent.count
    switch action.kind {
    case .push:
      return pushDirectly(
        transition, screen: Int(action.a), then: effect, work: work, sink: &sink)
    case .set:
      // The effect alone: one byte of the variables changes (or none).
      let byte = Int(effect.field.byte)
      let after = effect.byte(after: parent.base)
      guard after >= 0 else { return false }
      handFlipped(
        transition, count, flipping: parent.base[byte] ^ UInt8(truncatingIfNeeded: after),
        at: byte, work: work, sink: &sink)
      return true
    case .toggle:
      let offset = Int(layout.variableBits[Int(action.a)].offset)
      handFlipped(
        transition, count, flipping: UInt8(truncatingIfNeeded: 1 &<< (offset & 7)),
        at: offset &>> 3, work: work, sink: &sink)
      return true
    case .presentScreen, .presentNav:
      return presentDirectly(
        transition, action.kind == .presentNav, Int(action.a), work: work, sink: &sink)
    case .dismiss:
      guard parent.modalCount > 0 else { return false }
      // The top modal is the last thing in the bytes: cut it off.
      let modals = parent.base[parent.modalsAt]
      handFlipped(
        transition, parent.topModal, flipping: modals ^ (modals &- 1), at: parent.modalsAt,
        work: work, sink: &sink)
      return true
    case .back, .popToRoot:
      guard work.activePosition >= 0 else { return false }
      let depth = Int(parent.base[work.activePosition])
      guard depth > 0 else { return false }
      popDirectly(
        transition, toDepth: action.kind == .back ? depth &- 1 : 0, action: 0, work: work,
        sink: &sink)
      return true
    default:
      return false
    }
  }

  /// Hands a successor written at `next` to the sink: committed where the sink gave
  /// room for it, else passed on.
  @inline(__always)
  private func hand<Sink: DirectStepSink>(
    _ transition: TransitionID, _ next: UnsafeMutablePointer<UInt8>, _ count: Int,
    written: Bool, to sink: inout Sink
  ) {
    if written {
      sink.commit(transition, count)
    } else {
      sink.successor(transition, next, count)
    }
  }

  /// Pushes `screen` onto the parent's active stack, then applies `effect`, unless
  /// there is no stack, it is too deep to hold more, `screen` is on it already (a
  /// notice, or an unbounded stack), or the effect's value falls outside its domain
  /// (a failure). A stack at its `max` cannot take the push: the transition is
  /// disabled, as `apply` would find (the push is its first action).
  @inline(__always)
  private func pushDirectly<Sink: DirectStepSink>(
    _ transition: TransitionID, screen: Int, then effect: DirectEffect, work: Workspace,
    sink: inout Sink
  ) -> Bool {
    let position = work.activePosition
    guard position >= 0 else { return false }
    let parent = work.parent
    let base = UnsafePointer(parent.base)
    let depth = Int(base[position])
    let nav = work.activeNav
    let width = layout.idWidth
    let count = parent.count
    if isFull(nav, depth: depth) {
      if Sink.takesDisabled { sink.disabled(transition, .cannotApply(action: 0)) }
      return true
    }
    guard depth &+ 1 < StateLayout.maximumDepth,
      count &+ width <= parent.capacity,
      parent.occurrences(of: screen, inStack: position, nav: nav) == 0
    else { return false }
    var after = 0
    if effect.kind != .none {
      after = effect.byte(after: base)
      guard after >= 0 else { return false }
    }
    // The memo knows steps that leave the first byte alone (the effect reads only
    // the variable it writes).
    if effect.kind == .none || effect.field.byte != 0, sink.knows(transition) { return true }
    let end = position &+ 1 &+ depth &* width
    let room = sink.room(for: count &+ width)
    let next = room ?? work.next.base
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
    if effect.kind != .none { next[Int(effect.field.byte)] = UInt8(truncatingIfNeeded: after) }
    hand(transition, next, count &+ width, written: room != nil, to: &sink)
    return true
  }

  /// Presents a screen or a navigation stack over a configuration with no modal.
  @inline(__always)
  private func presentDirectly<Sink: DirectStepSink>(
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
    if sink.knows(transition) { return true }
    let room = sink.room(for: count &+ width &+ extra)
    let next = room ?? work.next.base
    PackedBytes.copy(UnsafePointer(parent.base), to: next, count)
    let reference = isNav ? layout.screenCount &+ target : target
    next[count] = UInt8(truncatingIfNeeded: reference)
    if width == 2 { next[count &+ 1] = UInt8(truncatingIfNeeded: reference &>> 8) }
    if isNav { next[count &+ width] = 0 }
    next[parent.modalsAt] = 1
    hand(transition, next, count &+ width &+ extra, written: room != nil, to: &sink)
    return true
  }

  /// Cuts the parent's active stack down to `depth` (back, pop to root, tapping the
  /// selected tab): a return, so a `noreturn` screen uncovered is reported (at
  /// `action`: 0 for a control's, -1 for the system's).
  @inline(__always)
  func popDirectly<Sink: DirectStepSink>(
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
    let uncovered =
      depth == 0
      ? Int(layout.navRoots[work.activeNav])
      : parent.id(at: cut &- width)
    noteReturn(to: ScreenID(uncovered), transition, action: action, sink: &sink)
    if sink.knows(transition) { return }
    let length = count &- (end &- cut)
    let room = sink.room(for: length)
    let next = room ?? work.next.base
    PackedBytes.copy(base, to: next, cut)
    var from = end
    while from < count {
      PackedBytes.store(PackedBytes.word(base, from), at: next + (from &- end &+ cut))
      from &+= 8
    }
    next[position] = UInt8(truncatingIfNeeded: depth)
    hand(transition, next, length, written: room != nil, to: &sink)
  }

  /// Selects tab `tab` of the parent's tab bar (no modal is up).
  @inline(__always)
  func selectDirectly<Sink: DirectStepSink>(
    _ transition: TransitionID, tab: Int, work: Workspace, sink: inout Sink
  ) {
    let parent = work.parent
    handFlipped(
      transition, parent.count,
      flipping: parent.base[parent.payload] ^ UInt8(truncatingIfNeeded: tab), at: parent.payload,
      work: work, sink: &sink)
  }

  /// Hands on the parent's first `count` bytes with `bits` of the byte at `offset`
  /// flipped (a toggle, a tab switch, a dismissal), written where the sink gives room.
  @inline(__always)
  private func handFlipped<Sink: DirectStepSink>(
    _ transition: TransitionID, _ count: Int, flipping bits: UInt8, at offset: Int,
    work: Workspace, sink: inout Sink
  ) {
    let parent = UnsafePointer(work.parent.base)
    if sink.flipped(transition, bits: bits, at: offset, of: parent) || sink.knows(transition) {
      return
    }
    let room = sink.room(for: count)
    let next = room ?? work.next.base
    PackedBytes.copy(parent, to: next, count, flipping: bits, at: offset)
    hand(transition, next, count, written: room != nil, to: &sink)
  }
}
