extension NavigationAnalysis {
  /// `back` or `pop to root` after `tab "L"` or `dismiss all` in one chain: the stack
  /// the chain then stands on is usually at its root (a deep link, a control that
  /// jumps to another tab), where there is nothing to pop, so the whole control is
  /// not offered, silently, most of the time. `unwind to ROOT` applies either way.
  func popsAfterSwitch(modal: Set<ScreenID>) -> [Diagnostic] {
    /// What the chain did that leaves the stack it stands on unknown.
    enum Switch {
      case tab(TabBarID, index: Int)
      case dismissAll
    }
    var found: [Diagnostic] = []
    for control in flow.controls {
      var name = control.displayName
      var owner: ScreenID?
      if case .screen(let screen) = control.owner {
        owner = screen
      }
      if let owner {
        // An alert's button is always taken (`alert-button-does-nothing` says when
        // its chain cannot apply).
        if flow.screens[owner].isAlert { continue }
        name += " on '\(flow.screens[owner].name)'"
      }
      for transition in control.transitions {
        var after: Switch?
        var subject = "\(name) is not offered"
        if case .control(_, let outcome?) = flow.transitions[transition].kind {
          subject = "outcome '\(outcome)' of \(name) is left out"
        }
        for action in flow.transitions[transition].actions {
          switch action.kind {
          case .selectTab(let bar, let index):
            // A control inside that tab selects it again (nothing changes) and pops
            // the stack it is on, which is not at its root.
            after = isPushedInTab(owner, bar, index) ? nil : .tab(bar, index: index)
          case .dismissAll:
            // After `tab "L"; dismiss all`, the tab's stack is shown. On a screen never
            // presented, nothing is dismissed: the control's own stack stays.
            if after == nil, owner.map(modal.contains) ?? true { after = .dismissAll }
          case .set:
            break
          case .back, .popToRoot:
            if let after { found.append(popAfterSwitch(action, after: after, subject: subject)) }
            after = nil
          default:
            after = nil
          }
        }
      }
    }
    return found

    /// Whether `owner` is pushed in tab `index`'s stack (declared in it, not its
    /// root): shown there, the stack is not at its root. The stack may be declared in
    /// another tab bar (this tab holds an instance of it).
    func isPushedInTab(_ owner: ScreenID?, _ bar: TabBarID, _ index: Int) -> Bool {
      guard let owner, case .nav(let nav) = flow.tabBars[bar].tabs[index].content else {
        return false
      }
      return flow.navs[nav].members.contains(owner) && flow.navs[nav].root != owner
    }

    func popAfterSwitch(_ action: Action, after: Switch, subject: String) -> Diagnostic {
      let text = flow.text(of: action)
      let lacks = action.kind == .back ? "nothing to go back to" : "nothing to pop"
      switch after {
      case .tab(let bar, let index):
        let tab = flow.tabBars[bar].tabs[index]
        let written = "tab \(StringLiteral.quoted(tab.label))"
        let nav: NavID
        switch tab.content {
        case .nav(let id):
          nav = id
        case .screen(let screen):
          return .warning(
            .backMayNotApply,
            "\(subject) after \(written): the tab holds '\(flow.screens[screen].name)' alone, in no navigation stack, so '\(text)' has \(lacks)",
            at: action.range)
        }
        let unwind = "unwind to \(flow.screens[flow.navs[nav].root].name)"
        return .warning(
          .backMayNotApply,
          "\(subject) while the stack of \(written) is at its root: '\(text)' then has \(lacks)",
          at: action.range,
          notes: [
            Note(
              "a tab's stack is usually at its root; '\(unwind)' returns to the root and applies when the stack is there already"
                + (action.kind == .back ? " (it returns to the root, not one screen back)" : ""))
          ],
          // Only where it keeps the meaning: for `back` it would land elsewhere.
          fixIts: action.kind == .popToRoot
            ? [FixIt("replace with '\(unwind)'", replacing: action.range, with: unwind)] : [])
      case .dismissAll:
        return .warning(
          .backMayNotApply,
          "\(subject) while the stack 'dismiss all' uncovers is at its root: '\(text)' then has \(lacks)",
          at: action.range,
          notes: [
            Note(
              "that stack is usually at its root; 'unwind to' its root screen returns there and applies when the stack is there already"
            )
          ])
      }
    }
  }
}
