/// Turns issues met while exploring (`StateSpace.issues`) into findings: the message,
/// where it points, and the walkthrough to the configuration where it happened.
enum IssueFindings {
  /// The finding id each issue is reported under.
  static func id(_ issue: StepIssue) -> String {
    switch issue {
    case .unwindTargetMissing: "unwind-target-missing"
    case .pushOutsideStack: "push-outside-navigation"
    case .unboundedStack: "unbounded-stack"
    case .stackTooDeep, .tooLarge: "configuration-too-large"
    case .valueOutOfRange: "value-out-of-range"
    case .tabBarNotShown: "tab-bar-not-shown"
    case .pageSetNotShown: "page-set-not-shown"
    case .unboundedPresentation: "unbounded-presentation"
    case .alertButtonCannotApply: "alert-button-does-nothing"
    case .screenTwiceInStack: "screen-twice-in-stack"
    case .returnsToNoReturn: "returns-to-noreturn"
    }
  }

  /// What makes a finding a first occurrence: the issue and where it points, and for
  /// a system transition (back, tab taps), which points at the screen concerned, the
  /// transition too, so that back and tapping the selected tab are each reported.
  private struct Occurrence: Hashable {
    var issue: StepIssue
    var location: SourceLocation?
    var systemTransition: TransitionID?
  }

  /// Findings for the issues whose id is in `ids`, first occurrence of each.
  static func findings(
    _ ids: Set<String>, _ context: CheckContext,
    including: (StateSpace.IssueRecord) -> Bool = { _ in true }
  ) -> [Finding] {
    var findings: [Finding] = []
    var seen: Set<Occurrence> = []
    for record in context.space.issues where ids.contains(id(record.issue)) && including(record) {
      let range = location(record, context)
      let occurrence = Occurrence(
        issue: record.issue, location: range?.location,
        systemTransition: record.action < 0 ? record.transition : nil)
      guard seen.insert(occurrence).inserted else { continue }
      let diagnostic = make(record, range: range, context)
      findings.append(
        context.finding(
          diagnostic, at: record.state, then: record.transition,
          screen: screen(record, context)))
    }
    return findings
  }

  /// The screen an issue is reported on, for `known … at SCREEN`: the screen whose
  /// control's transition met it, or for back, paging and tabs the screen they were
  /// taken on; nil for an event, which belongs to no screen.
  private static func screen(_ record: StateSpace.IssueRecord, _ context: CheckContext)
    -> ScreenID?
  {
    switch context.flow.transitions[record.transition].kind {
    case .control(let control, _):
      guard case .screen(let owner) = context.flow.controls[control].owner else { return nil }
      return owner
    case .back, .nextPage, .previousPage, .tab:
      return context.visibleScreen(record.state)
    }
  }

  private static func location(_ record: StateSpace.IssueRecord, _ context: CheckContext)
    -> SourceRange?
  {
    if record.action < 0, case .returnsToNoReturn(let screen) = record.issue {
      return context.flow.screens[screen].range
    }
    return context.range(of: record.transition, action: record.action)
  }

  private static func make(
    _ record: StateSpace.IssueRecord, range: SourceRange?, _ context: CheckContext
  ) -> Diagnostic {
    let flow = context.flow
    let label = flow.label(of: record.transition)
    func name(_ screen: ScreenID) -> String { flow.screens[screen].name }
    switch record.issue {
    case .unwindTargetMissing(let target):
      return .error(
        id(record.issue),
        "'unwind to \(name(target))' is offered where '\(name(target))' is not in the history",
        at: range,
        notes: [
          Note(
            "an unwind can only return to a screen below the current one in its stack or modal chain"
          )
        ])
    case .pushOutsideStack(let target):
      return .error(
        id(record.issue),
        "cannot push '\(name(target))': the visible screen is in no navigation stack", at: range,
        notes: [
          Note(
            "UIKit would present '\(name(target))' modally instead; put the screen in a 'nav', or use 'present'"
          )
        ])
    case .unboundedStack(let target):
      return .error(
        id(record.issue),
        "push cycle: \(label) pushes '\(name(target))' again and again, so the stack grows without bound",
        at: range,
        notes: [
          Note("the cycle: \(cycle(record, target, context))"),
          Note(
            "go back ('back', 'pop to root', 'unwind to …') instead of pushing a screen that is already in the stack"
          ),
          Note(
            "flowsim takes a screen's third copy in a stack as a cycle; if something else bounds the stack (a counter in a guard), declare the bound: 'nav NAME max N'"
          ),
        ])
    case .stackTooDeep, .tooLarge:
      return .error(
        id(record.issue),
        "the configuration grows past flowsim's limits (\(StateLayout.maximumDepth) screens in a stack, \(StateLayout.maximumModals) modals)",
        at: range)
    case .valueOutOfRange(let variable, let value):
      let v = flow.variables[variable]
      return .error(
        id(record.issue),
        "\(label) sets '\(v.name)' to \(value), outside its range \(v.domain.syntax)", at: range,
        notes: [Note("guard the control, e.g. 'when \(v.name) < \(v.domain.bounds.upperBound)'")])
    case .tabBarNotShown(let bar):
      return .error(
        id(record.issue),
        "\(label) selects a tab of '\(flow.tabBars[bar].name)' while it is not shown",
        at: range)
    case .pageSetNotShown:
      return .error(id(record.issue), "\(label) moves a page while no page set is shown", at: range)
    case .alertButtonCannotApply:
      let why = context.simulator.explain(
        .cannotApply(action: max(0, record.action)), of: record.transition)
      return .error(
        id(record.issue),
        "\(label) closes the alert, then cannot do what it says: \(why)", at: range,
        notes: [
          Note(
            "UIKit lets every alert button be tapped and always dismisses the alert; give this button an action that applies here, or no action"
          )
        ])
    case .unboundedPresentation(let target):
      return .error(
        id(record.issue),
        "presentation cycle: '\(name(target))' is presented over itself again and again", at: range,
        notes: [Note("dismiss back to it instead of presenting it again")])
    case .screenTwiceInStack(let target):
      return .warning(
        id(record.issue),
        "'\(name(target))' appears twice in one stack after \(label); usually a push that should have been a pop",
        at: range)
    case .returnsToNoReturn(let target):
      return .error(
        id(record.issue),
        "\(label) returns to '\(name(target))', which is marked 'noreturn'", at: range,
        notes: [
          Note(
            "replace the stack instead (e.g. 'reset …') so that '\(name(target))' is no longer in the history"
          )
        ])
    }
  }

  /// The cycle as text: from the earlier occurrence of `target` to the top, and back.
  private static func cycle(
    _ record: StateSpace.IssueRecord, _ target: ScreenID, _ context: CheckContext
  ) -> String {
    let names = (cycleScreens(record, target, context) + [target]).map {
      context.flow.screens[$0].name
    }
    return names.joined(separator: " → ")
  }

  /// The screens of a push cycle: the visible stack from the last occurrence of `target`.
  static func cycleScreens(
    _ record: StateSpace.IssueRecord, _ target: ScreenID, _ context: CheckContext
  ) -> [ScreenID] {
    let view = context.simulator.view(context.space.configuration(record.state))
    let stacks = view.modals.reversed() + view.stacks
    let stack = stacks.first { $0.screens.last == view.visible }?.screens ?? [view.visible]
    let start = stack.lastIndex(of: target) ?? 0
    return Array(stack[start...])
  }
}

/// Check 2: back behaves: no push cycles, no screen twice in a stack, and back or
/// unwind never returns to a screen marked `noreturn`.
public struct BackCheck: Check {
  public init() {}

  public static let description = CheckDescription(
    name: "back",
    proves:
      "Back is offered exactly when the stack holds more than one screen (by construction); back, pop to root, tapping the selected tab and unwind never return to a `noreturn` screen; no stack grows without bound; no screen appears twice in one stack.",
    rules: [
      .init(
        id: "returns-to-noreturn", severity: .error,
        summary:
          "back, pop to root, tapping the selected tab or unwind returns to a screen marked `noreturn`",
        triggering: """
          start Auth
          nav Auth {
            screen Login noreturn { tap "Sign in" -> push Home }
            screen Home
          }
          """,
        clean: """
          start Auth
          nav Auth { screen Login noreturn { tap "Sign in" -> reset Main } }
          nav Main { screen Home terminal }
          """),
      .init(
        id: "unbounded-stack", severity: .error,
        summary:
          "a push cycle: the same screens are pushed again and again, so the stack grows without bound",
        triggering: """
          start Main
          nav Main {
            screen Home { tap "New" -> push Create }
            screen Create { tap "Save" -> push Home }
          }
          """,
        clean: """
          start Main
          nav Main {
            screen Home { tap "New" -> push Create }
            screen Create { tap "Save" -> back }
          }
          """),
      .init(
        id: "screen-twice-in-stack", severity: .warning,
        summary: "a push puts a screen into a stack that already holds it",
        triggering: """
          start Main
          nav Main max 3 {
            screen Home { tap "Open" -> push Detail }
            screen Detail { tap "Home" -> push Home }
          }
          """,
        clean: """
          start Main
          nav Main {
            screen Home { tap "Open" -> push Detail }
            screen Detail { tap "Home" -> pop to root }
          }
          """),
    ])

  public func run(_ context: CheckContext) -> [Finding] {
    // A push cycle necessarily puts its screens into the stack twice first; report
    // the cycle, not each repetition on the way to it.
    let inCycles = Set(
      context.space.issues.flatMap { record -> [ScreenID] in
        guard case .unboundedStack(let target) = record.issue else { return [] }
        return IssueFindings.cycleScreens(record, target, context)
      })
    let twice = IssueFindings.findings(["screen-twice-in-stack"], context) { record in
      if case .screenTwiceInStack(let screen) = record.issue { return !inCycles.contains(screen) }
      return true
    }
    return IssueFindings.findings(
      ["returns-to-noreturn", "unbounded-stack", "configuration-too-large"], context) + twice
  }
}

/// Check 3: unwinds find their target, and every other transition that can fail
/// (a tab of a tab bar not shown, a value out of range) never does.
public struct UnwindCheck: Check {
  public init() {}

  public static let description = CheckDescription(
    name: "unwind",
    proves:
      "Wherever an unwind is offered its target is in the history, so it lands where UIKit lands; pop to root and tab re-taps land on the stack's root (by construction); and no transition fails where it is offered.",
    rules: [
      .init(
        id: "unwind-target-missing", severity: .error,
        summary: "an unwind is offered where its target is not in the history",
        triggering: """
          start Main
          nav Main {
            screen Home { tap "Open" -> push Detail; tap "List" -> push List }
            screen Detail { tap "Done" -> unwind to List }
            screen List { tap "Open" -> push Detail }
          }
          """,
        clean: """
          start Main
          nav Main {
            screen Home { tap "Open" -> push Detail }
            screen Detail { tap "Done" -> unwind to Home }
          }
          """),
      .init(
        id: "value-out-of-range", severity: .error,
        summary: "a `set` takes a variable outside its range",
        triggering: """
          var photos: 0...2 = 0
          start Form
          screen Form terminal { tap "Add photo" -> set photos = photos + 1 }
          """,
        clean: """
          var photos: 0...2 = 0
          start Form
          screen Form terminal { tap "Add photo" when photos < 2 -> set photos = photos + 1 }
          """),
      .init(
        id: "unbounded-presentation", severity: .error,
        summary:
          "a presentation cycle: a screen is presented over itself again and again (taken as a cycle at its third copy)",
        triggering: """
          start Home
          screen Home { tap "Help" -> present Help }
          screen Help { tap "More" -> present Help; tap "Close" -> dismiss }
          """,
        clean: """
          start Home
          screen Home { tap "Help" -> present Help }
          screen Help { tap "Close" -> dismiss }
          """),
      .init(
        id: "alert-button-does-nothing", severity: .error,
        summary:
          "an alert button whose action cannot apply once the alert is gone (a `back` at a stack's root): UIKit takes the tap anyway",
        triggering: """
          start Main
          nav Main { screen Home { tap "Delete" -> present Confirm } }
          alert Confirm { button "OK" -> back; button "Cancel" }
          """,
        clean: """
          start Main
          nav Main {
            screen Home { tap "Open" -> push Detail }
            screen Detail { tap "Delete" -> present Confirm }
          }
          alert Confirm { button "OK" -> back; button "Cancel" }
          """),
      .init(
        id: "tab-bar-not-shown", severity: .error,
        summary: "a `tab` action where its tab bar is not the window's root",
        triggering: """
          start Welcome
          screen Welcome { tap "Browse" -> tab "Feed"; tap "Start" -> reset Main }
          tabs Main { tab "Feed" screen Feed terminal }
          """,
        clean: """
          start Welcome
          screen Welcome { tap "Browse" -> reset Main }
          tabs Main { tab "Feed" screen Feed terminal }
          """),
      .init(
        id: "page-set-not-shown", severity: .error,
        summary: "a page action where no page set is the window's root",
        triggering: """
          start Home
          screen Home { tap "Tour" -> next page; tap "Intro" -> reset Intro }
          pages Intro { screen One; screen Two terminal }
          """,
        clean: """
          start Home
          screen Home { tap "Intro" -> reset Intro }
          pages Intro { screen One; screen Two terminal }
          """),
    ])

  public func run(_ context: CheckContext) -> [Finding] {
    IssueFindings.findings(
      [
        "unwind-target-missing", "value-out-of-range", "tab-bar-not-shown", "page-set-not-shown",
        "push-outside-navigation", "unbounded-presentation", "alert-button-does-nothing",
      ], context)
  }
}
