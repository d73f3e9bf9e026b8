/// Asks the processor to bring the cache line at `address` in ahead of a read, without
/// waiting for it (LLVM's prefetch intrinsic: a read, kept in every cache level).
///
/// The explorer's lookups land at random places in a table of many megabytes; issuing
/// the next lookups' lines while searching the current one lets the misses overlap. A
/// prefetch never faults, so any address will do.
@inline(__always)
func prefetch(_ address: UnsafeRawPointer) {
  llvmPrefetch(address, 0, 3, 1)
}

/// Like `prefetch`, for a line about to be written: it arrives owned by this core,
/// so the write need not ask the other cores to drop their copies.
@inline(__always)
func prefetchForWriting(_ address: UnsafeRawPointer) {
  llvmPrefetch(address, 1, 3, 1)
}

@_silgen_name("llvm.prefetch.p0")
private func llvmPrefetch(
  _ address: UnsafeRawPointer, _ write: Int32, _ locality: Int32, _ dataCache: Int32)
