import Foundation
import Testing

@testable import FlowSim

/// A declaration that would switch a check off in silence is a warning (issue 29,
/// item 1): log out with nothing private, an assertion no configuration could fail.
@Suite struct VacuityCheckTests {
  static func findings(_ text: String, id: String) throws -> [Finding] {
    let flow = try #require(loadFlow(text, path: "t.flow"))
    return Checker().check(flow).findings.filter { $0.id == id }
  }

  /// The case: log out presents the sign-in screen over the whole tab bar,
  /// and nothing is private, so no log-out check could see it.
  static let tabBarLeftBehind = """
    session var signedIn: bool = false
    signed in when signedIn
    start Landing
    screen Landing { tap "Sign in" -> reset Home; set signedIn = true }
    tabs Home {
      tab "Feed" screen Feed { tap "Log out" -> present Landing; set signedIn = false }
      tab "Me" screen Me
    }
    logout Feed."Log out" lands Landing
    """

  @Test func logOutWithNothingPrivateNamesTheScreensSeenOnlySignedIn() throws {
    let found = try Self.findings(Self.tabBarLeftBehind, id: "nothing-private")
    #expect(
      found.map(\.diagnostic.message) == [
        "the flow declares log out but no screen is 'private', so no check looks for private screens left behind by log out or any other sign-out"
      ])
    #expect(found.first?.diagnostic.location?.line == 9)
    #expect(
      found.first?.diagnostic.notes.map(\.message) == [
        "shown only while signed in: 'Feed', 'Me'; mark them (or their container) 'private'"
      ])
    #expect(found.first?.diagnostic.severity == .warning)
  }

  @Test func markingThemPrivateLetsTheLogOutCheckSeeTheProblem() throws {
    let text = Self.tabBarLeftBehind.replacingOccurrences(
      of: "tabs Home {", with: "tabs Home private {")
    #expect(try Self.findings(text, id: "nothing-private").isEmpty)
    #expect(try Self.findings(text, id: "logout-leaves-private-screen").count == 1)
  }

  @Test func assertionsNoConfigurationCouldFail() throws {
    let text = """
      var images: 0...4 = 0
      start Main
      nav Main { screen Feed { tap "Me" -> push Me; tap "Add" when images < 4 -> set images = images + 1 }; screen Me }
      assert always images >= 0
      assert never at Feed and at Me
      assert never at Me and enabled "Add"
      assert never at Feed and images > 3
      assert always reachable images <= 4
      """
    let found = try Self.findings(text, id: "assertion-vacuous")
    #expect(
      found.map(\.diagnostic.message) == [
        "this assertion checks nothing: every configuration has images >= 0, so the assertion cannot fail",
        "this assertion checks nothing: no configuration could have at Feed and at Me, so 'never' cannot fail",
        "this assertion checks nothing: no configuration could have at Me and enabled \"Add\", so 'never' cannot fail",
        "this assertion checks nothing: every configuration has images <= 4, so the assertion cannot fail",
      ])
    #expect(found.map { $0.diagnostic.location?.line } == [4, 5, 6, 8])
  }
}
