/// A session script: a plain list of scenario steps, one a line (`tap "Sign in" ->
/// valid`, `back`, `tab "Files"`, `expect Files`), as the interactive stepper saves a
/// session and `flowsim walk --script` replays it.
///
/// The script is wrapped as `scenario "session" { … }` and goes through the real
/// parser and resolver together with the flow's own files, so a script means exactly
/// what the same steps mean in a scenario. Diagnostics point into the script file
/// itself (its own lines and columns).
public enum SessionScript {
  /// The scenario a script becomes, or the diagnostics that stop it.
  public struct Loaded: Sendable {
    /// Nil when any diagnostic is an error.
    public var scenario: Scenario?
    public var diagnostics: [Diagnostic]
  }

  /// Reads `script` as steps of the flow that `loaded` holds (which must have loaded).
  public static func load(_ script: SourceFile, flow loaded: FlowLoader.Result) -> Loaded {
    let (tokens, _) = Lexer.tokenize(script)
    if let brace = tokens.first(where: {
      $0.punctuation == .leftBrace || $0.punctuation == .rightBrace
    }) {
      return Loaded(
        scenario: nil,
        diagnostics: [
          .error(
            "script-not-steps",
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
    let prefix = Array("scenario \"\(name)\" {\n".utf8)
    let wrapper = SourceFile(path: script.path, bytes: prefix + script.bytes + Array("\n}\n".utf8))
    let mapper = Mapper(wrapper: wrapper, script: script, shift: prefix.count)
    let (tree, parsed) = FlowParser.parse(wrapper)
    var diagnostics = parsed
    var scenario: Scenario?
    if !parsed.hasErrors {
      let (flow, resolved) = Resolver.resolve(loaded.trees + [tree])
      diagnostics += resolved.filter { $0.range?.file == wrapper }
      scenario = flow?.scenarios.last.map(mapper.map)
    }
    diagnostics = diagnostics.map(mapper.map)
    return Loaded(
      scenario: diagnostics.hasErrors ? nil : scenario, diagnostics: diagnostics.sortedForDisplay())
  }

  /// Moves ranges in the wrapper back into the script.
  struct Mapper {
    let wrapper: SourceFile
    let script: SourceFile
    let shift: Int

    func map(_ range: SourceRange) -> SourceRange {
      guard range.file == wrapper else { return range }
      func clamp(_ offset: Int) -> Int { max(0, min(script.bytes.count, offset - shift)) }
      return SourceRange(file: script, start: clamp(range.start), end: clamp(range.end))
    }

    func map(_ diagnostic: Diagnostic) -> Diagnostic {
      var mapped = diagnostic
      mapped.range = diagnostic.range.map(map)
      mapped.notes = diagnostic.notes.map { Note($0.message, at: $0.range.map(map)) }
      mapped.fixIts = diagnostic.fixIts.map {
        FixIt($0.message, replacing: map($0.range), with: $0.replacement)
      }
      return mapped
    }

    func map(_ scenario: Scenario) -> Scenario {
      var mapped = scenario
      mapped.range = map(scenario.range)
      mapped.steps = scenario.steps.map { Scenario.Step(kind: $0.kind, range: map($0.range)) }
      return mapped
    }
  }
}
