/// Check 2: back behaves: no push cycles, no screen twice in a stack, and back or
/// unwind never returns to a screen marked `noreturn`.
public struct BackCheck: Check {
  public init() {}

  public static let description = CheckDescription(
    name: "back",
    proves:
      "Back is offered exactly when the stack holds more than one screen (by construction); back, pop to root, tapping the selected tab and unwind never return to a `noreturn` screen; no stack grows without bound; no screen appears twice in one stack.",
    rules: [
      .init(
        id: "returns-to-noreturn", severity: .error,
        summary:
          "back, pop to root, tapping the selected tab or unwind returns to a screen marked `noreturn`",
        triggering: """
          start Auth
          nav Auth {
            screen Login noreturn { tap "Sign in" -> push Home }
            screen Home
          }
          """,
        clean: """
          start Auth
          nav Auth { screen Login noreturn { tap "Sign in" -> reset Main } }
          nav Main { screen Home terminal }
          """),
      .init(
        id: "unbounded-stack", severity: .error,
        summary:
          "a push cycle: the same screens are pushed again and again, so the stack grows without bound",
        triggering: """
          start Main
          nav Main {
            screen Home { tap "New" -> push Create }
            screen Create { tap "Save" -> push Home }
          }
          """,
        clean: """
          start Main
          nav Main {
            screen Home { tap "New" -> push Create }
            screen Create { tap "Save" -> back }
          }
          """),
      .init(
        id: "screen-twice-in-stack", severity: .warning,
        summary: "a push puts a screen into a stack that already holds it",
        triggering: """
          start Main
          nav Main max 3 {
            screen Home { tap "Open" -> push Detail }
            screen Detail { tap "Home" -> push Home }
          }
          """,
        clean: """
          start Main
          nav Main {
            screen Home { tap "Open" -> push Detail }
            screen Detail { tap "Home" -> pop to root }
          }
          """),
    ])

  public func run(_ context: CheckContext) -> [Finding] {
    // A push cycle necessarily puts its screens into the stack twice first; report
    // the cycle, not each repetition on the way to it.
    let inCycles = Set(
      context.space.issues.flatMap { record -> [ScreenID] in
        guard case .unboundedStack(let target) = record.issue else { return [] }
        return IssueFindings.cycleScreens(record, target, context)
      })
    let twice = IssueFindings.findings(["screen-twice-in-stack"], context) { record in
      if case .screenTwiceInStack(let screen) = record.issue { return !inCycles.contains(screen) }
      return true
    }
    return IssueFindings.findings(
      ["returns-to-noreturn", "unbounded-stack", "configuration-too-large"], context) + twice
  }
}
