import Foundation
import Testing

@testable import FlowSim

/// The picture of a change (`flowsim diff OLD NEW --dot`): `Flows/login.flow` against
/// `Flows/Diff/login.flow`, which adds a screen and a control, removes a control and a
/// screen, and sends one control elsewhere.
@Suite struct DotDiffGraphTests {
  static let oldPath = "Tests/FlowSimTests/Render/Flows/login.flow"
  static let newPath = "Tests/FlowSimTests/Render/Flows/Diff/login.flow"

  static func picture() throws -> String {
    let checker = Checker()
    let reports = [
      checker.check(try RenderFixtures.flow(oldPath)),
      checker.check(try RenderFixtures.flow(newPath)),
    ]
    let graphs = reports.map { ScreenGraph(flow: $0.flow, space: $0.space) }
    return DotDiffGraph(
      diff: FlowDiff(old: reports[0], new: reports[1]), old: graphs[0], new: graphs[1]
    ).render()
  }

  static func line(_ dot: String, starting prefix: String) -> String? {
    dot.split(separator: "\n").map { $0.drop { $0 == " " } }.first { $0.hasPrefix(prefix) }
      .map(String.init)
  }

  @Test func matchesGolden() throws {
    RenderFixtures.checkGolden(try Self.picture(), Self.newPath, ".diff.dot")
  }

  @Test func marksWhatWasAddedChangedAndRemoved() throws {
    let dot = try Self.picture()
    let green = ##"color="#1a8f3a", fontcolor="#1a8f3a", penwidth=2.5"##
    #expect(Self.line(dot, starting: ##""About" ["##)?.contains(green) == true)
    #expect(
      Self.line(dot, starting: ##""Landing" -> "About""##)
        == ##""Landing" -> "About" [style=solid, color="#1a8f3a", label="tap \"About\"\l", fontcolor="#1a8f3a", penwidth=2.5];"##
    )
    // Sent elsewhere: the new way in orange, keeping its kind's dashes; the old one a ghost.
    #expect(
      Self.line(dot, starting: ##""Landing" -> "Trouble""##)
        == ##""Landing" -> "Trouble" [style=dashed, color="#d9822b", label="tap \"Sign in\"\l", fontcolor="#d9822b", penwidth=2.5];"##
    )
    let ghost = ##"color="#a0a0a0", fontcolor="#a0a0a0", style=dashed];"##
    #expect(Self.line(dot, starting: ##""Landing" -> "SignIn""##)?.hasSuffix(ghost) == true)
    #expect(Self.line(dot, starting: ##""SignIn" -> "Trouble""##)?.hasSuffix(ghost) == true)
    #expect(Self.line(dot, starting: ##""ResetSent" ["##)?.hasSuffix(ghost) == true)
    #expect(dot.contains("removed (where it was)"))
    // Untouched screens and edges are drawn as `flowsim dot` draws them.
    let plain = DotScreenGraph(
      graph: ScreenGraph(
        flow: try RenderFixtures.flow(Self.newPath),
        space: RenderFixtures.space(try RenderFixtures.flow(Self.newPath)))
    ).render()
    #expect(
      Self.line(dot, starting: ##""Voting" -> "Comments""##)
        == Self.line(plain, starting: ##""Voting" -> "Comments""##))
  }

  @Test func noChangeSaysSo() throws {
    let flow = try RenderFixtures.flow(Self.oldPath)
    let report = Checker().check(flow)
    let graph = ScreenGraph(flow: flow, space: report.space)
    let dot = DotDiffGraph(diff: FlowDiff(old: report, new: report), old: graph, new: graph)
      .render()
    #expect(dot.contains("no screen or control changed"))
    #expect(!dot.contains("#a0a0a0") && !dot.contains("#1a8f3a"))
  }

  @Test(.enabled(if: GraphvizDot.path != nil, "Graphviz's dot is not installed"))
  func dotAcceptsIt() throws {
    let drawn = try GraphvizDot.svg(try Self.picture())
    #expect(drawn.warnings == "")
    #expect(drawn.svg.contains("</svg>"))
  }
}
