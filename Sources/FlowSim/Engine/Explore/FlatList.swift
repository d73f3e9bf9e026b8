/// A list of plain values in memory of its own, grown by doubling and reused: where
/// storing keeps a batch's books when edges are recorded (each successor's target and
/// transition, each configuration's edges' start, screen and failures' start).
///
/// Storing makes room once a batch (`reserve`), appends without checks, then appends
/// the batch's values to the state space's arrays at once (`buffer`) and empties the
/// list: an array's append per successor checks uniqueness and capacity and
/// reallocates through the runtime, which had cost most of what recording edges adds
/// to exploring. The owner frees the list (`deallocate`).
struct FlatList<Element: BitwiseCopyable> {
  private(set) var base: UnsafeMutablePointer<Element>
  private(set) var count = 0
  private(set) var capacity: Int

  init(capacity: Int = 1024) {
    self.capacity = max(16, capacity)
    base = .allocate(capacity: self.capacity)
  }

  /// Makes room for `more` appends past `count`.
  @inline(__always)
  mutating func reserve(_ more: Int) {
    if count &+ more > capacity { grow(to: count &+ more) }
  }

  private mutating func grow(to needed: Int) {
    let larger = max(capacity * 2, needed)
    base = base.reallocated(keeping: count, capacity: larger)
    capacity = larger
  }

  /// Appends `value`, for which `reserve` made room.
  @inline(__always)
  mutating func appendReserved(_ value: Element) {
    base[count] = value
    count &+= 1
  }

  /// The values, in order (valid until the list changes).
  var buffer: UnsafeBufferPointer<Element> { UnsafeBufferPointer(start: base, count: count) }

  /// Empties the list, keeping its memory.
  mutating func removeAll() { count = 0 }

  /// Bytes held, room to grow included.
  var bytes: Int { capacity * MemoryLayout<Element>.stride }

  func deallocate() { base.deallocate() }
}
