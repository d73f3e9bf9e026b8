/// How many configurations of a rest are stored so far, read from the store's bits
/// (one per key, `2^lowBits` keys a rest, see `ConfigurationStore`): what tells
/// `RestPlans` whether a rest has enough configurations still to expand for its
/// plan to pay.
struct RestCensus: @unchecked Sendable {
  /// The store's bits, or nil: every rest is taken to have plenty (tests of plans
  /// alone).
  let seen: UnsafePointer<UInt64>?
  let lowBits: Int

  /// A census that counts every rest as having plenty of configurations.
  static let plenty = RestCensus(seen: nil, lowBits: 0)
  /// A census that counts every rest as having none: no plan is made.
  static let none = RestCensus(seen: nil, lowBits: -1)

  init(seen: UnsafePointer<UInt64>?, lowBits: Int) {
    self.seen = seen
    self.lowBits = lowBits
  }

  init(_ store: ConfigurationStore.Snapshot) {
    self.init(seen: UnsafePointer(store.seen), lowBits: store.lowBits)
  }

  /// The configurations of rest `rest` stored so far.
  @inline(__always)
  func stored(rest: Int) -> Int {
    guard let seen else { return lowBits < 0 ? 0 : Int.max >> 1 }
    if lowBits >= 6 {
      let words = 1 &<< (lowBits &- 6)
      let start = seen + rest &* words
      var count = 0
      for word in 0..<words { count &+= start[word].nonzeroBitCount }
      return count
    }
    let first = rest &<< lowBits
    let block = seen[first &>> 6] &>> UInt64(truncatingIfNeeded: first & 63)
    return (block & (1 &<< UInt64(truncatingIfNeeded: 1 &<< lowBits) &- 1)).nonzeroBitCount
  }
}
