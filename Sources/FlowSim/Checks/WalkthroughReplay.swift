/// Findings' walkthroughs found in a projection of a flow (`Flow.leavingOut`) taken
/// again, step by step, in the flow as written: the same transitions, with the
/// configurations (every variable's real value) and notices they reach there.
struct WalkthroughReplay {
  let simulator: Simulator

  init(flow: Flow) { simulator = Simulator(flow: flow) }

  func replay(_ findings: [Finding]) -> [Finding] {
    findings.map { finding in
      var finding = finding
      finding.walkthrough = finding.walkthrough.map(replay)
      return finding
    }
  }

  /// The walkthrough's transitions from the flow's start. A projection takes the same
  /// transitions as the flow it leaves variables out of, so each one is offered.
  func replay(_ walkthrough: Walkthrough) -> Walkthrough {
    var replayed = simulator.walkthrough(from: simulator.initial)
    for step in walkthrough.steps {
      let option = simulator.options(replayed.end).first { $0.transition == step.transition }
      guard let option, case .leadsTo(let target, let notices) = option.result else {
        assertionFailure("a projection's walkthrough takes a step the flow does not offer")
        return replayed
      }
      replayed.steps.append(
        simulator.step(step.transition, from: replayed.endView, to: target, notices: notices))
    }
    // A last step that fails is described where it fails in the flow as written.
    replayed.failure = walkthrough.failure.map {
      simulator.failure($0.transition, in: replayed.end)
    }
    return replayed
  }
}
