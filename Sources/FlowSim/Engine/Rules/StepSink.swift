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
  /// Where a direct step may write a successor of at most `count` bytes, with 8 bytes
  /// of slack after them; nil to have it written into the workspace and handed to
  /// `successor` instead.
  mutating func room(for count: Int) -> UnsafeMutablePointer<UInt8>?
  /// The successor just written where `room` said is complete: `count` bytes.
  mutating func commit(_ transition: TransitionID, _ count: Int)
  /// Takes, without its bytes, the successor that is the configuration being
  /// expanded, `parent`, with `bits` of its byte `offset` flipped, where the sink
  /// can tell it apart by that alone; returns false to have it written and handed on.
  mutating func flipped(
    _ transition: TransitionID, bits: UInt8, at offset: Int, of parent: UnsafePointer<UInt8>
  ) -> Bool
  /// Takes, without its bytes, the successor of a direct step by `transition` that
  /// leaves the first byte alone (see `SuccessorMemo`), where the sink knows where
  /// that step leads from the configuration's rest; returns false to have it written
  /// and handed on next.
  mutating func knows(_ transition: TransitionID) -> Bool
}

extension StepSink {
  mutating func disabled(_ transition: TransitionID, _ reason: DisabledReason) {}
  static var takesDisabled: Bool { true }
  mutating func room(for count: Int) -> UnsafeMutablePointer<UInt8>? { nil }
  mutating func commit(_ transition: TransitionID, _ count: Int) {}
  mutating func flipped(
    _ transition: TransitionID, bits: UInt8, at offset: Int, of parent: UnsafePointer<UInt8>
  ) -> Bool { false }
  mutating func knows(_ transition: TransitionID) -> Bool { false }
}
