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
