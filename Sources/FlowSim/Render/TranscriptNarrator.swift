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
    var changes = step.changes.map { $0.text(.past, in: flow) }
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
}
