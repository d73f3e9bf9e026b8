import FlowSimTestSupport
import Foundation
import Testing

@testable import FlowSim

/// The review page lists every assertion with what checking it found, and marks on
/// the diagram the screens that findings are reported on (issue 33, item 5).
struct ReviewAssertionsTests {
  static let flow = """
    flow "Rules"
    start Home
    var online: bool = true
    screen Home "Home" {
      tap "Go offline" -> set online = false
      tap "Open" -> present Sheet
      tap "Help" -> present Help
    }
    screen Sheet "Sheet" {
      tap "Close" -> dismiss
    }
    screen Help "Help"
    assert reachable at Sheet
    assert never at Sheet and not online
    assert always online or not online

    """

  func page(_ text: String, maxStates: Int? = nil) throws -> ReviewPage {
    let folder = try ScratchFolder.make("flowsim-review-assertions")
    defer { ScratchFolder.remove(folder) }
    let path = folder.appendingPathComponent("rules.flow").path
    try text.write(toFile: path, atomically: false, encoding: .utf8)
    var checker = Checker()
    if let maxStates { checker.options.maxStates = maxStates }
    let check = FlowCheck.run(path: path, checker: checker)
    return ReviewPage(path: path, fileName: "rules.html", check: check, runs: [], diagram: .none)
  }

  @Test func eachAssertionSaysWhatCheckingFound() throws {
    let statuses = try page(Self.flow).assertionStatuses()
    #expect(
      statuses.map(\.text) == [
        "assert reachable at Sheet", "assert never at Sheet and not online",
        "assert always online or not online",
      ])
    #expect(
      statuses.map(\.status) == [
        .holds,
        .fails(severity: "error", message: "assertion failed: never at Sheet and not online"),
        .checksNothing(
          message:
            "this assertion checks nothing: every configuration has online or not online, so the assertion cannot fail"
        ),
      ])
    let html = try page(Self.flow).assertionsSection()
    #expect(
      html.contains(
        "<li><span class=\"badge ok\">holds</span><code>assert reachable at Sheet</code></li>"))
  }

  /// An exploration cut short proves nothing about what it did not see; the count is
  /// the one `check --max-states 2` reports ("4 configurations … (incomplete)": the
  /// level it was exploring is finished).
  @Test func aStoppedExplorationProvesNothing() throws {
    let statuses = try page(Self.flow, maxStates: 2).assertionStatuses()
    #expect(statuses[0].status == .notProven(configurations: 4))
  }

  @Test func theScreensWithFindingsAreMarked() throws {
    let page = try page(Self.flow)
    #expect(page.markedScreens().map(\.name) == ["Help"])
    #expect(page.markedScreens().map(\.severity) == [.error])
    let marks = page.diagramMarks()
    #expect(marks.contains("the screens with findings: Help (1 finding).</p>"))
    #expect(
      marks.contains(
        "<script type=\"application/json\" id=\"diagram-marks\">{\"Help\":\"error\"}</script>"))
  }

  @Test func aFlowWithoutAssertionsSaysSo() throws {
    let html = try page("flow \"A\"\nstart Home\nscreen Home \"Home\" terminal\n")
      .assertionsSection()
    #expect(html == "<h2>Assertions</h2>\n<p>The flow declares no assertions.</p>\n")
  }
}
