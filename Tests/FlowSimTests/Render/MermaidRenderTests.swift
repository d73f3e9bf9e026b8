import Foundation
import Testing

@testable import FlowSim

/// Mermaid itself parses and draws every diagram, in headless Chromium, without an
/// error or a warning. Needs a `mermaid.js` bundle named by `FLOWSIM_MERMAID_JS` and
/// `chromium` on PATH (docs/outputs.md says where to get them; `.ci/run` installs
/// both); reported as skipped otherwise, except in CI (`CI=true`), where a missing
/// setup fails (`RendererSetupTests`).
@Suite(
  .enabled(
    if: MermaidBrowser.isSetUp,
    "set FLOWSIM_MERMAID_JS to a mermaid.js bundle and install chromium to render with Mermaid"))
struct MermaidRenderTests {
  @Test(arguments: RenderFixtures.loadable)
  func mermaidDrawsTheDiagram(_ path: String) throws {
    let flow = try RenderFixtures.flow(path)
    let graph = ScreenGraph(flow: flow, space: RenderFixtures.space(flow))
    let details = [ScreenGraph.Detail.summary, .full]
    let texts = details.map { MermaidScreenGraph(graph: graph, detail: $0).render() }
    let results = try MermaidBrowser.render(texts)
    #expect(results.count == texts.count, "\(path): \(results)")
    for (detail, result) in zip(details, results) {
      #expect(result == "OK", "\(path) (\(detail))")
    }
  }

  /// The page reports what Mermaid says: a parse error, and a message logged at warning
  /// level (made here by the page itself, in Mermaid's log format: no diagram flowsim
  /// could write made Mermaid 11.16 warn), but not Mermaid's layout tracing.
  @Test func mermaidErrorsAndWarningsAreReported() throws {
    #expect(
      try MermaidBrowser.render(["stateDiagram-v2\n  a --> \n"]).first?.hasPrefix(
        "ERROR Parse error on line 2") == true)
    let diagram = "stateDiagram-v2\n  a --> b\n"
    #expect(try MermaidBrowser.render([diagram]) == ["OK"])
    let warning = "console.warn('%c12.3 : WARN :  color: orange ', 'Odd: something');"
    #expect(try MermaidBrowser.render([diagram], prelude: warning) == ["WARNING Odd: something"])
    let trace = "console.warn('%c12.3 : WARN :  color: orange ', 'Graph at first: {}');"
    #expect(try MermaidBrowser.render([diagram], prelude: trace) == ["OK"])
  }
}

/// Renders Mermaid text with mermaid.js in headless Chromium, one page for several
/// diagrams; the page reports, for each, `OK`, `ERROR` and Mermaid's error, or
/// `WARNING` and what Mermaid logged at warning level or above.
///
/// Mermaid 11 also logs its layout's tracing at warning level for every diagram
/// (`Graph at first: …`, `Edge a -> b: …`); those messages, listed in
/// `MermaidBrowser.tracing`, are not warnings about the diagram and are left out.
enum MermaidBrowser {
  static let script: String? = ProcessInfo.processInfo.environment["FLOWSIM_MERMAID_JS"].flatMap {
    FileManager.default.fileExists(atPath: $0) ? $0 : nil
  }

  static let chromium: String? = {
    let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
    for name in ["chromium", "chromium-browser", "google-chrome"] {
      if let found = directories.map({ "\($0)/\(name)" }).first(where: {
        FileManager.default.isExecutableFile(atPath: $0)
      }) {
        return found
      }
    }
    return nil
  }()

  static var isSetUp: Bool { script != nil && chromium != nil }

  /// The starts of the layout tracing Mermaid 11.16 logs at warning level for every
  /// diagram and cluster (dagre-wrapper's `log.warn` calls), after Mermaid's `WARN :` prefix.
  static let tracing = [
    "Graph at first:", "Edge ", "Fix XXX", "Adjusted Graph", "extractor - ", "Graph after XAX:",
    "Graph in recursive render", "Returning from recursive render", "Unknown arrow type: none",
    "Cluster identified ", "Edge: ", "Descendants of XXX ", "Cluster ** ", "New list of nodes ",
    "Now next level ",
  ]

  /// `prelude` is JavaScript run before each diagram (for the tests of the page).
  static func render(_ texts: [String], prelude: String = "") throws -> [String] {
    let directory = try ScratchFolder.make("flowsim-mermaid")
    defer { ScratchFolder.remove(directory) }
    try FileManager.default.copyItem(
      atPath: try #require(script), toPath: directory.appendingPathComponent("mermaid.js").path)
    let list = "[" + texts.map { JSONValue.quote($0) }.joined(separator: ",") + "]"
    let tracing = "[" + tracing.map { JSONValue.quote($0) }.joined(separator: ",") + "]"
    let page = """
      <!DOCTYPE html><html><head><meta charset="utf-8"><script src="mermaid.js"></script></head>
      <body><pre id="result">pending</pre><div id="out"></div><script>
      const texts = \(list);
      const tracing = \(tracing);
      const logged = [];
      for (const level of ['warn', 'error']) {
        console[level] = (...args) => {
          const text = args.map(String).join(' ');
          const message = text.replace(/^%c[0-9.]+ : [A-Z]+ : +color: [a-z]+ +/, '');
          if (!tracing.some((start) => message.startsWith(start))) logged.push(message);
        };
      }
      mermaid.initialize({startOnLoad: false, securityLevel: 'strict', logLevel: 'warn'});
      (async () => {
        const results = [];
        for (const [index, text] of texts.entries()) {
          logged.length = 0;
          \(prelude)
          try {
            await mermaid.parse(text);
            const {svg} = await mermaid.render('diagram' + index, text);
            document.getElementById('out').innerHTML = svg;
            results.push(logged.length ? 'WARNING ' + logged.join(' / ') : 'OK');
          } catch (e) {
            results.push('ERROR ' + (e && e.message ? e.message : e));
          }
        }
        document.getElementById('result').textContent = JSON.stringify(results);
      })();
      </script></body></html>
      """
    let url = directory.appendingPathComponent("page.html")
    try page.write(to: url, atomically: true, encoding: .utf8)
    let dom = try Subprocess.run(
      URL(fileURLWithPath: try #require(chromium)),
      [
        "--headless", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=30000",
        "--dump-dom", url.absoluteString,
      ]
    ).stdout
    guard let start = dom.range(of: "<pre id=\"result\">"),
      let end = dom[start.upperBound...].range(of: "</pre>")
    else { return ["no result in the page"] }
    let json = String(dom[start.upperBound..<end.lowerBound])
      .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
    guard let results = try? JSONDecoder().decode([String].self, from: Data(json.utf8)) else {
      return ["the page did not finish: \(json)"]
    }
    return results
  }
}
