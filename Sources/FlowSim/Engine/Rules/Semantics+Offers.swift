/// What a configuration offers, by the rules: the visible screen's controls, back,
/// tabs, pages, then events, in that fixed order; each step written by copying the
/// configuration and editing the copy (`Semantics+Actions`). The shortcuts take the
/// same decisions, from these pieces, and write the commonest steps faster
/// (`Shortcuts/Semantics+DirectSteps.swift`).
extension Semantics {
  /// Calls `sink` for every transition the configuration offers, in the fixed
  /// order: the visible screen's controls, back, tabs, pages, then events.
  /// Returns the visible screen.
  @inline(__always) @discardableResult
  func expand<Sink: StepSink>(
    _ state: UnsafePointer<UInt8>, count: Int, in work: Workspace, into sink: inout Sink
  ) -> ScreenID {
    // Copy first: `state` may point into storage that inserting successors moves.
    work.parent.load(state, count: count)
    return expandLoaded(in: work, into: &sink)
  }

  /// `expand` of the configuration loaded into `work.parent`.
  @inline(__always) @discardableResult
  func expandLoaded<Sink: StepSink>(in work: Workspace, into sink: inout Sink) -> ScreenID {
    let visible = locate(in: work)
    let screen = visible.index
    let alert = isAlert[screen]
    for index in Int(screenControlStart[screen])..<Int(screenControlStart[screen + 1]) {
      offer(ControlID(Int(screenControls[index])), alert: alert, work: work, sink: &sink)
    }
    offerSystem(work: work, sink: &sink, moves: EditedMoves<Sink>.self)
    offerEvents(work: work, sink: &sink)
    return visible
  }

  /// The visible screen of the configuration loaded into `work.parent`; notes in
  /// `work` its nearest navigation stack, where pushes, back and pop to root act.
  @inline(__always)
  func locate(in work: Workspace) -> ScreenID {
    if let (position, nav) = work.parent.activeStack() {
      (work.activePosition, work.activeNav) = (position, nav)
    } else {
      work.activePosition = -1
    }
    return ScreenID(work.parent.visibleScreen())
  }

  /// The index of the first guard in `start..<start+count` that fails, or -1.
  @inline(__always)
  private func firstFailing(_ start: Int32, _ count: Int32, _ work: Workspace) -> Int {
    let state = UnsafePointer(work.parent.base)
    for index in 0..<Int(count) {
      let program = Int(guardPrograms[Int(start) + index])
      if programs.run(program, layout, state, stack: work.stack) == 0 { return index }
    }
    return -1
  }

  /// A control: disabled while one of its guards fails; otherwise each of its
  /// outcomes whose guards hold is applied. An alert's button first dismisses the alert.
  @inline(__always)
  func offer<Sink: StepSink>(
    _ control: ControlID, alert: Bool, work: Workspace, sink: inout Sink
  ) {
    let entry = controlTable[control.index]
    let failed = entry.guardCount == 0 ? -1 : firstFailing(entry.guardStart, entry.guardCount, work)
    if failed >= 0 {
      guard Sink.takesDisabled else { return }
      for index in 0..<Int(entry.transitionCount) {
        sink.disabled(
          TransitionID(Int(controlTransitions[Int(entry.transitionStart) + index])),
          .guardFailed(failed))
      }
      return
    }
    for index in 0..<Int(entry.transitionCount) {
      let transition = TransitionID(Int(controlTransitions[Int(entry.transitionStart) + index]))
      let outcome = transitionTable[transition.index]
      let outcomeFailed =
        outcome.guardCount == 0 ? -1 : firstFailing(outcome.guardStart, outcome.guardCount, work)
      if outcomeFailed >= 0 {
        sink.disabled(transition, .outcomeGuardFailed(outcomeFailed))
        continue
      }
      work.next.copy(work.parent)
      if alert { work.next.dismiss(keeping: work.next.modalCount - 1) }
      apply(transition, fromAlert: alert, work: work, sink: &sink)
    }
  }

  /// The system's controls: back while the visible screen's stack has a screen above
  /// its root and its navigation bar is shown (no `nobar`); with no modal up, every other tab of a tab bar, a re-tap of the
  /// selected tab while its stack has a screen above its root (back to the root),
  /// and the next and previous page of a page set. `moves` writes back and the tabs.
  @inline(__always)
  func offerSystem<Moves: SystemMoves>(
    work: Workspace, sink: inout Moves.Sink, moves: Moves.Type
  ) {
    let parent = work.parent
    // The back rule: the visible stack holds more than one screen, and its navigation
    // bar is shown (neither the stack nor the visible screen is `nobar`).
    if work.activePosition >= 0, parent.base[work.activePosition] > 0,
      !navHidesBar[work.activeNav], !screenHidesBar[parent.visibleScreen()]
    {
      Moves.pop(
        self, backTransition, toDepth: Int(parent.base[work.activePosition]) - 1, work: work,
        sink: &sink)
    }
    guard parent.modalCount == 0 else { return }
    switch parent.rootKind {
    case .tabs:
      let bar = parent.rootArgument
      for index in 0..<Int(layout.tabCount[bar]) {
        let transition = TransitionID(Int(layout.tabTransition[layout.tab(bar, index)]))
        if index != parent.selection {
          Moves.select(self, transition, tab: index, work: work, sink: &sink)
        } else if parent.selectedStack >= 0, parent.base[parent.selectedStack] > 0 {
          // With no modal up, the selected tab's stack is the active one.
          Moves.pop(self, transition, toDepth: 0, work: work, sink: &sink)
        }
      }
    case .pages:
      let pages = Int(layout.pageCount[parent.rootArgument])
      if parent.selection + 1 < pages {
        work.next.copy(parent)
        work.next.select(parent.selection + 1)
        emit(nextPageTransition, returning: false, work: work, sink: &sink)
      }
      if parent.selection > 0 {
        work.next.copy(parent)
        work.next.select(parent.selection - 1)
        emit(previousPageTransition, returning: false, work: work, sink: &sink)
      }
    case .screen, .nav:
      break
    }
  }

  /// The flow's events, offered in every configuration (their guards permitting).
  @inline(__always)
  func offerEvents<Sink: StepSink>(work: Workspace, sink: inout Sink) {
    for index in 0..<eventControls.count {
      offer(ControlID(Int(eventControls[index])), alert: false, work: work, sink: &sink)
    }
  }

  /// Hands `work.next` to the sink, noting a return to a `noreturn` screen.
  @inline(__always)
  func emit<Sink: StepSink>(
    _ transition: TransitionID, returning: Bool, action: Int = -1, work: Workspace,
    sink: inout Sink
  ) {
    if returning {
      noteReturn(to: ScreenID(work.next.visibleScreen()), transition, action: action, sink: &sink)
    }
    sink.successor(transition, work.next.base, work.next.count)
  }

  /// A return (back, pop to root, unwind) that uncovers a `noreturn` screen is a notice.
  @inline(__always)
  func noteReturn<Sink: StepSink>(
    to screen: ScreenID, _ transition: TransitionID, action: Int, sink: inout Sink
  ) {
    if isNoReturn[screen.index] {
      sink.issue(transition, .returnsToNoReturn(screen), action: action)
    }
  }

  /// Whether a stack of `nav` at `depth` is at its `max`: a push cannot apply.
  @inline(__always)
  func isFull(_ nav: Int, depth: Int) -> Bool {
    depth &+ 1 >= Int(layout.navMax[nav])
  }
}
