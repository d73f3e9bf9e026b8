import Foundation
import Testing

@testable import FlowSim

/// Loads flow text for a test, failing the test with the diagnostics if it does not load.
func loadFlow(
  _ text: String, path: String = "test.flow",
  sourceLocation: Testing.SourceLocation = #_sourceLocation
)
  -> Flow?
{
  let result = FlowLoader().load(SourceFile(path: path, text: text))
  if result.flow == nil {
    let printed = result.diagnostics.map { DiagnosticPrinter().render($0) }.joined()
    Issue.record("flow did not load:\n\(printed)", sourceLocation: sourceLocation)
  }
  return result.flow
}

/// The diagnostics of loading flow text, rendered as a user sees them.
func renderedDiagnostics(_ text: String, path: String = "test.flow") -> String {
  FlowLoader().load(SourceFile(path: path, text: text)).diagnostics.map {
    DiagnosticPrinter().render($0)
  }.joined()
}

/// A tiny driver for semantic tests: take transitions by label and read breadcrumbs.
struct Driver {
  let flow: Flow
  let simulator: Simulator
  var current: Configuration

  init?(_ text: String) {
    guard let flow = loadFlow(text) else { return nil }
    self.flow = flow
    simulator = Simulator(flow: flow)
    current = simulator.initial
  }

  var crumb: String { Breadcrumb(flow: flow).describe(simulator.view(current)) }

  /// Labels of the transitions that lead somewhere here, in order.
  var offered: [String] {
    simulator.options(current).compactMap { $0.target == nil ? nil : flow.label(of: $0.transition) }
  }

  /// Takes the transition labelled `label`; records an issue if it is not offered.
  @discardableResult
  mutating func take(_ label: String, sourceLocation: Testing.SourceLocation = #_sourceLocation)
    -> Bool
  {
    for option in simulator.options(current) where flow.label(of: option.transition) == label {
      if let target = option.target {
        current = target
        return true
      }
    }
    Issue.record(
      "'\(label)' is not offered at \(crumb); offered: \(offered)", sourceLocation: sourceLocation)
    return false
  }
}

/// Flows that property tests run over: every check's triggering and clean example and
/// the bundled flows, after any others a test adds.
enum TestFlows {
  /// `extra` (name, text) first, then the checks' examples, then the bundled flows;
  /// those that do not load are left out.
  static func checkExamplesAndBundled(plus extra: [(String, String)] = []) -> [(String, Flow)] {
    var texts = extra
    for check in Checker.checks {
      for rule in type(of: check).description.rules {
        texts.append(("\(rule.id) (clean)", rule.clean))
        texts.append(("\(rule.id) (triggering)", rule.triggering))
      }
    }
    var flows = texts.compactMap { name, text in
      FlowLoader().load(SourceFile(path: "\(name).flow", text: text)).flow.map { (name, $0) }
    }
    for path in FlowInputs.expand([PackagePaths.flows.path]).entries {
      if let flow = FlowLoader().load(path: path).flow { flows.append((path, flow)) }
    }
    return flows
  }
}

/// The numbered lines of the first scenario's walkthrough, in plain text (the steps
/// and checks, without the `Now:` lines), and whether it passed.
func scenarioLines(
  _ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws -> (lines: [String], passed: Bool) {
  let flow = try #require(loadFlow(text, sourceLocation: sourceLocation))
  let simulator = Simulator(flow: flow)
  let run = ScenarioRunner(simulator: simulator).run(
    try #require(flow.scenarios.first, sourceLocation: sourceLocation))
  let transcript = TranscriptDocuments(flow: simulator.flow).scenario(run).text()
  let lines = transcript.split(separator: "\n").map(String.init).filter {
    $0.first?.isNumber == true
  }
  return (lines, run.failure == nil)
}
