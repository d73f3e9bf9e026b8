/// Where steps lead from each rest, as one explorer thread has seen them: a cache
/// that spares writing, hashing and looking up successors it knows.
///
/// A direct step that leaves the first byte alone (a push, a pop, a presentation, a
/// dismissal, a tab switch, a flip of a later byte) writes a successor whose rest
/// depends on the parent's rest alone (see `ConfigurationStore`): whether the step
/// applies, and what it reports, is still decided each time from the whole parent,
/// but once its successor's rest has been found, the step from that rest by that
/// transition leads to that rest again, with the parent's first byte. Rest numbers
/// never change, so an entry never goes stale. Direct-mapped, of a fixed size: a
/// collision forgets the older entry, which costs only a lookup later.
final class SuccessorMemo {
  private struct Entry {
    /// `rest << 32 | transition`, plus one (0: empty).
    var key: UInt64
    var rest: UInt32
  }

  private let entries: UnsafeMutablePointer<Entry>
  private static let bits = 16

  init() {
    let count = 1 << SuccessorMemo.bits
    entries = .allocate(capacity: count)
    entries.initialize(repeating: Entry(key: 0, rest: 0), count: count)
  }

  deinit { entries.deallocate() }

  @inline(__always)
  private static func key(_ rest: Int, _ transition: Int) -> UInt64 {
    (UInt64(truncatingIfNeeded: rest) &<< 32 | UInt64(truncatingIfNeeded: transition)) &+ 1
  }

  @inline(__always)
  private static func slot(_ key: UInt64) -> Int {
    Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) &>> UInt64(64 - bits))
  }

  /// The rest that `transition` leads to from rest `rest`, or -1 when not known.
  @inline(__always)
  func rest(from rest: Int, by transition: Int) -> Int {
    let key = SuccessorMemo.key(rest, transition)
    let entry = entries[SuccessorMemo.slot(key)]
    return entry.key == key ? Int(entry.rest) : -1
  }

  /// Notes that `transition` leads from rest `rest` to rest `to`.
  @inline(__always)
  func learn(from rest: Int, by transition: Int, to: Int) {
    let key = SuccessorMemo.key(rest, transition)
    entries[SuccessorMemo.slot(key)] = Entry(key: key, rest: UInt32(truncatingIfNeeded: to))
  }
}
