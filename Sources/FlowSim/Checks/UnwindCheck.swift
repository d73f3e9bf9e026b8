/// Check 3: unwinds find their target, and every other transition that can fail
/// (a tab of a tab bar not shown, a value out of range) never does.
public struct UnwindCheck: Check {
  public init() {}

  public static let description = CheckDescription(
    name: "unwind",
    proves:
      "Wherever an unwind is offered its target is in the history, so it lands where UIKit lands; pop to root and tab re-taps land on the stack's root (by construction); and no transition fails where it is offered.",
    rules: [
      .init(
        id: "unwind-target-missing", severity: .error,
        summary: "an unwind is offered where its target is not in the history",
        triggering: """
          start Main
          nav Main {
            screen Home { tap "Open" -> push Detail; tap "List" -> push List }
            screen Detail { tap "Done" -> unwind to List }
            screen List { tap "Open" -> push Detail }
          }
          """,
        clean: """
          start Main
          nav Main {
            screen Home { tap "Open" -> push Detail }
            screen Detail { tap "Done" -> unwind to Home }
          }
          """),
      .init(
        id: "value-out-of-range", severity: .error,
        summary: "a `set` takes a variable outside its range",
        triggering: """
          var photos: 0...2 = 0
          start Form
          screen Form terminal { tap "Add photo" -> set photos = photos + 1 }
          """,
        clean: """
          var photos: 0...2 = 0
          start Form
          screen Form terminal { tap "Add photo" when photos < 2 -> set photos = photos + 1 }
          """),
      .init(
        id: "unbounded-presentation", severity: .error,
        summary:
          "a presentation cycle: a screen is presented over itself again and again (taken as a cycle at its third copy)",
        triggering: """
          start Home
          screen Home { tap "Help" -> present Help }
          screen Help { tap "More" -> present Help; tap "Close" -> dismiss }
          """,
        clean: """
          start Home
          screen Home { tap "Help" -> present Help }
          screen Help { tap "Close" -> dismiss }
          """),
      .init(
        id: "alert-button-does-nothing", severity: .error,
        summary:
          "an alert button whose action cannot apply once the alert is gone (a `back` at a stack's root): UIKit takes the tap anyway",
        triggering: """
          start Main
          nav Main { screen Home { tap "Delete" -> present Confirm } }
          alert Confirm { button "OK" -> back; button "Cancel" }
          """,
        clean: """
          start Main
          nav Main {
            screen Home { tap "Open" -> push Detail }
            screen Detail { tap "Delete" -> present Confirm }
          }
          alert Confirm { button "OK" -> back; button "Cancel" }
          """),
      .init(
        id: "tab-bar-not-shown", severity: .error,
        summary: "a `tab` action where its tab bar is not the window's root",
        triggering: """
          start Welcome
          screen Welcome { tap "Browse" -> tab "Feed"; tap "Start" -> reset Main }
          tabs Main { tab "Feed" screen Feed terminal }
          """,
        clean: """
          start Welcome
          screen Welcome { tap "Browse" -> reset Main }
          tabs Main { tab "Feed" screen Feed terminal }
          """),
      .init(
        id: "page-set-not-shown", severity: .error,
        summary: "a page action where no page set is the window's root",
        triggering: """
          start Home
          screen Home { tap "Tour" -> next page; tap "Intro" -> reset Intro }
          pages Intro { screen One; screen Two terminal }
          """,
        clean: """
          start Home
          screen Home { tap "Intro" -> reset Intro }
          pages Intro { screen One; screen Two terminal }
          """),
      .init(
        id: "tab-under-modal", severity: .warning,
        summary:
          "a `tab` action selects a tab under a modal, as UIKit does: nothing visible changes until the modal is dismissed",
        triggering: """
          start App
          tabs App {
            tab "Pay" screen Pay { tap "New" -> present Done }
            tab "Accounts" screen Accounts terminal
          }
          screen Done { tap "View accounts" -> tab "Accounts"; tap "Close" -> dismiss }
          """,
        clean: """
          start App
          tabs App {
            tab "Pay" screen Pay { tap "New" -> present Done }
            tab "Accounts" screen Accounts terminal
          }
          screen Done { tap "View accounts" -> dismiss; tab "Accounts"; tap "Close" -> dismiss }
          """),
    ])

  public func run(_ context: CheckContext) -> [Finding] {
    IssueFindings.findings(
      [
        "unwind-target-missing", "value-out-of-range", "tab-bar-not-shown", "page-set-not-shown",
        "push-outside-navigation", "unbounded-presentation", "alert-button-does-nothing",
        "tab-under-modal",
      ], context)
  }
}
