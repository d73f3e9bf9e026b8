/// Why a control was refused in the configurations `unused-control` reads: the
/// indices of the control's guards that failed first, whether an outcome's guards
/// failed, and the action that could not apply furthest along its chain. Worked out
/// by offering the control alone in each packed configuration (`ControlTrial`); the
/// plain form, every option of each configuration through the `Simulator`, is kept
/// for the tests that compare the two.
struct ControlRefusals: Equatable {
  var guardFailures: Set<Int> = []
  var outcomeGuardsFailed = false
  /// The action that could not apply furthest along its chain (the first transition
  /// to get that far), or nil.
  var stuckTransition: TransitionID?
  var stuckAction = -1

  /// Notes one refusal of `transition`, in the order the configurations and their
  /// options are read.
  mutating func note(_ transition: TransitionID, _ reason: DisabledReason) {
    switch reason {
    case .guardFailed(let index): guardFailures.insert(index)
    case .outcomeGuardFailed: outcomeGuardsFailed = true
    case .cannotApply(let action):
      if action > stuckAction { (stuckTransition, stuckAction) = (transition, action) }
    }
  }

  /// What `unused-control`'s note says, from these refusals of a control with
  /// `guards` guards: an action that cannot apply comes first (an action is tried
  /// only once every guard holds), then the first of its guards that failed, then
  /// its outcomes' guards.
  enum Verdict: Equatable {
    case stuck(TransitionID, action: Int)
    case guardFailed(Int)
    case outcomeGuardsFailed
    case navigationNeverApplies
  }

  func verdict(guards: Int) -> Verdict {
    if let stuckTransition { return .stuck(stuckTransition, action: stuckAction) }
    if let index = guardFailures.min(), index < guards { return .guardFailed(index) }
    return outcomeGuardsFailed ? .outcomeGuardsFailed : .navigationNeverApplies
  }

  /// What refusals a control can meet at most, so that the trial stops reading
  /// configurations once no further refusal could change its verdict.
  struct Bound {
    /// The furthest action of the control's transitions that may not apply (by its
    /// kind), or -1 when none may: none is ever refused as `cannotApply`.
    var furthestAction: Int
    var guards: Int
    /// Whether some transition of the control has guards of its own (an outcome's).
    var outcomeGuards: Bool
  }

  /// Whether no refusal noted after these could change the verdict under `bound`:
  /// the furthest action that may not apply did not apply (a later one as far never
  /// replaces it), or no action may be refused and the first guard failed (or,
  /// without guards, the outcomes' guards failed, or cannot).
  func isSettled(_ bound: Bound) -> Bool {
    if stuckAction >= bound.furthestAction, stuckTransition != nil { return true }
    guard bound.furthestAction < 0 else { return false }
    if bound.guards > 0 { return guardFailures.contains(0) }
    return outcomeGuardsFailed || !bound.outcomeGuards
  }

  /// The plain form: every option of each of `configurations` (the `Simulator`'s),
  /// those of `control`'s transitions noted.
  static func plain(_ control: Control, in configurations: [Int], _ context: CheckContext)
    -> ControlRefusals
  {
    var refusals = ControlRefusals()
    for index in configurations {
      for option in context.simulator.options(context.space.configuration(index))
      where control.transitions.contains(option.transition) {
        if case .disabled(let reason) = option.result { refusals.note(option.transition, reason) }
      }
    }
    return refusals
  }
}
