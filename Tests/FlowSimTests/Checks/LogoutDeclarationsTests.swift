import Testing

@testable import FlowSim

/// A log out that can refuse (`logout S."L" -> OUTCOME lands X`: only that outcome is
/// checked as log out), and several `logout` declarations, each checked.
@Suite struct LogoutDeclarationsTests {
  /// Offline, "Log out" shows an alert and the user stays signed in, as the poll apps do.
  static let refusing = """
    session var signedIn: bool = false
    var online: bool = true
    signed in when signedIn
    start Login
    screen Login { tap "Log in" -> reset Main; set signedIn = true }
    nav Main private {
      screen Home {
        tap "Log out" -> outcome {
          loggedOut when online: reset Login; set signedIn = false
          offline when not online: present NetworkError
        }
      }
    }
    alert NetworkError "Network Error" { button "OK" }
    event "Network lost" when online -> set online = false
    event "Network regained" when not online -> set online = true
    logout Home."Log out" -> loggedOut lands Login
    """

  static func findings(_ text: String) throws -> [String] {
    let flow = try #require(loadFlow(text, path: "logout.flow"))
    return Checker().check(flow).findings.map { "\($0.id): \($0.diagnostic.message)" }
  }

  @Test func onlyTheNamedOutcomeIsCheckedAsLogOut() throws {
    #expect(try Self.findings(Self.refusing) == [])
    // Without '-> loggedOut', every outcome is a log out, and the alert fails it.
    let every = Self.refusing.replacingOccurrences(of: " -> loggedOut lands", with: " lands")
    #expect(
      try Self.findings(every) == [
        "logout-leaves-private-screen: after log out, 'Home' is still open under the modal 'NetworkError', kept behind it while signed out",
        "logout-keeps-session-state: after log out, session variable 'signedIn' is true, not its initial false",
        "logout-lands-elsewhere: after log out the user sees 'NetworkError', not 'Login'",
      ])
  }

  /// The refusing outcome is no log out, but one that signs out anyway is still a
  /// sign-out, checked as such.
  @Test func aRefusalThatSignsOutIsStillASignOut() throws {
    let text = Self.refusing.replacingOccurrences(
      of: "offline when not online: present NetworkError",
      with: "offline when not online: present NetworkError; set signedIn = false")
    #expect(
      try Self.findings(text) == [
        "sign-out-leaves-private-screen: after tap \"Log out\" → offline signs the user out, 'Home' is left behind and can be shown again without signing in"
      ])
  }

  @Test func anOutcomeTheControlLacksIsAnError() {
    let text = Self.refusing.replacingOccurrences(
      of: "-> loggedOut lands", with: "-> loggedout lands")
    #expect(
      renderedDiagnostics(text) == """
        test.flow:17:26: error: Home."Log out" has no outcome 'loggedout' [unknown-outcome]
           17 | logout Home."Log out" -> loggedout lands Login
              |                          ^~~~~~~~~
          note: its outcomes: loggedOut, offline
          fix-it: use 'loggedOut'

        """)
  }

  /// Two tab bars, each with its own log out: both are checked, and log out is
  /// reachable from each tab bar through its own.
  static let twoTabBars = """
    session var signedIn: bool = false
    signed in when signedIn
    start Landing
    screen Landing {
      tap "Sign in" -> reset Home; set signedIn = true
      tap "Create account" -> reset NewHome; set signedIn = true
    }
    tabs Home private { tab "Settings" screen Settings { tap "Log out" -> reset Landing; set signedIn = false } }
    tabs NewHome private { tab "Settings" screen NewSettings { tap "Log out" -> present Landing; set signedIn = false } }
    logout Settings."Log out" lands Landing
    logout NewSettings."Log out" lands Landing
    """

  @Test func everyLogOutIsChecked() throws {
    #expect(
      try Self.findings(Self.twoTabBars) == [
        "logout-leaves-private-screen: after log out, 'NewSettings' is still open under the modal 'Landing', kept behind it while signed out"
      ])
    // With one declared, the other is only another sign-out, which reports only a
    // private screen that can be shown again: the leftover goes unreported.
    let one = Self.twoTabBars.replacingOccurrences(
      of: "logout NewSettings.\"Log out\" lands Landing", with: "")
    #expect(try Self.findings(one) == [])
  }

  @Test func theSameLogOutTwiceIsAnError() {
    let text = Self.twoTabBars + "\nlogout Settings.\"Log out\" lands Landing\n"
    #expect(
      renderedDiagnostics(text).split(separator: "\n").first
        == "test.flow:12:1: error: this log out is declared twice [duplicate-logout]")
  }

  /// In the stepper, `check` on a signed-in screen with no way to any log out names
  /// each log out the flow declares, with where it is declared.
  @Test func theStepperNamesEveryLogOutItCannotReach() throws {
    let one = """
      session var signedIn: bool = false
      signed in when signedIn
      start Landing
      screen Landing { tap "Sign in" -> reset Home; set signedIn = true }
      nav Home private {
        screen Feed {
          tap "Log out" -> reset Landing; set signedIn = false
          tap "Sign out" -> reset Landing; set signedIn = false
          tap "Archive" -> reset Archive
        }
      }
      screen Archive private terminal
      logout Feed."Log out" lands Landing
      """
    func checkLines(_ text: String) throws -> [Substring] {
      let flow = try #require(loadFlow(text, path: "t.flow"))
      let session = StepSession(flow: flow, path: "t.flow")
      _ = session.start()
      _ = session.handle("Sign in")
      _ = session.handle("Archive")
      return session.handle("check").text.split(separator: "\n").filter {
        $0.contains("log out")
      }
    }
    #expect(
      try checkLines(one) == [
        "  signed in, but tap \"Log out\" (log out) can no longer be reached from here (t.flow:13:1)"
      ])
    #expect(
      try checkLines(one + "\nlogout Feed.\"Sign out\" lands Landing\n") == [
        "  signed in, but no log out can be reached from here: tap \"Log out\" (t.flow:13:1), tap \"Sign out\" (t.flow:14:1)"
      ])
  }
}
