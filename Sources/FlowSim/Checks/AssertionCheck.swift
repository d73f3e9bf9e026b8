/// Check 5: the flow's own assertions hold over every reachable configuration.
public struct AssertionCheck: Check {
  public init() {}

  public static let description = CheckDescription(
    name: "assertions",
    proves:
      "Every `assert` in the flow holds: `never` and `always` over every reachable configuration, `reachable` in at least one, and `always reachable` from every one.",
    rules: [
      .init(
        id: "assertion-failed", severity: .error,
        summary: "an `assert never` / `assert always` is violated in a reachable configuration",
        triggering: """
          var mine: bool = false
          start Main
          nav Main {
            screen List {
              tap "Own poll" -> set mine = true; push Vote
              tap "Other poll" -> set mine = false; push Vote
            }
            screen Vote { tap "Vote" -> back }
          }
          assert never at Vote and mine and enabled "Vote"
          """,
        clean: """
          var mine: bool = false
          start Main
          nav Main {
            screen List {
              tap "Own poll" -> set mine = true; push Vote
              tap "Other poll" -> set mine = false; push Vote
            }
            screen Vote { tap "Vote" when not mine "this is your own poll" -> back }
          }
          assert never at Vote and mine and enabled "Vote"
          """),
      .init(
        id: "assertion-unreachable", severity: .error,
        summary: "an `assert reachable` situation never happens",
        triggering: """
          var liked: bool = false
          start Photo
          screen Photo terminal { tap "Unlike" -> set liked = false }
          assert reachable liked
          """,
        clean: """
          var liked: bool = false
          start Photo
          screen Photo terminal { tap "Like" -> set liked = not liked }
          assert reachable liked
          """),
      .init(
        id: "assertion-not-always-reachable", severity: .error,
        summary:
          "from some reachable configuration an `assert always reachable` situation can no longer be reached",
        triggering: """
          start Main
          nav Main { screen Home { tap "Help" -> present Help } }
          screen Help terminal
          assert always reachable at Home
          """,
        clean: """
          start Main
          nav Main { screen Home { tap "Help" -> present Help } }
          screen Help { tap "Done" -> dismiss }
          assert always reachable at Home
          """),
    ])

  public func run(_ context: CheckContext) -> [Finding] {
    var findings: [Finding] = []
    for assertion in context.flow.assertions {
      let holds = context.holds(assertion.condition)
      switch assertion.kind {
      case .never:
        if let state = holds.firstIndex(of: true) {
          findings.append(
            context.finding(
              .error(
                "assertion-failed", "assertion failed: never \(assertion.text)",
                at: assertion.range,
                notes: [Note("the walkthrough reaches a configuration where it holds")]),
              at: state))
        }
      case .always:
        if let state = holds.firstIndex(of: false) {
          findings.append(
            context.finding(
              .error(
                "assertion-failed", "assertion failed: always \(assertion.text)",
                at: assertion.range,
                notes: [Note("the walkthrough reaches a configuration where it does not hold")]),
              at: state))
        }
      case .reachable:
        if !holds.contains(true) {
          findings.append(
            Finding(
              .error(
                "assertion-unreachable",
                "assertion failed: no reachable configuration has \(assertion.text)",
                at: assertion.range,
                notes: [
                  Note(
                    "explored \(context.space.count) configuration\(context.space.count == 1 ? "" : "s")"
                  )
                ])))
        }
      case .alwaysReachable:
        let reach = context.space.canReach(holds)
        if let state = reach.firstIndex(of: false) {
          findings.append(
            context.finding(
              .error(
                "assertion-not-always-reachable",
                "assertion failed: after this walkthrough, \(assertion.text) can no longer be reached",
                at: assertion.range),
              at: state))
        }
      }
    }
    return findings
  }
}
