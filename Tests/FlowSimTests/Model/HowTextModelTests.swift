import Testing

@testable import FlowSim

/// How-texts reach the model: an event's on its control, an outcome's on its
/// transition, both in `flowsim dump model`; `Flow.how(of:)` joins them in the order
/// a tester follows them.
@Suite struct HowTextModelTests {
  static let text = #"""
    start Login
    var online: bool = true
    var pending: 0...1 = 0
    screen Login {
      tap "Log in" -> outcome {
        valid "enter a registered account": present Home
        invalid: present Home
      }
    }
    screen Home { tap "Close" -> dismiss }
    event "Network lost" "turn on Airplane Mode" when online -> set online = false
    event "Network back" when not online -> set online = true
    event "Sync finished" "wait for the sync" -> outcome {
      ok: set pending = 0
      conflict "edit the poll on another device": set pending = 0
    }
    """#

  @Test func theModelKeepsEachHowText() throws {
    let flow = try #require(loadFlow(Self.text, path: "how.flow"))
    #expect(
      flow.controls.map(\.how) == [nil, nil, "turn on Airplane Mode", nil, "wait for the sync"])
    let declared = flow.transitions.filter { flow.control(of: $0.id) != nil }
    #expect(
      declared.map(\.how) == [
        "enter a registered account", nil, nil, nil, nil, nil, "edit the poll on another device",
      ])
    #expect(
      declared.map { flow.how(of: $0.id) } == [
        "enter a registered account", nil, nil, "turn on Airplane Mode", nil, "wait for the sync",
        "edit the poll on another device, then wait for the sync",
      ])
    #expect(flow.how(of: TransitionID(flow.transitions.count - 1)) == nil)
  }

  @Test func theModelDumpShowsThemAsWritten() throws {
    let flow = try #require(loadFlow(Self.text, path: "how.flow"))
    let lines = ModelDump.model(flow).split(separator: "\n").filter {
      $0.hasPrefix("transition #") && !$0.hasSuffix(" back") && !$0.contains(" page")
    }
    #expect(
      lines == [
        #"transition #0 tap "Log in" → valid "enter a registered account" -> present Home"#,
        #"transition #1 tap "Log in" → invalid -> present Home"#,
        #"transition #2 tap "Close" -> dismiss"#,
        #"transition #3 event "Network lost" "turn on Airplane Mode" when online -> set online = false"#,
        #"transition #4 event "Network back" when not online -> set online = true"#,
        #"transition #5 event "Sync finished" "wait for the sync" → ok -> set pending = 0"#,
        #"transition #6 event "Sync finished" "wait for the sync" → conflict "edit the poll on another device" -> set pending = 0"#,
      ])
  }

  /// A string after an event's guard is that guard's reason, which nothing shows: a
  /// warning, pointing at the string, that names where a how-text goes.
  @Test func anEventGuardReasonIsAWarning() throws {
    let result = FlowLoader().load(
      SourceFile(
        path: "t.flow",
        text: """
          start A
          var online: bool = true
          screen A terminal
          event "Lost" when online "turn on Airplane Mode" -> set online = false
          """))
    #expect(result.flow != nil)
    let warning = try #require(result.diagnostics.first { $0.id == "unused-guard-reason" })
    #expect(warning.severity == .warning)
    #expect(warning.location?.line == 4 && warning.location?.column == 26)
    #expect(
      warning.notes.map(\.message) == [
        "to tell a tester how to make the event happen, write it as a how-text right after the label: event \"Lost\" \"how\" when …"
      ])
  }

  /// An outcome's guard reason is never shown either; with a how-text already there,
  /// the note says to remove the string.
  @Test func anOutcomeGuardReasonIsAWarning() throws {
    let result = FlowLoader().load(
      SourceFile(
        path: "t.flow",
        text: """
          start A
          var n: 0...1 = 0
          screen A terminal {
            tap "Go" -> outcome {
              ok "wait" when n == 0 "why": set n = 1
            }
          }
          """))
    let warning = try #require(result.diagnostics.first { $0.id == "unused-guard-reason" })
    #expect(
      warning.message
        == "an outcome's guard reason is never shown: the outcome simply does not happen while its guard fails"
    )
    #expect(
      warning.notes.map(\.message) == [
        "its how-text already tells a tester how to make it happen: remove this string"
      ])
  }
}
