extension UnsafeMutablePointer where Pointee: BitwiseCopyable {
  /// A new allocation of `capacity` elements that starts with this one's first
  /// `count`; this one is freed. The engine's growable flat buffers use it.
  func reallocated(keeping count: Int, capacity: Int) -> UnsafeMutablePointer<Pointee> {
    let bigger = UnsafeMutablePointer<Pointee>.allocate(capacity: capacity)
    bigger.initialize(from: self, count: count)
    deallocate()
    return bigger
  }
}
