/// Check 7: every variable is read by something that can change an answer: a guard,
/// an assertion, a scenario's expectation, `signed in when`, a `known … when` line,
/// the log-out checks (a `session` variable, where the flow declares sign-in or log
/// out), or a `set` of a variable that is itself read (`VariableReads`). Any other
/// variable only multiplies the configurations to check, and exploring leaves it out
/// when it can (`Checker.leavesOutUnread`).
public struct UnusedVariableCheck: Check {
  public init() {}

  public static let description = CheckDescription(
    name: "variables",
    proves:
      "Every variable is read by a guard, an assertion, an expectation, the sign-in rule, a `known … when` line or the log-out checks (directly, or through a `set` of a variable that is), so none multiplies the configurations without changing what can happen. The warning gives the factor exactly for up to 20,000 configurations; past that, as an upper bound, the number of values the variable takes. `flowsim check` leaves such a variable out of exploring when no `set` of it can fall outside its range: the findings and walkthroughs are the same, in fewer configurations (`--no-reduce` explores it).",
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
    let flow = context.original
    guard !flow.variables.isEmpty else { return [] }
    let reads = VariableReads(flow)
    let unread = flow.variables.filter { !reads.read[$0.id.index] }
    guard !unread.isEmpty else { return [] }
    // The exact factor unpacks and hashes every configuration of the flow as written
    // once per variable, so only small spaces get it; others get an upper bound.
    let limit = Self.exactFactorLimit / unread.count
    let full = Self.fullSpace(context, upTo: limit)
    return unread.map { variable in
      let factor =
        if let full { Self.factor(of: variable.id, in: full) } else {
          "up to \(Self.valuesBound(variable, reads, context))"
        }
      let cost =
        if factor == "1" || factor == "up to 1" {
          !flow.values(setTo: variable.id).isEmpty
            ? " (it changes only along with the screens or other variables, so it costs no configurations)"
            : " (it never changes, so it costs no configurations yet)"
        } else if context.leftOut.contains(variable.id) {
          ", so checking leaves it out (it would multiply the configurations by \(factor))"
        } else {
          ", yet it multiplies the configurations by \(factor)"
        }
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

  /// Every configuration of the flow as written, when there are at most `limit`: the
  /// explored space itself, or, when exploring left variables out, the flow explored
  /// again with them, stopped past `limit`.
  static func fullSpace(_ context: CheckContext, upTo limit: Int) -> StateSpace? {
    guard context.space.count <= limit else { return nil }
    if context.leftOut.isEmpty { return context.space }
    guard context.space.isComplete else { return nil }
    let options = Explorer.Options(maxStates: limit, recordEdges: false)
    let space = Explorer(flow: context.original, options: options).explore()
    return space.isComplete ? space : nil
  }

  /// An upper bound on the values the variable takes: for a variable exploring keeps,
  /// those it takes in the explored configurations; for one left out, its initial
  /// value and what its `set` actions can write.
  static func valuesBound(_ variable: Variable, _ reads: VariableReads, _ context: CheckContext)
    -> Int
  {
    if reads.kept[variable.id.index] { return valuesTaken(by: variable, context) }
    let bounds = variable.domain.bounds
    var constants: Set<Int> = [variable.initial]
    var others = 0
    for value in context.original.values(setTo: variable.id) {
      let values = VariableReads.interval(value, context.original).clamped(to: bounds)
      if values.count == 1 { constants.insert(values.lowerBound) } else { others += values.count }
    }
    return min(bounds.count, constants.count + others)
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
  static func factor(of variable: VariableID, in space: StateSpace) -> String {
    let simulator = space.makeSimulator()
    var without: Set<ConfigurationView> = []
    for state in 0..<space.count {
      var view = simulator.view(space.configuration(state))
      view.values[variable.index] = 0
      without.insert(view)
    }
    let ratio = Double(space.count) / Double(max(1, without.count))
    let rounded = (ratio * 10).rounded() / 10
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }
}
