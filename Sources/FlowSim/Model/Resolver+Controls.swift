/// Pass 3: controls, their guards, outcomes and actions; then the system controls.
extension Resolver {
  mutating func resolveControls(ofScreen id: ScreenID) {
    let decl = screenSyntax[id.index]
    var labels: [String: SourceRange] = [:]
    for control in decl.controls {
      if decl.kind == .screen, control.verb == .button {
        error(
          .buttonOnScreen, "'button' belongs to alerts and sheets; use 'tap' on a screen",
          at: control.keyword)
      } else if decl.kind != .screen, control.verb != .button {
        error(
          .controlOnAlert,
          "\(decl.kind.rawValue)s only have buttons: write 'button \"\(control.label.value)\"'",
          at: control.keyword)
      }
      let pending = codeControls.lastIndex {
        $0.screen == id && $0.label == control.label.value && $0.modelledBy == nil
      }
      if case .code(let what, _) = control.body {
        if labels[control.label.value] == nil {
          labels[control.label.value] = control.label.range
          _ = resolveGuards(control.guards)  // names in them are still checked
          codeControls.append(
            CodeControl(
              screen: id, verb: control.verb, label: control.label.value, what: what.value,
              range: control.label.range))
          continue
        }
      } else if let pending {
        // `extend S { tap "Done" -> dismiss }` says what the code does: it replaces
        // the imported `tap "Done" -> code "done:"`.
        let controlID = resolveControl(control, owner: .screen(id))
        screens[id].controls.append(controlID)
        codeControls[pending].modelledBy = controlID
        continue
      }
      if let first = labels[control.label.value] {
        error(
          .duplicateControl,
          "'\(decl.name.text)' already has a control \"\(control.label.value)\"",
          at: control.label.range, notes: [Note("first declared here", at: first)])
      } else {
        labels[control.label.value] = control.label.range
      }
      if case .code = control.body { continue }
      let controlID = resolveControl(control, owner: .screen(id))
      screens[id].controls.append(controlID)
    }
  }

  /// A guard's reason explains a disabled control. An event is not offered while its
  /// guard fails, and an outcome whose guard fails simply does not happen, so nobody
  /// reads those reasons: often they are how-texts put after `when`.
  mutating func warnUnshownReasons(_ decl: ControlDecl) {
    if decl.verb == .event {
      for reason in decl.guards.compactMap(\.reason) {
        warnUnshown(reason, ofEvent: decl.label.value, hasHow: decl.how != nil)
      }
    }
    guard case .outcomes(let outcomes, _) = decl.body else { return }
    for outcome in outcomes {
      for reason in outcome.guards.compactMap(\.reason) {
        warnUnshown(reason, ofEvent: nil, hasHow: outcome.how != nil)
      }
    }
  }

  /// The `unused-guard-reason` warning for `reason`, on event `event`'s guard or (nil)
  /// an outcome's.
  private mutating func warnUnshown(_ reason: StringLiteral, ofEvent event: String?, hasHow: Bool) {
    let message =
      event == nil
      ? "an outcome's guard reason is never shown: the outcome simply does not happen while its guard fails"
      : "an event's guard reason is never shown: the event is simply not offered while its guard fails"
    let note =
      if hasHow {
        "its how-text already tells a tester how to make it happen: remove this string"
      } else if let event {
        "to tell a tester how to make the event happen, write it as a how-text right after the label: event \"\(event)\" \"how\" when …"
      } else {
        "to tell a tester how to make the outcome happen, write it as a how-text right after the outcome's name: name \"how\" when …: …"
      }
    warning(.unusedGuardReason, message, at: reason.range, notes: [Note(note)])
  }

  mutating func resolveEvent(_ decl: ControlDecl) {
    if let other = controls.first(where: { $0.owner == .event && $0.label == decl.label.value }) {
      error(
        .duplicateControl, "an event \"\(decl.label.value)\" is already declared",
        at: decl.label.range, notes: [Note("first declared here", at: other.range)])
    }
    _ = resolveControl(decl, owner: .event)
  }

  /// Resolves a control and its transitions; always returns an id, so control ids
  /// stay aligned with declaration order even when parts fail to resolve.
  mutating func resolveControl(_ decl: ControlDecl, owner: Control.Owner) -> ControlID {
    warnUnshownReasons(decl)
    let id = ControlID(controls.count)
    let guards = resolveGuards(decl.guards)
    controls.append(
      Control(
        id: id, owner: owner, verb: decl.verb, label: decl.label.value, how: decl.how?.value,
        guards: guards, transitions: [], range: decl.label.range))
    switch decl.body {
    case .actions(let actions):
      let transition = TransitionID(transitions.count)
      transitions.append(
        Transition(
          id: transition, kind: .control(id, outcome: nil), guards: [],
          actions: resolveActions(actions), range: decl.label.range))
      controls[id].transitions = [transition]
    case .code(_, let keyword):
      // Screens' controls are taken apart before this (`resolveControls`).
      error(
        .codeEvent,
        "an event happens to the app; 'code' says a control's effect is made in code: write what the event does, or leave the event out",
        at: keyword)
    case .outcomes(let outcomes, let keyword):
      if outcomes.isEmpty {
        error(.emptyOutcome, "'outcome' needs at least one outcome", at: keyword)
      }
      var names: [String: SourceRange] = [:]
      for outcome in outcomes {
        if let first = names[outcome.name.text] {
          error(
            .duplicateOutcome,
            "\"\(decl.label.value)\" already has an outcome '\(outcome.name.text)'",
            at: outcome.name.range, notes: [Note("first declared here", at: first)])
        }
        names[outcome.name.text] = names[outcome.name.text] ?? outcome.name.range
        let transition = TransitionID(transitions.count)
        transitions.append(
          Transition(
            id: transition, kind: .control(id, outcome: outcome.name.text),
            guards: resolveGuards(outcome.guards), actions: resolveActions(outcome.actions),
            range: outcome.name.range, how: outcome.how?.value))
        controls[id].transitions.append(transition)
      }
    }
    return id
  }

  mutating func resolveGuards(_ guards: [GuardSyntax]) -> [Guard] {
    guards.compactMap { syntax in
      guard
        let expr = condition(syntax.condition, in: .variablesOnly("guards read variables only"))
      else { return nil }
      return Guard(
        condition: expr, reason: syntax.reason?.value, text: text(syntax.condition),
        range: syntax.condition.range)
    }
  }

  mutating func resolveActions(_ actions: [ActionSyntax]) -> [Action] {
    actions.compactMap { syntax in
      resolveAction(syntax).map { Action(kind: $0, range: syntax.range) }
    }
  }

  private mutating func resolveAction(_ syntax: ActionSyntax) -> Action.Kind? {
    switch syntax.kind {
    case .push(let name):
      let symbol = lookup(
        name, expecting: "a screen", id: .unknownScreen,
        context: "push needs a screen (present a navigation stack, or reset to a container)"
      ) {
        if case .screen = $0 { return true }
        return false
      }
      guard case .screen(let id) = symbol else { return nil }
      if screens[id].isAlert {
        error(
          .pushAlert, "'\(name.text)' is an alert; alerts are presented, not pushed",
          at: name.range)
        return nil
      }
      return .push(id)
    case .present(let name):
      let symbol = lookup(
        name, expecting: "a screen or navigation stack", id: .unknownScreen,
        context: "only a screen or a navigation stack can be presented"
      ) {
        switch $0 {
        case .screen, .nav: true
        default: false
        }
      }
      switch symbol {
      case .screen(let id): return .present(.screen(id))
      case .nav(let id): return .present(.nav(id))
      default: return nil
      }
    case .show(let name):
      let symbol = lookup(
        name, expecting: "a screen", id: .unknownScreen,
        context:
          "show needs a screen, as it may push it (a navigation stack cannot be pushed: present it)"
      ) {
        if case .screen = $0 { return true }
        return false
      }
      guard case .screen(let id) = symbol else { return nil }
      if screens[id].isAlert {
        diagnostics.append(
          .error(
            .pushAlert,
            "'\(name.text)' is an alert; alerts are presented, not shown (show pushes in a navigation stack)",
            at: name.range,
            fixIts: [
              FixIt("present it", replacing: syntax.range, with: "present \(name.text)")
            ]))
        return nil
      }
      return .show(id)
    case .dismiss: return .dismiss
    case .dismissAll: return .dismissAll
    case .back: return .back
    case .popToRoot: return .popToRoot
    case .unwind(let name):
      return screen(name, for: "unwind goes back to a screen in the history").map { .unwind($0) }
    case .selectTab(let label):
      return resolveTab(label).map { .selectTab($0.bar, index: $0.index) }
    case .nextPage: return .nextPage
    case .previousPage: return .previousPage
    case .page(let name):
      guard let id = screen(name, for: "'page' moves to a page of a page set") else { return nil }
      for set in pageSets {
        if let index = set.pages.firstIndex(of: id) { return .page(set.id, index: index) }
      }
      error(.notAPage, "'\(name.text)' is not a page of any page set", at: name.range)
      return nil
    case .reset(let name):
      return resolveRoot(name).map { .reset($0) }
    case .set(let name, let value):
      let symbol = lookup(name, expecting: "a variable", id: .unknownVariable) {
        if case .variable = $0 { return true }
        return false
      }
      guard case .variable(let id) = symbol, !reportedUnknownCase(value, for: id),
        let (expr, type) = resolve(
          value, in: .variablesOnly("a value set by a control reads variables only"))
      else { return nil }
      guard checkAssignable(type, to: id, at: value.range) else { return nil }
      let folded = constantFolded(expr)
      if case .constant(let constant) = folded,
        !variables[id].domain.bounds.contains(constant)
      {
        error(
          .valueOutOfRange,
          "\(constant) is outside '\(variables[id].name)' (\(variables[id].domain.syntax))",
          at: value.range)
        return nil
      }
      return .set(id, folded)
    }
  }

  /// Finds the tab with this label; its tab bar must be unambiguous.
  mutating func resolveTab(_ label: StringLiteral) -> (bar: TabBarID, index: Int)? {
    let matches = tabBars.flatMap { bar in
      bar.tabs.enumerated().compactMap {
        $0.element.label == label.value ? (bar.id, $0.offset) : nil
      }
    }
    if matches.count == 1 { return (matches[0].0, matches[0].1) }
    if matches.isEmpty {
      let labels = tabBars.flatMap { $0.tabs.map(\.label) }
      error(
        .unknownTab, "no tab labelled \"\(label.value)\"", at: label.range,
        notes: Suggestions.didYouMean(label.value, among: labels))
    } else {
      error(
        .ambiguousTab, "several tab bars have a tab \"\(label.value)\"", at: label.range,
        notes: matches.map { Note("in '\(tabBars[$0.0].name)'", at: tabBars[$0.0].range) })
    }
    return nil
  }

  /// Back, page moves and one transition per tab: the controls UIKit provides.
  mutating func addSystemTransitions() {
    for kind in [Transition.Kind.back, .nextPage, .previousPage] {
      transitions.append(
        Transition(
          id: TransitionID(transitions.count), kind: kind, guards: [], actions: [], range: nil))
    }
    for bar in tabBars.ids {
      for index in tabBars[bar].tabs.indices {
        let id = TransitionID(transitions.count)
        transitions.append(
          Transition(id: id, kind: .tab(bar, index: index), guards: [], actions: [], range: nil))
        tabBars[bar].tabs[index].transition = id
      }
    }
  }
}
