/// How the parts of a flow read in messages and transcripts.
extension Flow {
  /// What the user does: `tap "Sign in" → invalid`, `back`, `tab "Files"`,
  /// `event "Network lost"`.
  public func label(of transition: TransitionID) -> String {
    switch transitions[transition].kind {
    case .control(let control, let outcome):
      let base = controls[control].displayName
      return outcome.map { "\(base) → \($0)" } ?? base
    case .back: return "back"
    case .nextPage: return "next page"
    case .previousPage: return "previous page"
    case .tab(let bar, let index): return "tab \"\(tabBars[bar].tabs[index].label)\""
    }
  }

  /// How a tester makes a transition happen on a device, from the flow's how-texts:
  /// the outcome's and the event's, in the order the tester follows them (`edit the
  /// poll on another device, then wait for the sync to finish`); nil when the flow
  /// gives neither.
  public func how(of transition: TransitionID) -> String? {
    guard case .control(let control, _) = transitions[transition].kind else { return nil }
    let texts = [transitions[transition].how, controls[control].how].compactMap { $0 }
    return texts.isEmpty ? nil : texts.joined(separator: ", then ")
  }

  /// The UIKit kind of a transition: `reset` when it replaces the window's root
  /// (everything behind is gone, whatever follows), else its last navigation action's,
  /// the one that decides where the user lands (`back; present Main` is a
  /// presentation); `back`, `tab` or `page` for the system's moves, and `stay` when it
  /// only sets variables (an alert's button that does nothing else is a `dismiss`).
  public func category(of transition: TransitionID) -> StepKind {
    switch transitions[transition].kind {
    case .back: return .back
    case .nextPage, .previousPage: return .page
    case .tab: return .tab
    case .control(let control, _):
      let actions = transitions[transition].actions
      if actions.contains(where: { $0.kind.category == .reset }) { return .reset }
      for action in actions.reversed() where action.isNavigation {
        return action.kind.category
      }
      if case .screen(let screen) = controls[control].owner, screens[screen].isAlert {
        return .dismiss
      }
      return .stay
    }
  }

  /// `category(of:)`'s word: `push`, `present`, `show`, `dismiss`, `back`, `pop to
  /// root`, `unwind`, `tab`, `page`, `reset` or `stay`.
  public func kind(of transition: TransitionID) -> String { category(of: transition).rawValue }

  /// An action as the flow writes it (`pop to root`, `push Detail`), its spaces and
  /// line breaks each read as one space, for messages that quote it.
  public func text(of action: Action) -> String {
    action.range.file.text(in: action.range).split(whereSeparator: \.isWhitespace).joined(
      separator: " ")
  }

  /// A place's name: a screen's or a container's.
  public func name(of place: Place) -> String {
    switch place {
    case .screen(let id): screens[id].name
    case .nav(let id): navs[id].name
    case .tabs(let id): tabBars[id].name
    case .pages(let id): pageSets[id].name
    }
  }

  /// The source range of a transition: the outcome, the control, or nil for system ones.
  public func range(of transition: TransitionID) -> SourceRange? {
    transitions[transition].range
  }

  /// The control a transition belongs to, if it is a declared one.
  public func control(of transition: TransitionID) -> ControlID? {
    if case .control(let control, _) = transitions[transition].kind { return control }
    return nil
  }

  /// The screen (or alert) whose control `transition` is; nil for an event's and for
  /// the system's (back, tabs, pages).
  public func screen(of transition: TransitionID) -> ScreenID? {
    guard let control = control(of: transition), case .screen(let screen) = controls[control].owner
    else { return nil }
    return screen
  }

  /// The screen shown first when `root` becomes the window's root (a fresh tab bar
  /// shows its first tab, a page set its first page).
  public func entry(of root: RootRef) -> ScreenID {
    switch root {
    case .screen(let screen): return screen
    case .nav(let nav): return navs[nav].root
    case .pages(let set): return pageSets[set].pages[0]
    case .tabs(let bar): return tabRoot(bar, 0)
    }
  }

  /// The screens showing `place` can make visible first: a screen, a stack's root,
  /// every tab's first screen, every page.
  public func firstScreens(of place: Place) -> [ScreenID] {
    switch place {
    case .screen(let id): [id]
    case .nav(let id): [navs[id].root]
    case .tabs(let id): tabBars[id].tabs.indices.map { tabRoot(id, $0) }
    case .pages(let id): pageSets[id].pages
    }
  }

  /// The screen tab `index` of `bar` shows first: where selecting it leads.
  public func tabRoot(_ bar: TabBarID, _ index: Int) -> ScreenID {
    switch tabBars[bar].tabs[index].content {
    case .screen(let screen): return screen
    case .nav(let nav): return navs[nav].root
    }
  }
}
