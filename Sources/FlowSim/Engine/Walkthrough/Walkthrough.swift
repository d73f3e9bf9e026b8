/// A path from the start: what a finding shows, what a scenario or tour narrates.
///
/// Self-describing: besides the configurations it passes through, it carries what a
/// renderer draws, so that Render and the review page need no engine: each
/// configuration unpacked (`ConfigurationView`: the screens, stacks, tabs, modals and
/// values, from which the breadcrumb is read), each step's transition (its control and
/// the outcome chosen), its kind and what it changed, the issues it ran into with their
/// explanations, and a last step tried that fails, with why. `Simulator`'s
/// `walkthrough(from:)`, `step(_:from:to:notices:)` and `failure(_:in:)` describe them.
public struct Walkthrough: Sendable, Hashable {
  public var start: Configuration
  /// The start unpacked.
  public var startView: ConfigurationView
  public var steps: [Step]
  /// A last step tried at the end that fails there (an unwind with no target…), if any.
  public var failure: Failure?

  /// One step: the transition taken and the configuration after it.
  public struct Step: Sendable, Hashable {
    public var transition: TransitionID
    public var configuration: Configuration
    /// The configuration after it, unpacked.
    public var view: ConfigurationView
    /// What the step did where it was taken (`Flow.category(of:to:)`): a `show` says
    /// whether it pushed or presented.
    public var kind: StepKind
    /// What it did to the screens, in order (`Flow.changes(of:from:to:)`).
    public var changes: [Walkthrough.Change]
    /// Issues the step ran into (a screen twice in a stack, a return to a `noreturn` screen).
    public var notices: [StepIssue]
    /// Each notice in a designer's words, in the same order.
    public var explanations: [String]

    public init(
      transition: TransitionID, configuration: Configuration, view: ConfigurationView,
      kind: StepKind, changes: [Walkthrough.Change], notices: [StepIssue] = [],
      explanations: [String] = []
    ) {
      precondition(notices.count == explanations.count, "one explanation per notice")
      self.transition = transition
      self.configuration = configuration
      self.view = view
      self.kind = kind
      self.changes = changes
      self.notices = notices
      self.explanations = explanations
    }
  }

  /// A transition tried at the end of a walkthrough that fails there.
  public struct Failure: Sendable, Hashable {
    public var transition: TransitionID
    /// Why it fails, in plain words; nil when the engine does not say.
    public var why: String?

    public init(transition: TransitionID, why: String?) {
      self.transition = transition
      self.why = why
    }
  }

  public init(
    start: Configuration, startView: ConfigurationView, steps: [Step] = [], failure: Failure? = nil
  ) {
    self.start = start
    self.startView = startView
    self.steps = steps
    self.failure = failure
  }

  /// The configuration at the end.
  public var end: Configuration { steps.last?.configuration ?? start }

  /// The configuration at the end, unpacked.
  public var endView: ConfigurationView { steps.last?.view ?? startView }

  /// The configuration before step `index`, unpacked.
  public func view(before index: Int) -> ConfigurationView {
    index == 0 ? startView : steps[index - 1].view
  }
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
    var walkthrough = simulator.walkthrough(from: configuration(0))
    for (from, to) in zip(path, path.dropFirst()) {
      let target = configuration(to)
      let options = simulator.options(configuration(from))
      for option in options {
        if case .leadsTo(let reached, let notices) = option.result, reached == target {
          walkthrough.steps.append(
            simulator.step(
              option.transition, from: walkthrough.endView, to: target, notices: notices))
          break
        }
      }
    }
    return walkthrough
  }

  /// A simulator sharing this space's compiled semantics.
  public func makeSimulator() -> Simulator { Simulator(semantics: semantics) }
}
