import Testing

@testable import FlowSim

/// `flowsim check` on several flows checks them side by side; what it reports, and
/// in which order, is what checking them one after another gives.
@Suite struct FlowCheckLanesTests {
  static let files: [String: String] = [
    "a.flow": "start N\nnav N { screen A { tap \"On\" -> push B }; screen B }\n",
    "b.flow":
      "start A\nscreen A { tap \"Go\" -> present B }\nscreen B terminal\nscreen C terminal\n",
    "c.flow": "start A\nscreen A { tap \"Go\" -> push Nowhere }\n",
    "d.flow": "start A\nvar n: 0...3 = 0\nscreen A terminal { tap \"More\" -> set n = n + 1 }\n",
  ]

  static let loader = FlowLoader(read: { files[$0].map { Array($0.utf8) } })
  static let paths = ["d.flow", "missing.flow", "a.flow", "c.flow", "b.flow"]

  /// Each check as the comparison sees it: the path, the findings, the counts.
  static func summary(_ checks: [FlowCheck]) -> [String] {
    checks.map { check in
      let states = check.report.map { "\($0.space.count) states" } ?? "not checked"
      let findings = check.findings.map { "\($0.id): \($0.diagnostic.message)" }
      return ([check.path, states] + findings).joined(separator: " | ")
    }
  }

  @Test func sideBySideReportsWhatOneAfterAnotherDoes() {
    let sequential = Self.paths.map { FlowCheck.run(path: $0, loader: Self.loader) }
    for lanes in [1, 2, 3, 8] {
      let checks = FlowCheck.run(paths: Self.paths, lanes: lanes, loader: Self.loader)
      #expect(Self.summary(checks) == Self.summary(sequential), "lanes: \(lanes)")
    }
    // The comparison compares something: every kind of outcome is among the paths.
    let summary = Self.summary(sequential)
    #expect(summary.count == 5)
    #expect(summary[1].hasPrefix("missing.flow | not checked | unreadable-file: "))
    #expect(summary[2] == "a.flow | 2 states")
    #expect(summary[3].hasPrefix("c.flow | not checked | unknown-screen: "))
    #expect(summary[0].contains("value-out-of-range"))
    #expect(summary[4].contains("unreachable-screen"))
  }
}
