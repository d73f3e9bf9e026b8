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
        test.flow:5:1: error: after log out the user sees 'Confirm', not 'Landing' [logout-lands-elsewhere]
            5 | logout Home."Log out" lands Landing
              | ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
        test.flow:4:35: note: did you mean 'Confirm."Log out"'? Home."Log out" only presents 'Confirm', whose button "Log out" leads to 'Landing'
          fix-it: replace with 'Confirm."Log out"'
        test.flow:5:1: error: after log out, 'Home' is still in the history, so back could reveal it [logout-leaves-private-screen]
            5 | logout Home."Log out" lands Landing
              | ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
        test.flow:3:29: note: 'Home' needs a signed-in user
        test.flow:4:35: note: did you mean 'Confirm."Log out"'? Home."Log out" only presents 'Confirm', whose button "Log out" leads to 'Landing'
          fix-it: replace with 'Confirm."Log out"'

        """)
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
        [],
        [
          "'Home' needs a signed-in user",
          "log out with 'reset' so that every stack, tab and modal is thrown away",
        ],
      ])
  }
}
