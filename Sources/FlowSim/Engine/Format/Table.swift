/// A fixed array of plain values in manually managed memory: what the engine's hot
/// path reads instead of Swift arrays, so stepping never touches reference counts
/// or bounds checks. Owned by the object that allocated it (which frees it).
struct Table<Element>: @unchecked Sendable {
  let base: UnsafeMutablePointer<Element>
  let count: Int

  init(_ elements: [Element]) {
    count = elements.count
    base = .allocate(capacity: max(1, elements.count))
    if !elements.isEmpty {
      elements.withUnsafeBufferPointer {
        base.initialize(from: $0.baseAddress!, count: elements.count)
      }
    }
  }

  @inline(__always)
  subscript(index: Int) -> Element { base[index] }

  /// The element at `index`, in place: for elements large enough that a copy per use
  /// costs a `memcpy` (the compiled controls).
  @inline(__always)
  func element(at index: Int) -> UnsafePointer<Element> { UnsafePointer(base + index) }

  func deallocate() { base.deallocate() }
}
