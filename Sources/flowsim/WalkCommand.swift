import FlowSim
import Foundation

/// `flowsim walk`: a scenario, or a saved session script, as a walkthrough transcript.
enum WalkCommand: Subcommand {
  static let name = "walk"
  static let abstract = "Narrate a scenario or a session script as a walkthrough"
  static let spec = Arguments.Spec(
    flags: [], options: ["scenario", "script", "format"],
    aliases: ["-s": "--scenario", "-f": "--format"])
  static let help = """
    USAGE: flowsim walk (--scenario NAME | --script FILE) [--format markdown|text] <file>

    Runs a scenario of the flow (or a script of steps) from the start and prints it as
    a walkthrough a tester can follow on a device: each step names the screen, what to
    do and its kind, what changed, and the stacks, tabs and modals after it. A failing
    step is marked and ends the walkthrough.

    A script is a plain list of scenario steps, one a line, as the interactive stepper
    saves a session:  tap "Sign in" -> valid  /  back  /  tab "Files"  /  expect Files

    OPTIONS:
      --scenario NAME       The scenario to narrate
      --script FILE         A file of steps to replay instead
      --format FORMAT       markdown (default) or text

    EXIT STATUS:
      0  every step worked and every expectation held
      1  a step failed, or the flow or the script does not load
      2  a usage error, an unknown scenario or an unreadable file

    EXAMPLES:
      flowsim walk --scenario "User can follow the sign in flow" flows/dropbox.flow
      flowsim walk --script session.txt --format text flows/dropbox.flow

    """

  static func run(_ arguments: Arguments) throws(UsageError) -> Int32 {
    let format = try RenderSupport.transcriptFormat(arguments)
    guard arguments.positional.count == 1 else {
      throw UsageError("name one flow file, e.g. 'flowsim walk --scenario NAME flows/dropbox.flow'")
    }
    let scenarioName = arguments.value("scenario")
    let scriptPath = arguments.value("script")
    guard (scenarioName == nil) != (scriptPath == nil) else {
      throw UsageError("give either --scenario NAME or --script FILE")
    }
    let path = arguments.positional[0]
    let loaded: FlowLoader.Result
    switch RenderSupport.loadResult(path, command: name) {
    case .success(let result): loaded = result
    case .failure(let status): return status.code
    }
    let flow = loaded.flow!
    let scenario: Scenario
    if let scenarioName {
      guard let found = flow.scenarios.first(where: { $0.name == scenarioName }) else {
        let names = flow.scenarios.map { "\"\($0.name)\"" }
        let known = names.isEmpty ? "it has none" : "it has " + names.joined(separator: ", ")
        throw UsageError("no scenario named \"\(scenarioName)\" in '\(path)'; \(known)")
      }
      scenario = found
    } else {
      guard let scriptPath, let bytes = FlowLoader.readFile(scriptPath) else {
        Terminal.err(
          "flowsim walk: error: cannot read '\(scriptPath ?? "")': \(FlowLoader.whyUnreadable(scriptPath ?? ""))\n"
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
    let transcript = TranscriptDocuments(simulator: simulator).scenario(run)
    Terminal.out(format.render(transcript))
    guard let failure = run.failure else { return ExitCode.success }
    let location = scenario.steps[failure.step].range.location
    Terminal.err("flowsim walk: \(location): step \(failure.step + 1) failed: \(failure.message)\n")
    return ExitCode.findings
  }
}
