import FlowSim
import Foundation

/// `flowsim walk`: a scenario, or a saved session script, as a walkthrough transcript.
enum WalkCommand: Subcommand {
  static let name = "walk"
  static let abstract = "Narrate a scenario or a session script as a walkthrough"
  static let spec = Arguments.Spec(
    flags: ["all"], options: ["scenario", "script", "format", "output"],
    aliases: ["-s": "--scenario", "-f": "--format", "-o": "--output"])
  static let help = """
    USAGE: flowsim walk (--scenario NAME | --all | --script FILE) [--format markdown|text]
                        [-o FILE] <file>

    Runs a scenario of the flow (or a script of steps) from the start and prints it as
    a walkthrough a tester can follow on a device: each step names the screen, what to
    do and its kind, what changed, and the stacks, tabs and modals after it. A failing
    step is marked and ends the walkthrough. With --all, every scenario of the flow, in
    the order they are declared, one after another.

    A script is a plain list of scenario steps, one a line, as the interactive stepper
    saves a session:  tap "Sign in" -> valid  /  back  /  tab "Files"  /  expect Files

    OPTIONS:
      --scenario NAME       The scenario to narrate
      --all                 Narrate every scenario
      --script FILE         A file of steps to replay instead
      --format FORMAT       markdown (default) or text
      -o, --output FILE     Write to FILE (atomically) instead of standard output

    EXIT STATUS:
      0  every step worked and every expectation held
      1  a step failed, or the flow or the script does not load
      2  a usage error, an unknown scenario, an unreadable file, or FILE cannot be
         written

    EXAMPLES:
      flowsim walk --scenario "User can follow the sign in flow" flows/dropbox.flow
      flowsim walk --all -o dropbox-scenarios.md flows/dropbox.flow
      flowsim walk --script session.txt --format text flows/dropbox.flow

    """

  static func run(_ arguments: Arguments) throws(UsageError) -> Int32 {
    let format = try RenderSupport.transcriptFormat(arguments)
    guard arguments.positional.count == 1 else {
      throw UsageError("name one flow file, e.g. 'flowsim walk --scenario NAME flows/dropbox.flow'")
    }
    let scenarioName = arguments.value("scenario")
    let scriptPath = arguments.value("script")
    let all = arguments.flag("all")
    guard [scenarioName != nil, scriptPath != nil, all].filter({ $0 }).count == 1 else {
      throw UsageError("give one of --scenario NAME, --all or --script FILE")
    }
    let path = arguments.positional[0]
    let loaded: FlowLoader.Result
    switch RenderSupport.loadResult(path, command: name, loader: arguments.loader) {
    case .success(let result): loaded = result
    case .failure(let status): return status.code
    }
    let flow = loaded.flow!
    if all { return try walkAll(flow, path: path, format: format, arguments) }
    let scenario: Scenario
    if let scenarioName {
      guard let found = flow.scenarios.first(where: { $0.name == scenarioName }) else {
        let names = flow.scenarios.map(\.name)
        guard !names.isEmpty else {
          throw UsageError("no scenario named \"\(scenarioName)\" in '\(path)'; it has none")
        }
        throw UsageError(Suggestions.noScenario(named: scenarioName, among: names, in: path))
      }
      scenario = found
    } else {
      guard let scriptPath, let bytes = FileReading.readFile(scriptPath) else {
        Terminal.err(
          "flowsim walk: error: cannot read '\(scriptPath ?? "")': \(FileReading.whyUnreadable(scriptPath ?? ""))\n"
        )
        return ExitCode.usage
      }
      let script = SessionScript.load(SourceFile(path: scriptPath, bytes: bytes), flow: loaded)
      let printer = DiagnosticPrinter(colors: Terminal.errorColors)
      for diagnostic in script.diagnostics.limitedForDisplay() {
        Terminal.err(printer.render(diagnostic))
      }
      guard let steps = script.scenario else {
        Terminal.err("flowsim walk: '\(scriptPath)' does not load; nothing replayed\n")
        return ExitCode.findings
      }
      scenario = steps
    }
    let simulator = Simulator(flow: flow)
    let run = ScenarioRunner(simulator: simulator).run(scenario)
    // A script is the user's own session, not a scenario of the flow: named by its file.
    let title = scriptPath.map { "Session \"\(PathText.name(of: $0))\"" }
    let transcript = TranscriptDocuments(flow: flow).scenario(run, title: title)
    let written = RenderSupport.emit(
      format.render(transcript), arguments, command: name, reading: flow.files)
    guard written == ExitCode.success else { return written }
    return report(run)
  }

  /// Every scenario of the flow, narrated one after another.
  private static func walkAll(
    _ flow: Flow, path: String, format: RenderSupport.TranscriptFormat, _ arguments: Arguments
  ) throws(UsageError) -> Int32 {
    guard !flow.scenarios.isEmpty else {
      throw UsageError("'\(path)' has no scenarios to walk")
    }
    let simulator = Simulator(flow: flow)
    let runs = flow.scenarios.map { ScenarioRunner(simulator: simulator).run($0) }
    let documents = TranscriptDocuments(flow: flow)
    let text = runs.map { format.render(documents.scenario($0)) }.joined(separator: "\n")
    let written = RenderSupport.emit(text, arguments, command: name, reading: flow.files)
    guard written == ExitCode.success else { return written }
    return runs.map(report).max() ?? ExitCode.success
  }

  /// Says where a failed run failed, on standard error; its exit status.
  private static func report(_ run: ScenarioRunner.Run) -> Int32 {
    guard let failure = run.failure else { return ExitCode.success }
    let location = run.scenario.steps[failure.step].range.location
    Terminal.err("flowsim walk: \(location): step \(failure.step + 1) failed: \(failure.message)\n")
    return ExitCode.findings
  }
}
