import Testing

@testable import FlowSim

/// The back check's findings for system transitions, which all point at the screen
/// returned to: each transition that returns there is reported, not only the first.
@Suite struct BackCheckTests {
  static let tabReturn = """
    start Main
    tabs Main {
      tab "One" nav OneNav {
        screen Home noreturn { tap "Open" -> push Detail }
        screen Detail
      }
      tab "Two" screen Other
    }
    """

  @Test func backAndTappingTheSelectedTabAreReportedApart() {
    let messages = CheckDocs.findings("returns-to-noreturn", in: Self.tabReturn).map {
      $0.diagnostic.message
    }
    #expect(
      messages == [
        "back returns to 'Home', which is marked 'noreturn'",
        "tab \"One\" returns to 'Home', which is marked 'noreturn'",
      ])
  }
}
