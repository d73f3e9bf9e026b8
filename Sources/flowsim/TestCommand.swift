import FlowSim

/// `flowsim test`: run the flows' scenarios.
enum TestCommand: Subcommand {
  static let name = "test"
  static let abstract = "Run the flows' scenarios and report failed expectations"
  static let spec = Arguments.Spec(flags: [], options: ["scenario"], aliases: ["-s": "--scenario"])
  static let help = """
    USAGE: flowsim test [--scenario NAME] <file-or-folder>…

    Runs every scenario of each flow from the start, step by step. A step that is not
    available, or an expectation that does not hold, fails the scenario at that step.
    A folder means the *.flow files directly in it; a *.flow symbolic link there
    whose target is missing is an unreadable path.

    OPTIONS:
      --scenario NAME       Run only the scenario with this name

    EXIT STATUS:
      0  every scenario passed
      1  a scenario failed, or a flow does not load
      2  a usage error, an unknown scenario or an unreadable path

    EXAMPLES:
      flowsim test flows
      flowsim test --scenario "User can follow the sign in flow" flows/dropbox.flow

    """

  static func run(_ arguments: Arguments) throws(UsageError) -> Int32 {
    guard !arguments.positional.isEmpty else {
      throw UsageError("name at least one flow file or folder, e.g. 'flowsim test flows'")
    }
    guard let inputs = RenderSupport.flowInputs(arguments, command: name) else {
      return ExitCode.usage
    }
    let only = arguments.value("scenario")
    let tests = inputs.entries.map { FlowTest.run(path: $0, only: only, loader: arguments.loader) }
    if let only, !tests.contains(where: { $0.runs.contains { $0.scenario.name == only } }) {
      let names = tests.flatMap { $0.flow?.scenarios.map(\.name) ?? [] }
      throw UsageError(Suggestions.noScenario(named: only, among: names))
    }
    Terminal.out(TestOutput.text(tests, colors: Terminal.colors))
    if !inputs.unreadable.isEmpty || tests.contains(where: \.isUnreadable) {
      return ExitCode.usage
    }
    let failed = tests.contains { $0.flow == nil || !$0.failures.isEmpty }
    return failed ? ExitCode.findings : ExitCode.success
  }
}
