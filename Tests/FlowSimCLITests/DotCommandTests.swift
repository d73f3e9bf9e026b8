import Foundation
import Testing

/// `flowsim dot`: the screen graph on standard output or in a file, the state graph
/// for small flows, and Graphviz rendering.
@Suite struct DotCommandTests {
  static let login = "Tests/FlowSimTests/Render/Flows/login.flow"

  @Test func printsTheScreenGraph() throws {
    let result = try FlowsimBinary.run(["dot", Self.login])
    #expect(result.status == 0)
    #expect(result.stderr == "")
    CLIGolden.check(result.stdout, "login.dot")
  }

  /// `--detail` labels edges with outcome names, guards and set actions.
  @Test func detailKeepsGuardsAndSets() throws {
    let result = try FlowsimBinary.run(["dot", "--detail", Self.login])
    #expect(result.status == 0)
    #expect(result.stderr == "")
    CLIGolden.check(result.stdout, "login.detail.dot")
  }

  @Test func printsTheStateGraphOfASmallFlow() throws {
    let result = try FlowsimBinary.run([
      "dot", "--states", "Tests/FlowSimTests/Render/Flows/gaps.flow",
    ])
    #expect(result.status == 0)
    CLIGolden.check(result.stdout, "gaps.states.dot")
  }

  @Test func refusesAStateGraphTooLargeToRead() throws {
    let result = try FlowsimBinary.run(["dot", "--states", "flows/yourchoice.flow"])
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(
      result.stderr
        == "flowsim dot: error: the state graph has 18,732 configurations, too many to read (at most 150; '--draw-limit N' draws more); draw the screens with 'flowsim dot FILE' (without --states)\n"
    )
  }

  @Test func saysWhenExplorationStoppedBeforeCounting() throws {
    let result = try FlowsimBinary.run([
      "dot", "--states", "--max-states", "500", "flows/yourchoice.flow",
    ])
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "flowsim dot: error: the state graph has at least 501 configurations, too many to read (at most 150; '--draw-limit N' draws more); draw the screens with 'flowsim dot FILE' (without --states)\n"
    )
  }

  /// Stopped below what could be drawn, the reason is --max-states, not the size.
  @Test func saysWhenMaxStatesStoppedASmallGraph() throws {
    let result = try FlowsimBinary.run([
      "dot", "--states", "--max-states", "10", "flows/dropbox.flow",
    ])
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "flowsim dot: error: exploring stopped at --max-states after 12 configurations, before the state graph was complete; raise --max-states to draw it\n"
    )
  }

  @Test func writesTheSourceToAFileAtomically() throws {
    let directory = try CLIGolden.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let output = directory.appendingPathComponent("login.dot")
    let result = try FlowsimBinary.run(["dot", "-o", output.path, Self.login])
    #expect(result.status == 0)
    #expect(result.stdout == "")
    CLIGolden.check(try String(contentsOf: output, encoding: .utf8), "login.dot")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["login.dot"])
  }

  @Test(.enabled(if: CLIGolden.dotInstalled, "Graphviz's dot is not installed"))
  func rendersSVGWithGraphviz() throws {
    let directory = try CLIGolden.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let output = directory.appendingPathComponent("login.svg")
    let result = try FlowsimBinary.run(["dot", "--render", "svg", "-o", output.path, Self.login])
    #expect(result.status == 0)
    #expect(result.stderr == "")
    let svg = try String(contentsOf: output, encoding: .utf8)
    #expect(svg.contains("<svg"))
    #expect(svg.contains("<title>SignIn</title>"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["login.svg"])
  }

  /// `-o login.png` without --render had written DOT text into login.png: a file
  /// named as an image is drawn as one, exactly as --render would.
  @Test(.enabled(if: CLIGolden.dotInstalled, "Graphviz's dot is not installed"))
  func anImageFileNameDrawsInItsFormat() throws {
    let directory = try CLIGolden.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    for (name, format) in [("login.png", "png"), ("login.SVG", "svg")] {
      let output = directory.appendingPathComponent(name)
      let result = try FlowsimBinary.run(["dot", "-o", output.path, Self.login])
      #expect(result.status == 0)
      #expect(result.stdout == "")
      #expect(result.stderr == "")
      let rendered = try FlowsimBinary.run(["dot", "--render", format, "-o", "-", Self.login])
      #expect(try Data(contentsOf: output) == rendered.output)
    }
    let png = try Data(contentsOf: directory.appendingPathComponent("login.png"))
    #expect(png.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == [
        "login.SVG", "login.png",
      ])
  }

  /// An image format flowsim does not draw is refused, and nothing is written.
  @Test func anImageFileNameFlowsimDoesNotDrawIsRefused() throws {
    let directory = try CLIGolden.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let output = directory.appendingPathComponent("login.pdf").path
    let result = try FlowsimBinary.run(["dot", "-o", output, Self.login])
    #expect(result.status == 2)
    // A flow named like an option comes after '--', as it was given.
    let dashed = try FlowsimBinary.run(["dot", "-o", output, "--", "-x.flow"])
    #expect(
      dashed.stderr
        == "flowsim dot: error: cannot draw '\(output)': flowsim draws svg or png; for pdf, run: flowsim dot -- -x.flow | dot -Tpdf -o \(output)\nsee 'flowsim help dot'\n"
    )
    // The command given keeps the graph's options and quotes what a shell would split.
    let spaced = directory.appendingPathComponent("my states.pdf").path
    let states = try FlowsimBinary.run(
      ["dot", "--states", "--max-states", "50", "-o", spaced, Self.login])
    #expect(
      states.stderr
        == "flowsim dot: error: cannot draw '\(spaced)': flowsim draws svg or png; for pdf, run: flowsim dot --states --max-states 50 \(Self.login) | dot -Tpdf -o '\(spaced)'\nsee 'flowsim help dot'\n"
    )
    #expect(
      result.stderr
        == "flowsim dot: error: cannot draw '\(output)': flowsim draws svg or png; for pdf, run: flowsim dot \(Self.login) | dot -Tpdf -o \(output)\nsee 'flowsim help dot'\n"
    )
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == [])
  }

  /// Drawing a file named as an image needs Graphviz; without it nothing is written.
  @Test func anImageFileNameWithoutGraphvizWritesNothing() throws {
    let directory = try CLIGolden.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let output = directory.appendingPathComponent("login.png").path
    let result = try FlowsimBinary.run(
      ["dot", "-o", output, Self.login], environment: ["PATH": directory.path])
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "flowsim dot: error: -o '\(output)' asks for a PNG drawing, but Graphviz's 'dot' is not installed (not found on PATH); install it with 'apt-get install graphviz' (Debian, Ubuntu) or 'brew install graphviz' (macOS), or write DOT text to a .dot file\n"
    )
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == [])
  }

  @Test func saysHowToInstallGraphvizWhenItIsMissing() throws {
    let directory = try CLIGolden.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let output = directory.appendingPathComponent("login.svg")
    let result = try FlowsimBinary.run(
      ["dot", "--render", "svg", "-o", output.path, Self.login],
      environment: ["PATH": directory.path])
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "flowsim dot: error: Graphviz's 'dot' is not installed (not found on PATH); install it with 'apt-get install graphviz' (Debian, Ubuntu) or 'brew install graphviz' (macOS)\n"
    )
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == [])
  }

  @Test func usageErrors() throws {
    let format = try FlowsimBinary.run(["dot", "--render", "pdf", Self.login])
    #expect(format.status == 2)
    #expect(
      format.stderr
        == "flowsim dot: error: unknown render format 'pdf'; use svg or png\nsee 'flowsim help dot'\n"
    )
    let both = try FlowsimBinary.run(["dot", "--detail", "--states", Self.login])
    #expect(both.status == 2)
    #expect(
      both.stderr
        == "flowsim dot: error: --detail labels the screen graph; --states draws configurations\nsee 'flowsim help dot'\n"
    )
    let missing = try FlowsimBinary.run(["dot", "no/such.flow"])
    #expect(missing.status == 2)
    #expect(missing.stderr == "flowsim dot: error: cannot read 'no/such.flow': no such file\n")
    let none = try FlowsimBinary.run(["dot"])
    #expect(none.status == 2)
    let folder = try FlowsimBinary.run(["dot", "-o", "no/such/folder/x.dot", Self.login])
    #expect(folder.status == 2)
    #expect(
      folder.stderr
        == "flowsim dot: error: cannot write 'no/such/folder/x.dot': no such folder 'no/such/folder'\n"
    )
  }

  @Test func aFlowThatDoesNotLoadIsReported() throws {
    let result = try FlowsimBinary.run(["dot", "flows/broken/dropbox_modals.flow"])
    #expect(result.status == 1)
    #expect(result.stdout == "")
    #expect(result.stderr.contains("flows/broken/dropbox_modals.flow:"))
    #expect(
      result.stderr.hasSuffix(
        "flowsim dot: 'flows/broken/dropbox_modals.flow' does not load; nothing written\n"))
  }
}

/// Goldens of the command-line tests, in `Goldens/` beside them.
enum CLIGolden {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Goldens")

  static func check(
    _ actual: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    if let failure = Golden.check(actual, against: folder.appendingPathComponent(name)) {
      Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
    }
  }

  /// A new empty directory for one test.
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "flowsim-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  static let dotInstalled: Bool = {
    let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
    return directories.contains { FileManager.default.isExecutableFile(atPath: "\($0)/dot") }
  }()
}
