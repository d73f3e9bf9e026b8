/// How the stepper shows one configuration: the visible screen and its title, where
/// the user is (a breadcrumb of the stacks, tabs and modals), the numbered actions with
/// what each does to the screens (in the walkthroughs' words, `Walkthrough.Change`), the
/// disabled ones with the reason, broken ones, and the events.
///
/// ```
/// Voting "Vote"
/// where: Login + modal Home › Voting
///   1. swipe "left" → still on Voting; outcomes: toMiddle, toLast
///   2. back → pops Voting
/// unavailable:
///   tap "Vote" — disabled: this is your own poll
/// events: 3. "Network lost"
/// ```
///
/// When an event offered has a how-text, or changes the screens, the events are
/// listed one a line, each followed by them: `  3. "Network lost": turn on Airplane
/// Mode`, `  4. "Session expired" → shows Landing, the screens before are gone`.
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
    let actions = menu.items.filter { !$0.isEvent }
    for item in actions {
      guard let number = item.number else { continue }
      let padded = String(repeating: " ", count: width - String(number).count) + String(number)
      out += "  \(padded). \(describe(item, in: view))\n"
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
    // Under their own heading: indented alone, they read as part of the action above.
    let unavailable = actions.filter { $0.number == nil }
    if !unavailable.isEmpty { out += "unavailable:\n" }
    for item in unavailable {
      if let reason = item.disabledReason {
        out += style.dim("  \(item.phrase) — disabled: \(reason)") + "\n"
      } else {
        out += "  \(describe(item, in: view))\n"
      }
    }
    let events = menu.items.filter { $0.isEvent && $0.disabledReason == nil }
    let offered = events.filter { $0.number != nil }
    let described = offered.map {
      describe($0, in: view, phrase: StringLiteral.quoted($0.label))
    }
    if zip(offered, described).contains(where: { how(of: $0) != nil || $1.contains(" → ") }) {
      // One event a line, each with what the tester does to make it happen and what
      // it does (whose commas would run into a list's).
      out += "events:\n"
      for (item, text) in zip(offered, described) {
        let number = String(item.number!)
        let padded = String(repeating: " ", count: width - number.count) + number
        out += "  \(padded). \(text)\n"
      }
    } else if !offered.isEmpty {
      let numbered = zip(offered, described).map { "\($0.number!). \($1)" }
      out += "events: " + numbered.joined(separator: ", ") + "\n"
    }
    for item in events where item.number == nil { out += "events: \(describe(item, in: view))\n" }
    return out
  }

  /// What taking `option` does to the screens, as the walkthroughs would say it
  /// (`Walkthrough.Change`, in the present tense): `pushes SignIn`, `dismisses Compose`,
  /// `shows Home, the screens before are gone`; `still on Home` when it changes none.
  func effect(of option: Simulator.Option, from view: ConfigurationView) -> String {
    let (changes, after) = prediction(of: option, from: view)
    return said(changes, from: view, to: after, .present)
  }

  /// What taking `option` does: its screen changes (for one that fails, those it sets
  /// out to make) and where the user is after it.
  private func prediction(of option: Simulator.Option, from view: ConfigurationView) -> (
    changes: [Walkthrough.Change], after: ConfigurationView
  ) {
    let after = option.target.map { simulator.view($0) } ?? view
    return (changes(option.transition, from: view, to: after), after)
  }

  /// `changes` (from `before` to `after`) as the menu or a step line says them; where
  /// none changes the screens, where the user is: `still on Home`, `shows Home`
  /// (present) or `now on Home` (past).
  private func said(
    _ changes: [Walkthrough.Change], from before: ConfigurationView, to after: ConfigurationView,
    _ tense: Walkthrough.Change.Tense
  ) -> String {
    guard changes.isEmpty else { return spoken(changes, tense) }
    let name = flow.screens[after.visible].name
    if after.visible == before.visible { return "still on " + name }
    return (tense == .past ? "now on " : "shows ") + name
  }

  /// `changes` as the menu (present tense) or a step line (past) says them. A reset
  /// names the screen it shows only when nothing after it in the chain moves the user
  /// on (`reset Landing; push SignIn` never shows Landing): a walkthrough has said
  /// where the user is before it lists the changes; the stepper's lines have not.
  private func spoken(_ changes: [Walkthrough.Change], _ tense: Walkthrough.Change.Tense) -> String
  {
    changes.indices.map { index in
      guard case .reset(let entry) = changes[index] else {
        return changes[index].text(tense, in: flow)
      }
      if index < changes.count - 1 { return "the screens before are gone" }
      return (tense == .past ? "now on " : "shows ")
        + "\(flow.screens[entry].name), the screens before are gone"
    }.joined(separator: ", ")
  }

  /// The screen changes of `transition` from `before` to `after`, for the menu and the
  /// step lines: the walkthroughs' (`Flow.changes(of:from:to:)`), but for a tab. The
  /// stepper's phrase for a tab (`tab "Files"`) names it already, so switching to it
  /// says where the user lands (`shows FileList`, by `said`) and tapping it again that
  /// it pops to the root. A control's tab switch keeps its words: `tap "Other" →
  /// selects tab "Other"`.
  private func changes(
    _ transition: TransitionID, from before: ConfigurationView, to after: ConfigurationView
  ) -> [Walkthrough.Change] {
    let changes = flow.changes(of: transition, from: before, to: after)
    guard case .tab = flow.transitions[transition].kind else { return changes }
    return changes.compactMap { change in
      switch change {
      case .selectedTab: nil
      case .poppedTab: .poppedToRoot
      default: change
      }
    }
  }

  /// An event's how-text: what a tester does or waits for to make it happen.
  func how(of item: SessionMenu.Item) -> String? {
    guard item.isEvent, let control = item.control else { return nil }
    return flow.controls[control].how
  }

  /// An item with what it does, its outcomes, notices and failures, in the words the
  /// walkthroughs use (`Walkthrough.Change`): `tap "Register" → pushes Register`, `tap
  /// "Login" → valid: presents Main (Home); failed: presents LoginFailed`, `tab
  /// "Files" → pops to the root`; an event's how-text comes before what it does.
  func describe(_ item: SessionMenu.Item, in view: ConfigurationView, phrase: String? = nil)
    -> String
  {
    var text = phrase ?? item.phrase
    var notes: [String] = []
    let usable = item.usable
    if item.control != nil {
      let names = usable.compactMap { SessionMenu.outcome(of: $0.transition, flow: flow) }
      let predictions = usable.map { prediction(of: $0, from: view) }
      let effects = predictions.map { said($0.changes, from: view, to: $0.after, .present) }
      var does: String?
      if usable.isEmpty, let first = item.failing.first {
        // What it sets out to do, before it fails.
        does = effect(of: first, from: view)
      } else if names.count > 1 && Set(effects).count > 1 {
        does = zip(names, effects).map { "\($0): \($1)" }.joined(separator: "; ")
      } else if let first = predictions.first {
        let outcomes = names.count > 1 ? "outcomes: " + names.joined(separator: ", ") : nil
        if item.isEvent && first.changes.isEmpty {
          // An event that changes no screen goes without saying; its outcomes do not.
          if let outcomes { text += " (\(outcomes))" }
        } else {
          does = [effects[0], outcomes].compactMap { $0 }.joined(separator: "; ")
        }
      }
      if let how = how(of: item) { text += ": " + how }
      if let does { text += " → " + does }
    } else if let first = usable.first {
      text += " → " + effect(of: first, from: view)
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

  /// One step taken, in the words of the menu it was taken from, past tense: `step 2:
  /// tap "Login" → valid: presented Main (Home); signedIn = true`, then a line per
  /// notice.
  public func stepLine(
    _ number: Int, transition: TransitionID, from before: Configuration,
    to after: Configuration, notices: [StepIssue]
  ) -> String {
    var line = "step \(number): \(phrase(of: transition)) → "
    if let outcome = SessionMenu.outcome(of: transition, flow: flow) { line += "\(outcome): " }
    let beforeView = simulator.view(before)
    let afterView = simulator.view(after)
    let did = changes(transition, from: beforeView, to: afterView)
    line += said(did, from: beforeView, to: afterView, .past)
    // What changed that the screens do not show (`signedIn = true`).
    let unseen = Breadcrumb(flow: flow).changes(from: beforeView, to: afterView)
    if !unseen.isEmpty { line += "; " + unseen.joined(separator: ", ") }
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
