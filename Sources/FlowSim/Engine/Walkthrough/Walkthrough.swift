/// A path from the start: what a finding shows, what a scenario or tour narrates.
public struct Walkthrough: Sendable, Hashable {
  public var start: Configuration
  public var steps: [Step]

  /// One step: the transition taken and the configuration after it.
  public struct Step: Sendable, Hashable {
    public var transition: TransitionID
    public var configuration: Configuration
    /// Issues the step ran into (a screen twice in a stack, a return to a `noreturn` screen).
    public var notices: [StepIssue]

    public init(transition: TransitionID, configuration: Configuration, notices: [StepIssue] = []) {
      self.transition = transition
      self.configuration = configuration
      self.notices = notices
    }
  }

  public init(start: Configuration, steps: [Step] = []) {
    self.start = start
    self.steps = steps
  }

  /// The configuration at the end.
  public var end: Configuration { steps.last?.configuration ?? start }
}

extension StateSpace {
  /// The shortest walkthrough from the start to configuration `index`.
  public func walkthrough(to index: Int) -> Walkthrough {
    var path = [index]
    var current = index
    while let parent = parent(of: current) {
      path.append(parent)
      current = parent
    }
    path.reverse()
    let simulator = Simulator(semantics: semantics)
    var walkthrough = Walkthrough(start: configuration(0))
    for (from, to) in zip(path, path.dropFirst()) {
      let target = configuration(to)
      let options = simulator.options(configuration(from))
      for option in options {
        if case .leadsTo(let reached, let notices) = option.result, reached == target {
          walkthrough.steps.append(
            .init(transition: option.transition, configuration: target, notices: notices))
          break
        }
      }
    }
    return walkthrough
  }

  /// A simulator sharing this space's compiled semantics.
  public func makeSimulator() -> Simulator { Simulator(semantics: semantics) }
}
