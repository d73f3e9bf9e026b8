import Testing

@testable import FlowSim

/// A scenario's expectations read as checks a tester makes on the device; only the
/// flow's variables stay in its syntax.
@Suite struct ExpectationTextTests {
  static let flow = """
    start Start
    var signedIn: bool = false
    pages Start {
      screen Welcome "Welcome" { tap "Begin" -> reset Out }
    }
    nav Out {
      screen Login "Log in" { tap "Log in" when not signedIn -> set signedIn = true; reset App }
      screen SignUp
    }
    tabs App {
      tab "Feed" screen Feed { swipe "left" when not signedIn -> tab "Me"; tap "Log in" when not signedIn -> set signedIn = true }
      tab "Me" screen Me
    }
    scenario "s" {
      expect at Welcome and not at Login and enabled "Begin"
      tap "Begin"
      expect in Login and not in Feed and not in App and in Out
      tap "Log in"
      expect at Feed and signedIn and not enabled "Log in" and not enabled "left"
      expect signedIn
      expect in App and not in Out and not in Start
    }
    """

  @Test func checksSayWhatTheTesterSees() throws {
    let run = try scenarioLines(Self.flow)
    #expect(run.passed)
    let lines = run.lines.filter { $0.contains("Check:") }
    #expect(
      lines == [
        #"1. Check: you are on Welcome; you are not on Login ("Log in"); and you can tap "Begin"."#,
        #"3. Check: Login is open, on screen or under another; there is no "Feed" tab anywhere, not even under another screen; the tab bar App ("Feed", "Me") is not open anywhere; and a screen of Out (Login, SignUp) is open."#,
        #"5. Check: you are on Feed; you cannot tap "Log in": it is hidden or greyed out; swiping "left" does nothing; and signedIn holds."#,
        #"6. Check: signedIn holds."#,
        #"7. Check: the tab bar App ("Feed", "Me") is open; no screen of Out (Login, SignUp) is open anywhere; and no screen of Start (Welcome) is open anywhere."#,
      ])
  }

  /// `in` a tab's stack or the screen a tab shows first holds whichever tab is
  /// selected: it reads as the tab being there, once for both. A screen deeper in a
  /// tab's stack, and a tab's screen shown elsewhere too (presented, here), read as
  /// screens.
  @Test func aTabReadsAsTheTabBeingThere() throws {
    let text = """
      start Out
      screen Out { tap "In" -> reset App }
      tabs App {
        tab "Feed" nav FeedNav { screen Feed { tap "Open" -> push Post }; screen Post }
        tab "Me" screen Me { tap "Help" -> present Help }
        tab "Help" screen Help { tap "Close" -> dismiss }
      }
      scenario "s" {
        expect not in Feed and not in FeedNav and not in Me
        tap "In"
        tab "Me"
        expect in Feed and in FeedNav and in Me and not in Post and in Help
      }
      """
    let run = try scenarioLines(text)
    #expect(run.passed)
    let lines = run.lines.filter { $0.contains("Check:") }
    #expect(
      lines == [
        #"1. Check: there is no "Feed" tab anywhere, not even under another screen; and there is no "Me" tab anywhere, not even under another screen."#,
        #"4. Check: there is a "Feed" tab, selected or not, on screen or under another screen; there is a "Me" tab, selected or not, on screen or under another screen; Post is not open anywhere, not even under another screen; and Help is open, on screen or under another."#,
      ])
  }

  /// Two tab bars with a "Home" tab each: the label would not say which, so being in
  /// either reads as its screen, and the two parts of the check cannot read alike.
  @Test func aLabelTwoTabsShareReadsAsTheScreen() throws {
    let text = """
      start A
      tabs A {
        tab "Home" screen AHome { tap "Other" -> reset B }
        tab "More" screen AMore
      }
      tabs B {
        tab "Home" screen BHome { tap "Back" -> reset A }
        tab "More" screen BMore
      }
      scenario "s" {
        expect in AHome and not in BHome
      }
      """
    let run = try scenarioLines(text)
    #expect(run.passed)
    #expect(
      run.lines.filter { $0.contains("Check:") } == [
        #"1. Check: AHome is open, on screen or under another; and BHome is not open anywhere, not even under another screen."#
      ])
  }

  /// Variable parts keep their meaning (an `or` bracketed); a part that reads the
  /// screens in a way not put in words leaves the whole expectation as written; a
  /// control named on its screen says the screen where another has the label too.
  @Test func checksKeepTheirMeaning() throws {
    let text = """
      start Home
      var n: 0...3 = 0
      nav Home {
        screen List { tap "Open" -> push Chat; tap "Vote" when n > 2 -> set n = 1 }
        screen Chat { tap "Vote" -> set n = 2 }
      }
      scenario "s" {
        expect at List and (n == 2 or n == 0) and n < 3
        expect at List and (at List) == true
        tap "Open"
        expect not enabled List."Vote" and enabled Chat."Vote" and enabled "Vote"
      }
      """
    let run = try scenarioLines(text)
    #expect(run.passed)
    let lines = run.lines.filter { $0.contains("Check:") }
    #expect(
      lines == [
        "1. Check: you are on List; and (n == 2 or n == 0) and n < 3 holds.",
        "2. Check: at List and (at List) == true holds.",
        #"4. Check: you cannot tap "Vote" on List: it is hidden or greyed out; you can tap "Vote" on Chat; and you can tap "Vote"."#,
      ])
  }
}
