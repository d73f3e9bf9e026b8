import Testing

@testable import FlowSim

/// `flowsim check`'s text: each flow's findings, then its summary, so a finding never
/// sits above another flow's summary; and why --strict fails a run with only warnings.
@Suite struct CheckOutputTextTests {
  static func check(_ text: String, path: String) throws -> FlowCheck {
    let flow = try #require(loadFlow(text, path: path))
    let report = Checker().check(flow)
    return FlowCheck(path: path, findings: report.findings, report: report)
  }

  static let warned =
    "start A\nscreen A terminal { tap \"Never\" when x -> set x = true }\nvar x: bool = false\n"
  static let clean = "start A\nscreen A terminal\n"

  @Test func eachFlowsSummaryFollowsItsFindings() throws {
    let text = CheckOutput.text([
      try Self.check(Self.warned, path: "a.flow"), try Self.check(Self.warned, path: "b.flow"),
    ])
    let lines = text.split(separator: "\n").map(String.init)
    let findingA = try #require(lines.firstIndex { $0.hasPrefix("a.flow:2:") })
    let summaryA = try #require(lines.firstIndex { $0.hasPrefix("a.flow: ") })
    let findingB = try #require(lines.firstIndex { $0.hasPrefix("b.flow:2:") })
    let summaryB = try #require(lines.firstIndex { $0.hasPrefix("b.flow: ") })
    #expect(findingA < summaryA && summaryA < findingB && findingB < summaryB)
    #expect(lines.last == "checked 2 flows: 0 errors, 2 warnings")
  }

  @Test func strictSaysWhyWarningsFail() throws {
    let one = CheckOutput.text([try Self.check(Self.warned, path: "a.flow")], strict: true)
    #expect(
      one.hasSuffix(
        "a.flow: 1 configuration, 0 transitions explored; 0 errors, 1 warning (warnings are errors under --strict)\n"
      ))
    let two = CheckOutput.text(
      [try Self.check(Self.warned, path: "a.flow"), try Self.check(Self.clean, path: "b.flow")],
      strict: true)
    #expect(
      two.hasSuffix("checked 2 flows: 0 errors, 1 warning (warnings are errors under --strict)\n"))
    #expect(!CheckOutput.text([try Self.check(Self.warned, path: "a.flow")]).contains("--strict"))
  }
}
