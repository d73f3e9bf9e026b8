import Testing

@testable import FlowSim

/// `value-out-of-range`: the guard its note suggests keeps the `set` within range,
/// whichever way it leaves it.
@Suite struct ValueOutOfRangeTests {
  /// The message and notes of each `value-out-of-range` finding for `controls` on a
  /// terminal screen with `var a: 0...3 = 0` and `var b: 0...9 = 5`.
  static func notes(_ controls: String) throws -> [String] {
    let text = """
      start A
      var a: 0...3 = 0
      var b: 0...9 = 5
      screen A terminal { \(controls) }
      """
    return Checker().check(try #require(loadFlow(text))).findings
      .filter { $0.id == "value-out-of-range" }
      .map { finding in
        ([finding.diagnostic.message] + finding.diagnostic.notes.map(\.message))
          .joined(separator: " / ")
      }
  }

  @Test func aStepUpIsGuardedBelowTheTop() throws {
    #expect(
      try Self.notes(#"tap "+" -> set a = a + 1"#) == [
        #"tap "+" sets 'a' to 4, outside its range 0...3 / guard the control, e.g. 'when a < 3'"#
      ])
    #expect(
      try Self.notes(#"tap "+2" -> set a = 2 + a"#) == [
        #"tap "+2" sets 'a' to 4, outside its range 0...3 / guard the control, e.g. 'when a < 2'"#
      ])
  }

  /// A step down is guarded above the bottom (it had suggested 'when a < 3', which
  /// still lets it fail at 0).
  @Test func aStepDownIsGuardedAboveTheBottom() throws {
    #expect(
      try Self.notes(#"tap "-" -> set a = a - 1"#) == [
        #"tap "-" sets 'a' to -1, outside its range 0...3 / guard the control, e.g. 'when a > 0'"#
      ])
  }

  /// Anything but a step names the range to keep to.
  @Test func anyOtherValueNamesTheRange() throws {
    #expect(
      try Self.notes(#"tap "copy" -> set a = b"#) == [
        #"tap "copy" sets 'a' to 5, outside its range 0...3 / guard the control so that it is offered only where 'a' stays within 0...3"#
      ])
  }
}
