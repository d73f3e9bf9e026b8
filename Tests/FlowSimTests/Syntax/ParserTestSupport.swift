@testable import FlowSim

/// Helpers shared by the syntax tests.
enum ParserTestSupport {
  /// Parses `text` as `t.flow`.
  static func parse(_ text: String) -> (tree: SyntaxTree, diagnostics: [Diagnostic]) {
    FlowParser.parse(SourceFile(path: "t.flow", text: text))
  }

  /// The dump of a text that must parse without diagnostics (else the rendered
  /// diagnostics, so a failing test shows them).
  static func dump(_ text: String) -> String {
    let (tree, diagnostics) = parse(text)
    guard diagnostics.isEmpty else { return rendered(diagnostics) }
    return SyntaxDump.dump(tree)
  }

  /// All diagnostics of `text`, rendered as `flowsim` prints them.
  static func diagnose(_ text: String) -> String {
    rendered(parse(text).diagnostics)
  }

  static func rendered(_ diagnostics: [Diagnostic]) -> String {
    let printer = DiagnosticPrinter()
    return diagnostics.map { printer.render($0) }.joined()
  }
}
