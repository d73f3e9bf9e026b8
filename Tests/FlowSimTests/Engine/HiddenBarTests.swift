import Testing

@testable import FlowSim

/// `nobar` (a hidden navigation bar, UIKit's `navigationBarHidden`): no system back
/// where the bar is hidden, said in the stepper and in scenarios; the flow's own
/// controls still pop, and the tab re-tap still pops to root.
@Suite struct HiddenBarTests {
  static let signedOut = """
    start Home
    tabs Home {
      tab "Out" nav Out nobar {
        screen Landing { tap "Sign in" -> push SignIn }
        screen SignIn { tap "Back" -> pop to root; tap "Help" -> push Help }
      }
      tab "Files" nav FilesNav {
        screen Files { tap "Open" -> push Detail }
        screen Detail { tap "Full screen" -> push Photo }
      }
    }
    screen Help { tap "Cancel" -> back }
    screen Photo nobar { tap "Close" -> back }
    """

  @Test func aHiddenBarOffersNoSystemBack() throws {
    var d = try #require(Driver(Self.signedOut))
    d.take("tap \"Sign in\"")
    #expect(d.crumb == "tabs Home: *Landing › SignIn, Files")
    #expect(!d.offered.contains("back"))
    // Pushed onto a stack that hides its bar, a screen has no back either.
    d.take("tap \"Help\"")
    #expect(!d.offered.contains("back"))
    // The flow's own controls pop; so does re-tapping the selected tab.
    d.take("tap \"Cancel\"")
    #expect(d.offered.contains("tab \"Out\""))
    d.take("tab \"Out\"")
    #expect(d.crumb == "tabs Home: *Landing, Files")
  }

  @Test func aScreenThatHidesTheBarHasNoBackWhileItIsShown() throws {
    var d = try #require(Driver(Self.signedOut))
    d.take("tab \"Files\"")
    d.take("tap \"Open\"")
    #expect(d.offered.contains("back"))
    d.take("tap \"Full screen\"")
    #expect(!d.offered.contains("back"))
    d.take("tap \"Close\"")
    #expect(d.offered.contains("back"))
  }

  @Test func extendHidesTheBarToo() throws {
    let text = """
      start Out
      nav Out {
        screen Landing { tap "Sign in" -> push SignIn }
        screen SignIn { tap "Back" -> back }
      }
      extend Out nobar
      """
    var d = try #require(Driver(text))
    d.take("tap \"Sign in\"")
    #expect(!d.offered.contains("back"))
    #expect(try #require(loadFlow(text)).navs[0].hidesBar)
  }

  /// A screen left only by the system back becomes a dead end once the bar is hidden.
  @Test func checksNoLongerCountOnTheSystemBack() throws {
    let text = """
      start Out
      nav Out nobar {
        screen Landing { tap "Sign in" -> push SignIn }
        screen SignIn
      }
      """
    let flow = try #require(loadFlow(text, path: "bar.flow"))
    let findings = Checker().check(flow).findings
    #expect(
      findings.map { "\($0.id): \($0.diagnostic.message)" } == [
        "dead-end: dead end: on 'SignIn' nothing leads anywhere"
      ])
    let shown = try #require(
      loadFlow(text.replacingOccurrences(of: " nobar", with: ""), path: "bar.flow"))
    #expect(Checker().check(shown).findings.isEmpty)
  }

  @Test func theTourNeverAsksForABackTheAppLacks() throws {
    let flow = try #require(loadFlow(Self.signedOut))
    let space = Explorer(flow: flow).explore()
    let tour = TranscriptDocuments(flow: space.flow).tour(Tour(space: space))
      .text()
    #expect(!tour.contains("On SignIn, tap the back button"))
    #expect(!tour.contains("On Help, tap the back button"))
    #expect(!tour.contains("On Photo, tap the back button"))
    #expect(tour.contains("On Detail, tap the back button"))
  }

  @Test func scenariosAndTheStepperSayWhy() throws {
    let text =
      Self.signedOut + """

        scenario "back on the sign-in form" {
          tap "Sign in"
          back
        }
        """
    let flow = try #require(loadFlow(text))
    let run = ScenarioRunner(simulator: Simulator(flow: flow)).run(flow.scenarios[0])
    #expect(
      run.failure?.message
        == "back is not available on 'SignIn': the navigation bar is hidden ('Out' is 'nobar'), so there is no back button"
    )
    let session = StepSession(flow: flow, path: "bar.flow")
    _ = session.start()
    _ = session.handle("tab \"Files\"")
    _ = session.handle("Open")
    _ = session.handle("Full screen")
    #expect(
      session.handle("back").text
        == "you cannot go back here: the navigation bar is hidden ('Photo' is 'nobar'), so there is no back button\n\n"
    )
  }

  @Test func nobarWhereThereIsNoNavigationBarIsAnError() {
    let text = """
      start Home
      tabs Home nobar { tab "A" screen A }
      pages P nobar { screen Page }
      alert Ask nobar { button "OK" }
      screen nobar { tap "Ask" -> present Ask }
      """
    #expect(
      renderedDiagnostics(text).split(separator: "\n").filter { $0.contains("error:") } == [
        "test.flow:2:11: error: 'nobar' belongs on a 'nav' or a screen: a tab bar has no navigation bar: put it on a tab's 'nav' [misplaced-modifier]",
        "test.flow:3:9: error: 'nobar' belongs on a 'nav' or a screen: a page set has no navigation bar [misplaced-modifier]",
        "test.flow:4:11: error: 'nobar' belongs on a 'nav' or a screen: alerts are presented without one [misplaced-modifier]",
      ])
  }

  /// The caret is on the modifier, and the fix-it takes it out with its space.
  @Test func misplacedNobarPointsAtItselfAndComesOut() {
    let text = """
      start Home
      tabs Home  nobar private { tab "A" screen A }
      """
    #expect(
      renderedDiagnostics(text) == """
        test.flow:2:12: error: 'nobar' belongs on a 'nav' or a screen: a tab bar has no navigation bar: put it on a tab's 'nav' [misplaced-modifier]
            2 | tabs Home  nobar private { tab "A" screen A }
              |            ^~~~~
          fix-it: remove 'nobar'

        """)
    let fixIts = FlowLoader().load(SourceFile(path: "test.flow", text: text)).diagnostics
      .flatMap(\.fixIts)
    #expect(fixIts.map { $0.range.file.text(in: $0.range) } == ["  nobar"])
    #expect(fixIts.map(\.replacement) == [""])
  }
}
