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
      "Every variable is read by a guard, an assertion, an expectation, the sign-in rule, a `known … when` line or the log-out checks (directly, or through a `set` of a variable that is), so none multiplies the configurations without changing what can happen.",
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
    if flow.logout != nil || flow.signedIn != nil {
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
    // The exact factor unpacks every configuration once per variable: for many, the
    // number of values each takes instead (an upper bound).
    let exact = context.space.count * unread.count <= 200_000
    return unread.map { variable in
      let factor =
        exact
        ? Self.factor(of: variable.id, context)
        : context.space.count <= 200_000
          ? "up to \(Self.valuesTaken(by: variable.id, context))"
          : "up to \(variable.domain.bounds.count)"
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

  /// How many values the variable takes in the reachable configurations.
  static func valuesTaken(by variable: VariableID, _ context: CheckContext) -> Int {
    var values: Set<Int> = []
    for state in 0..<context.space.count { values.insert(context.view(state).values[variable]) }
    return values.count
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
