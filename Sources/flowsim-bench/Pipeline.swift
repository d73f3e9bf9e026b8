import FlowSim

// The only file that calls the engine's API: adapt it here when that API changes.

/// What one pass through the pipeline measured. Times are in seconds; a stage that did
/// not run (not asked for, or stopped by an earlier error) leaves its fields nil.
struct PipelineRun {
  var seconds: [Stage: Double] = [:]
  /// Reachable configurations stored by the explorer.
  var states: Int?
  /// Transitions explored, counted with multiplicity.
  var transitions: Int?
  /// The explorer's own accounting of memory per stored state, in bytes.
  var bytesPerState: Double?
  /// False when `maxStates` stopped the exploration early.
  var complete: Bool?
  /// Diagnostics from parsing and resolving, then findings of the checks.
  var diagnostics: [Diagnostic] = []
  var findings: [Diagnostic] = []
}

/// One flow through parse, resolve, explore and check, each stage timed apart.
enum Pipeline {
  /// Runs `source` through the stages asked for, timing each separately.
  static func run(
    _ source: SourceFile, stages: Set<Stage>, threads: Int, maxStates: Int?,
    tableSlots: Int?
  ) -> PipelineRun {
    var run = PipelineRun()
    let (tree, parseDiagnostics) = timed(.parse, &run) { FlowParser.parse(source) }
    run.diagnostics += parseDiagnostics
    guard stages.contains(.resolve), !parseDiagnostics.hasErrors else { return run }

    let (resolved, resolveDiagnostics) = timed(.resolve, &run) { FlowResolver.resolve([tree]) }
    run.diagnostics += resolveDiagnostics
    guard stages.contains(.explore), let flow = resolved, !resolveDiagnostics.hasErrors else {
      return run
    }

    var options = Explorer.Options(
      maxStates: maxStates ?? Int.max, recordEdges: stages.contains(.check))
    options.threads = threads
    // A table of `tableSlots` slots holds this many before it grows.
    options.expectedStates = tableSlots.map { Int(Double($0) * Explorer.maximumLoad) } ?? 1 << 16
    let result = timed(.explore, &run) { Explorer(flow: flow, options: options).explore() }
    run.states = result.count
    run.transitions = result.transitionCount
    run.bytesPerState = result.bytesPerState
    run.complete = result.isComplete
    guard stages.contains(.check) else { return run }

    run.findings = timed(.check, &run) {
      Checker().check(flow, space: result).findings.map(\.diagnostic)
    }
    return run
  }

  private static func timed<T>(_ stage: Stage, _ run: inout PipelineRun, _ body: () -> T) -> T {
    let clock = ContinuousClock()
    let start = clock.now
    let value = body()
    run.seconds[stage] = (clock.now - start).seconds
    return value
  }
}

extension Duration {
  /// The duration in seconds.
  var seconds: Double {
    let parts = components
    return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
  }
}
