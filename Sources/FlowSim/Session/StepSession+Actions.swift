import Foundation

/// Taking actions: by number or label, with an outcome chosen inline or asked for,
/// and the system controls (`back`, `root`, page moves).
extension StepSession {
  /// `2`, `2 -> invalid`.
  func take(number: Int, outcome: String?) -> String {
    let numbered = menu.numbered
    guard numbered.indices.contains(number - 1) else {
      if numbered.isEmpty { return "there is nothing to take here\n\n" }
      return "there is no action \(number) here; choose 1–\(numbered.count)\n\n"
    }
    return take(numbered[number - 1], outcome: outcome)
  }

  /// `Sign in`, `tap "Sign in"`, `sign`, `tab Photos`, `event "Network lost" -> x`: an
  /// exact label (any case) first, then a label that starts with what was typed.
  func take(verb: String?, label: String, outcome: String?) -> String {
    let verb = verb.map { ControlVerb(rawValue: $0)?.spoken ?? $0 }
    let needle = label.lowercased()
    if needle.isEmpty {
      return "which action? type its label or number before '->' (as in 'Sign in -> invalid')\n\n"
    }
    func verbMatches(_ item: SessionMenu.Item) -> Bool {
      guard let verb else { return true }
      return verb == "event" ? item.isEvent : (item.verb == verb && !item.isEvent)
    }
    var pool = menu.items.filter(verbMatches)
    // No action of that verb has the label: any with it, saying so (a scenario step,
    // and so `walk --script`, needs the verb right).
    let otherVerb = !pool.contains(where: { $0.label.lowercased().hasPrefix(needle) })
    if otherVerb { pool = menu.items }
    var matches = pool.filter { $0.label.lowercased() == needle }
    if matches.count > 1 { matches = matches.filter { !isHidden($0) } }
    if matches.isEmpty {
      matches = pool.filter { !isHidden($0) && $0.label.lowercased().hasPrefix(needle) }
    }
    if matches.count == 1 {
      let taken = take(matches[0], outcome: outcome)
      guard otherVerb, let verb else { return taken }
      return taken
        + "(there is no \(verb) \(StringLiteral.quoted(label)) here: that was \(matches[0].phrase); a scenario step or script says '\(matches[0].phrase)')\n\n"
    }
    if matches.count > 1 {
      let choices = matches.map { item in
        item.number.map { "\($0). \(item.phrase)" } ?? "\(item.phrase) (not available)"
      }
      return "'\(label)' could be: \(choices.joined(separator: ", ")); type its number\n\n"
    }
    return unknown(verb.map { "\($0) \(StringLiteral.quoted(label))" } ?? label, label: label)
  }

  /// Events that cannot happen now are not listed, so they are not matched by a prefix.
  func isHidden(_ item: SessionMenu.Item) -> Bool { item.isEvent && item.disabledReason != nil }

  /// The action here whose label is exactly `text` (any case), if one is listed.
  func listedAction(labelled text: String) -> SessionMenu.Item? {
    let lowered = text.trimmingCharacters(in: .whitespaces).lowercased()
    return menu.items.first {
      $0.control != nil && !isHidden($0) && $0.label.lowercased() == lowered
    }
  }

  /// What to say about input that names nothing here.
  func unknown(_ typed: String, label: String) -> String {
    let hint = "type 'help' for commands"
    let lowered = label.lowercased()
    let here = flow.screens[simulator.view(current).visible].name
    if let screen = flow.screens.first(where: { $0.name.lowercased() == lowered }) {
      if screen.name == here {
        return "there is no action '\(typed)' here, and \(here) is showing already\n\n"
      }
      return
        "there is no action '\(typed)' here; to go to screen \(screen.name), type 'goto \(screen.name)'\n\n"
    }
    let listed = menu.items.filter { !isHidden($0) }
    let controls = listed.filter { $0.control != nil }.map(\.label)
    let commands = SessionCommand.words + listed.filter { $0.control == nil }.map(\.label)
    if let close = Suggestions.closest(to: label, among: controls + commands) {
      let what = controls.contains(close) ? "no action" : "unknown command"
      return "\(what) '\(typed)'; did you mean '\(close)'? \(hint)\n\n"
    }
    // A label is taken by its first letters, so a misspelling of them is one too
    // ('Sgin' for "Sign in").
    let starts = controls.map { String($0.prefix(label.count)) }
    if label.count >= 3, let close = Suggestions.closest(to: label, among: starts),
      let meant = controls.first(where: { $0.hasPrefix(close) })
    {
      return "no action '\(typed)'; did you mean '\(meant)'? \(hint)\n\n"
    }
    if let screen = Suggestions.closest(to: label, among: flow.screens.map(\.name)) {
      return
        "there is no action '\(typed)' here; to go to screen \(screen), type 'goto \(screen)'\n\n"
    }
    var owners: [String] = []
    for control in flow.controls where control.label.lowercased() == lowered {
      let owner: String
      switch control.owner {
      case .screen(let screen): owner = flow.screens[screen].name
      case .event: owner = "an event"
      }
      if !owners.contains(owner) { owners.append(owner) }
    }
    if !owners.isEmpty {
      return "there is no '\(label)' on \(here); it is on \(owners.joined(separator: ", "))\n\n"
    }
    if typed != label {
      // A well-formed step (`tap "Nope"`): its verb is fine, its label names nothing.
      let missing = typed.hasPrefix("event ") ? "\(typed) can happen here" : "\(typed) on \(here)"
      return "there is no \(missing); \(hint), or an action's number\n\n"
    }
    let first = String(label.split(separator: " ").first ?? "")
    if first != label, let close = Suggestions.closest(to: first, among: SessionCommand.words) {
      return "unknown command '\(first)'; did you mean '\(close)'? \(hint)\n\n"
    }
    return "unknown command '\(typed)'; \(hint), or an action's number\n\n"
  }

  /// Takes an item: directly, with the outcome named, or by asking which outcome.
  func take(_ item: SessionMenu.Item, outcome: String?) -> String {
    if let reason = item.disabledReason {
      let state = item.isEvent ? "cannot happen now" : "is disabled"
      return "\(item.phrase) \(state): \(reason)\n\n"
    }
    if let outcome, !outcome.isEmpty {
      let named = item.options.compactMap { option in
        SessionMenu.outcome(of: option.transition, flow: flow).map { (option: option, name: $0) }
      }
      guard !named.isEmpty else {
        return "\(item.phrase) has a single outcome; take it without '-> \(outcome)'\n\n"
      }
      func isDisabled(_ option: Simulator.Option) -> Bool {
        if case .disabled = option.result { return true }
        return false
      }
      // The outcome named exactly (any case), else the one whose name starts so: of
      // several that start so, the ones that can happen here.
      let typed = outcome.lowercased()
      var matching = named.filter { $0.name.lowercased() == typed }
      if matching.isEmpty {
        matching = named.filter { $0.name.lowercased().hasPrefix(typed) }
        let possible = matching.filter { !isDisabled($0.option) }
        if matching.count > 1, !possible.isEmpty { matching = possible }
      }
      guard matching.count == 1, let option = matching.first?.option else {
        if matching.count > 1 {
          return
            "'\(outcome)' could be outcome \(matching.map(\.name).joined(separator: " or ")) of \(item.phrase)\n\n"
        }
        let listed = named.map {
          isDisabled($0.option) ? "\($0.name) (cannot happen here)" : $0.name
        }
        return
          "\(item.phrase) has no outcome '\(outcome)'; its outcomes: \(listed.joined(separator: ", "))\n\n"
      }
      if case .disabled(let reason) = option.result {
        let name = SessionMenu.outcome(of: option.transition, flow: flow) ?? outcome
        return
          "outcome '\(name)' of \(item.phrase) cannot happen here: \(simulator.explain(reason, of: option.transition))\n\n"
      }
      return move(option)
    }
    let usable = item.usable
    if usable.isEmpty, let failing = item.failing.first { return move(failing) }
    if usable.count == 1 { return move(usable[0]) }
    let pending = Pending(item: item, choices: usable)
    self.pending = pending
    return question(pending)
  }

  /// The back button, or a control labelled "Back" when there is no back button.
  func back() -> String {
    let items = menu.items
    if let item = items.first(where: { isSystem($0, .back) }) { return take(item, outcome: nil) }
    if let item = items.first(where: { $0.label.lowercased() == "back" && $0.control != nil }) {
      return take(item, outcome: nil)
    }
    let view = simulator.view(current)
    if let modal = view.modals.last, modal.screens.count == 1 {
      let dismissing = items.filter { item in
        item.number != nil && item.usable.contains { flow.kind(of: $0.transition) == "dismiss" }
      }
      let hint = dismissing.first.map { "; \($0.phrase) (\($0.number!)) dismisses it" } ?? ""
      return
        "there is nothing to go back to: \(flow.screens[view.visible].name) is presented modally, so it has no back button\(hint)\n\n"
    }
    if let hidden = flow.hiddenBar(in: view) {
      return "you cannot go back here: \(hidden)\n\n"
    }
    let name = flow.screens[view.visible].name
    guard (view.modals.last ?? activeRootStack(view))?.nav != nil else {
      // A tab's or a page's screen, or the root screen: no navigation bar to go back with.
      return
        "there is nothing to go back to: \(name) is in no navigation stack, so it has no back button\n\n"
    }
    return "there is nothing to go back to: \(name) is the first screen of its stack\n\n"
  }

  /// Pop to root: re-tapping the selected tab, as UIKit does, or why that is not possible.
  func root() -> String {
    let items = menu.items
    if let item = items.first(where: \.popsToRoot) { return take(item, outcome: nil) }
    let view = simulator.view(current)
    let stack = view.modals.last ?? activeRootStack(view)
    let name = flow.screens[view.visible].name
    guard let stack, stack.nav != nil, stack.screens.count > 1 else {
      return stack?.nav == nil
        ? "\(name) is in no navigation stack: there is no root to pop to\n\n"
        : "\(name) is already the root of its stack\n\n"
    }
    let rootName = flow.screens[stack.screens[0]].name
    let popping = items.first { item in
      item.number != nil && item.usable.contains { flow.kind(of: $0.transition) == "pop to root" }
    }
    var why = "UIKit pops to the root when the selected tab is tapped again, and "
    if case .tabs = view.root, !view.modals.isEmpty {
      why += "the tab bar is under a modal here"
    } else {
      why += "no tab bar is showing here"
    }
    if let popping {
      return "\(why); \(popping.phrase) (\(popping.number!)) pops to \(rootName)\n\n"
    }
    let backs = stack.screens.count - 1
    return
      "\(why); 'back' \(backs == 1 ? "once" : "\(backs) times"), or 'goto \(rootName)', gets you there\n\n"
  }

  /// The stack the root shows: the nav, or the selected tab's.
  private func activeRootStack(_ view: ConfigurationView) -> ConfigurationView.Stack? {
    switch view.root {
    case .nav: return view.stacks.first
    case .tabs:
      return view.selectedTab.flatMap { view.stacks.indices.contains($0) ? view.stacks[$0] : nil }
    case .screen, .pages: return ConfigurationView.Stack(nav: nil, screens: [view.visible])
    }
  }

  /// A system control (next / previous page) by kind, or why it is not there.
  func system(_ kind: Transition.Kind, missing: String) -> String {
    if let item = menu.items.first(where: { isSystem($0, kind) }) {
      return take(item, outcome: nil)
    }
    return missing + "\n\n"
  }

  private func isSystem(_ item: SessionMenu.Item, _ kind: Transition.Kind) -> Bool {
    item.control == nil && item.options.contains { flow.transitions[$0.transition].kind == kind }
  }
}
