import Testing

@testable import FlowSim

/// Walkthroughs describe themselves (issue 30 item 2): each carries its
/// configurations unpacked, its notices explained and a failing last step's reason,
/// exactly as the simulator says them, so that Render draws without an engine.
@Suite struct WalkthroughDescriptionTests {
  /// Whether `walkthrough` says what the simulator says of its configurations.
  static func problems(_ walkthrough: Walkthrough, _ simulator: Simulator) -> [String] {
    var problems: [String] = []
    if walkthrough.startView != simulator.view(walkthrough.start) {
      problems.append("start view")
    }
    for (index, step) in walkthrough.steps.enumerated() {
      if step.view != simulator.view(step.configuration) {
        problems.append("step \(index + 1) view")
      }
      if step.explanations != step.notices.map({ simulator.explain($0) }) {
        problems.append("step \(index + 1) explanations")
      }
    }
    if let failure = walkthrough.failure,
      failure.why != simulator.whyFails(failure.transition, in: walkthrough.end)
    {
      problems.append("failure")
    }
    return problems
  }

  /// Findings', paths' and tours' walkthroughs of every flow the tests draw.
  @Test(arguments: RenderFixtures.loadable)
  func everyWalkthroughDescribesItself(_ path: String) throws {
    let flow = try RenderFixtures.flow(path)
    let report = Checker().check(flow)
    let simulator = report.space.makeSimulator()
    var walkthroughs = report.findings.compactMap(\.walkthrough)
    walkthroughs += Paths(space: report.space).entries.compactMap(\.walkthrough)
    walkthroughs += Tour(space: report.space).walkthroughs
    for walkthrough in walkthroughs {
      #expect(Self.problems(walkthrough, simulator) == [], "\(path)")
    }
  }

  /// A notice and a failing step: carried as words, drawn from the walkthrough alone.
  @Test func noticesAndFailuresAreCarriedInWords() throws {
    let flow = try #require(
      loadFlow(
        #"""
        start N
        nav N {
          screen A {
            tap "Again" -> push A
            tap "Out" -> unwind to B
          }
          screen B
        }
        """#))
    let simulator = Simulator(flow: flow)
    let again = try #require(
      simulator.options(simulator.initial).first {
        flow.label(of: $0.transition) == "tap \"Again\""
      })
    guard case .leadsTo(let target, let notices) = again.result else {
      Issue.record("'Again' does not lead anywhere")
      return
    }
    var walkthrough = simulator.walkthrough(from: simulator.initial)
    walkthrough.steps.append(
      simulator.step(
        again.transition, from: walkthrough.startView, to: target, notices: notices))
    let out = try #require(
      simulator.options(target).first { flow.label(of: $0.transition) == "tap \"Out\"" })
    walkthrough.failure = simulator.failure(out.transition, in: target)
    #expect(walkthrough.steps[0].explanations == ["'A' is now twice in one stack"])
    #expect(walkthrough.endView.stacks.map(\.screens) == [[ScreenID(0), ScreenID(0)]])
    #expect(walkthrough.failure?.why == "unwind target 'B' is not in the history")
    #expect(
      WalkthroughText(flow: flow).lines(walkthrough) == [
        "start: A",
        "1. tap \"Again\" (push) → A › A",
        "2. tap \"Out\" (unwind) fails here: unwind target 'B' is not in the history",
      ])
  }
}
