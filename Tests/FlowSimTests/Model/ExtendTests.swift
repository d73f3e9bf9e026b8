import Foundation
import Testing

@testable import FlowSim

/// `extend` lets a hand-written file add controls and modifiers to screens declared
/// in a file it includes (an imported storyboard), so re-importing never loses them.
@Suite struct ExtendTests {
  @Test func aCompanionFileAddsTransitionsMadeInCode() throws {
    let folder = try ScratchFolder.make("flowsim-extend")
    defer { ScratchFolder.remove(folder) }
    try """
    flow "Imported"
    start LoginNav
    nav LoginNav { screen Login { tap "Register" -> push Register }
      screen Register }
    nav MainNav { screen Home }
    """.write(
      to: folder.appendingPathComponent("app.imported.flow"), atomically: true, encoding: .utf8)
    try """
    include "app.imported.flow"
    session var signedIn: bool = false
    signed in when signedIn
    extend Login { tap "Log in" -> reset MainNav; set signedIn = true }
    extend MainNav private
    extend Home { tap "Log out" -> reset LoginNav; set signedIn = false }
    logout Home."Log out" lands Login
    """.write(to: folder.appendingPathComponent("app.flow"), atomically: true, encoding: .utf8)
    let loaded = FlowLoader().load(path: folder.appendingPathComponent("app.flow").path)
    let flow = try #require(loaded.flow, "\(loaded.diagnostics)")
    let login = try #require(flow.screen(named: "Login"))
    #expect(flow.screens[login].controls.map { flow.controls[$0].label } == ["Register", "Log in"])
    #expect(flow.screens[try #require(flow.screen(named: "Home"))].isPrivate)
    let report = Checker().check(flow)
    #expect(report.findings.map(\.id) == [])
  }

  @Test func extendingUnknownNamesAndContainersWithControlsIsAnError() {
    let text = """
      start Main
      nav Main { screen Home terminal }
      extend Hme { tap "x" -> back }
      extend Main { tap "y" -> back }
      """
    #expect(
      renderedDiagnostics(text) == """
        test.flow:3:8: error: unknown screen or container 'Hme' [unknown-screen]
            3 | extend Hme { tap "x" -> back }
              |        ^~~
        test.flow:2:19: note: did you mean 'Home'? declared here
          fix-it: replace with 'Home'
        test.flow:4:15: error: 'Main' is a container; controls belong to its screens: 'extend SCREEN { … }' [extend-container-controls]
            4 | extend Main { tap "y" -> back }
              |               ^~~

        """)
  }

  /// An alert or sheet is extended with buttons, its only controls (the parser had
  /// taken every extension for a screen's, so neither form was accepted); the wrong
  /// verb for what is extended is the resolver's error, as in a declaration.
  @Test func alertsAreExtendedWithButtons() throws {
    let flow = try #require(
      loadFlow(
        """
        start A
        screen A terminal { tap "Ask" -> present Ask }
        alert Ask { button "OK" }
        extend Ask { button "Later" }
        """))
    let ask = try #require(flow.screen(named: "Ask"))
    #expect(flow.screens[ask].controls.map { flow.controls[$0].label } == ["OK", "Later"])
    let text = """
      start A
      screen A terminal { tap "Ask" -> present Ask }
      alert Ask { button "OK" }
      extend Ask { tap "Two" -> dismiss }
      extend A { button "B" -> present Ask }
      """
    #expect(
      renderedDiagnostics(text) == """
        test.flow:4:14: error: alerts only have buttons: write 'button "Two"' [control-on-alert]
            4 | extend Ask { tap "Two" -> dismiss }
              |              ^~~
        test.flow:5:12: error: 'button' belongs to alerts and sheets; use 'tap' on a screen [button-on-screen]
            5 | extend A { button "B" -> present Ask }
              |            ^~~~~~

        """)
  }
}
