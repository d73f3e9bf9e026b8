import Foundation
import Testing

/// `flowsim explain ID` explains a finding from the binary alone (issue 29, item 11).
@Suite struct ExplainCommandTests {
  @Test func explainsACheckFinding() throws {
    let result = try FlowsimBinary.run(["explain", "nothing-private"])
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(
      result.stdout.hasPrefix(
        "nothing-private (warning, check 'vacuity'): the flow declares log out or `signed in when` but no screen is `private`, so nothing checks what a sign-out leaves behind\n\nWhat the check proves: "
      ))
    #expect(
      result.stdout.contains("A flow that reports it:\n\n    session var signedIn: bool = false\n"))
    #expect(result.stdout.contains("A close one that does not:\n\n"))
  }

  @Test func explainsALoadTimeDiagnostic() throws {
    let result = try FlowsimBinary.run(["explain", "unreadable-file"])
    #expect(result.status == 0)
    #expect(
      result.stdout
        == "unreadable-file: a flow file cannot be read\n\nReported while the flow loads, as an error: a flow with it is not checked until it is fixed.\n"
    )
  }

  /// A warning while loading does not stop the flow being checked, and explain says so.
  @Test func explainsALoadTimeWarning() throws {
    let result = try FlowsimBinary.run(["explain", "duplicate-modifier"])
    #expect(
      result.stdout
        == "duplicate-modifier: a modifier is given twice (a warning)\n\nReported while the flow loads, as a warning: the flow is still checked ('check --strict' fails on it).\n"
    )
  }

  /// A `known` line's mistake is found after checking: not "reported while the flow
  /// loads".
  @Test func explainsAKnownLineMistake() throws {
    let result = try FlowsimBinary.run(["explain", "known-never-matches"])
    #expect(result.status == 0)
    #expect(
      result.stdout
        == "known-never-matches: a 'known' line can never match: its finding is never reported there (a warning)\n\nReported about a 'known' line once the checks have run (see 'flowsim help language', \"Known findings\"): the flow is checked.\n"
    )
  }

  @Test func anUnknownIdIsAUsageErrorWithTheClosest() throws {
    let result = try FlowsimBinary.run(["explain", "dead-ends"])
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "flowsim explain: error: no finding has the id 'dead-ends'; did you mean 'dead-end'?\nsee 'flowsim help explain'\n"
    )
  }
}
