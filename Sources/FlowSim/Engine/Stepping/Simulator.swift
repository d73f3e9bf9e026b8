/// Steps through a flow one transition at a time: what the stepper, scenarios,
/// walkthroughs and checks use to ask "what can happen here, and where does it lead".
///
/// Not thread-safe: give each thread its own simulator.
public final class Simulator {
  public let flow: Flow
  let semantics: Semantics
  private let work: Semantics.Workspace
  /// Conditions compiled so far.
  private var programs: [Expr: ConditionProgram] = [:]
  private var signedIn: ConditionProgram?

  public init(flow: Flow) {
    self.flow = flow
    semantics = Semantics(flow: flow)
    work = Semantics.Workspace(semantics)
  }

  init(semantics: Semantics) {
    flow = semantics.flow
    self.semantics = semantics
    work = Semantics.Workspace(semantics)
  }

  /// The configuration the app starts in.
  public var initial: Configuration { Configuration(bytes: semantics.initialState) }

  /// A transition the configuration shows, and what using it does.
  public struct Option: Sendable, Hashable {
    public var transition: TransitionID
    public var result: Result

    /// What using an option does.
    public enum Result: Sendable, Hashable {
      /// It leads to this configuration; `notices` are issues it ran into on the way.
      case leadsTo(Configuration, notices: [StepIssue])
      /// It is offered but fails (the flow is wrong here).
      case fails(StepIssue, action: Int)
      /// It is shown but cannot be used.
      case disabled(DisabledReason)
    }

    /// The configuration it leads to, if it leads anywhere.
    public var target: Configuration? {
      if case .leadsTo(let target, _) = result { return target }
      return nil
    }

    /// Whether the user can take it here: what the stepper numbers and a failed
    /// scenario lists as offered (a disabled control, or an event whose guard is
    /// false, is not).
    public var isOffered: Bool { target != nil }
  }

  /// Every transition shown in `configuration`, in the engine's fixed order,
  /// disabled ones included.
  public func options(_ configuration: Configuration) -> [Option] {
    var sink = Collector()
    configuration.bytes.withUnsafeBufferPointer {
      _ = semantics.expandFast($0.baseAddress!, count: $0.count, in: work, into: &sink)
    }
    return sink.options
  }

  /// The transitions that lead somewhere, with their targets.
  public func successors(_ configuration: Configuration) -> [(TransitionID, Configuration)] {
    options(configuration).compactMap { option in option.target.map { (option.transition, $0) } }
  }

  /// The configuration unpacked.
  public func view(_ configuration: Configuration) -> ConfigurationView {
    semantics.view(configuration, work: work)
  }

  /// The value of each variable.
  public func values(_ configuration: Configuration) -> [Int] { view(configuration).values }

  /// Whether `expr` holds; `at`, `in` and `enabled` read the configuration.
  public func holds(_ expr: Expr, in configuration: Configuration) -> Bool {
    let program = compiled(expr)
    return configuration.bytes.withUnsafeBufferPointer {
      program.holds(in: $0.baseAddress!, count: $0.count, semantics: semantics, work: work)
    }
  }

  private func compiled(_ expr: Expr) -> ConditionProgram {
    if let program = programs[expr] { return program }
    let program = ConditionProgram(expr)
    programs[expr] = program
    return program
  }

  /// Controls of the visible screen (and events) with at least one usable transition.
  public func enabledControls(_ configuration: Configuration) -> Set<ControlID> {
    var sink = ConditionProgram.EnabledControls(semantics: semantics)
    configuration.bytes.withUnsafeBufferPointer {
      _ = semantics.expandFast($0.baseAddress!, count: $0.count, in: work, into: &sink)
    }
    return Set(sink.controls)
  }

  /// Whether the user counts as signed in (`signed in when`, or a private screen anywhere).
  public func isSignedIn(_ configuration: Configuration) -> Bool {
    if let condition = flow.signedIn {
      if signedIn == nil { signedIn = ConditionProgram(condition) }
      return configuration.bytes.withUnsafeBufferPointer {
        signedIn!.holds(in: $0.baseAddress!, count: $0.count, semantics: semantics, work: work)
      }
    }
    return view(configuration).allScreens.contains { flow.screens[$0].isPrivate }
  }

  /// Collects options in order, merging notices into the successor they belong to.
  private struct Collector: DirectStepSink {
    var options: [Option] = []
    var pendingNotices: [StepIssue] = []
    var pendingTransition: TransitionID? = nil

    mutating func successor(_ transition: TransitionID, _ state: UnsafePointer<UInt8>, _ count: Int)
    {
      let notices = pendingTransition == transition ? pendingNotices : []
      pendingNotices = []
      pendingTransition = nil
      let bytes = Array(UnsafeBufferPointer(start: state, count: count))
      options.append(
        Option(
          transition: transition, result: .leadsTo(Configuration(bytes: bytes), notices: notices)))
    }

    mutating func issue(_ transition: TransitionID, _ issue: StepIssue, action: Int) {
      if issue.isFailure {
        pendingNotices = []
        pendingTransition = nil
        options.append(Option(transition: transition, result: .fails(issue, action: action)))
      } else {
        if pendingTransition != transition { pendingNotices = [] }
        pendingTransition = transition
        pendingNotices.append(issue)
      }
    }

    mutating func disabled(_ transition: TransitionID, _ reason: DisabledReason) {
      pendingNotices = []
      pendingTransition = nil
      options.append(Option(transition: transition, result: .disabled(reason)))
    }

  }
}
