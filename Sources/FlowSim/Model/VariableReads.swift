/// Which of a flow's variables something reads, and which exploring can leave out.
///
/// A variable is *read* when a guard, an assertion, a scenario's expectation,
/// `signed in when`, a `known … when` line or the log-out checks (a `session`
/// variable, where the flow declares sign-in or log out) read it, or a `set` of a
/// read variable reads it. A variable nothing reads changes nothing any check can
/// see, with one exception: a `set` whose value may fall outside the variable's range
/// fails (`value-out-of-range`), so such a variable, and what its value is worked out
/// from, is *kept*. Every other unread variable is *left out*: exploring the flow with
/// it fixed at its initial value (`Flow.leavingOut`) finds the same findings with the
/// same walkthroughs, in fewer configurations.
public struct VariableReads: Sendable {
  /// By variable: something reads it (`unused-variable` warns about the others).
  public var read: [Bool]
  /// By variable: exploring must keep it (it is read, or a `set` of it may fail).
  public var kept: [Bool]

  public init(_ flow: Flow) {
    read = Array(repeating: false, count: flow.variables.count)
    Self.markReaders(flow, &read)
    if !flow.logouts.isEmpty || flow.signedIn != nil {
      for variable in flow.variables where variable.isSession { read[variable.id.index] = true }
    }
    // A `set` of a variable that is read reads its value's variables, until nothing
    // more is marked.
    Self.close(flow, &read) { _, _ in false }
    kept = read
    Self.close(flow, &kept) { target, value in
      !Self.fits(value, in: flow.variables[target].domain.bounds, flow)
    }
  }

  /// The variables exploring leaves out, in declaration order.
  public var leftOut: [VariableID] { kept.indices.filter { !kept[$0] }.map(VariableID.init) }

  private static func markReaders(_ flow: Flow, _ read: inout [Bool]) {
    let guards = flow.controls.flatMap(\.guards) + flow.transitions.flatMap(\.guards)
    for condition in guards.map(\.condition) + flow.assertions.map(\.condition) {
      mark(condition, &read)
    }
    for condition in [flow.signedIn] + flow.knownFindings.map(\.condition) {
      if let condition { mark(condition, &read) }
    }
    for scenario in flow.scenarios {
      for step in scenario.steps {
        if case .expect(let expr, _) = step.kind { mark(expr, &read) }
      }
    }
  }

  /// Marks, until nothing changes, the variables read by the value of a `set` whose
  /// target is marked, and the target and value of a `set` that `marks` says must be
  /// kept.
  private static func close(
    _ flow: Flow, _ read: inout [Bool], marks: (VariableID, Expr) -> Bool
  ) {
    var changed = true
    while changed {
      let before = read
      for transition in flow.transitions {
        for action in transition.actions {
          guard case .set(let target, let value) = action.kind else { continue }
          if !read[target.index], marks(target, value) { read[target.index] = true }
          if read[target.index] { mark(value, &read) }
        }
      }
      changed = before != read
    }
  }

  static func mark(_ expr: Expr, _ read: inout [Bool]) {
    switch expr {
    case .variable(let id): read[id.index] = true
    case .constant, .at, .within, .enabled: break
    case .not(let inner): mark(inner, &read)
    case .and(let a, let b), .or(let a, let b), .compare(_, let a, let b), .add(let a, let b),
      .subtract(let a, let b):
      mark(a, &read)
      mark(b, &read)
    }
  }

  /// Whether every value `expr` can take, whatever its variables hold, lies in `bounds`.
  static func fits(_ expr: Expr, in bounds: ClosedRange<Int>, _ flow: Flow) -> Bool {
    let values = interval(expr, flow)
    return values.lowerBound >= bounds.lowerBound && values.upperBound <= bounds.upperBound
  }

  /// The values `expr` can take, as an interval (variables range over their domains).
  static func interval(_ expr: Expr, _ flow: Flow) -> ClosedRange<Int> {
    switch expr {
    case .constant(let value): return value...value
    case .variable(let id): return flow.variables[id].domain.bounds
    case .not, .and, .or, .compare, .at, .within, .enabled: return 0...1
    case .add(let a, let b):
      let (x, y) = (interval(a, flow), interval(b, flow))
      return (x.lowerBound + y.lowerBound)...(x.upperBound + y.upperBound)
    case .subtract(let a, let b):
      let (x, y) = (interval(a, flow), interval(b, flow))
      return (x.lowerBound - y.upperBound)...(x.upperBound - y.lowerBound)
    }
  }
}

extension Flow {
  /// The values the flow's `set` actions write to `variable`, in the order of its
  /// transitions and their actions (empty when nothing sets it).
  public func values(setTo variable: VariableID) -> [Expr] {
    transitions.flatMap { transition in
      transition.actions.compactMap { action in
        if case .set(variable, let value) = action.kind { value } else { nil }
      }
    }
  }
}
