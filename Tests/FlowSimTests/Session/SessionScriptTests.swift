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

  /// A script is not a scenario the user wrote: messages name the script, never the
  /// scenario it becomes.
  @Test func syntaxErrorsPointIntoTheScript() {
    let loaded = load("back\npush Landing\n  screen Evil\n")
    #expect(loaded.scenario == nil)
    #expect(
      rendered(loaded) == """
        session.txt:2:1: error: expected a step in the script, found 'push' [expected-step]
            2 | push Landing
              | ^~~~
        session.txt:3:3: error: expected a step in the script, found 'screen' [expected-step]
            3 |   screen Evil
              |   ^~~~~~

        """)
  }

  /// A control's label alone, as the stepper takes it, is a step with a fix-it that
  /// taps it.
  @Test func aBareLabelSuggestsTappingIt() {
    let loaded = load("Sign in -> invalid\n\"OK\"\n")
    #expect(loaded.scenario == nil)
    #expect(
      rendered(loaded) == """
        session.txt:1:1: error: expected a step in the script, found 'Sign' [expected-step]
            1 | Sign in -> invalid
              | ^~~~
          fix-it: replace 'Sign in' with 'tap "Sign in"'
        session.txt:2:1: error: expected a step in the script, found '"OK"' [expected-step]
            2 | "OK"
              | ^~~~
          fix-it: replace '"OK"' with 'tap "OK"'

        """)
  }

  /// The scenario is placed at the first step, not at the comments above it.
  @Test func theScenarioIsAtItsFirstStep() throws {
    let loaded = load("# flowsim session: Login\n# replay with walk --script\nnext page\n")
    #expect(loaded.diagnostics.isEmpty)
    #expect(try #require(loaded.scenario).range.location.description == "session.txt:3:1")
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
