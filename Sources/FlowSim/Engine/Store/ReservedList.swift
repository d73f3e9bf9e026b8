/// A list of plain values, appended to while exploring and read in place after: the
/// books exploring keeps when it records edges (`StateSpace`'s edges, screens and
/// failed transitions), which grow with every configuration.
///
/// Once it passes `reservedFrom` (256 KiB) it moves, once, into address space
/// reserved for `ceiling` bytes (`LargeMemory.reserve`: only the pages written take
/// memory), and then grows in place: no copy of what it holds, and never the old and
/// the new buffer alive at once, as an array's doubling has (an edge book of a few
/// million configurations is the largest thing `check` holds). Where the system
/// reserves nothing, or the list outgrows its reservation, it grows by doubling.
///
/// Written by one thread (the explorer's storing); read by any once exploring is done.
final class ReservedList<Element: BitwiseCopyable>: RandomAccessCollection, @unchecked Sendable {
  private(set) var base: UnsafeMutablePointer<Element>
  private(set) var count = 0
  private var capacity: Int
  /// The bytes reserved at `base`, or nil while it is a plain allocation.
  private var reserved: Int?
  private let ceiling: Int
  /// Where a list moves into its reservation: late enough that a small flow's books
  /// take no 2 MiB page each, early enough that what is copied before is little.
  static var reservedFrom: Int { 256 << 10 }

  /// An empty list that may reserve `ceiling` bytes once it is large (a hint: past
  /// it, the list grows by doubling).
  init(ceiling: Int = 1 << 36) {
    self.ceiling = Swift.max(ceiling, LargeMemory.threshold)
    capacity = 64
    base = .allocate(capacity: capacity)
  }

  deinit {
    if let reserved {
      LargeMemory.free(base, bytes: reserved)
    } else {
      base.deallocate()
    }
  }

  var startIndex: Int { 0 }
  var endIndex: Int { count }

  /// Element `position` (below `count`; not checked in release builds).
  @inline(__always)
  subscript(position: Int) -> Element {
    assert(position >= 0 && position < count)
    return base[position]
  }

  func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<Element>) throws -> Result)
    rethrows -> Result
  {
    try body(UnsafeBufferPointer(start: base, count: count))
  }

  /// Bytes of memory the list takes: what it holds once reserved (the pages
  /// written), its capacity before.
  var bytes: Int { (reserved == nil ? capacity : count) * MemoryLayout<Element>.stride }

  func append(_ value: Element) {
    if count == capacity { grow(to: count + 1) }
    base[count] = value
    count += 1
  }

  func append(contentsOf values: UnsafeBufferPointer<Element>) {
    guard let source = values.baseAddress, !values.isEmpty else { return }
    if count + values.count > capacity { grow(to: count + values.count) }
    (base + count).update(from: source, count: values.count)
    count += values.count
  }

  /// Appends each of `values` converted (narrowed) by `convert`.
  func append<Source>(
    converting values: UnsafeBufferPointer<Source>, _ convert: (Source) -> Element
  ) {
    if count + values.count > capacity { grow(to: count + values.count) }
    let target = base + count
    for index in values.indices { target[index] = convert(values[index]) }
    count += values.count
  }

  private func grow(to needed: Int) {
    let stride = MemoryLayout<Element>.stride
    let doubled = Swift.max(needed, capacity * 2)
    if reserved == nil, doubled * stride >= Self.reservedFrom {
      let bytes = Swift.max(ceiling, doubled * stride)
      if let memory = LargeMemory.reserve(bytes) {
        let moved = memory.bindMemory(to: Element.self, capacity: bytes / stride)
        UnsafeMutableRawPointer(moved).copyMemory(from: base, byteCount: count * stride)
        base.deallocate()
        base = moved
        capacity = bytes / stride
        reserved = bytes
        return
      }
    }
    // No reservation, or one outgrown: a larger buffer, and a copy.
    if let reserved {
      let larger = UnsafeMutablePointer<Element>.allocate(capacity: doubled)
      larger.initialize(from: base, count: count)
      LargeMemory.free(base, bytes: reserved)
      self.reserved = nil
      base = larger
    } else {
      base = base.reallocated(keeping: count, capacity: doubled)
    }
    capacity = doubled
  }
}

extension ReservedList: Equatable where Element: Equatable {
  static func == (a: ReservedList, b: ReservedList) -> Bool { a.elementsEqual(b) }
}
