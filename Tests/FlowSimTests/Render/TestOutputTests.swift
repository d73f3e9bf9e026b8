import Testing

@testable import FlowSim

/// `flowsim test`'s failure: the walkthrough under it numbers the scenario's steps as
/// the failure does ("failed at step 6"), expectations that held included.
@Suite struct TestOutputTests {
  @Test func theWalkthroughNumbersTheScenariosSteps() throws {
    let text = """
      start N
      var on: bool = false
      nav N {
        screen A { tap "Next" -> push B; tap "Toggle" -> set on = not on }
        screen B
      }
      scenario "s" {
        tap "Toggle"
        expect on
        tap "Next"
        expect at B
        back
        expect at B
      }
      """
    let flow = try #require(loadFlow(text, path: "t.flow"))
    let runs = flow.scenarios.map(ScenarioRunner(simulator: Simulator(flow: flow)).run)
    let test = FlowTest(path: "t.flow", diagnostics: [], flow: flow, runs: runs)
    #expect(
      TestOutput.text([test]) == """
        t.flow:13:3: error: scenario "s" failed at step 6: expected at B, but it does not hold [scenario-failed]
           13 |   expect at B
              |   ^~~~~~~~~~~
          note: the visible screen is 'A'
          note: variables: on = true
          walkthrough (5 steps):
            start: A
            1. tap "Toggle" (stay) → A; on = true
            2. expect on: holds
            3. tap "Next" (push) → A › B
            4. expect at B: holds
            5. back (back) → A
        t.flow: 1 scenario, 0 passed, 1 failed

        """)
  }

  /// One flow with nothing to run says how to write a scenario; among several flows
  /// (`flowsim test flows`) one without scenarios is only counted.
  @Test func aFlowWithoutScenariosSaysHowToWriteOne() throws {
    let flow = try #require(loadFlow("start A\nscreen A terminal\n", path: "t.flow"))
    let test = FlowTest(path: "t.flow", diagnostics: [], flow: flow, runs: [])
    #expect(
      TestOutput.text([test]) == """
        t.flow: 0 scenarios, 0 passed, 0 failed
        note: the flow has no scenarios: a 'scenario "Name" { … }' block lists steps and
          expectations (docs/language.md, Scenarios); the stepper's 'save' writes a
          session's steps in that syntax

        """)
    #expect(
      TestOutput.text([test, test]) == """
        t.flow: 0 scenarios, 0 passed, 0 failed
        t.flow: 0 scenarios, 0 passed, 0 failed
        tested 2 flows: 0 scenarios, 0 passed, 0 failed

        """)
  }
}
