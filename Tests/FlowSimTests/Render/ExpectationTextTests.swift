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
    let flow = try #require(loadFlow(Self.flow))
    let simulator = Simulator(flow: flow)
    let run = ScenarioRunner(simulator: simulator).run(try #require(flow.scenarios.first))
    #expect(run.failure == nil)
    let lines = TranscriptDocuments(simulator: simulator).scenario(run).text()
      .split(separator: "\n").map(String.init).filter { $0.contains("Check:") }
    #expect(
      lines == [
        #"1. Check: you are on Welcome; you are not on Login ("Log in"); and you can tap "Begin"."#,
        #"3. Check: Login is open, on screen or under another; Feed is not open anywhere, not even under another screen; the tab bar App ("Feed", "Me") is not open anywhere; and a screen of Out (Login, SignUp) is open."#,
        #"5. Check: you are on Feed; you cannot tap "Log in": it is hidden or greyed out; swiping "left" does nothing; and signedIn holds."#,
        #"6. Check: signedIn holds."#,
        #"7. Check: the tab bar App ("Feed", "Me") is open; no screen of Out (Login, SignUp) is open anywhere; and no screen of Start (Welcome) is open anywhere."#,
      ])
  }
}
