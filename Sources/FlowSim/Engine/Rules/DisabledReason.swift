/// Why an offered control cannot be used right now.
public enum DisabledReason: Sendable, Hashable {
  /// A guard failed: its index in the control's guards, then the outcome's.
  case guardFailed(Int)
  /// The outcome's guard failed (index into the outcome's guards).
  case outcomeGuardFailed(Int)
  /// The navigation cannot apply here (nothing to go back to, stack at its bound…):
  /// the index of the action in the transition's chain.
  case cannotApply(action: Int)
}
