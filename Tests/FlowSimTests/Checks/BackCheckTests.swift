import Testing

@testable import FlowSim

/// The back check's findings for system transitions, which all point at the screen
/// returned to: each transition that returns there is reported, not only the first.
@Suite struct BackCheckTests {
  static let tabReturn = """
    start Main
    tabs Main {
      tab "One" nav OneNav {
        screen Home noreturn { tap "Open" -> push Detail }
        screen Detail
      }
      tab "Two" screen Other
    }
    """

  @Test func backAndTappingTheSelectedTabAreReportedApart() {
    let messages = CheckDocs.findings("returns-to-noreturn", in: Self.tabReturn).map {
      $0.diagnostic.message
    }
    #expect(
      messages == [
        "back returns to 'Home', which is marked 'noreturn': back, pop to root and unwind must never return to it, signed in or not",
        "tab \"One\" returns to 'Home', which is marked 'noreturn': back, pop to root and unwind must never return to it, signed in or not",
      ])
  }

  /// In a presented wizard, resetting would throw the app away: the advice is to
  /// present the next screen; in the app's own stack, to replace the stack.
  @Test func theAdviceFitsWhereTheScreenIs() {
    let wizard = """
      start App
      tabs App {
        tab "Pay" nav Payments { screen Pay { tap "New" -> present Wizard } }
        tab "Home" screen Home terminal
      }
      nav Wizard {
        screen Amount { tap "Next" -> push Confirm }
        screen Confirm noreturn { tap "Pay" -> push Done }
        screen Done { tap "Close" -> dismiss }
      }
      """
    let notes = { (text: String) in
      CheckDocs.findings("returns-to-noreturn", in: text).map { $0.diagnostic.notes.map(\.message) }
    }
    #expect(
      notes(wizard) == [
        [
          "'Confirm' is in a presented stack, where 'reset' would throw away everything under it: present the screen that follows 'Confirm' instead of pushing it, and leave it with 'unwind' or 'dismiss', so that back cannot reach 'Confirm'"
        ]
      ])
    #expect(
      notes(Self.tabReturn).first == [
        "replace the stack instead (e.g. 'reset …') so that 'Home' is no longer in the history"
      ])
  }

  /// A sign-in screen marked `noreturn`, returned to before signing in (Forgot
  /// password, then back): the note says what `noreturn` means and offers the
  /// assertion that says "not once signed in" (issue 29, item 2).
  @Test func aSignInScreenReturnedToSignedOutGetsTheAssertionMeant() {
    let text = """
      session var signedIn: bool = false
      signed in when signedIn
      start Auth
      nav Auth {
        screen SignIn noreturn {
          tap "Forgot password" -> push Forgot
          tap "Sign in" -> reset Home; set signedIn = true
        }
        screen Forgot
      }
      nav Home private { screen Feed { tap "Log out" -> reset Auth; set signedIn = false } }
      logout Feed."Log out" lands SignIn
      """
    #expect(
      CheckDocs.findings("returns-to-noreturn", in: text).map { $0.diagnostic.notes.map(\.message) }
        == [
          [
            "the user is not signed in here; if 'SignIn' must only never come back once signed in, remove 'noreturn' and assert that instead: 'assert never at SignIn and signedIn'"
          ]
        ])
  }

  /// A `tab` action selecting the tab already selected changes nothing (UIKit pops
  /// only on the user's re-tap): no pop, and so no return to a `noreturn` screen.
  @Test func selectingTheSelectedTabFromCodeChangesNothing() throws {
    let text = """
      var n: bool = false
      start T
      tabs T {
        tab "One" nav N {
          screen Home noreturn { tap "Go" -> push Next }
          screen Next { tap "Stay" -> set n = true; tab "One" }
        }
        tab "Two" screen Other
      }
      """
    let flow = try #require(loadFlow(text))
    let simulator = Simulator(flow: flow)
    var state = simulator.initial
    for label in ["Go", "Stay"] {
      let option = try #require(
        simulator.options(state).first { flow.label(of: $0.transition) == "tap \"\(label)\"" })
      state = try #require(option.target)
    }
    #expect(simulator.view(state).visible == flow.screen(named: "Next"))
    // Back and the user's re-tap do return to Home; "Stay" does not.
    let messages = CheckDocs.findings("returns-to-noreturn", in: text).map(\.diagnostic.message)
    #expect(
      messages == [
        "back returns to 'Home', which is marked 'noreturn': back, pop to root and unwind must never return to it, signed in or not",
        "tab \"One\" returns to 'Home', which is marked 'noreturn': back, pop to root and unwind must never return to it, signed in or not",
      ])
  }

  /// Setting variables after a return changes nothing the user sees: the return to
  /// the `noreturn` screen stands (a later `set` used to hide it). A later push or
  /// presentation moves on, so the user never sees the screen.
  @Test func aReturnFollowedBySettingVariablesIsStillAReturn() {
    let text = """
      var sent: bool = false
      start Main
      nav Main { screen Form noreturn { tap "Submit" -> present Done } }
      screen Done {
        tap "Close" -> unwind to Form; set sent = true
        tap "Again" -> unwind to Form; present Done
      }
      """
    let messages = CheckDocs.findings("returns-to-noreturn", in: text).map {
      $0.diagnostic.message
    }
    #expect(
      messages == [
        "tap \"Close\" returns to 'Form', which is marked 'noreturn': back, pop to root and unwind must never return to it, signed in or not"
      ])
  }
  /// A chain that selects another tab and pushes grows that tab's stack, not the one
  /// shown: the note shows the stack that grows. The repetition on the way to the
  /// cycle is not reported apart from it.
  @Test func theCycleNoteShowsTheStackThatGrows() throws {
    let text = """
      start Main
      tabs Main {
        tab "Chats" nav ChatsNav {
          screen ChatList { tap "Chat" -> push Chat }
          screen Chat
        }
        tab "Contacts" nav ContactsNav {
          screen Contacts { tap "Contact" -> push Contact }
          screen Contact { tap "Message" -> tab "Chats"; push Chat }
        }
      }
      """
    let flow = try #require(loadFlow(text))
    let findings = Checker().check(flow).findings
    #expect(findings.map(\.id) == ["unbounded-stack"])
    #expect(
      findings.map { DiagnosticPrinter().render($0.diagnostic) } == [
        """
        test.flow:9:52: error: push cycle: tap "Message" pushes 'Chat' again and again, so the stack grows without bound [unbounded-stack]
            9 |     screen Contact { tap "Message" -> tab "Chats"; push Chat }
              |                                                    ^~~~~~~~~
          note: the stack that grows is 'ChatsNav' (tab "Chats"): ChatList › Chat › Chat
          note: go back ('back', 'pop to root', 'unwind to …') instead of pushing a screen that is already in the stack
          note: flowsim takes a screen's third copy in a stack as a cycle; if something else bounds the stack (a counter in a guard), declare the bound: 'nav NAME max N'

        """
      ])
  }
}
