import Foundation
import Testing

@testable import FlowSim

/// `-> code "…"` and `code "…"`: what a flow leaves to code is listed once as work
/// (`made-in-code` notes with the line to add), never reported as a dead end, an
/// unused control or an unreachable screen; what the flow does say is still checked.
@Suite struct MadeInCodeTests {
  static let app = """
    start Main
    nav Main {
      screen Home { tap "Terms" -> present Terms }
    }
    screen Terms { tap "Done" -> code "done:" }
    screen EnablePush code "enablePush" { tap "Next" -> present Deeper }
    screen Deeper { tap "Log in" -> code "logIn:" }
    screen Orphan
    """

  static func findings(_ text: String) throws -> [Finding] {
    let flow = try #require(loadFlow(text))
    return Checker().check(flow).findings
  }

  @Test func codeIsWorkLeftAndTheRestIsStillChecked() throws {
    let findings = try Self.findings(Self.app)
    #expect(
      findings.map { "\($0.diagnostic.location!.line) \($0.severity) \($0.id)" } == [
        "5 note made-in-code", "6 note made-in-code", "7 note made-in-code",
        "8 error unreachable-screen",
      ])
    #expect(
      findings.map(\.diagnostic.message).prefix(3) == [
        "tap \"Done\" on 'Terms' is made in code ('done:'), not modelled yet",
        "code shows 'EnablePush' ('enablePush'), and nothing in the flow leads to it yet",
        "tap \"Log in\" on 'Deeper' is made in code ('logIn:'), not modelled yet",
      ])
    #expect(
      findings[0].diagnostic.notes.map(\.message) == [
        "to model it, say in your own file what the code does: extend Terms { tap \"Done\" -> dismiss }"
      ])
    #expect(
      findings[2].diagnostic.notes.map(\.message) == [
        "to model it, say in your own file what the code does: extend Deeper { tap \"Log in\" -> ACTION }",
        "replace ACTION with what 'logIn:' does: push, present, show, dismiss, back, unwind to, reset, set",
      ])
    #expect(
      findings[1].diagnostic.notes.map(\.message) == [
        "to model it, add the way in on the screen whose code shows it: extend SCREEN { tap \"LABEL\" -> present EnablePush }"
      ])
    #expect(findings.leftToCodeCount == 3)
  }

  /// Without the marks, the same screens are a dead end and unreachable.
  @Test func withoutTheMarksTheyAreErrors() throws {
    let plain = Self.app.replacingOccurrences(of: " -> code \"done:\"", with: "")
      .replacingOccurrences(of: " code \"enablePush\"", with: "")
    let text = plain.replacingOccurrences(of: "{ tap \"Done\" }", with: "")
    let findings = try Self.findings(text)
    #expect(
      findings.map(\.id) == [
        "dead-end", "unreachable-screen", "unreachable-screen", "made-in-code",
        "unreachable-screen",
      ])
  }

  /// The companion file says what the code does: the notes go, and the screens are
  /// checked as any other.
  @Test func aCompanionFileModelsTheCode() throws {
    let folder = try ScratchFolder.make("flowsim-code")
    defer { ScratchFolder.remove(folder) }
    try Self.app.write(
      to: folder.appendingPathComponent("app.imported.flow"), atomically: true, encoding: .utf8)
    try """
    include "app.imported.flow"
    extend Terms { tap "Done" -> dismiss }
    extend Home { tap "Enable push" -> present EnablePush }
    extend Deeper { tap "Log in" -> dismiss all }
    known unreachable-screen at Orphan "kept for the next release"
    """.write(to: folder.appendingPathComponent("app.flow"), atomically: true, encoding: .utf8)
    let loaded = FlowLoader().load(path: folder.appendingPathComponent("app.flow").path)
    let flow = try #require(loaded.flow, "\(loaded.diagnostics)")
    #expect(flow.codeControls.map { $0.modelledBy != nil } == [true, true])
    let terms = try #require(flow.screen(named: "Terms"))
    #expect(flow.screens[terms].controls.map { flow.controls[$0].label } == ["Done"])
    let findings = Checker().check(flow).findings
    #expect(findings.map(\.id) == ["unreachable-screen"])
    #expect(findings.map(\.known?.reason) == ["kept for the next release"])
  }

  /// A screen with a control made in code is no dead end, but one with nothing at all
  /// still is, even beside it.
  @Test func aScreenWithNoWayOnIsStillADeadEnd() throws {
    let findings = try Self.findings(
      """
      start Main
      nav Main { screen Home { tap "A" -> present A; tap "B" -> present B } }
      screen A { tap "Close" -> code "close:" }
      screen B
      """)
    #expect(findings.map(\.id) == ["made-in-code", "dead-end"])
  }

  /// A container shown by code: its screens and what they lead to are not unreachable.
  @Test func aContainerEnteredInCode() throws {
    let findings = try Self.findings(
      """
      start Login
      screen Login terminal
      nav MainNav code "MainNavigationController" {
        screen Feed { tap "Post" -> push Post }
        screen Post
      }
      """)
    #expect(findings.map(\.id) == ["made-in-code"])
    #expect(
      findings.first?.diagnostic.notes.first?.message
        == "to model it, add the way in on the screen whose code shows it: extend SCREEN { tap \"LABEL\" -> present MainNav }"
    )
  }

  @Test func mistakesAreReported() {
    let text = """
      start A
      screen A { tap "X" -> code "x:"
        tap "X" -> code "y:" }
      event "E" -> code "z"
      """
    let printed = renderedDiagnostics(text)
    #expect(
      printed.contains("test.flow:3:7: error: 'A' already has a control \"X\" [duplicate-control]"))
    #expect(
      printed.contains(
        "test.flow:4:14: error: an event happens to the app; 'code' says a control's effect is made in code: write what the event does, or leave the event out [code-event]"
      ))
  }

  /// `code` is a word only before a string: a screen may still be called `code`.
  @Test func codeIsNotReserved() throws {
    let flow = try #require(
      loadFlow(
        """
        start code
        screen code terminal { tap "Go" -> code "go:" }
        """))
    #expect(flow.screens.map(\.name) == ["code"])
    #expect(flow.codeControls.map(\.what) == ["go:"])
  }
}
