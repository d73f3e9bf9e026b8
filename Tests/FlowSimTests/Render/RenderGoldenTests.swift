import Foundation
import Testing

@testable import FlowSim

/// Every renderer on every test flow and bundled flow, compared with the goldens in
/// `Goldens/` (`FLOWSIM_RECORD=1 swift test` rewrites them; review the diff).
@Suite struct RenderGoldenTests {
  @Test(arguments: RenderFixtures.loadable)
  func screenGraphDOT(_ path: String) throws {
    let flow = try RenderFixtures.flow(path)
    let graph = ScreenGraph(flow: flow, space: RenderFixtures.space(flow))
    RenderFixtures.checkGolden(DotScreenGraph(graph: graph).render(), path, ".dot")
  }

  /// `--detail`: outcome names, guards and set actions on every edge.
  @Test(arguments: RenderFixtures.loadable)
  func screenGraphDOTInDetail(_ path: String) throws {
    let flow = try RenderFixtures.flow(path)
    let graph = ScreenGraph(flow: flow, space: RenderFixtures.space(flow))
    RenderFixtures.checkGolden(
      DotScreenGraph(graph: graph, detail: .full).render(), path, ".detail.dot")
  }

  @Test(arguments: RenderFixtures.loadable)
  func stateGraphDOT(_ path: String) throws {
    let space = RenderFixtures.space(try RenderFixtures.flow(path))
    switch DotStateGraph(space: space).render() {
    case .success(let text):
      #expect(space.count <= DotStateGraph.maximumConfigurations)
      RenderFixtures.checkGolden(text, path, ".states.dot")
    case .failure(let tooLarge):
      #expect(space.count > DotStateGraph.maximumConfigurations)
      #expect(
        tooLarge.message.hasPrefix(
          "the state graph has \(Counting.grouped(space.count)) configurations, too many to read (at most 150;"
        ))
    }
  }

  @Test(arguments: RenderFixtures.loadable)
  func mermaid(_ path: String) throws {
    let flow = try RenderFixtures.flow(path)
    let text = MermaidScreenGraph(graph: ScreenGraph(flow: flow, space: RenderFixtures.space(flow)))
      .render()
    RenderFixtures.checkGolden(text, path, ".mmd")
  }

  @Test(arguments: RenderFixtures.loadable)
  func mermaidInDetail(_ path: String) throws {
    let flow = try RenderFixtures.flow(path)
    let graph = ScreenGraph(flow: flow, space: RenderFixtures.space(flow))
    RenderFixtures.checkGolden(
      MermaidScreenGraph(graph: graph, detail: .full).render(), path, ".detail.mmd")
  }

  @Test(arguments: RenderFixtures.loadable)
  func paths(_ path: String) throws {
    let space = RenderFixtures.space(try RenderFixtures.flow(path))
    let transcript = TranscriptDocuments(flow: space.flow).paths(
      Paths(space: space))
    RenderFixtures.checkGolden(transcript.markdown(), path, ".paths.md")
  }

  @Test(arguments: RenderFixtures.loadable)
  func tour(_ path: String) throws {
    let space = RenderFixtures.space(try RenderFixtures.flow(path))
    let transcript = TranscriptDocuments(flow: space.flow).tour(Tour(space: space))
    RenderFixtures.checkGolden(transcript.markdown(), path, ".tour.md")
  }

  @Test(arguments: RenderFixtures.loadable)
  func scenarioWalkthroughs(_ path: String) throws {
    let flow = try RenderFixtures.flow(path)
    guard !flow.scenarios.isEmpty else { return }
    let simulator = Simulator(flow: flow)
    let runner = ScenarioRunner(simulator: simulator)
    let documents = TranscriptDocuments(flow: simulator.flow)
    let text = flow.scenarios.map { documents.scenario(runner.run($0)).markdown() }.joined(
      separator: "\n")
    RenderFixtures.checkGolden(text, path, ".walk.md")
  }

  /// The review page of each test flow, with the diagram as DOT source (Graphviz's
  /// SVG is not byte-for-byte stable across versions).
  @Test(arguments: RenderFixtures.loadable.filter { $0.hasPrefix("Tests/") })
  func reviewPage(_ path: String) throws {
    let check = FlowCheck.run(path: path, loader: RenderFixtures.loader)
    let report = try #require(check.report)
    let runner = ScenarioRunner(simulator: report.space.makeSimulator())
    let source = DotScreenGraph(graph: ScreenGraph(flow: report.flow, space: report.space)).render()
    let page = ReviewPage(
      path: path, fileName: RenderFixtures.baseName(path) + ".html", check: check,
      runs: report.flow.scenarios.map(runner.run),
      diagram: .source(source, note: "Graphviz is not installed."))
    RenderFixtures.checkGolden(try Self.withoutSharedParts(page.html()), path, ".review.html")
  }

  /// The CSS and script every review page carries, each compared once (in
  /// `sharedStyleAndScript`): a page's golden holds a marker in their place, so a
  /// change to them re-records one golden, not one a page.
  static let sharedParts: [(name: String, text: String, required: Bool)] = [
    ("ReviewHTML.style", ReviewHTML.style, true),
    ("PrototypePanel.style", PrototypePanel.style, false),
    ("PrototypePanel.script", PrototypePanel.script, false),
  ]

  /// The page with each shared part (which it must hold once, or not at all when
  /// optional) replaced by a marker naming it.
  static func withoutSharedParts(_ html: String) throws -> String {
    var page = html
    for part in sharedParts {
      let count = page.components(separatedBy: part.text).count - 1
      try #require(
        count == 1 || (count == 0 && !part.required),
        "the page holds \(part.name) \(count) times")
      page = page.replacingOccurrences(of: part.text, with: "/* \(part.name): review-shared.txt */")
    }
    return page
  }

  /// What every review page shares, compared once for all of them.
  @Test func sharedStyleAndScript() {
    let text = Self.sharedParts.map { "/* \($0.name) */\n\($0.text)\n" }.joined(separator: "\n")
    RenderFixtures.checkGolden(text, "review-shared.flow", ".txt")
  }

  /// `ReviewPage.make` checks the flow, runs its scenarios and, without Graphviz,
  /// shows the screen diagram's DOT source saying why; a flow that does not load has
  /// no diagram.
  @Test func makingAPageWithoutGraphviz() throws {
    let path = PackagePaths.root.appendingPathComponent("flows/plicker.flow").path
    let (page, warnings) = ReviewPage.make(
      path: path, fileName: "plicker.html", checker: Checker(), dot: nil)
    #expect(warnings == "")
    #expect(page.status == "no findings; 5 scenarios passed")
    let report = try #require(page.check.report)
    let source = DotScreenGraph(graph: ScreenGraph(flow: report.flow, space: report.space))
      .render()
    guard case .source(let shown, let note) = page.diagram else {
      Issue.record("expected DOT source, got \(page.diagram)")
      return
    }
    #expect(shown == source)
    #expect(note.hasPrefix("Graphviz is not installed, so the diagram is shown as DOT source."))
    let broken = PackagePaths.root.appendingPathComponent("flows/broken/unreachable_screen.diag")
      .path
    let (unloaded, _) = ReviewPage.make(
      path: broken, fileName: "x.html", checker: Checker(), dot: nil)
    guard case .none = unloaded.diagram else {
      Issue.record("expected no diagram, got \(unloaded.diagram)")
      return
    }
  }

  /// Page names are unique in any case: a case-insensitive file system (macOS's)
  /// would take `INDEX.html` for the index and `A-B.html` for `a-b.html`.
  @Test func reviewPageNamesDifferInAnyCase() {
    #expect(
      ReviewPage.fileNames(for: ["d1/INDEX.flow", "a-b.flow", "d2/A-B.flow", "a b.flow"]) == [
        "INDEX-2.html", "a-b.html", "A-B-2.html", "a-b-3.html",
      ])
  }

  /// The index line of a flow that keeps a known finding says so (the Dropbox
  /// prototype's log out over the live tab bar): acknowledged is not absent.
  @Test func reviewStatusCountsKnownFindings() throws {
    let path = PackagePaths.root.appendingPathComponent("flows/dropbox.flow").path
    let check = FlowCheck.run(path: path)
    let report = try #require(check.report)
    let runner = ScenarioRunner(simulator: report.space.makeSimulator())
    let page = ReviewPage(
      path: path, fileName: "dropbox.html", check: check,
      runs: report.flow.scenarios.map(runner.run), diagram: .source("", note: ""))
    #expect(page.status == "no new findings, 2 known; 10 scenarios passed")
  }

  @Test func outputIsDeterministic() throws {
    let flow = try RenderFixtures.flow("Tests/FlowSimTests/Render/Flows/login.flow")
    let first = DotScreenGraph(graph: ScreenGraph(flow: flow, space: RenderFixtures.space(flow)))
      .render()
    let again = try RenderFixtures.flow("Tests/FlowSimTests/Render/Flows/login.flow")
    let second = DotScreenGraph(graph: ScreenGraph(flow: again, space: RenderFixtures.space(again)))
      .render()
    #expect(first == second)
  }
}
