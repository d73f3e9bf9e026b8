import Testing

@testable import FlowSim

@Suite struct SimulatorEditTests {
  static let text = """
    start Main
    var mine: bool = false
    var images: 2...9 = 3
    var filter: all | mine_only | none = all
    nav Main {
      screen List { tap "Vote" when not mine "this is your own poll" -> push Done }
      screen Done
    }
    """

  @Test func setsOneVariableAndNothingElse() throws {
    let flow = try #require(loadFlow(Self.text))
    let simulator = Simulator(flow: flow)
    let start = simulator.initial
    let images = try #require(simulator.setting(VariableID(1), to: 9, in: start))
    #expect(simulator.values(images) == [0, 9, 0])
    let filter = try #require(simulator.setting(VariableID(2), to: 2, in: images))
    #expect(simulator.values(filter) == [0, 9, 2])
    #expect(simulator.view(filter).visible == simulator.view(start).visible)
    #expect(simulator.setting(VariableID(1), to: 3, in: start) == start)
    let back = try #require(simulator.setting(VariableID(1), to: 3, in: images))
    #expect(back == start)
  }

  @Test func refusesValuesOutsideTheDomain() throws {
    let flow = try #require(loadFlow(Self.text))
    let simulator = Simulator(flow: flow)
    #expect(simulator.setting(VariableID(0), to: 2, in: simulator.initial) == nil)
    #expect(simulator.setting(VariableID(1), to: 1, in: simulator.initial) == nil)
    #expect(simulator.setting(VariableID(1), to: 10, in: simulator.initial) == nil)
    #expect(simulator.setting(VariableID(2), to: 3, in: simulator.initial) == nil)
    #expect(simulator.setting(VariableID(3), to: 0, in: simulator.initial) == nil)
    #expect(simulator.setting(VariableID(-1), to: 0, in: simulator.initial) == nil)
  }

  /// The edited configuration is one the engine steps from like any other.
  @Test func guardsReadTheNewValue() throws {
    let flow = try #require(loadFlow(Self.text))
    let simulator = Simulator(flow: flow)
    let vote = try #require(flow.controls.first { $0.label == "Vote" }?.transitions.first)
    #expect(simulator.options(simulator.initial).first { $0.transition == vote }?.target != nil)
    let mine = try #require(simulator.setting(VariableID(0), to: 1, in: simulator.initial))
    let option = try #require(simulator.options(mine).first { $0.transition == vote })
    #expect(option.result == .disabled(.guardFailed(0)))
    #expect(simulator.explain(.guardFailed(0), of: vote) == "this is your own poll")
  }
}
