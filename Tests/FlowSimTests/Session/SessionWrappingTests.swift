import FlowSimTestSupport
import Foundation
import Testing

@testable import FlowSim

/// The stepper's text on a narrow terminal: each line wrapped with the hanging indent
/// its kind of line asks for.
@Suite struct SessionWrappingTests {
  /// Numbered actions (events listed one a line too) continue under their label;
  /// failing and disabled ones, under their heading, two cells deeper than their
  /// first line.
  @Test func aScreenAtFortyColumns() throws {
    let session = try #require(SessionFixtures.session("bugs.flow"))
    _ = session.handle("Again")
    #expect(
      SessionWrapping.wrap(session.handle("Results").text, width: 40) == """
        step 2: tap "Results" → pushed Results

        Results
        where: Home › Home › Results
          1. tap "Maybe" → pops Results
             — outcome broken fails here: unwind
             target 'Voting' is not in the
             history (a flow bug)
          2. back → pops Results
        unavailable:
          tap "Done" → unwinds to Voting — fails
            here: unwind target 'Voting' is not
            in the history (a flow bug)
        events:
          3. "Finish" → shows End, the screens
             before are gone
          4. "Jam" → shows Stuck, the screens
             before are gone


        """)
  }

  /// A notice under a step continues after `note:`.
  @Test func aNoticeHangsAfterItsLabel() throws {
    let session = try #require(SessionFixtures.session("bugs.flow"))
    let text = session.handle("Again").text
    #expect(
      SessionWrapping.wrap(text, width: 40).hasPrefix(
        """
        step 1: tap "Again" → pushed Home
          note: 'Home' is now twice in one stack
                (a flow bug)

        """))
  }

  /// Events on one line (none says what it does to the screens) continue after
  /// `events:`.
  @Test func eventsHangAfterTheirLabel() {
    #expect(
      SessionWrapping.wrap(
        line: "events: 3. \"Network lost\", 4. \"Sync finished\"", width: 30) == [
          "events: 3. \"Network lost\",", "        4. \"Sync finished\"",
        ])
  }

  /// Labels and titles in CJK and emoji are measured in cells (two each).
  @Test func wideLabels() throws {
    let flow = try #require(
      loadFlow(
        """
        flow "写真"
        start Main
        var online: bool = false
        nav Main {
          screen Albums "アルバム" {
            tap "写真を選ぶ" -> push Photo
            tap "📷 カメラ" when online "オフラインです" -> push Photo
          }
          screen Photo
        }
        """))
    let session = StepSession(flow: flow, path: "写真.flow")
    #expect(
      SessionWrapping.wrap(session.handle("1").text, width: 24) == """
        step 1: tap "写真を選ぶ"
                → pushed Photo

        Photo
        where: Albums › Photo
          1. back → pops Photo


        """)
    #expect(
      SessionWrapping.wrap(session.handle("undo").text, width: 24) == """
        undid step 1: tap
        "写真を選ぶ"

        Albums "アルバム"
        where: Albums
          1. tap "写真を選ぶ"
             → pushes Photo
        unavailable:
          tap "📷 カメラ"
            — disabled:
            オフラインです


        """)
  }

  /// A table (help, vars) continues under its last column, or, when that column is
  /// past half the width, puts the column on lines of its own under the row.
  @Test func tables() {
    let row =
      "  Sign in                  the action labelled \"Sign in\" (any case; its first letters do)"
    #expect(
      SessionWrapping.wrap(line: row, width: 60) == [
        "  Sign in                  the action labelled \"Sign in\"",
        String(repeating: " ", count: 27) + "(any case; its first letters do)",
      ])
    #expect(
      SessionWrapping.wrap(line: row, width: 40) == [
        "  Sign in",
        "      the action labelled \"Sign in\" (any",
        "      case; its first letters do)",
      ])
    #expect(
      SessionWrapping.wrap(line: "  shown = first  (first | middle | last, session)", width: 40)
        == [
          "  shown = first  (first | middle | last,",
          "                 session)",
        ])
  }

  /// `step 12:` and `where:` hang after the label, unless that is past half the width;
  /// an indented line without a label two cells deeper; anything else at its start.
  @Test func hangingIndents() {
    #expect(
      SessionWrapping.wrap(line: "step 12: tap \"Add Choice\" → saved (back)", width: 24) == [
        "step 12: tap \"Add",
        "         Choice\"",
        "         → saved (back)",
      ])
    #expect(
      SessionWrapping.wrap(line: "where: Home › Voting › Detail", width: 12) == [
        "where: Home", "  › Voting", "  › Detail",
      ])
    #expect(
      SessionWrapping.wrap(line: "  flows/a.flow:3:1: error: it is bad [bad]", width: 24) == [
        "  flows/a.flow:3:1:", "    error: it is bad", "    [bad]",
      ])
    #expect(
      SessionWrapping.wrap(
        line: "there is no screen 'Setings'; did you mean 'Settings'?", width: 30)
        == ["there is no screen 'Setings';", "did you mean 'Settings'?"])
  }

  /// Whatever the width, every character of every bundled transcript comes back, in
  /// order, and from six cells up (wider than any line's leading spaces) no line is
  /// wider than the terminal.
  @Test func everyTranscriptAtEveryWidth() throws {
    let folders = [
      PackagePaths.root.appendingPathComponent("Tests/FlowSimCLITests/Run"),
      SessionFixtures.folder,
    ]
    var lines: Set<String> = []
    for folder in folders {
      for name in try FileManager.default.contentsOfDirectory(atPath: folder.path)
      where name.hasSuffix(".transcript") {
        let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        lines.formUnion(text.split(separator: "\n").map(String.init))
      }
    }
    #expect(lines.count > 300)
    for width in Array(1...12) + [16, 20, 24, 30, 40, 50, 60, 80, 100] {
      for line in lines {
        let wrapped = SessionWrapping.wrap(line: line, width: width)
        let kept = wrapped.joined().filter { $0 != " " }
        #expect(kept == line.filter { $0 != " " }, "width \(width): \(line)")
        if width >= 6 {
          for piece in wrapped where TextWrapping.cells(piece) > width {
            Issue.record("width \(width): \(piece.debugDescription) from \(line)")
          }
        }
      }
    }
  }
}
