import Testing

@testable import FlowSim

/// The stepper shows how-texts: each outcome's when it asks which outcome happens,
/// and each event's beside the events it offers, one a line. Without how-texts both
/// read as before.
@Suite struct StepSessionHowTextTests {
  static let text = #"""
    start Login
    var online: bool = true
    screen Login {
      tap "Log in" -> outcome {
        valid "enter a registered account": present Home
        invalid "enter a wrong password": present Home
        locked: present Home
      }
    }
    screen Home terminal { tap "Close" -> dismiss }
    event "Network lost" "turn on Airplane Mode" when online -> set online = false
    event "Network back" when not online -> set online = true
    event "Sync finished" when online -> set online = true
    """#

  @Test func outcomesAndEventsShowTheirHowTexts() throws {
    let flow = try #require(loadFlow(Self.text, path: "how.flow"))
    let session = StepSession(flow: flow, path: "how.flow")
    #expect(
      session.start() == """
        how (how.flow): type an action's number or label to take it, 'help' for commands

        Login
        where: Login
          1. tap "Log in" → presents Home; outcomes: valid, invalid, locked
        events:
          2. "Network lost": turn on Airplane Mode
          3. "Sync finished"


        """)
    #expect(
      session.handle("Log in").text == """
        Which outcome of tap "Log in"?
          1. valid: enter a registered account → presents Home
          2. invalid: enter a wrong password → presents Home
          3. locked → presents Home

        """)
    _ = session.handle("cancel")
    // Once the network is lost, no offered event has a how-text: one line, as before.
    #expect(
      session.handle("Network lost").text.hasSuffix(
        """
          1. tap "Log in" → presents Home; outcomes: valid, invalid, locked
        events: 2. "Network back"


        """))
  }

  @Test func withoutHowTextsTheQuestionIsOneLine() throws {
    let plain = Self.text.replacingOccurrences(of: #" "enter a registered account""#, with: "")
      .replacingOccurrences(of: #" "enter a wrong password""#, with: "")
    let flow = try #require(loadFlow(plain, path: "how.flow"))
    let session = StepSession(flow: flow, path: "how.flow")
    _ = session.start()
    #expect(
      session.handle("Log in").text
        == "Which outcome of tap \"Log in\"? 1. valid → presents Home  2. invalid → presents Home  3. locked → presents Home\n"
    )
  }
}
