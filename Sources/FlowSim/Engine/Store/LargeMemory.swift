import Foundation

/// Zeroed memory for the store's big tables, on 2 MiB pages where the system offers
/// them (Linux transparent huge pages): random lookups in a table of many megabytes
/// then miss the TLB far less often, and a new table costs one fault per 2 MiB, not
/// one per 4 KiB page (a table of a few megabytes, rebuilt wider several times while
/// young, had spent more in page faults than in moving what it held).
enum LargeMemory {
  /// Below this, plain `calloc`.
  static let threshold = 1 << 20
  private static let hugePage = 2 << 20

  /// `bytes` zeroed bytes; free them with `free(_:bytes:)` and the same size.
  static func allocate(_ bytes: Int) -> UnsafeMutableRawPointer {
    #if os(Linux)
      if bytes >= threshold {
        let size = mappedSize(bytes)
        if let mapped = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
          mapped != MAP_FAILED
        {
          _ = madvise(mapped, size, MADV_HUGEPAGE)
          return mapped
        }
      }
    #endif
    return calloc(bytes, 1)!
  }

  /// `bytes` zeroed bytes of address space, of which only the pages touched take
  /// memory (on 2 MiB pages where offered), so that a table can grow within it; nil
  /// where the system does not offer that (then allocate what is needed now).
  static func reserve(_ bytes: Int) -> UnsafeMutableRawPointer? {
    #if os(Linux)
      let size = mappedSize(bytes)
      if bytes >= threshold,
        let mapped = mmap(
          nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0),
        mapped != MAP_FAILED
      {
        _ = madvise(mapped, size, MADV_HUGEPAGE)
        return mapped
      }
    #endif
    return nil
  }

  static func free(_ pointer: UnsafeMutableRawPointer, bytes: Int) {
    #if os(Linux)
      if bytes >= threshold {
        munmap(pointer, mappedSize(bytes))
        return
      }
    #endif
    Foundation.free(pointer)
  }

  private static func mappedSize(_ bytes: Int) -> Int {
    (bytes + hugePage - 1) / hugePage * hugePage
  }
}
