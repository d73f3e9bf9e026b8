/// A session script: a plain list of scenario steps, one a line (`tap "Sign in" ->
/// valid`, `back`, `tab "Files"`, `expect Files`), as the interactive stepper saves a
/// session and `flowsim walk --script` replays it.
///
/// The script is parsed as steps (`FlowParser.parseSteps`) and resolved as a scenario
/// together with the flow's own files, so a script means exactly what the same steps
/// mean in a scenario. Diagnostics point into the script file itself, and the
/// scenario is placed at its first step.
public enum SessionScript {
  /// The scenario a script becomes, or the diagnostics that stop it.
  public struct Loaded: Sendable {
    /// Nil when any diagnostic is an error.
    public var scenario: Scenario?
    public var diagnostics: [Diagnostic]
  }

  /// Reads `script` as steps of the flow that `loaded` holds (which must have loaded).
  public static func load(_ script: SourceFile, flow loaded: FlowLoader.Result) -> Loaded {
    if let tooLarge = FlowLoader.tooLarge(script) {
      return Loaded(scenario: nil, diagnostics: [tooLarge])
    }
    let (tokens, _) = Lexer.tokenize(script)
    if let brace = tokens.first(where: {
      $0.punctuation == .leftBrace || $0.punctuation == .rightBrace
    }) {
      return Loaded(
        scenario: nil,
        diagnostics: [
          .error(
            .scriptNotSteps,
            "a script holds steps only, one a line; '\(script.text(in: brace.range))' cannot appear in it",
            at: brace.range)
        ])
    }
    let taken = Set(loaded.flow?.scenarios.map(\.name) ?? [])
    var name = "session"
    var number = 2
    while taken.contains(name) {
      name = "session \(number)"
      number += 1
    }
    let (steps, parsed) = FlowParser.parseSteps(script)
    var diagnostics = parsed
    var scenario: Scenario?
    if !parsed.hasErrors {
      let place = steps.first?.range ?? SourceRange(file: script, start: 0, end: 0)
      let decl = ScenarioDecl(
        name: StringLiteral(name, range: place), steps: steps, keyword: place)
      let tree = SyntaxTree(file: script, declarations: [.scenario(decl)])
      let (flow, resolved) = Resolver.resolve(loaded.trees + [tree])
      diagnostics += resolved.filter { $0.range?.file == script }
      scenario = flow?.scenarios.last
    }
    return Loaded(
      scenario: diagnostics.hasErrors ? nil : scenario, diagnostics: diagnostics.sortedForDisplay())
  }
}
