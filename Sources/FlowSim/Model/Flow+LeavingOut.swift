extension Flow {
  /// The flow with `variables` fixed at their initial values: each one's range is that
  /// one value (the engine gives it no bits) and each `set` of it writes that value,
  /// so it never changes. Every id, action and range stays where it was, so findings
  /// found in the projection point at the same places.
  ///
  /// Sound only for variables `VariableReads` leaves out: nothing reads them and no
  /// `set` of them can fail, so the projection's configurations are the flow's with
  /// those variables forgotten, reached by the same transitions in the same order.
  public func leavingOut(_ variables: Set<VariableID>) -> Flow {
    guard !variables.isEmpty else { return self }
    var flow = self
    for id in variables {
      let initial = flow.variables[id].initial
      flow.variables[id].domain = .range(initial...initial)
    }
    for transition in flow.transitions.ids {
      for step in flow.transitions[transition].actions.indices {
        if case .set(let target, _) = flow.transitions[transition].actions[step].kind,
          variables.contains(target)
        {
          flow.transitions[transition].actions[step].kind = .set(
            target, .constant(flow.variables[target].initial))
        }
      }
    }
    return flow
  }
}
