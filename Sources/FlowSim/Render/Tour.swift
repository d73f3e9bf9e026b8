/// A small set of walkthroughs from the start that together fire every transition
/// that can fire (`flowsim tour`): a manual test plan.
///
/// Greedy: take the shortest path from the start to the nearest configuration where
/// a transition not yet fired is offered, fire it, then keep taking not-yet-fired
/// transitions from where the walkthrough stands until none is offered there; then
/// start a new walkthrough from the start. Deterministic: configurations are
/// searched in breadth-first order and successors in the engine's order.
public struct Tour: Sendable {
  /// The walkthroughs, in the order they were built ("Tour 1", "Tour 2", …).
  public var walkthroughs: [Walkthrough]
  /// Declared transitions (control outcomes and events) that fire in no explored
  /// configuration, in flow order.
  public var neverFired: [TransitionID]
  /// False when exploration stopped early: the tour covers what was explored.
  public var isComplete: Bool
  /// How many transitions can fire at least once: those the walkthroughs use.
  public var firing: Int
  /// Steps over all the walkthroughs.
  public var stepCount: Int { walkthroughs.map(\.steps.count).reduce(0, +) }

  public init(space: StateSpace) {
    let flow = space.flow
    let simulator = space.makeSimulator()
    var remaining = space.firedTransitions
    var count = remaining.filter { $0 }.count
    firing = count
    var walkthroughs: [Walkthrough] = []
    var scanFrom = 0
    while count > 0 {
      // The nearest configuration offering a transition not yet fired. Earlier
      // configurations offer none (transitions only ever leave `remaining`).
      guard let (state, _) = Self.nearest(in: space, remaining: remaining, from: scanFrom) else {
        break
      }
      scanFrom = state
      var walkthrough = space.walkthrough(to: state)
      for step in walkthrough.steps where remaining[step.transition] {
        remaining[step.transition] = false
        count -= 1
      }
      var current = state
      while let (target, transition) = space.successors(of: current).first(where: {
        remaining[$0.transition]
      }) {
        walkthrough.steps.append(
          Self.step(from: current, to: target, by: transition, space: space, simulator: simulator))
        remaining[transition] = false
        count -= 1
        current = target
      }
      walkthroughs.append(walkthrough)
    }
    self.walkthroughs = walkthroughs
    neverFired = flow.transitions.indices.filter { id in
      flow.control(of: id) != nil && !space.firedTransitions[id]
    }
    isComplete = space.isComplete
  }

  /// The first configuration, from `start` on, with a successor by a remaining transition.
  static func nearest(in space: StateSpace, remaining: [Bool], from start: Int)
    -> (Int, TransitionID)?
  {
    for state in start..<space.count {
      if let edge = space.successors(of: state).first(where: { remaining[$0.transition] }) {
        return (state, edge.transition)
      }
    }
    return nil
  }

  /// The step taking `transition` from one configuration to another, with its notices.
  static func step(
    from source: Int, to target: Int, by transition: TransitionID, space: StateSpace,
    simulator: Simulator
  ) -> Walkthrough.Step {
    let reached = space.configuration(target)
    for option in simulator.options(space.configuration(source))
    where option.transition == transition {
      if case .leadsTo(let configuration, let notices) = option.result, configuration == reached {
        return Walkthrough.Step(transition: transition, configuration: reached, notices: notices)
      }
    }
    return Walkthrough.Step(transition: transition, configuration: reached)
  }
}
