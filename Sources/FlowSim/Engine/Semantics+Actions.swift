/// Applying a transition's chain of actions to `work.next`.
extension Semantics {
  func apply<Sink: StepSink>(_ transition: TransitionID, work: Workspace, sink: inout Sink) {
    var returningAction = -1
    for (index, action) in actions[transition].enumerated() {
      switch step(action, work: work) {
      case .done:
        returningAction = -1
      case .returned:
        returningAction = index
      case .cannotApply:
        sink.disabled(transition, .cannotApply(action: index))
        return
      case .failed(let issue):
        sink.issue(transition, issue, action: index)
        return
      case .notice(let issue):
        sink.issue(transition, issue, action: index)
        returningAction = -1
      }
    }
    emit(
      transition, returning: returningAction >= 0, action: returningAction, work: work, sink: &sink)
  }

  enum StepResult {
    case done
    /// The action went back to a screen already in the history.
    case returned
    case cannotApply
    case failed(StepIssue)
    case notice(StepIssue)
  }

  private func step(_ action: CompiledAction, work: Workspace) -> StepResult {
    switch action {
    case .push(let screen):
      guard let (position, nav) = work.next.activeStack() else {
        return .failed(.pushOutsideStack(screen))
      }
      let depth = Int(work.next.base[position])
      if depth + 1 >= layout.navMax[nav] { return .cannotApply }
      let seen = work.next.occurrences(of: screen, inStack: position, nav: nav)
      if seen >= 2, layout.navMax[nav] == Int.max { return .failed(.unboundedStack(screen)) }
      if depth + 1 >= StateLayout.maximumDepth { return .failed(.stackTooDeep) }
      guard work.next.push(screen, ontoStack: position) else { return .failed(.tooLarge) }
      return seen == 1 ? .notice(.screenTwiceInStack(screen)) : .done
    case .present(let modal):
      if work.next.modalCount >= StateLayout.maximumModals { return .failed(.tooLarge) }
      let screen: Int
      switch modal {
      case .screen(let id): screen = id
      case .nav(let nav): screen = layout.navRoots[nav]
      }
      let seen = work.next.modals().filter {
        $0.screen == screen || ($0.nav >= 0 && layout.navRoots[$0.nav] == screen)
      }.count
      if seen >= 2 { return .failed(.unboundedPresentation(screen)) }
      return work.next.present(modal) ? .done : .failed(.tooLarge)
    case .dismiss:
      guard work.next.modalCount > 0 else { return .cannotApply }
      work.next.dismiss(keeping: work.next.modalCount - 1)
      return .returned
    case .back:
      guard let (position, _) = work.next.activeStack(), work.next.base[position] > 0 else {
        return .cannotApply
      }
      work.next.truncate(stack: position, toDepth: Int(work.next.base[position]) - 1)
      return .returned
    case .popToRoot:
      guard let (position, _) = work.next.activeStack(), work.next.base[position] > 0 else {
        return .cannotApply
      }
      work.next.truncate(stack: position, toDepth: 0)
      return .returned
    case .unwind(let target):
      return unwind(to: target, work: work)
    case .selectTab(let bar, let index):
      guard work.next.root == .tabs(bar) else { return .failed(.tabBarNotShown(bar)) }
      if index == work.next.selection {
        if work.next.selectedStack >= 0 {
          work.next.truncate(stack: work.next.selectedStack, toDepth: 0)
        }
        return .returned
      }
      work.next.select(index)
      return .done
    case .nextPage, .previousPage:
      guard case .pages(let set) = work.next.root else { return .failed(.pageSetNotShown) }
      let target = work.next.selection + (isNext(action) ? 1 : -1)
      guard layout.pageScreens[set].indices.contains(target) else { return .cannotApply }
      work.next.select(target)
      return .done
    case .page(let set, let index):
      guard work.next.root == .pages(set) else { return .failed(.pageSetNotShown) }
      work.next.select(index)
      return .done
    case .reset(let root):
      work.next.reset(toRoot: root)
      return .done
    case .set(let variable, let program):
      let value = program.run(layout, work.next.base, stack: work.stack)
      guard flow.variables[variable].domain.bounds.contains(value) else {
        return .failed(.valueOutOfRange(variable, value))
      }
      layout.write(value, variable: variable, to: work.next.base)
      return .done
    }
  }

  private func isNext(_ action: CompiledAction) -> Bool {
    if case .nextPage = action { return true }
    return false
  }

  /// Pops and dismisses until `target` is visible: the modal chain from the top, then
  /// the root's visible stack.
  private func unwind(to target: Int, work: Workspace) -> StepResult {
    let next = work.next
    if next.visibleScreen() == target { return .returned }
    let modals = next.modals()
    for (index, modal) in modals.enumerated().reversed() {
      if modal.nav >= 0 {
        let screens = next.screens(ofStack: modal.position, nav: modal.nav)
        if let depth = screens.lastIndex(of: target) {
          work.next.dismiss(keeping: index + 1)
          work.next.truncate(stack: modal.position, toDepth: depth)
          return .returned
        }
      } else if modal.screen == target {
        work.next.dismiss(keeping: index + 1)
        return .returned
      }
    }
    switch next.root {
    case .screen(let screen) where screen == target:
      work.next.dismiss(keeping: 0)
      return .returned
    case .pages(let set) where layout.pageScreens[set][next.selection] == target:
      work.next.dismiss(keeping: 0)
      return .returned
    case .nav(let nav):
      if let depth = next.screens(ofStack: next.payload, nav: nav).lastIndex(of: target) {
        work.next.dismiss(keeping: 0)
        work.next.truncate(stack: work.next.payload, toDepth: depth)
        return .returned
      }
    case .tabs(let bar):
      let position = next.selectedStack
      if position >= 0 {
        let nav = layout.tabNavs[bar][next.selection]
        if let depth = next.screens(ofStack: position, nav: nav).lastIndex(of: target) {
          work.next.dismiss(keeping: 0)
          work.next.truncate(stack: work.next.selectedStack, toDepth: depth)
          return .returned
        }
      } else if layout.tabScreens[bar][next.selection] == target {
        work.next.dismiss(keeping: 0)
        return .returned
      }
    default:
      break
    }
    return .failed(.unwindTargetMissing(target))
  }
}
