import Testing

@testable import FlowSim

/// `check --format json`: a walkthrough step whose outcome or event has a how-text
/// carries it as `how`; other steps have none, and the output validates.
@Suite struct CheckJSONHowTextTests {
  @Test func walkthroughStepsCarryHowTexts() throws {
    let text = #"""
      start Login
      var online: bool = true
      screen Login {
        tap "Log in" -> outcome {
          valid "enter a registered account": present Stuck
          invalid: present Stuck
        }
      }
      screen Stuck
      event "Network lost" "turn on Airplane Mode" when online -> set online = false
      """#
    let check = FlowCheck.run(
      path: "j.flow", loader: FlowLoader(read: { $0 == "j.flow" ? Array(text.utf8) : nil }))
    let json = CheckOutput.json([check])
    #expect(
      json.contains(
        #"""
                  "walkthrough": [
                    {
                      "step": 0,
                      "action": "start",
                      "configuration": "Login"
                    },
                    {
                      "step": 1,
                      "action": "tap \"Log in\" → valid",
                      "how": "enter a registered account",
                      "kind": "present",
                      "configuration": "Login + modal Stuck"
                    },
                    {
                      "step": 2,
                      "action": "event \"Network lost\"",
                      "how": "turn on Airplane Mode",
                      "kind": "stay",
                      "configuration": "Login + modal Stuck"
                    }
                  ]
        """#))
    let schema = try OutputSchemaTests.schema("check.schema.json")
    #expect(schema.validate(try JSONDocument.parse(json)) == [])
  }
}
