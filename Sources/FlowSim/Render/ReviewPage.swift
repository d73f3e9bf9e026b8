/// One flow's design-review page (`flowsim review`): a clickable prototype, the diagram, the check results
/// with their walkthroughs, the scenarios with their transcripts, and the tour; a
/// self-contained HTML document in which all text is escaped.
public struct ReviewPage: Sendable {
  /// The diagram as the page shows it.
  public enum Diagram: Sendable {
    /// SVG from Graphviz, inlined.
    case svg(String)
    /// The DOT source, with a note saying why it is not drawn (Graphviz missing…).
    case source(String, note: String)
    /// No diagram (the flow did not load).
    case none
  }

  /// The entry file as given.
  public var path: String
  /// The page's file name in the output folder.
  public var fileName: String
  public var check: FlowCheck
  public var runs: [ScenarioRunner.Run]
  public var diagram: Diagram
  /// How large a space the page's prototype may carry.
  public var prototypeLimits = PrototypeData.Limits()

  public init(
    path: String, fileName: String, check: FlowCheck, runs: [ScenarioRunner.Run], diagram: Diagram
  ) {
    self.path = path
    self.fileName = fileName
    self.check = check
    self.runs = runs
    self.diagram = diagram
  }

  /// The flow's name, or the file's when it did not load.
  public var title: String { check.flow?.name ?? path }

  /// Whether there is nothing to fix: no error, no warning, no failed scenario.
  public var isClean: Bool {
    check.flow != nil && check.errorCount == 0 && check.warningCount == 0
      && runs.allSatisfy(\.passed)
  }

  /// One line for the index: `2 errors, 1 warning; 5 of 6 scenarios passed`.
  public var status: String {
    guard check.flow != nil else {
      return "does not load: \(Counting.count(check.errorCount, "error")) in the flow definition"
    }
    var findings =
      check.errorCount + check.warningCount == 0
      ? "no findings"
      : "\(Counting.count(check.errorCount, "error")), \(Counting.count(check.warningCount, "warning"))"
    if check.knownCount > 0 {
      // Acknowledged, not absent: a reviewer should see that the flow keeps some.
      findings =
        (check.errorCount + check.warningCount == 0 ? "no new findings" : findings)
        + ", \(check.knownCount) known"
    }
    let passed = runs.filter(\.passed).count
    let scenarios =
      runs.isEmpty
      ? "no scenarios"
      : passed == runs.count
        ? "\(Counting.count(runs.count, "scenario")) passed"
        : "\(passed) of \(Counting.count(runs.count, "scenario")) passed"
    return "\(findings); \(scenarios)"
  }

  // MARK: - The page

  public func html() -> String {
    var body = "<p class=\"summary\"><a href=\"index.html\">← All flows</a></p>\n"
    body += "<h1>\(ReviewHTML.escape(title))</h1>\n"
    var facts = [path]
    if let space = check.report?.space {
      facts.append(CheckOutput.explored(space))
    }
    body += "<p class=\"summary\">\(ReviewHTML.escape(facts.joined(separator: " · ")))</p>\n"
    body += "<p>\(ReviewHTML.badge(isClean ? "ok" : "needs work", isClean ? "ok" : "error"))"
    body += "\(ReviewHTML.escape(status))</p>\n"
    // The tour is worked out once: the prototype replays it and its section narrates it.
    let tour = check.report.map { Tour(space: $0.space) }
    if let space = check.report?.space, let tour {
      body += PrototypePanel.html(
        PrototypeData.make(space: space, replays: replays(tour), limits: prototypeLimits))
    }
    body += diagramSection()
    body += findingsSection()
    body += assertionsSection()
    if let report = check.report, let tour {
      let documents = TranscriptDocuments(simulator: report.space.makeSimulator())
      body += scenariosSection(documents)
      body += tourSection(documents, tour: tour)
    }
    return ReviewHTML.document(
      title: "\(title) — flowsim review", body: body, style: PrototypePanel.style + Self.marksStyle)
  }

  /// What the prototype can replay: each shown finding's walkthrough, each scenario's
  /// steps (up to its failure), each tour.
  func replays(_ tour: Tour) -> [PrototypeData.Replay] {
    var replays: [PrototypeData.Replay] = []
    let (shown, _) = [Diagnostic].forDisplay(check.findings, severity: \.severity)
    for finding in shown {
      guard let walkthrough = finding.walkthrough else { continue }
      replays.append(
        .init(
          title: "\(finding.severity.rawValue): \(finding.diagnostic.message)",
          walkthrough: walkthrough))
    }
    for run in runs {
      let result = run.passed ? "passes" : "fails"
      replays.append(
        .init(title: "scenario \"\(run.scenario.name)\" (\(result))", walkthrough: run.walkthrough))
    }
    let tours = tour.walkthroughs
    for (number, walkthrough) in tours.enumerated() {
      replays.append(.init(title: "tour \(number + 1) of \(tours.count)", walkthrough: walkthrough))
    }
    return replays
  }

  func diagramSection() -> String {
    switch diagram {
    case .none: return ""
    case .svg(let svg):
      // Fitted to the column on load, so the whole flow is in view; the button
      // toggles Graphviz's own size (scroll to pan).
      return "<h2>Diagram</h2>\n" + Self.zoomButton
        + "<div class=\"diagram fit\" id=\"diagram\">\n\(ReviewHTML.inlineSVG(svg))</div>\n"
        + Self.zoomScript + diagramMarks()
    case .source(let source, let note):
      return "<h2>Diagram</h2>\n<p class=\"note\">\(ReviewHTML.escape(note))</p>\n"
        + "<pre>\(ReviewHTML.escape(source))</pre>\n"
    }
  }

  static let zoomButton = """
    <div class="actions"><button type="button" id="diagram-zoom" aria-pressed="false">Actual size</button> \
    <button type="button" id="diagram-out" aria-label="Zoom out">−</button> \
    <button type="button" id="diagram-in" aria-label="Zoom in">+</button></div>

    """

  /// Fit to the column, or Graphviz's own size times a zoom factor (from a quarter to
  /// four times, in steps of a quarter more or less), scrolled to pan.
  static let zoomScript = """
    <script>
    (function () {
      var diagram = document.getElementById("diagram"), zoom = document.getElementById("diagram-zoom");
      var svg = diagram.querySelector("svg"), scale = 1;
      if (!svg || !svg.viewBox || !svg.viewBox.baseVal) return;
      function show(s) {
        scale = s;
        diagram.classList.remove("fit");
        svg.style.width = Math.round(svg.viewBox.baseVal.width * 4 / 3 * s) + "px";
        svg.style.height = "auto";
        zoom.textContent = "Fit to column";
        zoom.setAttribute("aria-pressed", "true");
      }
      zoom.addEventListener("click", function () {
        if (diagram.classList.contains("fit")) { show(1); return; }
        diagram.classList.add("fit");
        svg.style.width = "";
        svg.style.height = "";
        zoom.textContent = "Actual size";
        zoom.setAttribute("aria-pressed", "false");
      });
      document.getElementById("diagram-in").addEventListener("click", function () {
        show(Math.min(scale * 1.25, 4));
      });
      document.getElementById("diagram-out").addEventListener("click", function () {
        show(Math.max(scale / 1.25, 0.25));
      });
    })();
    </script>

    """

  func findingsSection() -> String {
    var out = "<h2>Check results</h2>\n"
    guard !check.findings.isEmpty else {
      return out + "<p>\(ReviewHTML.badge("ok", "ok"))No findings: every check passed.</p>\n"
    }
    let printer = DiagnosticPrinter(colors: false)
    let simulator = check.report.map { $0.makeSimulator() }
    let (shown, hidden) = [Diagnostic].forDisplay(check.findings, severity: \.severity)
    for finding in shown {
      let severity = finding.severity.rawValue
      out += "<div class=\"finding\">\n<p>\(ReviewHTML.badge(severity, severity))"
      out +=
        "\(ReviewHTML.escape(finding.diagnostic.message)) <code>\(ReviewHTML.escape(finding.id))</code></p>\n"
      out += "<pre>\(ReviewHTML.escape(printer.render(finding.diagnostic)))</pre>\n"
      if let walkthrough = finding.walkthrough, let simulator {
        let steps = walkthrough.steps.count + (finding.failedStep == nil ? 0 : 1)
        out += "<h4>Walkthrough (\(Counting.count(steps, "step")))</h4>\n"
        out += TranscriptNarrator(simulator: simulator).walkthrough(
          walkthrough, failed: finding.failedStep
        )
        .html()
      }
      out += "</div>\n"
    }
    if !hidden.isEmpty {
      out += "<p>\(ReviewHTML.escape(Diagnostic.notShown(hidden).message))</p>\n"
    }
    return out
  }

  func scenariosSection(_ documents: TranscriptDocuments) -> String {
    var out = "<h2>Scenarios</h2>\n"
    guard !runs.isEmpty else { return out + "<p>The flow declares no scenarios.</p>\n" }
    for run in runs {
      let result = run.passed ? "passed" : "failed"
      out += "<details\(run.passed ? "" : " open")><summary>\(ReviewHTML.badge(result, result))"
      out += "\(ReviewHTML.escape(run.scenario.name))</summary>\n"
      var transcript = documents.scenario(run, headingLevel: 3)
      transcript.blocks.removeFirst()  // the heading repeats the summary
      out += transcript.html() + "</details>\n"
    }
    return out
  }

  func tourSection(_ documents: TranscriptDocuments, tour: Tour) -> String {
    // Under the section's h2, the tour's parts are h3 ("Tour 1", "Before you start").
    var transcript = documents.tour(tour, headingLevel: 2)
    transcript.blocks.removeFirst()  // "Tour: NAME": the section's own heading says it
    let steps = tour.stepCount
    var out = "<h2>Tour: a manual test plan</h2>\n<details><summary>"
    out +=
      "\(Counting.count(tour.walkthroughs.count, "walkthrough")), \(Counting.count(steps, "step")): "
    out += "every transition that can happen, at least once"
    out += "</summary>\n" + transcript.html() + "</details>\n"
    return out
  }

  // MARK: - File names

  /// A page name per flow path: the file's base name (letters, digits, `-`, `_`),
  /// numbered when two flows (or the index) would share one, in any case (macOS's
  /// file system takes `INDEX.html` and `index.html` for one file).
  public static func fileNames(for paths: [String]) -> [String] {
    var used: Set<String> = ["index"]
    return paths.map { path in
      var base = PathText.name(of: path)
      if base.hasSuffix(".flow") { base.removeLast(5) }
      base = String(
        base.unicodeScalars.map { scalar in
          scalar.isASCII
            && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-"
              || scalar == "_")
            ? Character(scalar) : "-"
        })
      if base.isEmpty { base = "flow" }
      var name = base
      var number = 2
      while used.contains(name.lowercased()) {
        name = "\(base)-\(number)"
        number += 1
      }
      used.insert(name.lowercased())
      return name + ".html"
    }
  }
}
