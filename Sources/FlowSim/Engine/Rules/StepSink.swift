/// Receives what expanding one configuration produces, in a fixed order.
protocol StepSink {
  /// A transition leads to the configuration in `state[0..<count]` (only valid during the call).
  mutating func successor(_ transition: TransitionID, _ state: UnsafePointer<UInt8>, _ count: Int)
  /// A transition ran into an issue at action `action` (-1 for system controls).
  mutating func issue(_ transition: TransitionID, _ issue: StepIssue, action: Int)
  /// A control on the visible screen is there but cannot be used.
  mutating func disabled(_ transition: TransitionID, _ reason: DisabledReason)
  /// Whether `disabled` does anything (when not, expanding skips calling it).
  static var takesDisabled: Bool { get }
}

extension StepSink {
  mutating func disabled(_ transition: TransitionID, _ reason: DisabledReason) {}
  static var takesDisabled: Bool { true }
}
