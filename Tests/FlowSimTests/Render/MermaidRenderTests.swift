import Foundation
import Testing

@testable import FlowSim

/// Mermaid itself parses and draws every diagram, in headless Chromium. Needs a
/// `mermaid.js` bundle named by `FLOWSIM_MERMAID_JS` and `chromium` on PATH
/// (docs/outputs.md says where to get them); reported as skipped otherwise.
@Suite(
  .enabled(
    if: MermaidBrowser.script != nil && MermaidBrowser.chromium != nil,
    "set FLOWSIM_MERMAID_JS to a mermaid.js bundle and install chromium to render with Mermaid"))
struct MermaidRenderTests {
  @Test(arguments: RenderFixtures.loadable)
  func mermaidDrawsTheDiagram(_ path: String) throws {
    let flow = try RenderFixtures.flow(path)
    let graph = ScreenGraph(flow: flow, space: RenderFixtures.space(flow))
    for detail in [ScreenGraph.Detail.summary, .full] {
      let text = MermaidScreenGraph(graph: graph, detail: detail).render()
      #expect(try MermaidBrowser.render(text) == "OK", "\(path) (\(detail))")
    }
  }
}

/// Renders Mermaid text with mermaid.js in headless Chromium; the page reports `OK` or
/// Mermaid's error.
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

  static func render(_ text: String) throws -> String {
    let directory = try ScratchFolder.make("flowsim-mermaid")
    defer { ScratchFolder.remove(directory) }
    try FileManager.default.copyItem(
      atPath: try #require(script), toPath: directory.appendingPathComponent("mermaid.js").path)
    let page = """
      <!DOCTYPE html><html><head><meta charset="utf-8"><script src="mermaid.js"></script></head>
      <body><pre id="result">pending</pre><div id="out"></div><script>
      const text = \(JSONValue.quote(text));
      mermaid.initialize({startOnLoad: false, securityLevel: 'strict'});
      (async () => {
        try {
          await mermaid.parse(text);
          const {svg} = await mermaid.render('diagram', text);
          document.getElementById('out').innerHTML = svg;
          document.getElementById('result').textContent = 'OK';
        } catch (e) {
          document.getElementById('result').textContent = 'ERROR ' + (e && e.message ? e.message : e);
        }
      })();
      </script></body></html>
      """
    let url = directory.appendingPathComponent("page.html")
    try page.write(to: url, atomically: true, encoding: .utf8)
    let dom = try Subprocess.run(
      URL(fileURLWithPath: try #require(chromium)),
      [
        "--headless", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=15000",
        "--dump-dom", url.absoluteString,
      ]
    ).stdout
    guard let start = dom.range(of: "<pre id=\"result\">"),
      let end = dom[start.upperBound...].range(of: "</pre>")
    else { return "no result in the page" }
    return String(dom[start.upperBound..<end.lowerBound])
  }
}
