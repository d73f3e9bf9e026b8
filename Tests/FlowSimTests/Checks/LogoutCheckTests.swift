import Testing

@testable import FlowSim

/// A `logout` line that names the control that only asks for confirmation is told
/// which control signs out, instead of advice that would remove the confirmation.
@Suite struct LogoutCheckTests {
  static let confirmation = """
    start Main
    nav Main { screen Landing { tap "Sign in" -> reset Signed } }
    nav Signed private { screen Home { tap "Log out" -> present Confirm } }
    alert Confirm "Log out?" { button "Log out" -> reset Main; button "Cancel" }
    logout Home."Log out" lands Landing
    """

  static func rendered(_ text: String) throws -> String {
    let flow = try #require(loadFlow(text))
    return Checker().check(flow).findings.filter { $0.id.hasPrefix("logout") }.map {
      DiagnosticPrinter().render($0.diagnostic)
    }.joined()
  }

  @Test func theControlThatSignsOutIsSuggested() throws {
    #expect(
      try Self.rendered(Self.confirmation) == """
        test.flow:3:40: error: after log out, 'Home' is still open under the modal 'Confirm', kept behind it while signed out [logout-leaves-private-screen]
            3 | nav Signed private { screen Home { tap "Log out" -> present Confirm } }
              |                                        ^~~~~~~~~
        test.flow:3:29: note: 'Home' needs a signed-in user
        test.flow:5:1: note: the log out declared here
        test.flow:4:35: note: did you mean 'Confirm."Log out"'? Home."Log out" only presents 'Confirm', whose button "Log out" leads to 'Landing'
          fix-it: replace with 'Confirm."Log out"'
        test.flow:5:1: error: after log out the user sees 'Confirm', not 'Landing' [logout-lands-elsewhere]
            5 | logout Home."Log out" lands Landing
              | ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
        test.flow:4:35: note: did you mean 'Confirm."Log out"'? Home."Log out" only presents 'Confirm', whose button "Log out" leads to 'Landing'
          fix-it: replace with 'Confirm."Log out"'

        """)
  }

  /// Leftovers are reported at the control that leaves them, and said as the user
  /// would come upon them: under a modal with no back, not "back could reveal"
  /// (issue 29, item 10).
  @Test func leftoversUnderAModalAreSaidToBeThere() throws {
    let text = """
      session var signedIn: bool = false
      signed in when signedIn
      start Landing
      screen Landing { tap "Sign in" -> reset Home; set signedIn = true }
      tabs Home private {
        tab "Feed" screen Feed { tap "Log out" -> present Landing; set signedIn = false }
        tab "Me" screen Me
      }
      logout Feed."Log out" lands Landing
      """
    let flow = try #require(loadFlow(text))
    let found = Checker().check(flow).findings.filter { $0.id == "logout-leaves-private-screen" }
    #expect(
      found.map(\.diagnostic.message) == [
        "after log out, 'Feed', 'Me' are still open under the modal 'Landing', kept behind it while signed out"
      ])
    #expect(found.first?.diagnostic.location?.line == 6)
    #expect(found.first?.diagnostic.notes.map { $0.range?.location.line } == [6, 9, nil])
  }

  /// The fix-it replaces the control the line names, and the flow is then clean.
  @Test func theFixItMakesTheFlowClean() throws {
    let flow = try #require(loadFlow(Self.confirmation))
    let fixIts = Checker().check(flow).findings.flatMap(\.diagnostic.fixIts)
    let fix = try #require(fixIts.first)
    let bytes = Array(Self.confirmation.utf8)
    let fixed = String(
      decoding: bytes[..<fix.range.start] + Array(fix.replacement.utf8) + bytes[fix.range.end...],
      as: UTF8.self)
    #expect(fixed.hasSuffix("logout Confirm.\"Log out\" lands Landing"))
    #expect(try Self.rendered(fixed) == "")
  }

  /// A screen the declared control leads to without a way to the signed-out entry
  /// suggests nothing: the advice to reset stays.
  @Test func nothingToSuggest() throws {
    let text = Self.confirmation.replacingOccurrences(
      of: "button \"Log out\" -> reset Main; ", with: "")
    let flow = try #require(loadFlow(text))
    let notes = Checker().check(flow).findings.filter { $0.id.hasPrefix("logout") }.map {
      $0.diagnostic.notes.map(\.message)
    }
    #expect(
      notes == [
        [
          "'Home' needs a signed-in user",
          "the log out declared here",
          "log out with 'reset' so that every stack, tab and modal is thrown away",
        ],
        [],
      ])
  }
}
