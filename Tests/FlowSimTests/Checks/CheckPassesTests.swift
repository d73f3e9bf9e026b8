import Foundation
import Testing

@testable import FlowSim

/// The checks' passes on a second thread (`CheckPasses`, `--threads 2`) find exactly
/// what they find on one: the same findings, walkthroughs and order, text and JSON,
/// on every check example, bundled flow and test flow.
@Suite struct CheckPassesTests {
  static func output(_ name: String, _ flow: Flow, threads: Int) -> (String, Int) {
    var options = Explorer.Options(maxStates: 200_000)
    options.threads = threads
    let report = Checker(options: options, leavesOutUnread: true).check(flow)
    let check = FlowCheck(path: name, findings: report.findings, report: report)
    return (CheckOutput.text([check]) + CheckOutput.json([check]), report.findings.count)
  }

  @Test func twoThreadsFindWhatOneFinds() {
    var findings = 0
    for (name, flow) in LeftOutVariablesTests.flows() {
      let one = Self.output(name, flow, threads: 1)
      let two = Self.output(name, flow, threads: 2)
      #expect(one.0 == two.0, "\(name)")
      findings += one.1
    }
    // Not vacuous: the flows have findings of both threads' checks.
    #expect(findings > 100, "\(findings)")
  }
}
