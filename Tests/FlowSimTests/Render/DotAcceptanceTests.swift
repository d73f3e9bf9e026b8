import Foundation
import Testing

@testable import FlowSim

/// Graphviz's own `dot` accepts every DOT output without a warning. Skipped (and
/// reported as skipped) where Graphviz is not installed.
@Suite(
  .enabled(
    if: GraphvizDot.path != nil, "Graphviz's dot is not installed (apt-get install graphviz)"))
struct DotAcceptanceTests {
  @Test(arguments: RenderFixtures.loadable)
  func dotAcceptsTheScreenGraph(_ path: String) throws {
    let flow = try RenderFixtures.flow(path)
    let source = DotScreenGraph(graph: ScreenGraph(flow: flow, space: RenderFixtures.space(flow)))
      .render()
    let result = try GraphvizDot.render(source)
    #expect(result.status == 0)
    #expect(result.stderr == "", "\(path): dot said: \(result.stderr)")
    #expect(result.stdout.contains("<svg"))
  }

  @Test(arguments: RenderFixtures.loadable)
  func dotAcceptsTheStateGraph(_ path: String) throws {
    guard
      case .success(let source) = DotStateGraph(
        space: RenderFixtures.space(try RenderFixtures.flow(path))
      ).render()
    else { return }
    let result = try GraphvizDot.render(source)
    #expect(result.status == 0)
    #expect(result.stderr == "", "\(path): dot said: \(result.stderr)")
  }

  @Test func dotShowsEscapedLabelsAsWritten() throws {
    let text = DotWriter.digraph("G") { dot in
      dot.node("a", [("label", DotWriter.label([#"say "hi" \ ends\"#, "Café & 日本"]))])
    }
    let result = try GraphvizDot.render(text)
    #expect(result.stderr == "")
    #expect(result.stdout.contains("say &quot;hi&quot; \\ ends\\</text>"))
    #expect(result.stdout.contains("Café &amp; 日本</text>"))
  }
}

/// Graphviz's `dot` on PATH, run on DOT text.
enum GraphvizDot {
  static let path: String? = {
    let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
    return directories.map { "\($0)/dot" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }()

  static func render(_ source: String) throws -> Subprocess.Result {
    try Subprocess.run(URL(fileURLWithPath: try #require(path)), ["-Tsvg"], input: source)
  }
}
