/// Check 7: every variable is read by something that can change an answer: a guard,
/// an assertion, a scenario's expectation, `signed in when`, a `known … when` line,
/// the log-out checks (a `session` variable, where the flow declares sign-in or log
/// out), or a `set` of a variable that is itself read. Any other variable only
/// multiplies the configurations to check.
public struct UnusedVariableCheck: Check {
  public init() {}

  public static let description = CheckDescription(
    name: "variables",
    proves:
      "Every variable is read by a guard, an assertion, an expectation, the sign-in rule, a `known … when` line or the log-out checks (directly, or through a `set` of a variable that is), so none multiplies the configurations without changing what can happen. The warning gives the factor exactly for up to 20,000 configurations; past that, as an upper bound, the number of values the variable takes.",
    rules: [
      .init(
        id: "unused-variable", severity: .warning,
        summary:
          "a variable nothing reads: it changes nothing the checks can see, and multiplies the configurations",
        triggering: """
          var online: bool = true
          start Home
          screen Home terminal { tap "Go offline" -> set online = false }
          """,
        clean: """
          var online: bool = true
          start Home
          screen Home terminal { tap "Go offline" when online -> set online = false }
          """)
    ])

  public func run(_ context: CheckContext) -> [Finding] {
    let flow = context.flow
    guard !flow.variables.isEmpty else { return [] }
    var read = Array(repeating: false, count: flow.variables.count)
    func mark(_ expr: Expr) {
      switch expr {
      case .variable(let id): read[id] = true
      case .constant, .at, .within, .enabled: break
      case .not(let inner): mark(inner)
      case .and(let a, let b), .or(let a, let b), .compare(_, let a, let b), .add(let a, let b),
        .subtract(let a, let b):
        mark(a)
        mark(b)
      }
    }
    let guards = flow.controls.flatMap(\.guards) + flow.transitions.flatMap(\.guards)
    for condition in guards.map(\.condition) + flow.assertions.map(\.condition) { mark(condition) }
    for condition in [flow.signedIn] + flow.knownFindings.map(\.condition) {
      if let condition { mark(condition) }
    }
    for scenario in flow.scenarios {
      for step in scenario.steps { if case .expect(let expr, _) = step.kind { mark(expr) } }
    }
    if !flow.logouts.isEmpty || flow.signedIn != nil {
      for variable in flow.variables where variable.isSession { read[variable.id] = true }
    }
    // A `set` of a variable that is read reads its value's variables, until nothing
    // more is marked.
    var changed = true
    while changed {
      changed = false
      let before = read
      for transition in flow.transitions {
        for action in transition.actions {
          if case .set(let target, let value) = action.kind, read[target] { mark(value) }
        }
      }
      changed = before != read
    }
    let unread = flow.variables.filter { !read[$0.id] }
    // The exact factor unpacks and hashes every configuration once per variable, so
    // only small spaces get it; others get the number of values the variable takes
    // (an upper bound), counted on the packed configurations without unpacking them.
    let exact = context.space.count * unread.count <= Self.exactFactorLimit
    return unread.map { variable in
      let factor =
        exact
        ? Self.factor(of: variable.id, context)
        : "up to \(Self.valuesTaken(by: variable, context))"
      let cost =
        factor == "1" || factor == "up to 1"
        ? " (it never changes, so it costs no configurations yet)"
        : ", yet it multiplies the configurations by \(factor)"
      return Finding(
        .warning(
          "unused-variable",
          "nothing reads '\(variable.name)': no guard, assertion, expectation or sign-in rule depends on it\(cost)",
          at: variable.range,
          notes: [
            Note(
              "read it where it matters (a guard, 'assert', 'expect'), or remove it and the 'set' actions that change it"
            )
          ]))
    }
  }

  /// Configurations times unread variables up to which the exact factor is worked out.
  static let exactFactorLimit = 20_000

  /// How many values the variable takes in the reachable configurations: one pass of
  /// the engine's compiled condition `variable == value` for each value it could take,
  /// up to 64 of them (a larger range is reported by its size).
  static func valuesTaken(by variable: Variable, _ context: CheckContext) -> Int {
    let bounds = variable.domain.bounds
    guard bounds.count <= 64 else { return bounds.count }
    return bounds.filter { value in
      context.holds(.compare(.equal, .variable(variable.id), .constant(value))).contains(true)
    }.count
  }

  /// The number of configurations over the number there would be without the
  /// variable, as text (`2`, `1.5`).
  static func factor(of variable: VariableID, _ context: CheckContext) -> String {
    var without: Set<ConfigurationView> = []
    for state in 0..<context.space.count {
      var view = context.view(state)
      view.values[variable] = 0
      without.insert(view)
    }
    let ratio = Double(context.space.count) / Double(max(1, without.count))
    let rounded = (ratio * 10).rounded() / 10
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }
}
