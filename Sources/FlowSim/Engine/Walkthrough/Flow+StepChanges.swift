/// What a step did: worked out once, where a walkthrough is described, for every
/// renderer and the stepper's menu.
extension Flow {
  /// What `transition` did to the screens from `old` to `new`, action by action (`new`
  /// is read only for the page it shows).
  public func changes(
    of transition: TransitionID, from old: ConfigurationView, to new: ConfigurationView
  ) -> [Walkthrough.Change] {
    func page() -> Walkthrough.Change {
      guard case .pages(let set) = new.root, let page = new.page else { return .pageChanged }
      return .page(set, index: page)
    }
    switch transitions[transition].kind {
    case .back: return [.popped(old.visible)]
    case .nextPage, .previousPage: return [page()]
    case .tab(let bar, let index):
      return old.selectedTab == index
        ? [.poppedTab(bar, index: index)] : [.selectedTab(bar, index: index)]
    case .control(let control, _):
      // The modals and the root's active stack as the actions leave them, so each
      // action names what it takes away (a back after an alert is dismissed pops the
      // screen under the alert, not the alert).
      var modals = old.modals
      var stack: [ScreenID] = []
      // Whether the root's shown stack is a navigation stack, where `show` pushes.
      var rootHasNav = false
      var selected = old.selectedTab
      if let tab = old.selectedTab, old.stacks.indices.contains(tab) {
        stack = old.stacks[tab].screens
        rootHasNav = old.stacks[tab].nav != nil
      } else if let first = old.stacks.first {
        stack = first.screens
        rootHasNav = first.nav != nil
      }
      func dismissed() -> [ScreenID]? {
        modals.popLast().flatMap { $0.screens.isEmpty ? nil : $0.screens }
      }
      func popped() -> ScreenID? {
        if !modals.isEmpty {
          guard modals[modals.count - 1].screens.count > 1 else { return nil }
          return modals[modals.count - 1].screens.removeLast()
        }
        guard stack.count > 1 else { return nil }
        return stack.removeLast()
      }
      var parts: [Walkthrough.Change] = []
      func pushed(_ screen: ScreenID) {
        parts.append(.pushed(screen))
        if modals.isEmpty {
          stack.append(screen)
        } else {
          modals[modals.count - 1].screens.append(screen)
        }
      }
      func presented(_ modal: Modal) {
        parts.append(.presented(modal))
        let nav: NavID? = if case .nav(let nav) = modal { nav } else { nil }
        modals.append(.init(nav: nav, screens: [entry(of: modal)]))
      }
      if case .screen(let owner) = controls[control].owner, screens[owner].isAlert {
        parts.append(.dismissed([dismissed() ?? [owner]]))
      }
      for action in transitions[transition].actions {
        switch action.kind {
        case .push(let screen): pushed(screen)
        case .present(let modal): presented(modal)
        case .show(let screen):
          // As the engine decides: a push where a navigation stack is shown.
          if modals.last.map({ $0.nav != nil }) ?? rootHasNav {
            pushed(screen)
          } else {
            presented(.screen(screen))
          }
        case .dismiss: parts.append(.dismissed(dismissed().map { [$0] } ?? []))
        case .dismissAll:
          // Nothing is said when nothing was up: the user saw nothing happen.
          let gone = modals.reversed().map(\.screens).filter { !$0.isEmpty }
          if !gone.isEmpty { parts.append(.dismissed(gone)) }
          modals.removeAll()
        case .back: parts.append(.popped(popped()))
        case .popToRoot: parts.append(.poppedToRoot)
        case .unwind(let screen):
          // Said only when it moved: a deep link's unwind to a stack's root often
          // finds the user there already.
          if (modals.last?.screens.last ?? stack.last) != screen {
            parts.append(.unwound(screen))
          }
          if let modal = modals.lastIndex(where: { $0.screens.contains(screen) }) {
            modals.removeSubrange((modal + 1)...)
            let screens = modals[modal].screens
            modals[modal].screens = Array(screens.prefix(through: screens.lastIndex(of: screen)!))
          } else {
            modals.removeAll()
            if let depth = stack.lastIndex(of: screen) {
              stack = Array(stack.prefix(through: depth))
            }
          }
        case .selectTab(let bar, let index):
          // Selecting the selected tab from code changes nothing (see `Semantics`).
          guard selected != index else { break }
          parts.append(.selectedTab(bar, index: index))
          selected = index
          if case .tabs(bar) = old.root, old.stacks.indices.contains(index) {
            stack = old.stacks[index].screens
            rootHasNav = old.stacks[index].nav != nil
          }
        case .nextPage, .previousPage, .page: parts.append(page())
        case .reset(let root):
          parts.append(.reset(entry: entry(of: root)))
          modals.removeAll()
          stack = []
          switch root {
          case .nav: rootHasNav = true
          case .tabs(let bar):
            // A new root shows its first tab.
            if case .nav? = tabBars[bar].tabs.first?.content {
              rootHasNav = true
            } else {
              rootHasNav = false
            }
          case .screen, .pages: rootHasNav = false
          }
        case .set: break
        }
      }
      return parts
    }
  }

  /// The kind of a step that led to `new`: `category(of:)`, except that a step whose
  /// last navigation action is `show` says what the show did there: `push` where a
  /// navigation stack was shown, `present` where none was (a shown screen presented is
  /// the top modal, alone).
  public func category(of transition: TransitionID, to new: ConfigurationView) -> StepKind {
    let kind = category(of: transition)
    guard kind == .show,
      let last = transitions[transition].actions.last(where: \.isNavigation),
      case .show(let screen) = last.kind
    else { return kind }
    if let top = new.modals.last, top.nav == nil, top.screens == [screen] { return .present }
    return .push
  }
}
