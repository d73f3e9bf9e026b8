import Testing

@testable import FlowSim

/// `known` lines: a finding the flow acknowledges is reported as a note with the
/// team's reason; a line naming no check's id is an error, one matching nothing a
/// warning.
@Suite struct KnownFindingsTests {
  /// Plicker's admitted gap: a failed download leaves the list with no way on.
  static let gap = """
    start Main
    var download: loading | loaded | failed = loading
    nav Main {
      screen Questions {
        select "Question" when download == loaded -> push Responses
      }
      screen Responses
    }
    event "Download ended" when download == loading -> outcome {
      ok: set download = loaded
      networkError: set download = failed
    }
    """

  static func check(_ text: String) throws -> FlowCheck {
    let flow = try #require(loadFlow(text, path: "gap.flow"))
    let report = Checker().check(flow)
    return FlowCheck(path: "gap.flow", findings: report.findings, report: report)
  }

  @Test func withoutAKnownLineTheGapIsAnError() throws {
    let check = try Self.check(Self.gap)
    #expect(check.findings.map(\.id) == ["dead-end"])
    #expect(check.errorCount == 1)
  }

  @Test func anAcknowledgedFindingIsANoteWithTheReason() throws {
    let check = try Self.check(
      Self.gap + """

        known dead-end when at Questions and download == failed "the app admits it"
        """)
    #expect(check.errorCount == 0 && check.warningCount == 0 && check.knownCount == 1)
    let text = CheckOutput.text([check])
    #expect(
      text == """
        gap.flow:4:10: note: dead end: on 'Questions' nothing leads anywhere [dead-end]
            4 |   screen Questions {
              |          ^~~~~~~~~
          note: here download = failed; with download = loading, 'Questions' leads on
          note: give 'Questions' a way on (a control, or 'back' in a stack), or mark it 'terminal' if the journey ends here
        gap.flow:13:1: note: known: the app admits it
          walkthrough (1 step):
            start: Questions
            1. event "Download ended" → networkError (stay) → Questions; download = failed
        gap.flow: 4 configurations, 4 transitions explored; 0 errors, 0 warnings, 1 known

        """)
  }

  /// A dead end on a screen that leads on elsewhere says so: by the variables that
  /// differ where they do, else by where the walkthrough ends; a screen that never
  /// leads on gets no such note.
  @Test func aDeadEndSaysWhereTheScreenLeadsOn() throws {
    let stacks = try Self.check(
      """
      start Main
      nav Main { screen A { tap "Push" -> push C; tap "Present" -> present C } }
      screen C
      """)
    #expect(
      stacks.findings.map { $0.diagnostic.notes.map(\.message) } == [
        [
          "'C' leads on in other configurations; nothing does at the end of the walkthrough below",
          "give 'C' a way on (a control, or 'back' in a stack), or mark it 'terminal' if the journey ends here",
        ]
      ])
    // Pushed, Q has back; made the root by a reset, it has nothing, whatever m is:
    // the stack is the difference, not m.
    let reset = try Self.check(
      """
      start Main
      var m: 0...1 = 0
      nav Main { screen A { tap "Push" -> push Q; tap "Reset" -> reset Q; tap "m" -> set m = 1 } }
      screen Q
      """)
    #expect(
      reset.findings.first { $0.id == "dead-end" }?.diagnostic.notes.first?.message
        == "'Q' leads on in other configurations; nothing does at the end of the walkthrough below")
    let never = try Self.check(
      """
      start Main
      nav Main { screen A { tap "Present" -> present C } }
      screen C
      """)
    #expect(never.findings.map { $0.diagnostic.notes.count } == [1])
  }

  @Test func aConditionThatDoesNotHoldLeavesTheFindingAndWarns() throws {
    let check = try Self.check(
      Self.gap + """

        known dead-end when download == loaded "not this one"
        """)
    #expect(check.findings.map(\.id) == ["dead-end", "known-finding-absent"])
    #expect(
      check.findings.last?.diagnostic.message
        == "this 'known' line matches no finding: no 'dead-end' where download == loaded")
  }

  @Test func anIdNoCheckReportsIsAnErrorWithTheNearestId() throws {
    let check = try Self.check(
      Self.gap + """

        known dead-ends "typo"
        """)
    let unknown = try #require(check.findings.first { $0.id == "unknown-finding-id" })
    #expect(unknown.diagnostic.message == "no check reports a finding 'dead-ends'")
    #expect(unknown.diagnostic.fixIts.map(\.replacement) == ["dead-end"])
    #expect(unknown.diagnostic.location?.column == 7)
  }

  @Test func anIdSpelledOtherwiseIsFound() throws {
    for spelling in ["dead_end", "Dead-End", "deadend"] {
      let check = try Self.check(Self.gap + "\nknown \(spelling) \"typo\"")
      let unknown = try #require(check.findings.first { $0.id == "unknown-finding-id" })
      #expect(unknown.diagnostic.fixIts.map(\.replacement) == ["dead-end"])
    }
  }

  /// Two dead ends on one screen, one acknowledged: the other is shown, as an error,
  /// and the line is not called stale (it did acknowledge one).
  @Test func anAcknowledgedOccurrenceDoesNotHideAnother() throws {
    let banned =
      Self.gap.replacingOccurrences(
        of: "var download:", with: "var banned: bool = false\nvar download:"
      ).replacingOccurrences(
        of: "when download == loaded ->", with: "when download == loaded and not banned ->")
        + """

        event "Account banned" when download == loaded and not banned -> set banned = true
        known dead-end when at Questions and download == failed "the app admits it"
        """
    let check = try Self.check(banned)
    #expect(check.findings.map(\.id) == ["dead-end"])
    #expect(check.errorCount == 1 && check.knownCount == 0)
    let end = try #require(check.findings.first?.walkthrough?.steps.last)
    #expect(check.flow?.label(of: end.transition) == "event \"Account banned\"")
  }

  /// `when` picks among configurations; a finding reported once per place has none.
  @Test func whenOnAFindingReportedPerPlaceIsAnError() throws {
    let check = try Self.check(
      Self.gap + """

        known unused-control when download == failed "kept"
        """)
    let error = try #require(check.findings.first { $0.id == "known-condition-unsupported" })
    #expect(
      error.diagnostic.message
        == "'unused-control' is reported once per place, not per configuration, so 'when' cannot pick among its occurrences"
    )
  }

  @Test func idsWithKeywordsParse() throws {
    let flow = try #require(
      loadFlow(
        """
        start A
        screen A
        known returns-to-noreturn "kept"
        """))
    #expect(flow.knownFindings.map(\.findingID) == ["returns-to-noreturn"])
  }

  @Test func aStoppedRunDoesNotCallAnAcknowledgementStale() throws {
    let flow = try #require(
      loadFlow(
        Self.gap + """

          known unused-control "kept"
          """))
    var options = Explorer.Options()
    options.maxStates = 1
    let findings = Checker(options: options).check(flow).findings
    #expect(!findings.contains { $0.id == "known-finding-absent" })
  }

  /// A failing assertion is the flow's own claim: acknowledging it is an error, and
  /// the assertion still fails.
  @Test func aFailingAssertionCannotBeAcknowledged() throws {
    let check = try Self.check(
      Self.gap + """

        assert never download == failed
        known assertion-failed "we know"
        """)
    #expect(
      check.findings.map(\.id).sorted() == ["assertion-failed", "dead-end", "known-assertion"])
    #expect(check.knownCount == 0)
  }

  /// Two screens, each with a control that never leads anywhere, an unreachable
  /// screen each side, and a screen pushed twice (a notice on a control's push).
  static let places = """
    start Home
    var ready: bool = false
    nav Home max 3 {
      screen Inbox {
        tap "Open" -> push Detail
        tap "Later" when ready -> push Detail
      }
      screen Detail {
        tap "Soon" when ready -> push Inbox
        tap "Again" -> push Inbox
      }
    }
    screen Draft
    screen Archive
    """

  /// `at` acknowledges the findings reported on one screen only: the others stay.
  @Test func atPicksTheFindingsOnThatScreen() throws {
    let check = try Self.check(
      Self.places + """

        known unused-control at Inbox "ships next release"
        known unreachable-screen at Draft "kept for the redesign"
        known screen-twice-in-stack at Detail "the design allows it"
        """)
    let known = check.findings.filter { $0.known != nil }.map(\.diagnostic.message)
    let open = check.findings.filter { $0.known == nil }.map(\.diagnostic.message)
    #expect(
      known == [
        "tap \"Later\" on 'Inbox' never leads anywhere",
        "'Inbox' appears twice in one stack after tap \"Again\"; usually a push that should have been a pop",
        "no path from the start reaches 'Draft'",
      ])
    #expect(
      open == [
        "tap \"Soon\" on 'Detail' never leads anywhere",
        "no path from the start reaches 'Archive'",
      ])
  }

  /// `at` and `when` together: a dead end elsewhere is not acknowledged by a line for
  /// another screen, and the stale line says which screen it named.
  @Test func atNamesTheScreenOfADeadEnd() throws {
    let check = try Self.check(
      Self.gap + """

        known dead-end at Responses when download == failed "not here"
        known dead-end at Questions "the app admits it"
        """)
    #expect(check.findings.map(\.id) == ["dead-end", "known-finding-absent"])
    #expect(check.knownCount == 1 && check.errorCount == 0)
    #expect(
      check.findings.last?.diagnostic.message
        == "this 'known' line matches no finding: no 'dead-end' on 'Responses' where download == failed"
    )
  }

  /// Log out is the flow's, not a screen's: `at` cannot pick it.
  @Test func atOnALogOutFindingIsAnError() throws {
    let check = try Self.check(
      """
      start Main
      nav Main { screen Landing { tap "Sign in" -> reset Signed } }
      nav Signed private { screen Home { tap "Profile" -> push Profile }; screen Profile }
      known missing-logout at Home "not yet"
      """)
    let error = try #require(check.findings.first { $0.id == "known-place-unsupported" })
    #expect(
      error.diagnostic.message
        == "'missing-logout' is about the flow's log out, which is reported on no screen, so 'at' cannot pick it"
    )
    #expect(check.findings.first { $0.id == "missing-logout" }?.known == nil)
    // It points at ' at Home', and the fix-it leaves that out.
    #expect(error.diagnostic.location?.column == 25)
    #expect(error.diagnostic.fixIts.map(\.replacement) == [""])
  }

  @Test func atNamesADeclaredScreen() throws {
    let result = FlowLoader().load(
      SourceFile(path: "places.flow", text: Self.places + "\nknown unused-control at Inbx \"kept\"")
    )
    #expect(result.flow == nil)
    let error = try #require(result.diagnostics.first)
    #expect(error.id == "unknown-screen" && error.message == "unknown screen 'Inbx'")
    #expect(error.fixIts.map(\.replacement) == ["Inbox"])
  }

  /// Back returning to a `noreturn` screen is reported on that screen, where the
  /// finding points, whichever screen back was taken on: `at Login` acknowledges it,
  /// `at Home` (one of the screens back leaves) does not.
  @Test func aReturnToNoReturnIsOnTheScreenReturnedTo() throws {
    let flow = """
      start Auth
      nav Auth {
        screen Login noreturn { tap "Sign in" -> push Home; tap "Guest" -> push Other }
        screen Home terminal
        screen Other terminal
      }
      """
    let onLogin = try Self.check(flow + "\nknown returns-to-noreturn at Login \"kept\"")
    #expect(onLogin.errorCount == 0 && onLogin.knownCount == 1)
    let onHome = try Self.check(flow + "\nknown returns-to-noreturn at Home \"kept\"")
    #expect(onHome.findings.map(\.id) == ["returns-to-noreturn", "known-finding-absent"])
    #expect(onHome.errorCount == 1)
  }
}
