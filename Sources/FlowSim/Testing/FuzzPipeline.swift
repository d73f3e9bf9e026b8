/// Runs one fuzz input through everything flowsim does with a flow — parse, load and
/// resolve, check (with a small exploration bound), render every output (text, JSON,
/// GitHub, SARIF), diff against the corpus flow it came from, run the scenarios,
/// format — and reports every broken promise it can see from outside.
///
/// A crash cannot be reported (it ends the process: that is the failure the caller
/// watches for), and a hang is for the caller to time. What it reports: a diagnostic
/// with no location (other than the file-level ones in `locationless`), formatted
/// text that does not parse to the same tree, formatting that is not idempotent or
/// loses a comment.
public struct FuzzPipeline: Sendable {
  /// The exploration bound for checking (small: the fuzzer wants many cases a second).
  public var maxStates: Int

  /// Diagnostics about a whole file, which have no place in it.
  public static let locationless: Set<String> = ["unreadable-file", "file-too-large"]

  /// The path the input is loaded as (an `include` of it is a cycle).
  public static let path = "fuzz.flow"

  public init(maxStates: Int = 5_000) {
    self.maxStates = maxStates
  }

  /// Runs `input` through the pipeline; returns the problems found (empty when none).
  public func run(_ input: FuzzCase) -> [String] {
    if input.isStoryboard { return importing(input.bytes) }
    var problems: [String] = []
    let file = SourceFile(path: Self.path, bytes: input.bytes)
    let (tree, parseDiagnostics) = FlowParser.parse(file)
    problems += unlocated(parseDiagnostics, stage: "parse")
    let bytes = input.bytes
    let loader = FlowLoader(read: { $0 == Self.path ? bytes : nil })
    let check = FlowCheck.run(
      path: Self.path, loader: loader, checker: Checker(options: .init(maxStates: maxStates)))
    problems += unlocated(
      check.findings.filter { $0.walkthrough == nil }.map(\.diagnostic), stage: "load")
    for output in Self.renderings { _ = output([check]) }
    if let report = check.report, let base = input.base { diff(base, against: report) }
    if let flow = check.flow {
      let runner = ScenarioRunner(simulator: Simulator(flow: flow))
      let test = FlowTest(
        path: Self.path, diagnostics: [], flow: flow, runs: flow.scenarios.map(runner.run))
      _ = TestOutput.text([test])
    }
    if !parseDiagnostics.hasErrors { problems += formatting(file, tree: tree) }
    return problems
  }

  /// The importer's promises: diagnostics with locations, and flow text that loads
  /// (what the importer cannot map is a warning, never a broken flow); then the
  /// imported flow goes through the whole pipeline.
  public func importing(_ bytes: [UInt8]) -> [String] {
    let file = SourceFile(path: "fuzz.storyboard", bytes: bytes)
    let imported = StoryboardImporter().importStoryboards([file])
    var problems = unlocated(imported.diagnostics, stage: "import")
    guard !imported.flowText.isEmpty else { return problems }
    let text = Array(imported.flowText.utf8)
    let loaded = FlowLoader(read: { $0 == Self.path ? text : nil }).load(path: Self.path)
    if let error = loaded.diagnostics.first(where: { $0.severity == .error }) {
      problems.append("import: the imported flow does not load: [\(error.id)] \(error.message)")
    }
    return problems + run(FuzzCase(strategy: "imported", bytes: text))
  }

  /// Every renderer of check results, so the fuzzer exercises each one.
  public static let renderings: [@Sendable ([FlowCheck]) -> String] = [
    { CheckOutput.text($0) }, { CheckOutput.text($0, colors: true, strict: true) },
    { CheckOutput.json($0) }, { CheckOutput.github($0) },
    {
      let tool = SarifOutput.Tool(version: "fuzz")
      return SarifOutput.sarif($0, tool: tool, workingDirectory: "/")
    },
  ]

  /// `flowsim diff` between the corpus flow a case started from and the case.
  private func diff(_ base: [UInt8], against report: Checker.Report) {
    let loaded = FlowLoader(read: { $0 == "base.flow" ? base : nil }).load(path: "base.flow")
    guard let flow = loaded.flow else { return }
    let diff = FlowDiff(old: Checker(options: .init(maxStates: maxStates)).check(flow), new: report)
    _ = DiffOutput.markdown(diff, old: "base.flow", new: Self.path)
    _ = DiffOutput.json(diff, old: "base.flow", new: Self.path)
  }

  private func unlocated(_ diagnostics: [Diagnostic], stage: String) -> [String] {
    diagnostics.filter { $0.range == nil && !Self.locationless.contains($0.id) }.map {
      "\(stage): diagnostic without a location: [\($0.id)] \($0.message)"
    }
  }

  /// The formatter's promises on this input (see `FlowFormatter`).
  public func formatting(_ file: SourceFile, tree original: SyntaxTree) -> [String] {
    let text = FlowFormatter.layout(file)
    let formatted = SourceFile(path: file.path, bytes: Array(text.utf8))
    let (tree, diagnostics) = FlowParser.parse(formatted)
    if diagnostics.hasErrors {
      let first = diagnostics.first { $0.severity == .error }
      return [
        "fmt: the formatted text does not parse: \(first.map { "[\($0.id)] \($0.message)" } ?? "")"
      ]
    }
    var problems: [String] = []
    if SyntaxDump.dump(tree) != SyntaxDump.dump(original) {
      problems.append("fmt: the formatted text parses to a different tree")
    }
    if FlowFormatter.layout(formatted) != text {
      problems.append("fmt: formatting is not idempotent")
    }
    if Self.comments(file) != Self.comments(formatted) {
      problems.append("fmt: comments changed")
    }
    return problems
  }

  /// The comments of a file, trailing spaces trimmed, in order.
  static func comments(_ file: SourceFile) -> [String] {
    Lexer.tokenize(file, keepComments: true).tokens.compactMap { token in
      guard case .comment = token.kind else { return nil }
      return FormatterSpacing.commentText(token, in: file)
    }
  }
}
