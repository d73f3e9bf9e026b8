/// A `StepSink` that direct steps can also hand a successor to without its bytes, or
/// write it into the sink's own memory: the hooks by which exploring's storage takes
/// the shortcuts' output (`Semantics+DirectSteps.swift`). Every hook may decline; the
/// defaults do, and the successor is then handed to `successor` as the rules do.
protocol DirectStepSink: StepSink {
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

extension DirectStepSink {
  mutating func room(for count: Int) -> UnsafeMutablePointer<UInt8>? { nil }
  mutating func commit(_ transition: TransitionID, _ count: Int) {}
  mutating func flipped(
    _ transition: TransitionID, bits: UInt8, at offset: Int, of parent: UnsafePointer<UInt8>
  ) -> Bool { false }
  mutating func knows(_ transition: TransitionID) -> Bool { false }
}
