import Foundation

/// Every configuration found so far, packed back to back in one arena, with an
/// open-addressing hash set over them: the explorer's memory.
///
/// A stored configuration costs its packed bytes, a 4-byte offset, a 4-byte parent
/// and about 8–16 bytes of hash slots (the table stays at most half full). Index 0
/// is the initial configuration; indices follow discovery order, which for a
/// breadth-first search is also the queue.
final class StateStore {
  private(set) var arena: UnsafeMutablePointer<UInt8>
  private var arenaCapacity: Int
  private(set) var arenaCount = 0
  /// `offsets[i]..<offsets[i + 1]` are configuration i's bytes.
  private(set) var offsets: UnsafeMutablePointer<UInt32>
  private(set) var parents: UnsafeMutablePointer<UInt32>
  private var indexCapacity: Int
  private(set) var count = 0
  private var table: UnsafeMutablePointer<UInt32>
  private var mask: Int

  init(expected: Int = 1024) {
    arenaCapacity = max(64, expected * 16)
    arena = .allocate(capacity: arenaCapacity)
    indexCapacity = max(16, expected)
    offsets = .allocate(capacity: indexCapacity + 1)
    offsets[0] = 0
    parents = .allocate(capacity: indexCapacity)
    var size = 32
    while size < expected * 2 { size <<= 1 }
    table = .allocate(capacity: size)
    table.initialize(repeating: 0, count: size)
    mask = size - 1
  }

  deinit {
    arena.deallocate()
    offsets.deallocate()
    parents.deallocate()
    table.deallocate()
  }

  /// Bytes held for the stored configurations: arena, offsets, parents and the table.
  var bytesUsed: Int { arenaCount + count * 8 + (mask + 1) * 4 }

  @inline(__always)
  func bytes(of index: Int) -> (UnsafePointer<UInt8>, Int) {
    let start = Int(offsets[index])
    return (UnsafePointer(arena + start), Int(offsets[index + 1]) - start)
  }

  func copy(of index: Int) -> [UInt8] {
    let (pointer, length) = bytes(of: index)
    return Array(UnsafeBufferPointer(start: pointer, count: length))
  }

  @inline(__always)
  static func hash(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> UInt64 {
    var h: UInt64 = 0x9E37_79B9_7F4A_7C15 &* UInt64(count &+ 1)
    var index = 0
    while index + 8 <= count {
      let word = UnsafeRawPointer(bytes + index).loadUnaligned(as: UInt64.self)
      h = (h ^ word) &* 0xBF58_476D_1CE4_E5B9
      h ^= h >> 29
      index += 8
    }
    if index < count {
      var tail: UInt64 = 0
      var shift: UInt64 = 0
      while index < count {
        tail |= UInt64(bytes[index]) << shift
        shift += 8
        index += 1
      }
      h = (h ^ tail) &* 0xBF58_476D_1CE4_E5B9
    }
    h ^= h >> 32
    h = h &* 0x94D0_49BB_1331_11EB
    return h ^ (h >> 29)
  }

  /// Finds the configuration, or stores it with `parent`. Returns its index and
  /// whether it is new.
  @inline(__always)
  func insert(_ bytes: UnsafePointer<UInt8>, _ length: Int, parent: Int) -> (
    index: Int, isNew: Bool
  ) {
    var slot = Int(truncatingIfNeeded: StateStore.hash(bytes, length)) & mask
    while true {
      let entry = Int(table[slot])
      if entry == 0 { break }
      let index = entry - 1
      let start = Int(offsets[index])
      if Int(offsets[index + 1]) - start == length, memcmp(arena + start, bytes, length) == 0 {
        return (index, false)
      }
      slot = (slot + 1) & mask
    }
    append(bytes, length, parent: parent)
    table[slot] = UInt32(count)
    if count * 2 > mask + 1 { grow() }
    return (count - 1, true)
  }

  private func append(_ bytes: UnsafePointer<UInt8>, _ length: Int, parent: Int) {
    if arenaCount + length > arenaCapacity {
      var capacity = arenaCapacity * 2
      while arenaCount + length > capacity { capacity *= 2 }
      let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
      bigger.update(from: arena, count: arenaCount)
      arena.deallocate()
      arena = bigger
      arenaCapacity = capacity
    }
    if count == indexCapacity {
      let capacity = indexCapacity * 2
      let newOffsets = UnsafeMutablePointer<UInt32>.allocate(capacity: capacity + 1)
      newOffsets.update(from: offsets, count: count + 1)
      offsets.deallocate()
      offsets = newOffsets
      let newParents = UnsafeMutablePointer<UInt32>.allocate(capacity: capacity)
      newParents.update(from: parents, count: count)
      parents.deallocate()
      parents = newParents
      indexCapacity = capacity
    }
    (arena + arenaCount).update(from: bytes, count: length)
    arenaCount += length
    parents[count] = UInt32(truncatingIfNeeded: parent)
    count += 1
    offsets[count] = UInt32(truncatingIfNeeded: arenaCount)
  }

  private func grow() {
    let size = (mask + 1) * 2
    table.deallocate()
    table = .allocate(capacity: size)
    table.initialize(repeating: 0, count: size)
    mask = size - 1
    for index in 0..<count {
      let (pointer, length) = bytes(of: index)
      var slot = Int(truncatingIfNeeded: StateStore.hash(pointer, length)) & mask
      while table[slot] != 0 { slot = (slot + 1) & mask }
      table[slot] = UInt32(index + 1)
    }
  }

  /// Whether the arena can still be addressed with 32-bit offsets.
  var isNearLimit: Bool { arenaCount > Int(UInt32.max) - (1 << 20) || count > Int(UInt32.max) - 2 }
}
