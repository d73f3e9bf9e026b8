import Testing

@testable import FlowSim

/// A `known` line that no check could ever match there is a warning saying why
/// (`known-never-matches`), instead of "matches no finding … if the problem was
/// fixed", which a line that never could match would otherwise get (issue 29).
@Suite struct KnownNeverMatchesTests {
  static let flow = """
    start Main
    var x: 0...3 = 0
    nav Main {
      screen Home { tap "Go" -> push Done; tap "Inc" when x < 3 -> set x = x + 1; tap "Open" -> present Dome }
      screen Done terminal
    }
    screen Dome

    """

  static func warnings(_ line: String) throws -> [Diagnostic] {
    try KnownFindingsTests.check(flow + line).findings.map(\.diagnostic).filter {
      $0.id.hasPrefix("known-")
    }
  }

  @Test func aDeadEndOnATerminalScreen() throws {
    let found = try Self.warnings(#"known dead-end at Done "the end""#)
    #expect(found.map(\.id) == ["known-never-matches"])
    #expect(
      found.first?.message
        == "this 'known' line can never match: 'dead-end' is never reported on 'Done', a 'terminal' screen, where the journey may end"
    )
    #expect(found.first?.location?.description == "gap.flow:8:19")
    // The near screen where it could be reported, or the line removed.
    #expect(
      found.first?.fixIts.map(\.message) == ["use 'Dome'", "remove the line"])
    #expect(found.first?.fixIts.first?.replacement == "Dome")
  }

  @Test func theStartScreenIsNeverUnreachable() throws {
    let found = try Self.warnings(#"known unreachable-screen at Home "never""#)
    #expect(
      found.map(\.message) == [
        "this 'known' line can never match: 'unreachable-screen' is never reported on 'Home', the screen the app starts on"
      ])
  }

  @Test func aScreenWithoutControlsHasNoUnusedControl() throws {
    let found = try Self.warnings(#"known unused-control at Done "none""#)
    #expect(
      found.map(\.message) == [
        "this 'known' line can never match: 'unused-control' is never reported on 'Done', which has no controls"
      ])
  }

  @Test func aConditionThatCanNeverHold() throws {
    #expect(
      try Self.warnings(#"known dead-end when x == 5 "impossible""#).map(\.message) == [
        "this 'known' line can never match: 'x == 5' holds in no configuration"
      ])
    #expect(
      try Self.warnings(#"known dead-end at Dome when at Home "elsewhere""#).map(\.message) == [
        "this 'known' line can never match: 'at Home' holds in no configuration showing 'Dome'"
      ])
  }

  /// A line that could match but does not is still the other warning, and one that
  /// matches is neither.
  @Test func aPossibleLineIsNotImpossible() throws {
    #expect(
      try Self.warnings(#"known dead-end at Home "not now""#).map(\.id) == [
        "known-finding-absent"
      ])
    #expect(try Self.warnings(#"known dead-end at Dome "a real one""#).isEmpty)
  }
}
