/// An explored state space described for drawing it whole (the state graph, the
/// states dump, the review page's prototype): every configuration unpacked, in
/// discovery order, and, when asked for, what each one offers (the transitions
/// shown, in the engine's order, with where each leads or why it cannot be used),
/// so that a renderer draws from plain data, never asking an engine.
public struct ExploredSpace: Sendable {
  public let flow: Flow
  /// Each configuration unpacked, by index (the start is 0).
  public let views: [ConfigurationView]
  /// Each configuration's options, by index; empty when they were not asked for.
  public let options: [[Option]]
  /// The index of the configuration the app starts in.
  public let start: Int
  private let index: [Configuration: Int]

  /// A transition a configuration shows, and what using it does.
  public struct Option: Sendable, Hashable {
    public var transition: TransitionID
    public var result: Result

    /// What using an option does.
    public enum Result: Sendable, Hashable {
      /// It leads to the configuration of this index (nil: one not in the space).
      case leadsTo(Int?)
      /// It is shown but cannot be used, for the reason given in plain words.
      case disabled(String)
      /// It is offered but fails here, for the reason given (said ahead of taking it).
      case fails(String)
    }
  }

  /// The index of `configuration` in the space, if it is one of its configurations.
  public func index(of configuration: Configuration) -> Int? { index[configuration] }

  init(space: StateSpace, options withOptions: Bool) {
    let simulator = space.makeSimulator()
    var index: [Configuration: Int] = [:]
    var views: [ConfigurationView] = []
    views.reserveCapacity(space.count)
    for state in 0..<space.count {
      let configuration = space.configuration(state)
      if withOptions { index[configuration] = state }
      views.append(simulator.view(configuration))
    }
    var options: [[Option]] = []
    if withOptions {
      options.reserveCapacity(space.count)
      for state in 0..<space.count {
        options.append(
          simulator.options(space.configuration(state)).map { option in
            let result: Option.Result
            switch option.result {
            case .leadsTo(let target, _): result = .leadsTo(index[target])
            case .disabled(let reason):
              result = .disabled(simulator.explain(reason, of: option.transition))
            case .fails(let issue, _): result = .fails(simulator.explain(issue, ahead: true))
            }
            return Option(transition: option.transition, result: result)
          })
      }
    }
    flow = space.flow
    self.views = views
    self.options = options
    self.index = index
    start = index[simulator.initial] ?? 0
  }
}

extension StateSpace {
  /// The space described for drawing: every configuration unpacked and, with
  /// `options`, what each offers. Costs a pass over the whole space: for the
  /// commands that draw it, never for checking.
  public func described(options: Bool = false) -> ExploredSpace {
    ExploredSpace(space: self, options: options)
  }
}
