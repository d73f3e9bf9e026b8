import Testing

@testable import FlowSim

/// `tab "L"` under a modal changes the tab unseen: a warning for each, unless the same
/// chain goes on to dismiss every modal (`tab "B"; dismiss all`), which shows the tab,
/// even if it presents another after.
@Suite struct TabUnderModalTests {
  /// What checking `text` finds.
  static func findings(_ text: String) throws -> [Finding] {
    Checker().check(try #require(loadFlow(text))).findings
  }

  @Test func onlyAModalStillUpWhenTheChainEndsIsWarnedAbout() throws {
    let findings = try Self.findings(
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
      """)
    #expect(
      findings.map(\.diagnostic.message) == [
        #"tap "stay" selects a tab of 'Home' under the modal 'M': the user sees nothing change until it is dismissed"#,
        #"tap "stay" selects a tab of 'Home' under the modal 'M': the user sees nothing change until it is dismissed"#,
      ])
  }

  /// The modal named is the one still up when the tab is selected: not the top one
  /// when the chain dismisses it first (nor an alert, which its button dismisses),
  /// and the one the chain presents before the tab when none was up.
  @Test func theModalNamedIsTheOneStillUpAtTheTab() throws {
    let findings = try Self.findings(
      """
      start Home
      tabs Home {
        tab "A" screen A { tap "Pay" -> present Payment; tap "Sheet" -> present Sheet; tab "B" }
        tab "B" screen B terminal
      }
      screen Payment { tap "Confirm" -> present Done; tap "Ask" -> present Ask; tap "Close" -> dismiss }
      screen Done { tap "View B" -> dismiss; tab "B"; tap "Close" -> dismiss }
      alert Ask { button "Go" -> tab "B"; button "No" }
      screen Sheet { tap "Close" -> dismiss }
      """)
    #expect(
      findings.map(\.diagnostic.message) == [
        #"tap "Sheet" selects a tab of 'Home' under the modal 'Sheet': the user sees nothing change until it is dismissed"#,
        #"tap "View B" selects a tab of 'Home' under the modal 'Payment': the user sees nothing change until it is dismissed"#,
        #"button "Go" selects a tab of 'Home' under the modal 'Payment': the user sees nothing change until it is dismissed"#,
      ])
  }

  /// The note says to dismiss every modal where one 'dismiss' would not show the tab:
  /// several modals are up, or the chain has dismissed one already.
  @Test func theNoteSaysDismissAllWhereOneDismissIsNotEnough() throws {
    let findings = try Self.findings(
      """
      start Home
      tabs Home {
        tab "A" screen A { tap "Pay" -> present Payment }
        tab "B" screen B terminal
      }
      screen Payment { tap "Confirm" -> present Done; tap "B" -> tab "B"; tap "Close" -> dismiss }
      screen Done { tap "View B" -> dismiss; tab "B"; tap "B" -> tab "B"; tap "Close" -> dismiss }
      """)
    let one = "dismiss first ('dismiss; tab \"…\"')"
    let all = "dismiss every modal first ('dismiss all; tab \"…\"')"
    #expect(
      findings.map(\.diagnostic.notes.first?.message)
        == [one, all, all].map {
          "to show the tab, \($0), or 'reset' to the tab bar; if the tab is meant to change unseen, this is right"
        })
    #expect(
      findings.map { $0.diagnostic.message.components(separatedBy: " selects").first } == [
        #"tap "B""#, #"tap "View B""#, #"tap "B""#,
      ])
  }

  /// Several modals up are all named, bottom first, and one dismissal is not said to
  /// show the tab; a presented stack is named by the screen it shows.
  @Test func everyModalUpIsNamedByWhatItShows() throws {
    let findings = try Self.findings(
      """
      start Home
      tabs Home {
        tab "A" screen A { tap "m" -> present M }
        tab "B" screen B terminal
      }
      nav M {
        screen M1 { tap "More" -> push M2; tap "Close" -> dismiss }
        screen M2 { tap "N" -> present N; tap "B now" -> tab "B" }
      }
      screen N { tap "B now" -> tab "B"; tap "Close" -> dismiss }
      """)
    #expect(
      findings.map(\.diagnostic.message) == [
        #"tap "B now" selects a tab of 'Home' under the modal 'M2': the user sees nothing change until it is dismissed"#,
        #"tap "B now" selects a tab of 'Home' under the modals 'M2' and 'N': the user sees nothing change until they are dismissed"#,
      ])
  }
}
