/// Narrates walkthroughs step by step for a tester: on which screen, what to do and
/// its UIKit kind, where it leads and what changed (pushed, presented, dismissed,
/// reset, tab, page, variables), and the stacks, tabs and modals after it.
///
/// `On **Landing**, tap **Sign in** (push) → now on **SignIn** ("Sign in"): pushed SignIn.`
/// then `Now: Landing › SignIn`.
public struct TranscriptNarrator: Sendable {
  public let flow: Flow

  public init(flow: Flow) {
    self.flow = flow
  }

  typealias Span = Transcript.Span

  // MARK: - Walkthroughs

  /// The start, then one numbered step per transition; the walkthrough's `failure`
  /// is a last step that was tried and fails there.
  public func walkthrough(_ walkthrough: Walkthrough) -> Transcript {
    var steps: [Transcript.Step] = []
    for (index, step) in walkthrough.steps.enumerated() {
      steps.append(self.step(step, from: walkthrough.view(before: index), number: index + 1))
    }
    if let failure = walkthrough.failure {
      let view = walkthrough.endView
      steps.append(
        Transcript.Step(
          number: steps.count + 1,
          lines: [
            [.text("On ")] + screen(view.visible, title: false) + [.text(", ")]
              + instruction(failure.transition) + [.text(": "), .strong("✗ fails here")]
              + (failure.why.map { [.text(": \($0)")] } ?? [])
          ], failed: true))
    }
    var transcript = Transcript([.paragraph(start(walkthrough.startView))])
    if !steps.isEmpty { transcript.append(.steps(steps)) }
    return transcript
  }

  /// `Start: the app opens on **Welcome1** ("Hello").` and `Now: …`.
  public func start(_ view: ConfigurationView) -> [Transcript.Line] {
    [
      [.text("Start: the app opens on ")] + screen(view.visible, title: true) + [.text(".")],
      now(view),
    ]
  }

  /// One step: what to do where, where it leads and what changed; then the breadcrumb;
  /// then any notices.
  public func step(_ step: Walkthrough.Step, from old: ConfigurationView, number: Int)
    -> Transcript.Step
  {
    let new = step.view
    let transition = step.transition
    var line: Transcript.Line = [.text("On ")] + screen(old.visible, title: false) + [.text(", ")]
    line += instruction(transition)
    line.append(.text(" → "))
    let moved = new.visible != old.visible
    line.append(.text(moved ? "now on " : "still on "))
    line += screen(new.visible, title: moved)
    var changes = changed(transition, from: old, to: new).map { $0.text(.past) }
    changes += Breadcrumb(flow: flow).changes(from: old, to: new)
    line.append(.text(changes.isEmpty ? "." : ": " + changes.joined(separator: "; ") + "."))
    var lines = [line, now(new)]
    for explanation in step.explanations {
      lines.append([.strong("Note"), .text(": " + explanation + ".")])
    }
    return Transcript.Step(number: number, lines: lines)
  }

  // MARK: - Pieces

  /// `Now: `Landing › SignIn``: the stacks, tabs and modals.
  func now(_ view: ConfigurationView) -> Transcript.Line {
    [.text("Now: "), .code(Breadcrumb(flow: flow).describe(view))]
  }

  /// A screen's name, and its title when it differs and `title` is set.
  func screen(_ id: ScreenID, title: Bool) -> Transcript.Line {
    let screen = flow.screens[id]
    var spans: Transcript.Line = [.screen(screen.name)]
    if title, screen.title != screen.name { spans.append(.text(" (\"\(screen.title)\")")) }
    return spans
  }

  /// What the tester does, in the model's words (without how-texts): `tap **Sign in**
  /// for outcome **invalid**`. Steps use `instruction(_:)`, which follows the
  /// flow's how-texts.
  public func action(_ transition: TransitionID) -> Transcript.Line {
    switch flow.transitions[transition].kind {
    case .back: return [.text("tap the back button")]
    case .nextPage: return [.text("swipe to the next page")]
    case .previousPage: return [.text("swipe to the previous page")]
    case .tab(let bar, let index):
      return [.text("tap the "), .label(flow.tabBars[bar].tabs[index].label), .text(" tab")]
    case .control(let id, let outcome):
      var spans = verb(flow.controls[id])
      guard let outcome else { return spans }
      // An event's outcome is the world's doing: named, not asked for.
      if flow.controls[id].verb == .event {
        return spans + [.text(" (outcome "), .strong(outcome), .text(")")]
      }
      spans += [.text(" for outcome "), .strong(outcome)]
      return spans
    }
  }

  /// What a transition did to the screens, action by action (`new` is read only for
  /// the page it shows).
  func changed(_ transition: TransitionID, from old: ConfigurationView, to new: ConfigurationView)
    -> [ScreenChange]
  {
    func name(_ screen: ScreenID) -> String { flow.screens[screen].name }
    func page() -> String {
      guard case .pages(let set) = new.root, let page = new.page else { return "page changed" }
      return "page \(page + 1) of \(flow.pageSets[set].pages.count)"
    }
    switch flow.transitions[transition].kind {
    case .back: return [.popped(name(old.visible))]
    case .nextPage, .previousPage: return [.page(page())]
    case .tab(let bar, let index):
      let label = flow.tabBars[bar].tabs[index].label
      return old.selectedTab == index ? [.poppedTab(label)] : [.selectedTab(label)]
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
      // A presented stack goes whole: named by all its screens, as the Now line
      // shows it (`M1 › M2`), so it does not read as a return to M1.
      func modalName(_ screens: [ScreenID]) -> String? {
        screens.isEmpty ? nil : screens.map(name).joined(separator: " › ")
      }
      func dismissed() -> String? { modals.popLast().flatMap { modalName($0.screens) } }
      func popped() -> String? {
        if !modals.isEmpty {
          guard modals[modals.count - 1].screens.count > 1 else { return nil }
          return name(modals[modals.count - 1].screens.removeLast())
        }
        guard stack.count > 1 else { return nil }
        return name(stack.removeLast())
      }
      var parts: [ScreenChange] = []
      func pushed(_ screen: ScreenID) {
        parts.append(.pushed(name(screen)))
        if modals.isEmpty {
          stack.append(screen)
        } else {
          modals[modals.count - 1].screens.append(screen)
        }
      }
      func presented(_ screen: ScreenID) {
        parts.append(.presented(name(screen)))
        modals.append(.init(nav: nil, screens: [screen]))
      }
      if case .screen(let owner) = flow.controls[control].owner, flow.screens[owner].isAlert {
        parts.append(.dismissed(dismissed() ?? name(owner)))
      }
      for action in flow.transitions[transition].actions {
        switch action.kind {
        case .push(let screen):
          pushed(screen)
        case .present(.screen(let screen)):
          presented(screen)
        case .present(.nav(let nav)):
          parts.append(.presented("\(flow.navs[nav].name) (\(name(flow.navs[nav].root)))"))
          modals.append(.init(nav: nav, screens: [flow.navs[nav].root]))
        case .show(let screen):
          // As the engine decides: a push where a navigation stack is shown.
          if modals.last.map({ $0.nav != nil }) ?? rootHasNav {
            pushed(screen)
          } else {
            presented(screen)
          }
        case .dismiss: parts.append(.dismissed(dismissed() ?? "the modal"))
        case .dismissAll:
          // Nothing is said when nothing was up: the user saw nothing happen.
          let names = modals.reversed().compactMap { modalName($0.screens) }
          if !names.isEmpty { parts.append(.dismissed(names.joined(separator: " and "))) }
          modals.removeAll()
        case .back:
          parts.append(.popped(popped()))
        case .popToRoot: parts.append(.poppedToRoot)
        case .unwind(let screen):
          // Said only when it moved: a deep link's unwind to a stack's root often
          // finds the user there already.
          if (modals.last?.screens.last ?? stack.last) != screen {
            parts.append(.unwound(name(screen)))
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
          parts.append(.selectedTab(flow.tabBars[bar].tabs[index].label))
          selected = index
          if case .tabs(bar) = old.root, old.stacks.indices.contains(index) {
            stack = old.stacks[index].screens
            rootHasNav = old.stacks[index].nav != nil
          }
        case .nextPage, .previousPage, .page: parts.append(.page(page()))
        case .reset(let root):
          parts.append(.reset(entry: name(flow.entry(of: root))))
          modals.removeAll()
          stack = []
          switch root {
          case .nav: rootHasNav = true
          case .tabs(let bar):
            // A new root shows its first tab.
            if case .nav? = flow.tabBars[bar].tabs.first?.content {
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
}
