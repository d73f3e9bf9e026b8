import Testing

@testable import FlowSim

/// Where the flow says how to make an outcome or an event happen, a transcript step
/// gives that as the instruction and keeps the name for reference; without how-texts
/// it reads exactly as before.
@Suite struct TranscriptHowTextTests {
  static let flow = #"""
    start Login
    var online: bool = true
    screen Login {
      tap "Log in" -> outcome {
        valid "enter a registered account": present Home
        invalid: present Home
      }
    }
    screen Home terminal { tap "Close" -> dismiss }
    event "Network lost" "turn on Airplane Mode" when online -> set online = false
    event "Network back" when not online -> set online = true
    scenario "s" {
      event "Network lost"
      event "Network back"
      tap "Log in" -> valid
      tap "Close"
      tap "Log in" -> invalid
    }
    """#

  /// The scenario's step lines in plain text (without the `Now:` lines).
  private func steps(_ text: String) throws -> [String] { try scenarioLines(text).lines }

  @Test func howTextsAreTheInstructions() throws {
    #expect(
      try steps(Self.flow) == [
        "1. On Login, turn on Airplane Mode (event \"Network lost\") → still on Login: online = false.",
        "2. On Login, make the event \"Network back\" happen → still on Login: online = true.",
        "3. On Login, enter a registered account, then tap \"Log in\" (outcome valid) → now on Home: presented Home.",
        "4. On Home, tap \"Close\" → now on Login: dismissed Home.",
        "5. On Login, tap \"Log in\" for outcome invalid → now on Home: presented Home.",
      ])
  }

  /// The same flow without how-texts reads as flowsim always wrote it.
  @Test func withoutHowTextsNothingChanges() throws {
    let plain = Self.flow.replacingOccurrences(of: #" "turn on Airplane Mode""#, with: "")
      .replacingOccurrences(of: #" "enter a registered account""#, with: "")
    #expect(
      try steps(plain) == [
        "1. On Login, make the event \"Network lost\" happen → still on Login: online = false.",
        "2. On Login, make the event \"Network back\" happen → still on Login: online = true.",
        "3. On Login, tap \"Log in\" for outcome valid → now on Home: presented Home.",
        "4. On Home, tap \"Close\" → now on Login: dismissed Home.",
        "5. On Login, tap \"Log in\" for outcome invalid → now on Home: presented Home.",
      ])
  }

  /// An event with a how-text whose outcomes have their own, or not; an event
  /// without one whose outcome has one. Markdown punctuation in a how-text is escaped.
  @Test func eventsWithOutcomes() throws {
    let flow = try #require(
      loadFlow(
        #"""
        start Home
        var pending: 0...1 = 1
        screen Home terminal { tap "Vote" -> set pending = 1 }
        event "Sync finished" "wait for the sync" when pending > 0 -> outcome {
          synced: set pending = 0
          conflict "vote on *another* device first": set pending = 0
        }
        event "Server down" when pending > 0 -> outcome {
          retried "stop the server": set pending = 0
        }
        """#))
    let narrator = TranscriptNarrator(flow: flow)
    let lines = (0..<4).map { Transcript.markdown(narrator.instruction(TransitionID($0 + 1))) }
    #expect(
      lines == [
        #"wait for the sync (event **Sync finished**, outcome **synced**)"#,
        #"vote on \*another\* device first, then wait for the sync (event **Sync finished**, outcome **conflict**)"#,
        #"stop the server (event **Server down**, outcome **retried**)"#,
        #"tap the back button"#,
      ])
  }

  /// A step that fails there (a finding's last step) gives the how-text too.
  @Test func aFailingStepGivesItsHowText() throws {
    let flow = try #require(
      loadFlow(
        #"""
        start N
        nav N {
          screen A { tap "Go" -> outcome { gone "wait for the timer": unwind to B } }
          screen B
        }
        """#))
    let simulator = Simulator(flow: flow)
    var walkthrough = simulator.walkthrough(from: simulator.initial)
    walkthrough.failure = simulator.failure(TransitionID(0), in: simulator.initial)
    let transcript = TranscriptNarrator(flow: flow).walkthrough(walkthrough)
    #expect(
      transcript.text() == """
        Start: the app opens on A.
        Now: A

        1. On A, wait for the timer, then tap "Go" (outcome gone): ✗ fails here: unwind target 'B' is not in the history

        """)
  }

  /// An event's outcome is the world's doing: without how-texts it is named, not
  /// asked for ("and let it come out" is for the app's decisions on a control).
  @Test func anEventsOutcomeWithoutHowTextIsNamed() throws {
    let flow = try #require(
      loadFlow(
        """
        start Home
        var pending: 0...1 = 1
        screen Home terminal
        event "Sync finished" when pending > 0 -> outcome {
          synced: set pending = 0
        }
        """))
    let narrator = TranscriptNarrator(flow: flow)
    #expect(
      Transcript.markdown(narrator.instruction(TransitionID(0)))
        == "make the event **Sync finished** happen (outcome **synced**)")
  }
}
