import Testing

@testable import FlowSim

/// The stepper's `check` says when the flow acknowledges what it finds here, as
/// `flowsim check` reports it: known, with the reason.
@Suite struct StepSessionKnownTests {
  @Test func checkNamesTheKnownLine() throws {
    let flow = try #require(
      loadFlow(
        """
        start Main
        var download: loading | failed = loading
        nav Main {
          screen Questions {
            select "Question" when download == loading -> push Responses
          }
          screen Responses
        }
        event "Download failed" when download == loading -> set download = failed
        known dead-end when download == failed "the app admits it"
        """, path: "gap.flow"))
    let session = StepSession(flow: flow, path: "gap.flow")
    _ = session.start()
    _ = session.handle("event \"Download failed\"")
    #expect(
      session.handle("check").text == """
        check at Questions:
          dead end: nothing leads anywhere from here, and Questions is not marked 'terminal'; known: the app admits it (gap.flow:10:1)


        """)
  }
}
