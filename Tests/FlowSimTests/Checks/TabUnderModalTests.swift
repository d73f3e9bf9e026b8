import Testing

@testable import FlowSim

/// `tab "L"` under a modal changes the tab unseen: a warning, unless the same chain
/// dismisses every modal afterwards (`tab "B"; dismiss all`), which shows the tab.
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
          tap "stay" -> tab "B"
        }
        """))
    let report = Checker().check(flow)
    #expect(
      report.findings.map(\.diagnostic.message) == [
        #"tap "stay" selects a tab of 'Home' under the modal 'M': the user sees nothing change until it is dismissed"#
      ])
  }
}
