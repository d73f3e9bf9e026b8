import Testing

@testable import FlowSim

/// A sign-out other than the declared log out (a session that times out) must leave
/// what log out leaves: nothing private, session variables at their start.
@Suite struct SignOutCheckTests {
  /// Deleting the account shows a screen that can be dismissed, back onto the feed;
  /// the timeout keeps `liked`.
  static let timeout = """
    session var signedIn: bool = false
    session var liked: bool = false
    signed in when signedIn
    start Landing
    screen Landing { tap "Sign in" -> reset Home; set signedIn = true }
    nav Home private {
      screen Feed {
        tap "Like" -> set liked = true
        tap "Log out" -> reset Landing; set signedIn = false; set liked = false
        tap "Delete account" -> present Deleted; set signedIn = false; set liked = false
      }
    }
    screen Deleted "Account deleted" { tap "OK" -> dismiss }
    event "Session timed out" when signedIn -> reset Landing; set signedIn = false
    logout Feed."Log out" lands Landing
    """

  static func findings(_ text: String) throws -> [Finding] {
    let flow = try #require(loadFlow(text, path: "timeout.flow"))
    return Checker().check(flow).findings.filter { $0.id.hasPrefix("sign-out") }
  }

  @Test func eachSignOutIsReportedForWhatItLeaves() throws {
    let findings = try Self.findings(Self.timeout)
    #expect(
      findings.map(\.diagnostic.message) == [
        "after tap \"Delete account\" signs the user out, 'Feed' is left behind and can be shown again without signing in",
        "after event \"Session timed out\" signs the user out, session variable 'liked' is true, not its initial false",
      ])
    // The nearest configuration where it happens: liked first, then the timeout.
    #expect(findings.last?.walkthrough?.steps.count == 3)
    // A control's finding is on its screen; an event's on none.
    #expect(findings.map { $0.screen != nil } == [true, false])
  }

  /// The way back to the private screen is named; a private screen left showing is
  /// said to be.
  @Test func theWayBackIsNamed() throws {
    let findings = try Self.findings(Self.timeout)
    #expect(
      findings.first?.diagnostic.notes.map(\.message).dropFirst().first
        == "then: tap \"OK\" shows it")
    let shown = try Self.findings(
      Self.timeout.replacingOccurrences(
        of: "event \"Session timed out\" when signedIn -> reset Landing; set signedIn = false",
        with: "event \"Session timed out\" when signedIn -> set signedIn = false"))
    #expect(
      shown.map(\.diagnostic.message).contains(
        "after event \"Session timed out\" signs the user out, 'Feed' is still shown"))
  }

  /// An alert that must be answered first, and signs in or resets, covers the feed
  /// safely: the common "session expired" pattern is not reported.
  @Test func anAlertThatMustBeAnsweredCoversIt() throws {
    let findings = try Self.findings(
      Self.timeout.replacingOccurrences(
        of: "event \"Session timed out\" when signedIn -> reset Landing; set signedIn = false",
        with: """
          event "Session timed out" when signedIn -> present Expired; set signedIn = false; set liked = false
          alert Expired "Your session expired" { button "OK" -> reset Landing }
          """))
    #expect(!findings.contains { $0.diagnostic.message.contains("Session timed out") })
  }

  /// Only what the sign-out left behind counts: a private screen a public one links
  /// to is not the sign-out's doing.
  @Test func onlyWhatTheSignOutLeftBehind() throws {
    let findings = try Self.findings(
      Self.timeout.replacingOccurrences(
        of: "screen Landing { tap \"Sign in\" -> reset Home; set signedIn = true }",
        with: """
          screen Landing { tap "Sign in" -> reset Home; set signedIn = true; tap "Help" -> present Tickets }
          screen Tickets private { tap "Close" -> dismiss }
          """))
    #expect(!findings.contains { $0.diagnostic.message.contains("Tickets") })
  }

  @Test func theDeclaredLogOutIsLeftToTheLogOutCheck() throws {
    let findings = try Self.findings(
      Self.timeout.replacingOccurrences(
        of: "tap \"Log out\" -> reset Landing; set signedIn = false; set liked = false",
        with: "tap \"Log out\" -> reset Landing; set signedIn = false"))
    #expect(!findings.contains { $0.diagnostic.message.contains("Log out") })
  }

  /// Without `signed in when`, a public screen over a private one is no sign-out.
  @Test func onlyWithSignedInWhen() throws {
    let findings = try Self.findings(
      Self.timeout.replacingOccurrences(of: "signed in when signedIn\n", with: ""))
    #expect(findings.isEmpty)
  }

  @Test func knownAtTheControlsScreen() throws {
    let flow = try #require(
      loadFlow(Self.timeout + "\nknown sign-out-leaves-private-screen at Feed \"kept\""))
    let findings = Checker().check(flow).findings
    #expect(
      findings.first { $0.id == "sign-out-leaves-private-screen" }?.known?.reason == "kept")
  }
}
