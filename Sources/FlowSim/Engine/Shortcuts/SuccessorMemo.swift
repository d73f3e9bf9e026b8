/// Where steps lead from each rest, as one explorer thread has seen them: a cache
/// that spares writing, hashing and looking up successors it knows.
///
/// A direct step that leaves the first byte alone (a push, a pop, a presentation, a
/// dismissal, a tab switch, a flip of a later byte) writes a successor whose rest
/// depends on the parent's rest alone (see `ConfigurationStore`): whether the step
/// applies, and what it reports, is still decided each time from the whole parent,
/// but once its successor's rest has been found, the step from that rest by that
/// transition leads to that rest again, with the parent's first byte. Rest numbers
/// never change, so an entry never goes stale. Two-way set-associative: a key has
/// two places, and a third key wanting them forgets the older, which costs only a
/// lookup later. It starts small and grows as
/// it fills, so that it costs a small flow next to nothing.
final class SuccessorMemo {
  struct Entry {
    /// `rest << 32 | transition`, plus one (0: empty).
    var key: UInt64
    var rest: UInt32
  }

  private var entries: UnsafeMutablePointer<Entry>
  private var bits: Int
  /// Entries taken; past half of them the memo grows.
  private var filled = 0
  /// The most entries a memo grows to (2 MiB): more would spend on the cache
  /// what it saves.
  static let largest = 17

  /// A memo of `2^bits` entries to start with, growing fourfold, as it fills, up to
  /// `2^largest` (so a small flow's memo costs little to make).
  init(bits: Int = 10) {
    self.bits = bits
    entries = SuccessorMemo.allocate(bits)
  }

  deinit { entries.deallocate() }

  private static func allocate(_ bits: Int) -> UnsafeMutablePointer<Entry> {
    let entries = UnsafeMutablePointer<Entry>.allocate(capacity: 1 << bits)
    entries.initialize(repeating: Entry(key: 0, rest: 0), count: 1 << bits)
    return entries
  }

  /// How many entries it has now.
  var capacity: Int { 1 << bits }

  @inline(__always)
  private static func key(_ rest: Int, _ transition: TransitionID) -> UInt64 {
    (UInt64(truncatingIfNeeded: rest) &<< 32 | UInt64(truncatingIfNeeded: transition.index)) &+ 1
  }

  /// The first of the two entries where `key` may be (an even index).
  @inline(__always)
  private static func slot(_ key: UInt64, _ bits: Int) -> Int {
    Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) &>> UInt64(64 &- bits)) & ~1
  }

  /// The memo as lookups read it: valid until it next learns (which may move it).
  /// A plain value, so that the expanding loop reads it without reference counting.
  struct Lookup {
    fileprivate let entries: UnsafeMutablePointer<Entry>
    fileprivate let bits: Int

    /// The rest that `transition` leads to from rest `rest`, or -1 when not known.
    @inline(__always)
    func rest(from rest: Int, by transition: TransitionID) -> Int {
      let key = SuccessorMemo.key(rest, transition)
      let at = SuccessorMemo.slot(key, bits)
      if entries[at].key == key { return Int(entries[at].rest) }
      if entries[at &+ 1].key == key { return Int(entries[at &+ 1].rest) }
      return -1
    }
  }

  var lookup: Lookup { Lookup(entries: entries, bits: bits) }

  /// The rest that `transition` leads to from rest `rest`, or -1 when not known.
  func rest(from rest: Int, by transition: TransitionID) -> Int {
    lookup.rest(from: rest, by: transition)
  }

  /// Notes that `transition` leads from rest `rest` to rest `to`.
  func learn(from rest: Int, by transition: TransitionID, to: Int) {
    if filled > capacity / 2, bits < SuccessorMemo.largest { grow() }
    put(Entry(key: SuccessorMemo.key(rest, transition), rest: UInt32(truncatingIfNeeded: to)))
  }

  /// Puts `entry` in the first of its two places that is free or its own; else in
  /// the first, moving the entry there to the second (which forgets that one's).
  private func put(_ entry: Entry) {
    let at = SuccessorMemo.slot(entry.key, bits)
    for way in at...at &+ 1 where entries[way].key == 0 || entries[way].key == entry.key {
      if entries[way].key == 0 { filled &+= 1 }
      entries[way] = entry
      return
    }
    entries[at &+ 1] = entries[at]
    entries[at] = entry
  }

  /// Moves the entries into a memo four times as large.
  private func grow() {
    let old = entries
    let oldCount = capacity
    bits = min(bits + 2, SuccessorMemo.largest)
    entries = SuccessorMemo.allocate(bits)
    filled = 0
    for index in 0..<oldCount where old[index].key != 0 { put(old[index]) }
    old.deallocate()
  }
}
