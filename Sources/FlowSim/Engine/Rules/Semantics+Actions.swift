/// Applying a transition's chain of actions to `work.next`.
extension Semantics {
  /// What applying one action came to: how the chain goes on, or why it stops.
  enum StepResult {
    case done
    /// Nothing the user sees changed (variables set, or the selected tab selected
    /// again): the screens are as the actions before left them, so `unwind to Form;
    /// set sent = true` still returns to Form.
    case screensUnchanged
    /// The action went back to a screen already in the history.
    case returned
    case cannotApply
    case failed(StepIssue)
    case notice(StepIssue)
  }

  /// `fromAlert`: the transition is an alert button's, taken after the alert went
  /// away. UIKit lets every alert button be tapped, so an action of its chain that
  /// cannot apply is a failure to report, not a control to leave disabled.
  @inline(__always)
  func apply<Sink: StepSink>(
    _ transition: TransitionID, fromAlert: Bool = false, work: Workspace, sink: inout Sink
  ) {
    let entry = transitionTable[transition.index]
    var returningAction = -1
    // A tab selected under a modal is said unless the chain goes on to dismiss every
    // modal (`tab "B"; dismiss all` shows the tab, even if it presents again after).
    var tabsUnderModal: [(issue: StepIssue, action: Int)] = []
    for index in 0..<Int(entry.actionCount) {
      switch step(actionTable[Int(entry.actionStart) + index], work: work) {
      case .done:
        returningAction = -1
      case .screensUnchanged:
        break
      case .returned:
        returningAction = index
      case .cannotApply:
        if fromAlert {
          sink.issue(transition, .alertButtonCannotApply, action: index)
        } else {
          sink.disabled(transition, .cannotApply(action: index))
        }
        return
      case .failed(let issue):
        sink.issue(transition, issue, action: index)
        return
      case .notice(let issue):
        if case .tabUnderModal = issue {
          tabsUnderModal.append((issue, index))
        } else {
          sink.issue(transition, issue, action: index)
        }
        returningAction = -1
      }
      if !tabsUnderModal.isEmpty, work.next.modalCount == 0 { tabsUnderModal.removeAll() }
    }
    for (issue, index) in tabsUnderModal { sink.issue(transition, issue, action: index) }
    emit(
      transition, returning: returningAction >= 0, action: returningAction, work: work, sink: &sink)
  }

  @inline(__always)
  private func step(_ action: FlatAction, work: Workspace) -> StepResult {
    let next = work.next
    switch action.kind {
    case .push:
      let screen = ScreenID(Int(action.a))
      guard let (position, nav) = next.activeStack() else {
        return .failed(.pushOutsideStack(screen))
      }
      return push(screen, onto: position, nav: nav, next)
    case .presentScreen:
      return present(.screen(ScreenID(Int(action.a))), next)
    case .presentNav:
      return present(.nav(NavID(Int(action.a))), next)
    case .show:
      // UIKit's show(_:sender:): decided here, by where the chain has got to.
      let screen = ScreenID(Int(action.a))
      guard let (position, nav) = next.activeStack() else { return present(.screen(screen), next) }
      return push(screen, onto: position, nav: nav, next)
    case .dismiss:
      guard next.modalCount > 0 else { return .cannotApply }
      next.dismiss(keeping: next.modalCount - 1)
      // Dismissing uncovers the presenter, which never left: not a return (only
      // back, pop to root and unwind return to an earlier screen).
      return .done
    case .dismissAll:
      // UIKit's dismiss on the root view controller: a no-op when nothing is up, so a
      // deep link can begin with it wherever the user is.
      guard next.modalCount > 0 else { return .screensUnchanged }
      next.dismiss(keeping: 0)
      return .done
    case .back, .popToRoot:
      guard let (position, _) = next.activeStack(), next.base[position] > 0 else {
        return .cannotApply
      }
      let depth = action.kind == .back ? Int(next.base[position]) - 1 : 0
      next.truncate(stack: position, toDepth: depth)
      return .returned
    case .unwind:
      return unwind(to: ScreenID(Int(action.a)), work: work)
    case .selectTab:
      let bar = Int(action.a)
      let index = Int(action.b)
      guard next.rootKind == .tabs, next.rootArgument == bar else {
        return .failed(.tabBarNotShown(TabBarID(bar)))
      }
      // Selecting the tab that is selected, from code, changes nothing in UIKit
      // (only the user's re-tap pops to the root: a system transition).
      if index == next.selection { return .screensUnchanged }
      next.select(index)
      return next.modalCount > 0 ? .notice(.tabUnderModal(TabBarID(bar))) : .done
    case .nextPage, .previousPage:
      guard next.rootKind == .pages else { return .failed(.pageSetNotShown) }
      let target = next.selection + (action.kind == .nextPage ? 1 : -1)
      guard target >= 0, target < Int(layout.pageCount[next.rootArgument]) else {
        return .cannotApply
      }
      next.select(target)
      return .done
    case .page:
      guard next.rootKind == .pages, next.rootArgument == Int(action.a) else {
        return .failed(.pageSetNotShown)
      }
      next.select(Int(action.b))
      return .done
    case .reset:
      next.reset(toRoot: Int(action.a))
      return .done
    case .toggle:
      let offset = Int(layout.variableBits[Int(action.a)].offset)
      next.base[offset >> 3] ^= UInt8(1 << (offset & 7))
      return .screensUnchanged
    case .set:
      let variable = Int(action.a)
      let value = programs.run(Int(action.b), layout, next.base, stack: work.stack)
      guard value >= variableLow[variable], value <= variableHigh[variable] else {
        return .failed(.valueOutOfRange(VariableID(variable), value))
      }
      layout.write(value, variable: variable, to: next.base)
      return .screensUnchanged
    }
  }

  /// Pushes `screen` onto the active stack at `position` (of `nav`).
  @inline(__always)
  private func push(_ screen: ScreenID, onto position: Int, nav: Int, _ next: StateBuffer)
    -> StepResult
  {
    let depth = Int(next.base[position])
    let bound = Int(layout.navMax[nav])
    if isFull(nav, depth: depth) { return .cannotApply }
    let seen = next.occurrences(of: screen.index, inStack: position, nav: nav)
    if seen >= 2, bound == Int(Int32.max) { return .failed(.unboundedStack(screen)) }
    if depth + 1 >= StateLayout.maximumDepth { return .failed(.stackTooDeep) }
    guard next.push(screen.index, ontoStack: position) else { return .failed(.tooLarge) }
    return seen == 1 ? .notice(.screenTwiceInStack(screen)) : .done
  }

  /// Presents `modal` over everything shown.
  @inline(__always)
  private func present(_ modal: Modal, _ next: StateBuffer) -> StepResult {
    if next.modalCount >= StateLayout.maximumModals { return .failed(.tooLarge) }
    let screen: ScreenID
    switch modal {
    case .screen(let id): screen = id
    case .nav(let nav): screen = ScreenID(Int(layout.navRoots[nav.index]))
    }
    if next.modalOccurrences(of: screen.index) >= 2 {
      return .failed(.unboundedPresentation(screen))
    }
    return next.present(modal) ? .done : .failed(.tooLarge)
  }

  /// Pops and dismisses until `target` is visible: the modal chain from the top, then
  /// the root's visible stack.
  private func unwind(to screen: ScreenID, work: Workspace) -> StepResult {
    let next = work.next
    let target = screen.index
    if next.visibleScreen() == target { return .returned }
    let modals = next.modals()
    for (index, modal) in modals.enumerated().reversed() {
      if modal.nav >= 0 {
        if let depth = next.screens(ofStack: modal.position, nav: modal.nav).lastIndex(of: target) {
          next.dismiss(keeping: index + 1)
          next.truncate(stack: modal.position, toDepth: depth)
          return .returned
        }
      } else if modal.screen == target {
        next.dismiss(keeping: index + 1)
        return .returned
      }
    }
    switch next.rootKind {
    case .screen where next.rootArgument == target,
      .pages where layout.page(next.rootArgument, next.selection) == target:
      next.dismiss(keeping: 0)
      return .returned
    case .nav:
      if let depth = next.screens(ofStack: next.payload, nav: next.rootArgument).lastIndex(
        of: target)
      {
        next.dismiss(keeping: 0)
        next.truncate(stack: next.payload, toDepth: depth)
        return .returned
      }
    case .tabs:
      let tab = layout.tab(next.rootArgument, next.selection)
      let position = next.selectedStack
      if position >= 0 {
        let nav = Int(layout.tabNav[tab])
        if let depth = next.screens(ofStack: position, nav: nav).lastIndex(of: target) {
          next.dismiss(keeping: 0)
          next.truncate(stack: position, toDepth: depth)
          return .returned
        }
      } else if Int(layout.tabScreen[tab]) == target {
        next.dismiss(keeping: 0)
        return .returned
      }
    case .screen, .pages:
      break
    }
    return .failed(.unwindTargetMissing(screen))
  }
}
