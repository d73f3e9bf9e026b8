import Foundation
import Testing

@testable import FlowSim

/// The review page's prototype data: what the engine computed, carried as JSON, and
/// the page's note when a space is too large to carry.
@Suite struct PrototypeDataTests {
  /// The JSON `PrototypeData.make` gives for `path`, decoded, with its space.
  func decoded(_ path: String) throws -> ([String: Any], StateSpace) {
    let flow = try RenderFixtures.flow(path)
    let space = RenderFixtures.space(flow)
    guard case .json(let json) = PrototypeData.make(space: space) else {
      Issue.record("expected JSON for \(path)")
      throw CancellationError()
    }
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    return (try #require(object), space)
  }

  /// Each state lists the simulator's options in its order; every target is the
  /// configuration the simulator leads to; disabled actions carry the flow's reason.
  @Test func statesAreTheEnginesAnswers() throws {
    let (data, space) = try decoded("Tests/FlowSimTests/Render/Flows/login.flow")
    let simulator = space.makeSimulator()
    let states = try #require(data["states"] as? [[Any]])
    let texts = try #require(data["texts"] as? [String])
    let screens = try #require(data["screens"] as? [[String]])
    #expect(states.count == space.count)
    #expect(data["start"] as? Int == 0)
    #expect(space.configuration(0) == simulator.initial)
    #expect(screens[states[0][0] as! Int] == ["Welcome1", "Hello"])
    #expect(texts[states[0][1] as! Int] == "pages Welcome: Welcome1 (1 of 2)")
    #expect((states[0][2] as! [Int]).map { texts[$0] } == ["false", "true", "theirs"])
    var reasons: Set<String> = []
    for (index, state) in states.enumerated() {
      let options = simulator.options(space.configuration(index))
      let actions = state[3] as! [[Int]]
      #expect(actions.map { $0[0] } == options.map(\.transition.index))
      for (action, option) in zip(actions, options) {
        switch option.result {
        case .leadsTo(let target, _):
          #expect(action[1] >= 0 && space.configuration(action[1]) == target)
        case .disabled:
          #expect(action[1] == -1)
          reasons.insert(texts[action[2]])
        case .fails:
          #expect(action[1] == -2)
        }
      }
    }
    #expect(reasons.contains("this is your own poll"))
    #expect(reasons.contains("you are offline"))
  }

  /// Transitions say how the prototype offers them and what the walkthrough says to do.
  @Test func transitionsCarryKindsAndInstructions() throws {
    let (data, _) = try decoded("Tests/FlowSimTests/Render/Flows/login.flow")
    let transitions = try #require(data["transitions"] as? [[String: Any]])
    func find(_ label: String) -> [String: Any]? {
      transitions.first { $0["label"] as? String == label }
    }
    #expect(find("tap \"Sign in\" → invalid")?["kind"] as? String == "outcome")
    #expect(find("tap \"Sign in\" → invalid")?["button"] as? String == "invalid")
    #expect(
      find("tap \"Sign in\" → invalid")?["say"] as? String
        == "tap \"Sign in\" for outcome invalid")
    #expect(find("event \"Network lost\"")?["kind"] as? String == "event")
    #expect(find("back")?["kind"] as? String == "back")
    #expect(find("tab \"Settings\"")?["kind"] as? String == "tab")
    #expect(find("next page")?["kind"] as? String == "page")
    #expect(find("tap \"Poll\"")?["kind"] as? String == "control")
  }

  /// A replay is the walkthrough as configuration indexes: each step's transition and
  /// the index of the configuration it reaches.
  @Test func replaysAreWalkthroughsAsIndexes() throws {
    let flow = try RenderFixtures.flow("Tests/FlowSimTests/Render/Flows/login.flow")
    let space = RenderFixtures.space(flow)
    let run = ScenarioRunner(simulator: space.makeSimulator()).run(flow.scenarios[0])
    let replay = PrototypeData.Replay(title: "scenario", walkthrough: run.walkthrough)
    guard case .json(let json) = PrototypeData.make(space: space, replays: [replay]) else {
      Issue.record("expected JSON")
      return
    }
    let data = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let replays = try #require(data["replays"] as? [[String: Any]])
    #expect(replays.count == 1)
    #expect(replays[0]["title"] as? String == "scenario")
    #expect(replays[0]["start"] as? Int == 0)
    let steps = try #require(replays[0]["steps"] as? [[Int]])
    #expect(steps.map { $0[0] } == run.walkthrough.steps.map(\.transition.index))
    #expect(steps.map { space.configuration($0[1]) } == run.walkthrough.steps.map(\.configuration))
    #expect(steps.count == 5)
  }

  /// Above either limit, the page carries no prototype and says so with the size.
  @Test func aSpaceTooLargeIsNotCarried() throws {
    let space = RenderFixtures.space(try RenderFixtures.flow("flows/dropbox.flow"))
    #expect(space.count == 59)
    #expect(
      PrototypeData.make(space: space, limits: .init(configurations: 58))
        == .tooLarge(configurations: 59))
    #expect(
      PrototypeData.make(space: space, limits: .init(configurations: 59))
        != .tooLarge(configurations: 59))
    #expect(
      PrototypeData.make(space: space, limits: .init(bytes: 100)) == .tooLarge(configurations: 59))
    let html = PrototypePanel.html(.tooLarge(configurations: 12_345))
    #expect(html.contains("This flow is too large to carry (12,345 configurations)"))
    #expect(!html.contains("<script"))
  }

  /// Text from the flow cannot end the script element that carries it.
  @Test func theJSONHasNoAngleBracket() throws {
    let space = RenderFixtures.space(
      try RenderFixtures.flow("Tests/FlowSimTests/Render/Flows/escaping.flow"))
    guard case .json(let json) = PrototypeData.make(space: space) else {
      Issue.record("expected JSON")
      return
    }
    #expect(!json.contains("<"))
    #expect(json.contains("\\u003c"))
  }
}
