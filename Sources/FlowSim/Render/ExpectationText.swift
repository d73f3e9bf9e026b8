/// A scenario's `expect` as a check a tester can make on the device: what screen
/// shows, which controls can be used and which screens are open (for a tab, that its
/// tab bar is), in the app's words; only what no screen shows (the flow's variables)
/// stays in the flow's syntax.
///
/// `expect at Carousel and signedIn and not enabled "Delete"` reads `Check: you are on
/// **Carousel** ("Images"); you cannot tap **Delete**: it is hidden or greyed out; and
/// `signedIn` holds.`
extension TranscriptDocuments {
  func check(_ expr: Expr, _ text: String) -> Transcript.Line {
    var conjuncts: [Expr] = []
    func flatten(_ expr: Expr) {
      if case .and(let a, let b) = expr {
        flatten(a)
        flatten(b)
      } else {
        conjuncts.append(expr)
      }
    }
    flatten(expr)
    var seen: [Transcript.Line] = []
    var state: [Expr] = []
    for conjunct in conjuncts {
      // Parts that read alike are said once (`in Files and in FilesNav`: the tab).
      if let line = visible(conjunct) {
        if !seen.contains(line) { seen.append(line) }
      } else {
        state.append(conjunct)
      }
    }
    // Nothing a screen shows, or a part that reads the screens in a way not put in
    // words (`(at Root) == true`): the expectation as written.
    if seen.isEmpty || state.contains(where: \.readsConfiguration) {
      return [.text("Check: "), .code(text), .text(" holds.")]
    }
    var line: Transcript.Line = [.text("Check: ")]
    for (index, part) in seen.enumerated() {
      if index > 0 {
        line.append(.text(state.isEmpty && index == seen.count - 1 ? "; and " : "; "))
      }
      line += part
    }
    if !state.isEmpty {
      // `or` binds looser than the `and` that joins them: bracketed, as written.
      let written = state.map {
        let part = ModelDump.describe($0, as: nil, flow)
        if case .or = $0 { return "(\(part))" }
        return part
      }.joined(separator: " and ")
      line += [.text("; and "), .code(written), .text(" holds")]
    }
    return line + [.text(".")]
  }

  /// What a tester sees for `expr`, or nil when no screen shows it.
  private func visible(_ expr: Expr) -> Transcript.Line? {
    switch expr {
    case .at(let screen):
      return [.text("you are on ")] + narrator.screen(screen, title: true)
    case .not(.at(let screen)):
      return [.text("you are not on ")] + narrator.screen(screen, title: true)
    case .enabled, .or:
      guard let control = enabledControl(expr) else { return nil }
      return [
        .text("you can \(flow.controls[control].verb.spoken) "),
        .label(flow.controls[control].label),
      ] + screenNamed(expr)
    case .within(let place):
      return open(place, negated: false)
    case .not(.within(let place)):
      return open(place, negated: true)
    case .not(let inner):
      guard let control = enabledControl(inner) else { return nil }
      let label = flow.controls[control].label
      let on = screenNamed(inner)
      // A control that is not enabled may be greyed out or not shown at all: the
      // flow does not say which.
      if flow.controls[control].verb == .swipe {
        return [.text("swiping "), .label(label)] + on + [.text(" does nothing")]
      }
      return [.text("you cannot \(flow.controls[control].verb.spoken) "), .label(label)] + on + [
        .text(": it is hidden or greyed out")
      ]
    default:
      return nil
    }
  }

  /// `**Login** is open, on screen or under another`; `no screen of **SignedOut**
  /// (Login, SignUp) is open anywhere`; for a tab's stack or the screen a tab shows
  /// first, `there is a **Files** tab, selected or not, on screen or under another
  /// screen` (see `tab(_:)`).
  private func open(_ place: Place, negated: Bool) -> Transcript.Line {
    if let label = tab(place) {
      return negated
        ? [
          .text("there is no "), .label(label),
          .text(" tab anywhere, not even under another screen"),
        ]
        : [
          .text("there is a "), .label(label),
          .text(" tab, selected or not, on screen or under another screen"),
        ]
    }
    func group(_ name: String, _ members: [String]) -> Transcript.Line {
      [
        .text(negated ? "no screen of " : "a screen of "), .screen(name),
        .text(" (\(members.joined(separator: ", "))) is open\(negated ? " anywhere" : "")"),
      ]
    }
    switch place {
    case .screen(let screen):
      let rest =
        negated
        ? " is not open anywhere, not even under another screen"
        : " is open, on screen or under another"
      return [.screen(flow.screens[screen].name), .text(rest)]
    case .nav(let nav):
      return group(flow.navs[nav].name, flow.navs[nav].members.map { flow.screens[$0].name })
    case .pages(let set):
      return group(flow.pageSets[set].name, flow.pageSets[set].pages.map { flow.screens[$0].name })
    case .tabs(let bar):
      let tabs = flow.tabBars[bar].tabs.map { "\"\($0.label)\"" }.joined(separator: ", ")
      return [
        .text("the tab bar "), .screen(flow.tabBars[bar].name),
        .text(" (\(tabs)) is \(negated ? "not open anywhere" : "open")"),
      ]
    }
  }

  /// The label of the tab `place` is, when being in it means only that its tab bar is
  /// open: a tab's stack, or the screen a tab shows first, that no action shows
  /// anywhere else (pushed, presented, or made the window's root), in a tab whose
  /// label no other tab has. A tab bar keeps every tab's stack whichever tab is
  /// selected, so `in Files` holds on the Photos tab too: what a tester sees is the
  /// tab bar with a "Files" tab, not Files.
  private func tab(_ place: Place) -> String? {
    var nav: NavID?
    var screen: ScreenID?
    switch place {
    case .nav(let id):
      nav = id
    case .screen(let id):
      screen = id
      nav = flow.navs.first { $0.root == id }?.id
    case .tabs, .pages:
      return nil
    }
    let tab = flow.tabBars.lazy.flatMap(\.tabs).first {
      switch $0.content {
      case .nav(let id): id == nav
      case .screen(let id): id == screen
      }
    }
    // A label two tabs share (in two tab bars) would not say which: the screen's
    // wording does.
    guard let tab, flow.tabBars.lazy.flatMap(\.tabs).count(where: { $0.label == tab.label }) == 1
    else { return nil }
    func elsewhere(_ root: Place) -> Bool {
      switch root {
      case .nav(let id): id == nav
      case .screen(let id): id == screen
      case .tabs, .pages: false
      }
    }
    if flow.roots.contains(where: elsewhere) { return nil }
    for transition in flow.transitions {
      for action in transition.actions {
        if let pushed = action.kind.mayPush, pushed == screen { return nil }
        switch action.kind.mayPresent {
        case .screen(let id)? where id == screen: return nil
        case .nav(let id)? where id == nav: return nil
        default: continue
        }
      }
    }
    return tab.label
  }

  /// ` on **ChatList**` for `enabled ChatList."Vote"` where another screen has a
  /// "Vote" too, so that two checks on the two do not read as one; nothing for a
  /// label only one screen has, or for any of them (`enabled "Vote"`).
  private func screenNamed(_ expr: Expr) -> Transcript.Line {
    guard case .enabled(let id) = expr, case .screen(let screen) = flow.controls[id].owner
    else { return [] }
    let control = flow.controls[id]
    let shared = flow.controls.contains {
      $0.id != id && $0.label == control.label && $0.verb.spoken == control.verb.spoken
        && $0.owner != control.owner
    }
    return shared ? [.text(" on "), .screen(flow.screens[screen].name)] : []
  }

  /// The control `enabled "L"` names: one control, or any of those with its label
  /// (`enabled "L"` without a screen means any of them).
  private func enabledControl(_ expr: Expr) -> ControlID? {
    switch expr {
    case .enabled(let control): return control
    case .or(let a, let b):
      guard let first = enabledControl(a), let second = enabledControl(b),
        flow.controls[first].label == flow.controls[second].label,
        flow.controls[first].verb.spoken == flow.controls[second].verb.spoken
      else { return nil }
      return first
    default: return nil
    }
  }
}
