import Foundation
import Testing

/// `flowsim mermaid`: the screen graph as a Mermaid state diagram.
@Suite struct MermaidCommandTests {
  @Test func printsTheDiagram() throws {
    let result = try FlowsimBinary.run(["mermaid", "Tests/FlowSimTests/Render/Flows/login.flow"])
    #expect(result.status == 0)
    #expect(result.stderr == "")
    CLIGolden.check(result.stdout, "login.mmd")
  }

  @Test func detailKeepsGuardsAndSets() throws {
    let result = try FlowsimBinary.run(
      ["mermaid", "--detail", "Tests/FlowSimTests/Render/Flows/login.flow"])
    #expect(result.status == 0)
    #expect(result.stderr == "")
    CLIGolden.check(result.stdout, "login.detail.mmd")
  }

  @Test func writesAFile() throws {
    let directory = try CLIGolden.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let output = directory.appendingPathComponent("escaping.mmd")
    let result = try FlowsimBinary.run(
      ["mermaid", "-o", output.path, "Tests/FlowSimTests/Render/Flows/escaping.flow"])
    #expect(result.status == 0)
    CLIGolden.check(try String(contentsOf: output, encoding: .utf8), "escaping.mmd")
  }
  /// `-o x.png` would be Mermaid text under a picture's name: refused, with the
  /// command that draws one; nothing is written.
  @Test func anImageNameIsRefused() throws {
    let directory = try CLIGolden.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let login = "Tests/FlowSimTests/Render/Flows/login.flow"
    for (name, drawing) in [
      ("x.png", "flowsim dot \(login) -o OUT"),
      ("x.pdf", "flowsim dot \(login) | dot -Tpdf -o OUT"),
    ] {
      let output = directory.appendingPathComponent(name).path
      let result = try FlowsimBinary.run(["mermaid", "-o", output, login])
      #expect(result.status == 2)
      let image = name.dropFirst(2)
      let run = drawing.replacingOccurrences(of: "OUT", with: output)
      #expect(
        result.stderr
          == "flowsim mermaid: error: cannot draw '\(output)': 'mermaid' writes Mermaid text, which a Markdown page draws inside a ```mermaid block; write it to a .mmd file, or for \(image) run: \(run)\nsee 'flowsim help mermaid'\n"
      )
      #expect(!FileManager.default.fileExists(atPath: output))
    }
  }

  /// Stopped by --max-states, the diagram says so instead of calling a dismissal
  /// "never taken".
  @Test func aStoppedExplorationSaysSo() throws {
    let dir = try ScratchFolder.make("flowsim-mermaid")
    defer { ScratchFolder.remove(dir) }
    try """
    start A
    nav A {
      screen A1 { tap "n" -> push B }
      screen B { tap "n" -> push C }
      screen C { tap "p" -> present D }
    }
    screen D { tap "x" -> dismiss }
    """.write(to: dir.appendingPathComponent("chain.flow"), atomically: true, encoding: .utf8)
    let result = try FlowsimBinary.run(
      ["mermaid", "--max-states", "2", "chain.flow"], directory: dir)
    #expect(result.status == 0)
    #expect(result.stdout.contains("%% exploration incomplete (--max-states)"))
    // Said where the rendered diagram shows it too.
    #expect(result.stdout.contains("    Exploration stopped early (-#45;max-states)#58; some back"))
    #expect(
      result.stdout.contains(#"state "(not reached#58; exploration stopped early)" as unresolved"#))
    #expect(!result.stdout.contains("never taken"))
  }
}
