import Testing

@testable import FlowSim

/// Resolving reports every mistake at once, exactly, with notes and fix-its.
@Suite struct ResolverDiagnosticsTests {
  @Test func unknownScreenSuggestsTheClosestName() {
    let text = """
      start Main
      nav Main {
        screen Home { tap "Gear" -> push Setings }
        screen Settings
      }
      """
    #expect(
      renderedDiagnostics(text) == """
        test.flow:3:36: error: unknown screen 'Setings' [unknown-screen]
            3 |   screen Home { tap "Gear" -> push Setings }
              |                                    ^~~~~~~
        test.flow:4:10: note: did you mean 'Settings'? declared here
          fix-it: replace with 'Settings'

        """)
  }

  /// A misspelt start must not hide the assertions' and scenarios' mistakes: the
  /// designer would otherwise fix errors in rounds.
  @Test func anUnknownStartStillReportsAssertionsAndScenarios() {
    let text = """
      start Mian
      screen Main { tap "Go" -> present Home }
      screen Home { tap "Close" -> dismiss }
      assert never at Hme
      scenario "open" { tap "Go"; expect at Hom }
      """
    let ids = FlowLoader().load(SourceFile(path: "test.flow", text: text)).diagnostics.map {
      "\($0.range?.location.line ?? 0):\($0.id)"
    }
    #expect(ids == ["1:unknown-screen", "4:unknown-screen", "5:unknown-screen"])
  }

  /// In an assertion a screen alone could mean visible or anywhere: the error says
  /// which to write and offers `at`; a container can only be `in`.
  @Test func aPlaceAloneInAnAssertionAsksForAtOrIn() {
    let text = """
      start Main
      nav Main { screen Home }
      assert never Home or Main
      """
    #expect(
      renderedDiagnostics(text) == """
        test.flow:3:14: error: 'Home' is a screen: in an assertion, write 'at Home' (it is the visible screen) or 'in Home' (it is anywhere: a stack, a tab, a modal) [wrong-kind]
            3 | assert never Home or Main
              |              ^~~~
        test.flow:2:19: note: 'Home' declared here
          fix-it: replace with 'at Home'
        test.flow:3:22: error: 'Main' is a navigation stack: in an assertion, write 'in Main' (it is anywhere in the configuration) [wrong-kind]
            3 | assert never Home or Main
              |                      ^~~~
        test.flow:2:5: note: 'Main' declared here
          fix-it: replace with 'in Main'

        """)
  }

  /// Where a screen alone is allowed (an expectation), an unknown name says so.
  @Test func anUnknownNameInAnExpectationMayBeAScreen() {
    let text = """
      start Home
      screen Home
      scenario "s" { expect Hme }
      """
    #expect(
      renderedDiagnostics(text) == """
        test.flow:3:23: error: unknown screen, variable or value 'Hme' [unknown-name]
            3 | scenario "s" { expect Hme }
              |                       ^~~
        test.flow:2:8: note: did you mean 'Home'? declared here
          fix-it: replace with 'Home'

        """)
  }

  /// An enum variable's value that names nothing is not one of its cases: the
  /// suggestion is a case, never another variable.
  @Test func anUnknownEnumValueSuggestsACase() {
    let text = """
      var n: 0...3 = 1
      var mode: light | dark = drak
      start Home
      screen Home { tap "X" -> set mode = nn }
      """
    #expect(
      renderedDiagnostics(text) == """
        test.flow:2:26: error: 'drak' is not a case of 'mode' (light | dark) [unknown-name]
            2 | var mode: light | dark = drak
              |                          ^~~~
        test.flow:2:5: note: did you mean 'dark'? 'mode' declared here
          fix-it: replace with 'dark'
        test.flow:4:37: error: 'nn' is not a case of 'mode' (light | dark) [unknown-name]
            4 | screen Home { tap "X" -> set mode = nn }
              |                                     ^~

        """)
  }

  /// Integers are 32-bit: wider range bounds crashed the engine's tables, and wider
  /// literals let sums wrap around (an assertion that holds reported as failing).
  @Test func integersBeyondThirtyTwoBitsAreRejected() {
    let text = """
      start M
      var x: 3000000000...3000000001 = 3000000000
      var y: 0...1 = 1
      screen M terminal
      assert always y + 9223372036854775807 > 0
      """
    #expect(
      renderedDiagnostics(text) == """
        test.flow:2:8: error: 3000000000 is outside the integers a flow may use (-2147483648...2147483647) [integer-out-of-range]
            2 | var x: 3000000000...3000000001 = 3000000000
              |        ^~~~~~~~~~~~~~~~~~~~~~~
        test.flow:5:19: error: 9223372036854775807 is outside the integers a flow may use (-2147483648...2147483647) [integer-out-of-range]
            5 | assert always y + 9223372036854775807 > 0
              |                   ^~~~~~~~~~~~~~~~~~~

        """)
  }

  /// The widest integers a flow may use load and explore, and their sums do not wrap.
  @Test func thirtyTwoBitBoundsExplore() throws {
    let flow = try #require(
      loadFlow(
        """
        start M
        var t: 2147483640...2147483647 = 2147483647
        var n: -2147483648...-2147483647 = -2147483648
        screen M terminal
        assert always t + 2147483647 + 2147483647 > 0 and n - 2147483647 < 0
        """))
    let report = Checker().check(flow)
    // The domains alone make the assertion true (so it is vacuous), and no sum wraps
    // (which would make it fail).
    #expect(report.findings.map(\.id) == ["assertion-vacuous"])
    #expect(report.space.count == 1)
  }

  @Test func duplicateNamesPointAtTheFirstDeclaration() {
    let text = """
      start Home
      screen Home terminal
      screen Home
      """
    #expect(
      renderedDiagnostics(text) == """
        test.flow:3:8: error: 'Home' is already declared as a screen [duplicate-name]
            3 | screen Home
              |        ^~~~
        test.flow:2:8: note: 'Home' first declared here

        """)
  }

  @Test func typeErrorsInGuardsAndEffects() {
    let text = """
      var filter: mine | all = all
      var photos: 0...4 = 0
      start Home
      screen Home terminal {
        tap "A" when filter == 3 -> set photos = 1
        tap "B" when photos -> set filter = photos
        tap "C" when not photos > 2 -> set photos = 5
      }
      """
    #expect(
      renderedDiagnostics(text) == """
        test.flow:5:16: error: cannot compare a value of 'filter' (mine | all) with an integer [type-mismatch]
            5 |   tap "A" when filter == 3 -> set photos = 1
              |                ^~~~~~~~~~~
        test.flow:5:16: note: 'filter' is a value of 'filter' (mine | all)
        test.flow:5:26: note: '3' is an integer
        test.flow:6:16: error: a condition must be a bool, but this is an integer [type-mismatch]
            6 |   tap "B" when photos -> set filter = photos
              |                ^~~~~~
        test.flow:6:39: error: 'filter' holds a value of 'filter' (mine | all), not an integer [type-mismatch]
            6 |   tap "B" when photos -> set filter = photos
              |                                       ^~~~~~
        test.flow:7:47: error: 5 is outside 'photos' (0...4) [value-out-of-range]
            7 |   tap "C" when not photos > 2 -> set photos = 5
              |                                               ^

        """)
  }

  /// A scenario's `-> outcome` is checked when the flow loads, with the outcome meant.
  @Test func aScenarioOutcomeNoControlHasIsAnError() {
    let text = """
      start Home
      nav Home {
        screen Inbox {
          tap "Pay" -> outcome {
            sent: push Done
            declined: push Done
          }
          tap "Help" -> push Done
        }
        screen Done terminal
      }
      var x: bool = false
      event "Sync" -> outcome {
        ok: set x = true
        failed: set x = false
      }
      scenario "pay" {
        tap "Pay" -> send
        back
        tap "Help" -> shown
        event "Sync" -> ok
        event "Sync" -> fialed
      }
      """
    #expect(
      renderedDiagnostics(text) == """
        test.flow:18:16: error: tap "Pay" has no outcome 'send' [unknown-outcome]
           18 |   tap "Pay" -> send
              |                ^~~~
          note: its outcomes: sent, declined
          fix-it: use 'sent'
        test.flow:20:17: error: tap "Help" has no outcomes, so '-> shown' names none [unknown-outcome]
           20 |   tap "Help" -> shown
              |                 ^~~~~
          note: leave out '-> shown': the step takes its only transition
        test.flow:22:19: error: event "Sync" has no outcome 'fialed' [unknown-outcome]
           22 |   event "Sync" -> fialed
              |                   ^~~~~~
          note: its outcomes: ok, failed
          fix-it: use 'failed'

        """)
  }

  @Test func aBoolIsTrueOrFalse() {
    let text = """
      start Home
      screen Home terminal { tap "Lock" -> set locked = yes }
      var locked: bool = no
      """
    #expect(
      renderedDiagnostics(text) == """
        test.flow:2:51: error: 'yes' is not a value of bool 'locked': a bool is true or false [unknown-name]
            2 | screen Home terminal { tap "Lock" -> set locked = yes }
              |                                                   ^~~
        test.flow:3:5: note: 'locked' declared here
          fix-it: replace with 'true'
        test.flow:3:20: error: 'no' is not a value of bool 'locked': a bool is true or false [unknown-name]
            3 | var locked: bool = no
              |                    ^~
        test.flow:3:5: note: 'locked' declared here
          fix-it: replace with 'false'

        """)
  }

  /// A comparison says the same of a value that is not the variable's, either way
  /// round, for a bool and for an enumeration.
  @Test func aComparedValueMustBeTheVariables() {
    let text = """
      start Home
      var locked: bool = false
      var filter: mine | all = all
      screen Home terminal {
        tap "Unlock" when locked == yes -> set locked = false
        tap "Mine" when mne != filter -> set filter = mine
      }
      """
    #expect(
      renderedDiagnostics(text) == """
        test.flow:5:31: error: 'yes' is not a value of bool 'locked': a bool is true or false [unknown-name]
            5 |   tap "Unlock" when locked == yes -> set locked = false
              |                               ^~~
        test.flow:2:5: note: 'locked' declared here
          fix-it: replace with 'true'
        test.flow:6:19: error: 'mne' is not a case of 'filter' (mine | all) [unknown-name]
            6 |   tap "Mine" when mne != filter -> set filter = mine
              |                   ^~~
        test.flow:3:5: note: did you mean 'mine'? 'filter' declared here
          fix-it: replace with 'mine'

        """)
  }

  /// Ordering anything but integers names what was compared, in the plural (an
  /// enumeration's description had an 's' stuck on its end).
  @Test func orderingOnlyIntegers() {
    let text = """
      start A
      var m: x | y = x
      var b: bool = false
      screen A terminal {
        tap "t" when m < y -> set m = y
        tap "u" when b >= false -> set b = true
      }
      """
    let messages = FlowLoader().load(SourceFile(path: "t.flow", text: text)).diagnostics.map(
      \.message)
    #expect(
      messages == [
        "'<' orders integers, but these are values of 'm' (x | y)",
        "'>=' orders integers, but these are bools",
      ])
  }

  /// An empty navigation stack is reported once; naming it elsewhere (`extend`,
  /// `present`, `in`) adds no error and never reaches the stack declared after it
  /// (its id had been that next stack's, or past the end: a crash).
  @Test func anEmptyStackIsReportedOnceAndResolvesToNothing() {
    let text = """
      start A
      screen A { tap "y" -> present M }
      nav M {}
      extend M private
      nav N { screen X terminal }
      assert always not in M
      """
    let diagnostics = FlowLoader().load(SourceFile(path: "t.flow", text: text)).diagnostics
    #expect(
      diagnostics.map { "\($0.id): \($0.message)" } == [
        "empty-container: navigation stack 'M' needs at least one screen: its root"
      ])
  }

  @Test func missingStartAndWrongKinds() {
    let text = """
      tabs Home { tab "Files" screen Files }
      screen Other { tap "x" -> push Home }
      """
    #expect(
      renderedDiagnostics(text) == """
        test.flow:1:1: error: the flow has no 'start': say what the window shows first, e.g. 'start Home' [missing-start]
            1 | tabs Home { tab "Files" screen Files }
              | ^
        test.flow:2:32: error: 'Home' is a tab bar, not a screen; push needs a screen (present a navigation stack, or reset to a container) [wrong-kind]
            2 | screen Other { tap "x" -> push Home }
              |                                ^~~~
        test.flow:1:6: note: 'Home' declared here

        """)
  }

  /// A log out that lands on a container means the screen it shows first: the
  /// fix-it names it (a new user's `lands Welcome`, where Welcome is the signed-out stack).
  @Test func aLogOutLandingOnAContainerOffersItsFirstScreen() {
    let text = """
      start Welcome
      nav Welcome { screen Intro { tap "Sign in" -> reset Notes } }
      screen Notes private { tap "Log out" -> reset Welcome }
      logout Notes."Log out" lands Welcome
      """
    #expect(
      renderedDiagnostics(text) == """
        test.flow:4:30: error: 'Welcome' is a navigation stack, not a screen; 'lands' names the signed-out entry screen [wrong-kind]
            4 | logout Notes."Log out" lands Welcome
              |                              ^~~~~~~
        test.flow:2:5: note: 'Welcome' declared here
          fix-it: use its first screen 'Intro'

        """)
  }

  @Test func guardsCannotReadTheConfiguration() {
    let text = """
      start Home
      screen Home terminal { tap "x" when at Home -> reset Home }
      """
    #expect(
      renderedDiagnostics(text) == """
        test.flow:2:37: error: 'at', 'in' and 'enabled' read the configuration, so they belong in assertions and expectations [configuration-in-guard]
            2 | screen Home terminal { tap "x" when at Home -> reset Home }
              |                                     ^~~~~~~
          note: guards read variables only

        """)
  }
}
