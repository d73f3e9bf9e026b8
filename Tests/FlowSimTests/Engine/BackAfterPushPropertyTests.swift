import Foundation
import Testing

@testable import FlowSim

/// On every reachable configuration of every test flow, back after a push returns
/// exactly the configuration before it (where the navigation bar is shown: `nobar`
/// offers no back).
@Suite struct BackAfterPushPropertyTests {
  /// The flows under test: the semantic tests' flows, the checks' examples and the
  /// bundled flows.
  static var flows: [(String, Flow)] {
    TestFlows.checkExamplesAndBundled(
      plus: [("stacks", SemanticsTests.stacks), ("tabs", SemanticsTests.tabs)])
  }

  @Test func backUndoesAPush() {
    var checked = 0
    for (name, flow) in Self.flows {
      let space = Explorer(flow: flow, options: .init(maxStates: 20_000, recordEdges: false))
        .explore()
      let simulator = space.makeSimulator()
      let back = flow.transitions.first { $0.kind == .back }?.id
      for index in 0..<space.count {
        let before = space.configuration(index)
        for option in simulator.options(before) {
          let transition = flow.transitions[option.transition]
          guard case .control(let control, _) = transition.kind,
            case .screen(let owner) = flow.controls[control].owner, !flow.screens[owner].isAlert,
            transition.actions.count == 1, case .push = transition.actions[0].kind,
            let after = option.target, flow.hiddenBar(in: simulator.view(after)) == nil
          else { continue }
          let undone = simulator.options(after).first { $0.transition == back }?.target
          #expect(
            undone == before,
            "\(name): back after \(flow.label(of: option.transition)) from configuration \(index)")
          checked += 1
        }
      }
    }
    #expect(checked > 20)
  }
}
