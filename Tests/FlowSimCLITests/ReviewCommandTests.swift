import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `flowsim review`: a self-contained page per flow and an index, written atomically.
@Suite struct ReviewCommandTests {
  static let flows = [
    "Tests/FlowSimTests/Render/Flows/login.flow", "Tests/FlowSimTests/Render/Flows/gaps.flow",
    "Tests/FlowSimTests/Render/Flows/escaping.flow", "flows/broken/dropbox_modals.flow",
  ]

  @Test func writesAPagePerFlowAndAnIndex() throws {
    let directory = try CLIGolden.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try FlowsimBinary.run(
      ["review", "-o", directory.path] + Self.flows, environment: ["PATH": directory.path])
    #expect(result.status == 0)
    #expect(result.stdout == "wrote \(directory.path)/index.html and 4 flow pages\n")
    #expect(
      result.stderr
        == "flowsim review: note: Graphviz's 'dot' is not installed (not found on PATH); install it with 'apt-get install graphviz' (Debian, Ubuntu) or 'brew install graphviz' (macOS); showing DOT source instead\n"
    )
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    #expect(
      files == ["dropbox_modals.html", "escaping.html", "gaps.html", "index.html", "login.html"])
    CLIGolden.check(
      try String(contentsOf: directory.appendingPathComponent("index.html"), encoding: .utf8),
      "review-index.html")
    let escaping = try String(
      contentsOf: directory.appendingPathComponent("escaping.html"), encoding: .utf8)
    #expect(escaping.contains("<h1>Quotes &quot;and&quot; back\\slashes</h1>"))
    #expect(escaping.contains("Graphviz is not installed, so the diagram is shown as DOT source."))
    #expect(!escaping.contains("<b>&amp;</b>"))
    #expect(escaping.contains("&lt;b&gt;&amp;amp;&lt;/b&gt;"))
    for file in files {
      let page = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
      // Scripts are inline: nothing is fetched from the network or a neighbouring file.
      #expect(!page.contains("<script src"))
      #expect(!page.contains("src="))
      #expect(!page.contains("<link"))
    }
  }

  @Test(.enabled(if: CLIGolden.dotInstalled, "Graphviz's dot is not installed"))
  func inlinesTheDiagramAsSVG() throws {
    let directory = try CLIGolden.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try FlowsimBinary.run(["review", "-o", directory.path, Self.flows[0]])
    #expect(result.status == 0)
    #expect(result.stderr == "")
    let page = try String(
      contentsOf: directory.appendingPathComponent("login.html"), encoding: .utf8)
    // Fitted to the column on load, with a button for Graphviz's own size.
    #expect(page.contains("<div class=\"diagram fit\" id=\"diagram\">\n<svg"))
    #expect(page.contains("<button type=\"button\" id=\"diagram-zoom\" aria-pressed=\"false\">"))
    #expect(!page.contains("<?xml"))
    #expect(!page.contains("<!DOCTYPE svg"))
  }

  @Test func needsAnOutputFolder() throws {
    let result = try FlowsimBinary.run(["review", Self.flows[0]])
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "flowsim review: error: say where to write the pages with -o DIR, e.g. 'flowsim review -o review flows'\nsee 'flowsim help review'\n"
    )
  }
  /// A path that exists but cannot be read fails the run (exit 2), as a missing one
  /// does; the page still says why.
  @Test func anUnreadableInputFailsTheRun() throws {
    let dir = try ScratchFolder.make("flowsim-review-fifo")
    defer { ScratchFolder.remove(dir) }
    #expect(mkfifo(dir.appendingPathComponent("pipe.flow").path, 0o644) == 0)
    let result = try FlowsimBinary.run(["review", "-o", "out", "pipe.flow"], directory: dir)
    #expect(result.status == 2)
  }
}
