import Testing

@testable import FlowSim

/// `unused-control` says why a control never leads anywhere: its guard never holds,
/// or its guard holds and its navigation never applies, naming the action and why.
@Suite struct UnusedControlTests {
  static func rendered(_ text: String) throws -> String {
    let flow = try #require(loadFlow(text))
    return Checker().check(flow).findings.filter { $0.id == "unused-control" }.map {
      DiagnosticPrinter().render($0.diagnostic)
    }.joined()
  }

  /// The guard holds whenever 'online' is true; the pop never applies on the root.
  @Test func aGuardThatHoldsIsNotBlamed() throws {
    let text = """
      var online: bool = true
      start Main
      nav Main {
        screen Inbox {
          tap "Toggle" -> set online = not online
          tap "Top" when online -> pop to root
          tap "Open" -> push Detail
        }
        screen Detail terminal
      }
      """
    #expect(
      try Self.rendered(text) == """
        test.flow:6:9: warning: tap "Top" on 'Inbox' never leads anywhere [unused-control]
            6 |     tap "Top" when online -> pop to root
              |         ^~~~~
          note: its guard 'online' holds, but its navigation never applies: 'pop to root' has nothing to pop, since 'Inbox' is its stack's root

        """)
  }

  /// An event's guard holds once signed in; at most one modal is ever up, so the
  /// second dismissal never applies. Its guard is not blamed either.
  @Test func anEventsNavigationNamesTheActionThatNeverApplies() throws {
    let text = """
      var signedIn: bool = false
      start Main
      nav Main {
        screen Home {
          tap "Sign in" -> set signedIn = true
          tap "Help" -> present Help
        }
      }
      screen Help { tap "Close" -> dismiss }
      event "Ghost" when signedIn -> dismiss; dismiss
      """
    #expect(
      try Self.rendered(text) == """
        test.flow:10:7: warning: event "Ghost" never leads anywhere [unused-control]
           10 | event "Ghost" when signedIn -> dismiss; dismiss
              |       ^~~~~~~
          note: its guard 'signedIn' holds, but its navigation never applies: its 2nd action, 'dismiss', has no modal to dismiss by then

        """)
  }

  /// A guard that never holds is still the reason, for an event as for a control.
  @Test func aGuardThatNeverHolds() throws {
    let text = """
      var paid: bool = false
      start Inbox
      screen Inbox terminal { tap "Refund" when paid -> set paid = false }
      event "Refunded" when paid -> set paid = false
      """
    #expect(
      try Self.rendered(text) == """
        test.flow:3:29: warning: tap "Refund" on 'Inbox' never leads anywhere [unused-control]
            3 | screen Inbox terminal { tap "Refund" when paid -> set paid = false }
              |                             ^~~~~~~~
          note: its guard 'paid' never holds while 'Inbox' is shown
        test.flow:4:7: warning: event "Refunded" never leads anywhere [unused-control]
            4 | event "Refunded" when paid -> set paid = false
              |       ^~~~~~~~~~
          note: its guard 'paid' never holds

        """)
  }

  @Test func ordinals() {
    #expect(
      [1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map(ReachabilityCheck.ordinal) == [
        "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "23rd", "101st",
        "111th",
      ])
  }
}
