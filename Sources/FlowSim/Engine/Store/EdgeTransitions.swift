/// The transition of each edge exploring recorded (`StateSpace`): 16 bits an edge
/// when the flow has at most 65,536 transitions (almost every flow: a transition is
/// a control's outcome or a system move), 32 bits otherwise, chosen once per
/// exploration (`narrow(for:)`). Half of what an edge costs beside its target.
struct EdgeTransitions: Sendable {
  private let narrow: ReservedList<UInt16>?
  private let wide: ReservedList<UInt32>?

  /// Whether a flow of `transitions` transitions has its edges' transitions in 16 bits.
  static func narrow(for transitions: Int) -> Bool { transitions <= 1 << 16 }

  init(narrow: Bool, ceiling: Int = 1 << 36) {
    self.narrow = narrow ? ReservedList(ceiling: ceiling) : nil
    wide = narrow ? nil : ReservedList(ceiling: ceiling)
  }

  /// Whether each transition takes 16 bits.
  var isNarrow: Bool { narrow != nil }

  var count: Int { narrow?.count ?? wide.unsafelyUnwrapped.count }

  /// The transition of edge `edge`, as its number.
  @inline(__always)
  subscript(edge: Int) -> UInt32 {
    if let narrow { return UInt32(narrow[edge]) }
    return wide.unsafelyUnwrapped[edge]
  }

  /// Appends transitions `values` (each below the flow's transition count).
  func append(contentsOf values: UnsafeBufferPointer<UInt32>) {
    if let narrow {
      narrow.append(converting: values) { UInt16(truncatingIfNeeded: $0) }
    } else {
      wide.unsafelyUnwrapped.append(contentsOf: values)
    }
  }

  /// Bytes of memory the transitions take (see `ReservedList.bytes`).
  var bytes: Int { narrow?.bytes ?? wide.unsafelyUnwrapped.bytes }

  /// Every transition in order, as numbers (for tests).
  var all: [UInt32] { (0..<count).map { self[$0] } }
}
