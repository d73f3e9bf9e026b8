/// Breadth-first search over the simulator's successors from one configuration,
/// bounded: the shortest way from here to a configuration that satisfies a goal.
/// What `goto SCREEN` follows and `check` uses for "can X still be reached from here".
///
/// Deterministic: successors are visited in the engine's fixed order, so ties go to
/// the transition offered first.
public struct SessionSearch {
  public let simulator: Simulator
  /// The most configurations to visit before giving up.
  public var limit: Int

  public init(simulator: Simulator, limit: Int) {
    self.simulator = simulator
    self.limit = limit
  }

  /// One step of a path found.
  public struct Step: Sendable, Hashable {
    public var transition: TransitionID
    public var configuration: Configuration
    public var notices: [StepIssue]
  }

  /// What a search found.
  public enum Result: Sendable, Hashable {
    /// The shortest path (empty when the start already satisfies the goal).
    case found([Step])
    /// Every configuration reachable from the start was searched: there is none.
    case unreachable(searched: Int)
    /// The limit was hit first.
    case gaveUp(searched: Int)
  }

  /// The shortest path from `start` to a configuration where `goal` holds.
  public func path(from start: Configuration, to goal: (Configuration) -> Bool) -> Result {
    if goal(start) { return .found([]) }
    var seen: Set<Configuration> = [start]
    var parents: [Configuration: (Configuration, Step)] = [:]
    var queue = [start]
    var head = 0
    while head < queue.count {
      let configuration = queue[head]
      head += 1
      for option in simulator.options(configuration) {
        guard case .leadsTo(let target, let notices) = option.result,
          seen.insert(target).inserted
        else { continue }
        let step = Step(transition: option.transition, configuration: target, notices: notices)
        parents[target] = (configuration, step)
        if goal(target) { return .found(Self.unwind(target, parents)) }
        if seen.count >= limit { return .gaveUp(searched: seen.count) }
        queue.append(target)
      }
    }
    return .unreachable(searched: seen.count)
  }

  private static func unwind(
    _ end: Configuration, _ parents: [Configuration: (Configuration, Step)]
  ) -> [Step] {
    var steps: [Step] = []
    var current = end
    while let (previous, step) = parents[current] {
      steps.append(step)
      current = previous
    }
    return steps.reversed()
  }
}
