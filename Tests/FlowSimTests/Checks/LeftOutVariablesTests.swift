import Foundation
import Testing

@testable import FlowSim

/// Exploring without the variables nothing reads (issue 31, item 4) keeps every
/// check's answer: the same findings, with the same walkthroughs printed step by step
/// with every variable's real value, on every check example, bundled flow and test
/// flow. Only the configuration counts may differ, and the unused-variable warning's
/// wording for a variable left out.
@Suite struct LeftOutVariablesTests {
  /// Unread variables of every kind: toggled, counted within range, copied from
  /// other unread ones, set from a read one, and one whose `set` may overflow (kept).
  static let corners = """
    var online: bool = true
    var banner: bool = false
    var taps: 0...3 = 0
    var copy: 0...3 = 0
    var mode: list | grid = list
    var spill: 0...1 = 0
    start Main
    nav Main {
      screen Home {
        tap "Banner" -> set banner = not banner; set copy = taps
        tap "Tap" when taps < 3 -> set taps = taps + 1
        tap "Grid" -> set mode = grid; set taps = 0
        tap "Spill" -> set spill = spill + 1
        tap "Offline" when online -> set online = false; set banner = online; push Offline
        tap "Detail" -> push Detail
      }
      screen Offline { tap "Retry" -> set online = true; set copy = 2; back }
      screen Detail { tap "Up" -> unwind to Missing }
      screen Missing { }
    }
    assert never at Offline
    assert always reachable at Home
    """

  static func flows() -> [(String, Flow)] {
    var flows = TestFlows.checkExamplesAndBundled(plus: [("corners", corners)])
    let tests = PackagePaths.root.appendingPathComponent("Tests")
    let paths = FileManager.default.enumerator(atPath: tests.path)?.compactMap { $0 as? String }
    for path in (paths ?? []).filter({ $0.hasSuffix(".flow") }).sorted() {
      let full = tests.appendingPathComponent(path).path
      if let flow = FlowLoader().load(path: full).flow { flows.append((path, flow)) }
    }
    return flows
  }

  /// Text and JSON output of checking `flow`, with the counts of configurations (which
  /// legitimately differ) masked, and a left-out variable's warning worded as when kept.
  static func output(_ name: String, _ flow: Flow, leavingOut: Bool) -> (String, Checker.Report) {
    let checker = Checker(options: .init(maxStates: 200_000), leavesOutUnread: leavingOut)
    let report = checker.check(flow)
    let check = FlowCheck(path: name, findings: report.findings, report: report)
    var text = CheckOutput.text([check]) + CheckOutput.json([check])
    let masks: [(String, String)] = [
      (
        #"\d[\d,]* configurations?, \d[\d,]* transitions? explored( without \d+ variables? nothing reads)?"#,
        "N explored"
      ),
      (#""(configurations|transitionsExplored)": \d+"#, #""$1": N"#),
      (#"\n *"variablesLeftOut": \[[^\]]*\],"#, ""),
      (#"explored \d+ configurations?"#, "explored N configurations"),
      (#"\d+ signed-in configurations?"#, "N signed-in configurations"),
      (
        #", so checking leaves it out \(it would multiply the configurations by ([^)]*)\)"#,
        ", yet it multiplies the configurations by $1"
      ),
    ]
    for (pattern, replacement) in masks {
      text = text.replacingOccurrences(of: pattern, with: replacement, options: .regularExpression)
    }
    return (text, report)
  }

  @Test func everyFlowChecksTheSameWithAndWithoutUnreadVariables() throws {
    var reduced: [String] = []
    for (name, flow) in Self.flows() {
      let (full, fullReport) = Self.output(name, flow, leavingOut: false)
      let (projected, report) = Self.output(name, flow, leavingOut: true)
      #expect(projected == full, "\(name)")
      #expect(fullReport.space.isComplete == report.space.isComplete, "\(name)")
      #expect(report.space.count <= fullReport.space.count, "\(name)")
      if report.space.count < fullReport.space.count { reduced.append(name) }
      #expect(report.leftOut == VariableReads(flow).leftOut, "\(name)")
    }
    // Not vacuous: the corner flow, the check example and two test flows have
    // variables nothing reads that change (the bundled flows have none).
    #expect(reduced.count >= 4, "\(reduced)")
  }

  @Test func theCornerFlowLeavesOutExactlyTheSafeUnreadVariables() throws {
    let flow = try #require(loadFlow(Self.corners))
    let names = VariableReads(flow).leftOut.map { flow.variables[$0].name }
    #expect(names == ["banner", "copy", "mode"])
    let report = Checker(leavesOutUnread: true).check(flow)
    let full = Checker().check(flow)
    #expect(report.space.count * 2 < full.space.count)
  }

  /// A walkthrough found without a variable prints its real values, replayed in the
  /// flow as written: `banner = true` where the projection never changes it.
  @Test func walkthroughsShowTheRealValuesOfLeftOutVariables() throws {
    let flow = try #require(
      loadFlow(
        """
        var banner: bool = false
        start Main
        nav Main {
          screen Home { tap "Go" -> set banner = true; push Next }
          screen Next { }
        }
        assert never at Next
        """))
    let report = Checker(leavesOutUnread: true).check(flow)
    #expect(report.leftOut == [VariableID(0)])
    let failed = try #require(report.findings.first { $0.id == "assertion-failed" })
    let end = try #require(failed.walkthrough?.end)
    #expect(report.makeSimulator().values(end) == [1])
    let text = CheckOutput.text([
      FlowCheck(path: "t.flow", findings: report.findings, report: report)
    ])
    #expect(text.contains("1. tap \"Go\" (push) → Home › Next; banner = true\n"))
    #expect(
      text.contains(
        "t.flow: 2 configurations, 2 transitions explored without 1 variable nothing reads;"))
  }
}
