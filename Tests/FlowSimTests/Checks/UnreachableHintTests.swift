import Testing

@testable import FlowSim

/// `unreachable-screen`'s note tells apart a screen nothing leads to from one that
/// transitions lead to but that are never offered, for every action kind that names
/// where it leads (`Flow.screensNamed(by:)`), not only pushes and presented screens.
@Suite struct UnreachableHintTests {
  static let neverOffered =
    "transitions lead to it, but none of them is ever offered where it could fire"
  static let nothing =
    "nothing pushes, presents or resets to it, and it is not the root of a shown container"

  /// The note on each unreachable screen, by screen name.
  static func hints(_ text: String) throws -> [String: String] {
    let flow = try #require(loadFlow(text, path: "hint.flow"))
    var hints: [String: String] = [:]
    for finding in Checker().check(flow).findings where finding.id == "unreachable-screen" {
      let screen = try #require(finding.screen)
      hints[flow.screens[screen].name] = finding.diagnostic.notes.first?.message
    }
    return hints
  }

  /// A stack presented, and a tab bar and a page set reset to, by controls whose guard
  /// never holds: their screens are led to, never reached (before, the note said nothing
  /// led to them). Orphan is led to by nothing.
  @Test func everyKindThatNamesAScreenCountsAsLeadingThere() throws {
    let hints = try Self.hints(
      """
      start Home
      var locked: bool = true
      screen Home {
        tap "Settings" when not locked -> present Settings
        tap "Switch" when not locked -> reset Shell
        tap "Intro" when not locked -> reset Intro
      }
      nav Settings { screen General { tap "Close" -> dismiss } }
      tabs Shell {
        tab "One" screen One
        tab "Two" screen Two
      }
      pages Intro { screen P1; screen P2 { tap "Start" -> page P1 } }
      screen Orphan
      """)
    #expect(
      hints == [
        "General": Self.neverOffered, "One": Self.neverOffered, "Two": Self.neverOffered,
        "P1": Self.neverOffered, "P2": Self.neverOffered, "Orphan": Self.nothing,
      ])
  }
}
