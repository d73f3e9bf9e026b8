/// How the stepper shows one configuration: the visible screen and its title, where
/// the user is (a breadcrumb of the stacks, tabs and modals), the numbered actions with
/// their UIKit kind, the disabled ones with the reason, broken ones, and the events.
///
/// ```
/// Voting "Vote"
/// where: Login + modal Home › Voting
///   1. swipe "left" (stay; outcomes: toMiddle, toLast)
///   2. back
///      tap "Vote" — disabled: this is your own poll
/// events: 3. "Network lost"
/// ```
///
/// When an event offered has a how-text, the events are listed one a line, each
/// followed by it: `  3. "Network lost": turn on Airplane Mode`.
public struct SessionView {
  public let simulator: Simulator
  public let style: SessionStyle

  public init(simulator: Simulator, style: SessionStyle = SessionStyle()) {
    self.simulator = simulator
    self.style = style
  }

  var flow: Flow { simulator.flow }

  /// The whole view of `configuration`, each line ending with a newline.
  public func render(_ configuration: Configuration, menu: SessionMenu) -> String {
    let view = simulator.view(configuration)
    let screen = flow.screens[view.visible]
    var header = style.bold(screen.name)
    if screen.kind != .screen { header += " (\(screen.kind.rawValue))" }
    if screen.title != screen.name { header += " \(StringLiteral.quoted(screen.title))" }
    var out = header + "\n"
    out += "where: \(Breadcrumb(flow: flow).describe(view))\n"
    let width = String(menu.numbered.count).count
    let indent = String(repeating: " ", count: width + 4)
    let actions = menu.items.filter { !$0.isEvent }
    for item in actions {
      guard let number = item.number else { continue }
      let padded = String(repeating: " ", count: width - String(number).count) + String(number)
      out += "  \(padded). \(describe(item))\n"
    }
    if !actions.contains(where: { $0.number != nil }) {
      if menu.numbered.contains(where: \.isEvent) {
        out += "  nothing to do here but wait for an event\n"
      } else if actions.contains(where: { !$0.failing.isEmpty }) {
        out += "  nothing here works: every action fails (below)\n"
      } else {
        out +=
          "  nothing to do here: \(screen.isTerminal ? "the journey may end here" : "a dead end")\n"
      }
    }
    for item in actions where item.number == nil {
      if let reason = item.disabledReason {
        out += style.dim("\(indent)\(item.phrase) — disabled: \(reason)") + "\n"
      } else {
        out += "\(indent)\(describe(item))\n"
      }
    }
    let events = menu.items.filter { $0.isEvent && $0.disabledReason == nil }
    let offered = events.filter { $0.number != nil }
    if offered.contains(where: { how(of: $0) != nil }) {
      // One event a line, each with what the tester does to make it happen.
      out += "events:\n"
      for item in offered {
        let number = String(item.number!)
        let padded = String(repeating: " ", count: width - number.count) + number
        out += "  \(padded). \(describe(item, phrase: StringLiteral.quoted(item.label)))\n"
      }
    } else if !offered.isEmpty {
      let numbered = offered.map { item in
        "\(item.number!). \(describe(item, phrase: StringLiteral.quoted(item.label)))"
      }
      out += "events: " + numbered.joined(separator: ", ") + "\n"
    }
    for item in events where item.number == nil { out += "events: \(describe(item))\n" }
    return out
  }

  /// An event's how-text: what a tester does or waits for to make it happen.
  func how(of item: SessionMenu.Item) -> String? {
    guard item.isEvent, let control = item.control else { return nil }
    return flow.controls[control].how
  }

  /// An item with its kind, outcomes, notices and failures: `tap "Login" (present;
  /// outcomes: valid, failed)`, `tab "Files" (pop to root)`.
  func describe(_ item: SessionMenu.Item, phrase: String? = nil) -> String {
    var text = phrase ?? item.phrase
    var notes: [String] = []
    let usable = item.usable
    if item.control != nil {
      let names = usable.compactMap { SessionMenu.outcome(of: $0.transition, flow: flow) }
      let kinds = usable.map { flow.kind(of: $0.transition) }
      var parts: [String] = []
      if usable.isEmpty, let first = item.failing.first {
        parts.append(flow.kind(of: first.transition))
      } else if names.count > 1 && Set(kinds).count > 1 {
        let each = zip(names, kinds).map { "\($0) → \($1)" }
        parts.append("outcomes: " + each.joined(separator: ", "))
      } else {
        if let kind = kinds.first, !(item.isEvent && kind == "stay") { parts.append(kind) }
        if names.count > 1 { parts.append("outcomes: " + names.joined(separator: ", ")) }
      }
      if !parts.isEmpty { text += " (\(parts.joined(separator: "; ")))" }
      if let how = how(of: item) { text += ": " + how }
    } else if item.popsToRoot {
      text += " (pop to root)"
    }
    for option in usable {
      if case .leadsTo(_, let notices) = option.result {
        notes += notices.map { "note: \(simulator.explain($0, ahead: true)) (a flow bug)" }
      }
    }
    for option in item.failing {
      guard case .fails(let issue, _) = option.result else { continue }
      let outcome = SessionMenu.outcome(of: option.transition, flow: flow)
      let subject =
        usable.isEmpty || outcome == nil ? "fails here" : "outcome \(outcome!) fails here"
      notes.append("\(subject): \(simulator.explain(issue)) (a flow bug)")
    }
    return ([text] + notes).joined(separator: " — ")
  }

  /// One step taken: `step 2: tap "Login" → valid (present); signedIn = true`, then
  /// a line per notice.
  public func stepLine(
    _ number: Int, transition: TransitionID, from before: Configuration,
    to after: Configuration, notices: [StepIssue]
  ) -> String {
    var line = "step \(number): \(phrase(of: transition))"
    if let outcome = SessionMenu.outcome(of: transition, flow: flow) {
      line += " → \(outcome)"
    }
    let beforeView = simulator.view(before)
    if flow.control(of: transition) != nil {
      line += " (\(flow.kind(of: transition)))"
    } else if case .tab(_, let index) = flow.transitions[transition].kind,
      beforeView.selectedTab == index
    {
      line += " (pop to root)"
    }
    let changes = Breadcrumb(flow: flow).changes(from: beforeView, to: simulator.view(after))
    if !changes.isEmpty { line += "; " + changes.joined(separator: ", ") }
    var out = line + "\n"
    for notice in notices { out += "  note: \(simulator.explain(notice)) (a flow bug)\n" }
    return out
  }

  /// A transition as a scenario step without its outcome: `tap "OK"` for a button.
  public func phrase(of transition: TransitionID) -> String {
    switch flow.transitions[transition].kind {
    case .control(let control, _):
      return flow.controls[control].phrase
    case .back: return "back"
    case .nextPage: return "next page"
    case .previousPage: return "previous page"
    case .tab(let bar, let index):
      return "tab \(StringLiteral.quoted(flow.tabBars[bar].tabs[index].label))"
    }
  }
}

/// Whether the stepper's text is coloured: bold screen names, dim disabled actions.
public struct SessionStyle: Sendable {
  public var colors: Bool

  public init(colors: Bool = false) {
    self.colors = colors
  }

  public func bold(_ text: String) -> String { colors ? "\u{1B}[1m\(text)\u{1B}[0m" : text }
  public func dim(_ text: String) -> String { colors ? "\u{1B}[2m\(text)\u{1B}[0m" : text }
}
