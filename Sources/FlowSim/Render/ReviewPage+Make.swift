extension ReviewPage {
  /// The review page of the flow at `path`: loaded with `loader`, checked with `checker`, its scenarios
  /// run, its screen diagram drawn with Graphviz's `dot` at `dot` (or shown as DOT
  /// source, saying why, when there is none or it fails). Also returns what `dot`
  /// warned about, for the command to pass on.
  public static func make(
    path: String, fileName: String, loader: FlowLoader = FlowLoader(), checker: Checker,
    dot: String?
  ) -> (page: ReviewPage, dotWarnings: String) {
    let check = FlowCheck.run(path: path, loader: loader, checker: checker)
    var runs: [ScenarioRunner.Run] = []
    var diagram = Diagram.none
    var warnings = ""
    if let report = check.report {
      let runner = ScenarioRunner(space: report.space)
      runs = report.flow.scenarios.map(runner.run)
      let source = DotScreenGraph(graph: ScreenGraph(flow: report.flow, space: report.space))
        .render()
      (diagram, warnings) = drawn(source, dot: dot)
    }
    let page = ReviewPage(
      path: path, fileName: fileName, check: check, runs: runs, diagram: diagram)
    return (page, warnings)
  }

  /// `source` drawn as SVG by `dot`, or kept as source with a note saying why.
  static func drawn(_ source: String, dot: String?) -> (Diagram, warnings: String) {
    guard let dot else {
      return (
        .source(
          source,
          note:
            "Graphviz is not installed, so the diagram is shown as DOT source. Install it ('apt-get install graphviz' or 'brew install graphviz') and run flowsim review again."
        ), ""
      )
    }
    switch Graphviz.render(source, format: "svg", dot: dot) {
    case .success(let drawing):
      return (.svg(String(decoding: drawing.data, as: UTF8.self)), drawing.warnings)
    case .failure(let failure):
      return (.source(source, note: "Graphviz could not draw the diagram: \(failure.message)"), "")
    }
  }
}
