import Testing

@testable import FlowSim

/// A variable nothing reads is a warning with the factor it multiplies the
/// configurations by (issue 29, item 9); one read only through a `set` of a read
/// variable, or a session variable the log-out checks read, is used.
@Suite struct UnusedVariableCheckTests {
  static func messages(_ text: String) throws -> [String] {
    let flow = try #require(loadFlow(text, path: "t.flow"))
    return Checker().check(flow).findings.filter { $0.id == "unused-variable" }.map(
      \.diagnostic.message)
  }

  @Test func anUnreadVariableIsReportedWithItsFactor() throws {
    let text = """
      var banner: bool = false
      var count: 0...2 = 0
      var copy: 0...2 = 0
      var unchanged: bool = false
      start Home
      screen Home terminal {
        tap "Toggle" -> set banner = not banner
        tap "More" when copy < 2 -> set count = count + 1; set copy = count
        tap "Reset" -> set count = 0
      }
      """
    #expect(
      try Self.messages(text) == [
        "nothing reads 'banner': no guard, assertion, expectation or sign-in rule depends on it, yet it multiplies the configurations by 2",
        "nothing reads 'unchanged': no guard, assertion, expectation or sign-in rule depends on it (it never changes, so it costs no configurations yet)",
      ])
  }

  /// A variable that changes, but only along with the screens (set on the way in and
  /// out), costs no configurations: said so, not that it never changes.
  @Test func anUnreadVariableThatFollowsTheScreens() throws {
    let text = """
      var signedIn: bool = false
      start Landing
      screen Landing { tap "Log in" -> set signedIn = true; reset Home }
      screen Home { tap "Log out" -> set signedIn = false; reset Landing }
      """
    #expect(
      try Self.messages(text) == [
        "nothing reads 'signedIn': no guard, assertion, expectation or sign-in rule depends on it (it changes only along with the screens or other variables, so it costs no configurations)"
      ])
  }

  /// Past `exactFactorLimit` the factor is the number of values the variable takes,
  /// counted without unpacking configurations (issue 31: the exact factor cost half of
  /// `check`'s instructions on an 82,256-configuration flow).
  @Test func aLargeSpaceGetsTheValuesTheVariableTakes() throws {
    let text = """
      var a: 0...149 = 0
      var b: 0...149 = 0
      var note: 0...9 = 0
      start Home
      screen Home terminal {
        tap "A" when a < 149 -> set a = a + 1
        tap "B" when b < 149 -> set b = b + 1
        tap "Note" when a == 0 -> set note = 3
      }
      """
    let flow = try #require(loadFlow(text, path: "t.flow"))
    let report = Checker().check(flow)
    #expect(report.space.count == 45_000)
    #expect(
      report.findings.filter { $0.id == "unused-variable" }.map(\.diagnostic.message) == [
        "nothing reads 'note': no guard, assertion, expectation or sign-in rule depends on it, yet it multiplies the configurations by up to 2"
      ])
  }

  @Test func sessionVariablesAreReadByTheLogOutChecks() throws {
    let text = """
      session var draft: bool = false
      start Landing
      screen Landing { tap "Sign in" -> reset Home }
      nav Home private { screen Feed { tap "Write" -> set draft = true; tap "Log out" -> reset Landing; set draft = false } }
      logout Feed."Log out" lands Landing
      """
    #expect(try Self.messages(text).isEmpty)
  }
}
