import Testing

@testable import FlowSim

/// The stepper re-shows where the user is, and points at the label or screen meant
/// (issue 29, item 8).
@Suite struct StepSessionWhereTests {
  static let text = """
    start Main
    nav Main {
      screen Home { tap "Sign in" -> push Settings; tap "Open settings" -> push Settings }
      screen Settings terminal
    }
    """

  static func session() throws -> StepSession {
    let flow = try #require(loadFlow(Self.text, path: "st.flow"))
    let session = StepSession(flow: flow, path: "st.flow")
    _ = session.start()
    return session
  }

  @Test func whereAndAnEmptyLineShowTheScreenAgain() throws {
    let session = try Self.session()
    let screen = session.show()
    #expect(screen.hasPrefix("Home\n"))
    _ = session.handle("help")
    #expect(session.handle("where").text == screen)
    _ = session.handle("vars")
    #expect(session.handle("").text == screen)
    #expect(session.handle("   ").text == screen)
  }

  @Test func aMisspelledLabelOrScreenGetsADidYouMean() throws {
    let session = try Self.session()
    #expect(
      session.handle("Sgin").text
        == "no action 'Sgin'; did you mean 'Sign in'? type 'help' for commands\n\n")
    #expect(
      session.handle("Settngs").text
        == "there is no action 'Settngs' here; to go to screen Settings, type 'goto Settings'\n\n")
  }
}
