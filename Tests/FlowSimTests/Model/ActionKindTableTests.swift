import Foundation
import Testing

@testable import FlowSim

/// What is said about an action kind lives in one place (`ActionKind+Facts.swift`, with
/// Syntax's `ActionKeyword` and the walkthrough's `Walkthrough.Change`): every keyword
/// parses to kinds that say they are written with it, each kind's text reads back as
/// itself, a walkthrough says each kind's word and what it changed, and Render, the
/// stepper and Checks (but for why a control's action cannot apply) never match an
/// action's kind themselves.
@Suite struct ActionKindTableTests {
  /// A flow with a control for every way of writing an action, and a scenario that
  /// takes each of them once.
  static let flow = """
    flow "kinds"
    start Main
    var flag: bool = false
    tabs Main {
      tab "One" nav OneNav {
        screen Home {
          tap "push" -> push A
          tap "show" -> show A
          tap "present" -> present Modal
          tap "present nav" -> present Sheets
          tap "tab" -> tab "Two"
          tap "set" -> set flag = true
          tap "reset" -> reset Intro
        }
      }
      tab "Two" screen Two { tap "one" -> tab "One" }
    }
    screen A {
      tap "back" -> back
      tap "again" -> push B
      tap "unwind" -> unwind to Home
    }
    screen B { tap "pop" -> pop to root }
    screen Modal { tap "dismiss" -> dismiss; tap "show" -> show C }
    screen C { tap "all" -> dismiss all }
    nav Sheets { screen S1 { tap "close" -> dismiss } }
    pages Intro {
      screen P1 { tap "next" -> next page }
      screen P2 { tap "previous" -> previous page; tap "last" -> page P3 }
      screen P3 { tap "home" -> reset Main }
    }
    scenario "every kind" {
      tap "push"
      back
      tap "show"
      tap "again"
      tap "pop"
      tap "push"
      tap "unwind"
      tap "present"
      tap "dismiss"
      tap "present"
      tap "show"
      tap "all"
      tap "present nav"
      tap "close"
      tap "tab"
      tap "one"
      tap "set"
      tap "reset"
      tap "next"
      tap "previous"
      tap "next"
      tap "last"
      tap "home"
    }
    """

  /// Each action's kind is written with the keyword its first token is, and reads
  /// back, through `Flow.text(of:)`, as the same kind; every keyword is used.
  @Test func everyKeywordParsesToKindsWrittenWithIt() throws {
    let flow = try #require(loadFlow(Self.flow))
    var used: Set<ActionKeyword> = []
    for transition in flow.transitions {
      for action in transition.actions {
        let written = flow.text(of: action)
        let keyword = try #require(ActionKeyword(rawValue: String(written.prefix { $0 != " " })))
        #expect(action.kind.keyword == keyword, "\(written)")
        #expect(keyword.keyword.rawValue == keyword.rawValue)
        #expect(flow.text(of: action.kind) == written, "\(written)")
        #expect(written.hasPrefix(keyword.phrase), "\(written)")
        used.insert(keyword)
      }
    }
    #expect(used == Set(ActionKeyword.allCases))
  }

  /// A walkthrough taking every kind: each step carries its kind (a `show` says what it
  /// did there) and what it changed, and both renderers say them.
  @Test func walkthroughsSayEachKindsWordAndChange() throws {
    let flow = try #require(loadFlow(Self.flow))
    let simulator = Simulator(flow: flow)
    let run = ScenarioRunner(simulator: simulator).run(try #require(flow.scenarios.first))
    #expect(run.failure == nil)
    let steps = run.walkthrough.steps
    #expect(
      steps.map(\.kind.rawValue) == [
        "push", "back", "push", "push", "pop to root", "push", "unwind", "present", "dismiss",
        "present", "present", "dismiss", "present", "dismiss", "tab", "tab", "stay", "reset",
        "page", "page", "page", "page", "reset",
      ])
    #expect(
      steps.map { $0.changes.map { $0.text(.past, in: flow) }.joined(separator: "; ") } == [
        "pushed A", "popped A", "pushed A", "pushed B", "popped to the root", "pushed A",
        "unwound to Home", "presented Modal", "dismissed Modal", "presented Modal",
        "presented C", "dismissed C and Modal", "presented Sheets (S1)", "dismissed S1",
        "selected tab \"Two\"", "selected tab \"One\"", "", "the screens before are gone",
        "page 2 of 3", "page 1 of 3", "page 2 of 3", "page 3 of 3", "the screens before are gone",
      ])
    // The plain-text walkthrough says each step's kind, the transcript its changes.
    let lines = WalkthroughText(flow: flow).lines(run.walkthrough)
    for (index, step) in steps.enumerated() {
      #expect(lines[index + 1].contains("(\(step.kind.rawValue)) →"), "\(lines[index + 1])")
    }
    let (narrated, passed) = try scenarioLines(Self.flow)
    #expect(passed)
    #expect(narrated[2] == "3. On Home, tap \"show\" → now on A: pushed A.")
    #expect(narrated[10] == "11. On Modal, tap \"show\" → now on C: presented C.")
    #expect(narrated[11] == "12. On C, tap \"all\" → now on Home: dismissed C and Modal.")
  }

  /// Every step described with the configuration before it carries the changes the
  /// stepper's menu predicts for it: one working-out for both.
  @Test func stepsCarryWhatTheMenuPredicts() throws {
    let flow = try #require(loadFlow(Self.flow))
    let simulator = Simulator(flow: flow)
    let run = ScenarioRunner(simulator: simulator).run(try #require(flow.scenarios.first))
    for (index, step) in run.walkthrough.steps.enumerated() {
      let before = run.walkthrough.view(before: index)
      #expect(step.changes == flow.changes(of: step.transition, from: before, to: step.view))
    }
  }

  // MARK: - Render, the stepper and Checks never match an action's kind

  /// What reading an action's kind looks like in code: naming `Action.Kind`, reading an
  /// action's `kind` other than through a fact (`action.kind.mayPresent`) or passing it
  /// to one (`flow.landing(after: action.kind, …)`), or a pattern only an action kind
  /// has.
  static let kindPatterns = [
    #"\bAction\.Kind\b"#,
    #"\baction\.kind\b(?!\s*[.,)])"#,
    #"\.(push|show|unwind|selectTab|present)\(\s*(let\b|\.)"#,
    #"\.dismissAll\b"#,
  ]

  static func matchesAKind(_ code: String) -> [String] {
    kindPatterns.filter { pattern in
      code.range(of: pattern, options: .regularExpression) != nil
    }
  }

  /// The one file of Checks that matches a kind: why a control's action cannot apply,
  /// worded for the control (ARCHITECTURE.md's step 5 of adding a kind).
  static let checksExplaining = ["Checks/UnusedControlReasons.swift"]

  @Test func renderTheStepperAndChecksNeverMatchAnActionsKind() {
    let folders: Set = ["Render", "Session", "Checks"]
    let files = LayeringTests.files.filter { folders.contains($0.folder) }
    #expect(files.count > 50)
    var found: [String] = []
    for file in files where !Self.matchesAKind(file.code).isEmpty {
      found.append(file.path)
    }
    #expect(
      found == Self.checksExplaining,
      "read `Action.Kind`'s facts (ActionKind+Facts.swift) instead")
  }

  /// The detector itself: it finds a switch over an action's kind where there is one,
  /// and not a fact read or a picture's kind.
  @Test func matchingAKindIsRecognised() {
    for code in [
      "switch action.kind { case .push(let screen): break }",
      "if case .show(let s) = last.kind {}",
      "case .present(.nav(let nav)): x",
      "func f(_ kind: Action.Kind) {}",
      "if action.kind == .dismissAll {}",
    ] {
      #expect(!Self.matchesAKind(code).isEmpty, "\(code)")
    }
    for code in [
      "if let modal = action.kind.mayPresent {}",
      "current = flow.landing(after: action.kind, from: current)",
      "case .push: [(\"style\", \"solid\")]",
      "case .pushed(let screen): name(screen)",
      "case .presented(let modal): x",
    ] {
      #expect(Self.matchesAKind(code).isEmpty, "\(code)")
    }
  }
}
