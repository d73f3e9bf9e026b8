/// Where the checker's findings are on the review page's diagram: the screens they
/// are reported on, outlined on the drawing and listed beneath it in words, so that a
/// reviewer sees at a glance which parts of the flow need work.
extension ReviewPage {
  /// The screens that errors and warnings are reported on, in declaration order, each
  /// with its worst severity and how many findings it has.
  func markedScreens() -> [(name: String, severity: Severity, count: Int)] {
    guard let flow = check.flow else { return [] }
    var worst: [ScreenID: Severity] = [:]
    var counts: [ScreenID: Int] = [:]
    for finding in check.findings {
      guard let screen = finding.screen, finding.severity == .error || finding.severity == .warning
      else { continue }
      counts[screen, default: 0] += 1
      if worst[screen] != .error { worst[screen] = finding.severity }
    }
    return flow.screens.ids.compactMap { id in
      worst[id].map { (flow.screens[id].name, $0, counts[id] ?? 0) }
    }
  }

  /// The line under the diagram and the data its script outlines the screens from.
  func diagramMarks() -> String {
    let marked = markedScreens()
    guard !marked.isEmpty else { return "" }
    let words = marked.map { "\($0.name) (\(Counting.count($0.count, "finding")))" }
    var out = "<p class=\"marks\">Outlined on the diagram, the screens with findings: "
    out += ReviewHTML.escape(words.joined(separator: ", ")) + ".</p>\n"
    // Screen names are identifiers (letters, digits, '_'), safe in JSON and HTML.
    let entries = marked.map { "\"\($0.name)\":\"\($0.severity.rawValue)\"" }
    out += "<script type=\"application/json\" id=\"diagram-marks\">{"
    out += entries.joined(separator: ",") + "}</script>\n"
    out += Self.marksScript
    return out
  }

  static let marksScript = """
    <script>
    (function () {
      var marks = JSON.parse(document.getElementById("diagram-marks").textContent);
      var nodes = document.querySelectorAll(".diagram g.node");
      for (var n = 0; n < nodes.length; n++) {
        var title = nodes[n].querySelector("title"), name = title ? title.textContent : "";
        if (Object.prototype.hasOwnProperty.call(marks, name)) {
          nodes[n].classList.add("marked-" + marks[name]);
        }
      }
    })();
    </script>

    """

  static let marksStyle = """
    .diagram g.node.marked-error path, .diagram g.node.marked-error polygon {
      stroke: #c62828; stroke-width: 2.5px; stroke-dasharray: 5 3; }
    .diagram g.node.marked-warning path, .diagram g.node.marked-warning polygon {
      stroke: #b26a00; stroke-width: 2.5px; stroke-dasharray: 5 3; }
    ul.assertions { list-style: none; padding-left: 0; }
    ul.assertions li { margin: 0.3em 0; }

    """
}
