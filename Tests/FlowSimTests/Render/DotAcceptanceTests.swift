import Foundation
import Testing

@testable import FlowSim

/// Graphviz's own `dot`, run the way `flowsim dot --render` and `flowsim review` run
/// it, accepts every DOT output without a warning. Skipped (and reported as skipped)
/// where Graphviz is not installed.
@Suite(
  .enabled(
    if: GraphvizDot.path != nil, "Graphviz's dot is not installed (apt-get install graphviz)"))
struct DotAcceptanceTests {
  @Test(arguments: RenderFixtures.loadable)
  func dotAcceptsTheScreenGraph(_ path: String) throws {
    let flow = try RenderFixtures.flow(path)
    let graph = ScreenGraph(flow: flow, space: RenderFixtures.space(flow))
    for detail in [ScreenGraph.Detail.summary, .full] {
      let drawing = try GraphvizDot.svg(DotScreenGraph(graph: graph, detail: detail).render())
      #expect(drawing.warnings == "", "\(path) (\(detail)): dot said: \(drawing.warnings)")
      #expect(drawing.svg.contains("<svg"))
    }
  }

  @Test(arguments: RenderFixtures.loadable)
  func dotAcceptsTheStateGraph(_ path: String) throws {
    guard
      case .success(let source) = DotStateGraph(
        space: RenderFixtures.space(try RenderFixtures.flow(path))
      ).render()
    else { return }
    let drawing = try GraphvizDot.svg(source)
    #expect(drawing.warnings == "", "\(path): dot said: \(drawing.warnings)")
  }

  @Test func dotShowsEscapedLabelsAsWritten() throws {
    let text = DotWriter.digraph("G") { dot in
      dot.node("a", [("label", DotWriter.label([#"say "hi" \ ends\"#, "Café & 日本"]))])
    }
    let drawing = try GraphvizDot.svg(text)
    #expect(drawing.warnings == "")
    #expect(drawing.svg.contains("say &quot;hi&quot; \\ ends\\</text>"))
    #expect(drawing.svg.contains("Café &amp; 日本</text>"))
  }
}

/// Graphviz's `dot` on PATH, run on DOT text through flowsim's own `Graphviz`.
enum GraphvizDot {
  static let path = Graphviz.find()

  /// The SVG `dot` drew and what it warned; a failure (exit status and message) throws.
  static func svg(_ source: String) throws -> (svg: String, warnings: String) {
    let drawing = try Graphviz.render(source, format: "svg", dot: try #require(path)).get()
    return (String(decoding: drawing.data, as: UTF8.self), drawing.warnings)
  }
}
