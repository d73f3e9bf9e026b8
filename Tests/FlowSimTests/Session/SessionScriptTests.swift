import Testing

@testable import FlowSim

/// A script of steps is read as a scenario of the flow, with diagnostics that point
/// into the script itself.
@Suite struct SessionScriptTests {
  static let flowPath = "Tests/FlowSimTests/Render/Flows/login.flow"

  func load(_ text: String) -> SessionScript.Loaded {
    SessionScript.load(
      SourceFile(path: "session.txt", text: text),
      flow: RenderFixtures.loader.load(path: Self.flowPath))
  }

  func rendered(_ loaded: SessionScript.Loaded) -> String {
    loaded.diagnostics.map { DiagnosticPrinter().render($0) }.joined()
  }

  @Test func stepsBecomeAScenarioThatRuns() throws {
    let loaded = load(
      "next page\ntap \"Sign in\"\ntap \"Sign in\" -> invalid\nexpect WrongPassword\ntap \"OK\"\n")
    #expect(loaded.diagnostics.isEmpty)
    let scenario = try #require(loaded.scenario)
    #expect(scenario.name == "session")
    #expect(
      scenario.steps.map { $0.range.location.description } == (1...5).map { "session.txt:\($0):1" })
    let run = ScenarioRunner(simulator: Simulator(flow: try RenderFixtures.flow(Self.flowPath)))
      .run(scenario)
    #expect(run.passed)
    #expect(run.walkthrough.steps.count == 4)
  }

  @Test func diagnosticsPointIntoTheScript() {
    let loaded = load("next page\ntap \"Sign on\"\nexpect Nowhere\n")
    #expect(loaded.scenario == nil)
    #expect(
      rendered(loaded) == """
        session.txt:2:5: error: no control labelled "Sign on" anywhere in the flow [unknown-control]
            2 | tap "Sign on"
              |     ^~~~~~~~~
          note: did you mean "Sign in"?
        session.txt:3:8: error: unknown screen, variable or value 'Nowhere' [unknown-name]
            3 | expect Nowhere
              |        ^~~~~~~

        """)
  }

  @Test func syntaxErrorsPointIntoTheScript() {
    let loaded = load("back\npush Landing\n")
    #expect(loaded.scenario == nil)
    #expect(
      rendered(loaded).hasPrefix("session.txt:2:1: error: expected a step in scenario 'session'"))
  }

  @Test func bracesCannotEndTheScenarioEarly() {
    let loaded = load("back\n}\nscreen Evil\n")
    #expect(loaded.scenario == nil)
    #expect(
      rendered(loaded) == """
        session.txt:2:1: error: a script holds steps only, one a line; '}' cannot appear in it [script-not-steps]
            2 | }
              | ^

        """)
  }

  @Test func aNameTakenByTheFlowIsAvoided() throws {
    let text =
      "flow \"F\"\nstart Home\nscreen Home terminal\nscenario \"session\" { expect Home }\n"
    let flow = FlowLoader().load(SourceFile(path: "f.flow", text: text))
    let loaded = SessionScript.load(SourceFile(path: "s.txt", text: "expect Home"), flow: flow)
    #expect(loaded.diagnostics.isEmpty)
    #expect(loaded.scenario?.name == "session 2")
  }
}
