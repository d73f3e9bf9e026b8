/// Loading a flow and running its scenarios: what `flowsim test` does per file.
public struct FlowTest: Sendable {
  public var path: String
  /// Diagnostics from loading (the flow did not load when any is an error).
  public var diagnostics: [Diagnostic]
  public var flow: Flow?
  public var runs: [ScenarioRunner.Run]

  public var failures: [ScenarioRunner.Run] { runs.filter { !$0.passed } }
  /// Whether the entry file could not be read at all (a usage error, exit 2).
  public var isUnreadable: Bool { diagnostics.contains { $0.id == FlowLoader.unreadableID } }

  /// Loads the flow at `path` and runs its scenarios (those named `only`, if given).
  public static func run(path: String, only: String? = nil, loader: FlowLoader = FlowLoader())
    -> FlowTest
  {
    let loaded = loader.load(path: path)
    guard let flow = loaded.flow else {
      return FlowTest(path: path, diagnostics: loaded.diagnostics, flow: nil, runs: [])
    }
    let runner = ScenarioRunner(simulator: Simulator(flow: flow))
    let runs = flow.scenarios.filter { only == nil || $0.name == only }.map(runner.run)
    return FlowTest(path: path, diagnostics: loaded.diagnostics, flow: flow, runs: runs)
  }

  /// A failed run as a diagnostic at the failing step.
  public static func diagnostic(_ run: ScenarioRunner.Run) -> Diagnostic? {
    guard let failure = run.failure else { return nil }
    let step = run.scenario.steps[failure.step]
    return .error(
      .scenarioFailed,
      "scenario \"\(run.scenario.name)\" failed at step \(failure.step + 1): \(failure.message)",
      at: step.range, notes: failure.notes.map { Note($0) })
  }
}
