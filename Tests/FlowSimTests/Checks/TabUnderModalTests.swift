import Testing

@testable import FlowSim

/// `tab "L"` under a modal changes the tab unseen: a warning for each, unless the same
/// chain goes on to dismiss every modal (`tab "B"; dismiss all`), which shows the tab,
/// even if it presents another after.
@Suite struct TabUnderModalTests {
  @Test func onlyAModalStillUpWhenTheChainEndsIsWarnedAbout() throws {
    let flow = try #require(
      loadFlow(
        """
        start Home
        tabs Home {
          tab "A" screen A { tap "m" -> present M }
          tab "B" screen B
        }
        screen M {
          tap "go" -> tab "B"; dismiss all
          tap "again" -> tab "B"; dismiss all; present N
          tap "stay" -> tab "B"; tab "A"
        }
        screen N { tap "Close" -> dismiss }
        """))
    let report = Checker().check(flow)
    #expect(
      report.findings.map(\.diagnostic.message) == [
        #"tap "stay" selects a tab of 'Home' under the modal 'M': the user sees nothing change until it is dismissed"#,
        #"tap "stay" selects a tab of 'Home' under the modal 'M': the user sees nothing change until it is dismissed"#,
      ])
  }
}
