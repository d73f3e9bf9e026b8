/// Word-at-a-time helpers for short packed configurations: hashing, comparing and
/// copying a few bytes with 8-byte loads instead of byte loops or library calls.
///
/// Every pointer handed to these helpers must have at least 8 readable bytes after
/// its last byte (the engine's buffers, batches and the store's table all keep that
/// slack); the bytes beyond `count` are read but never influence the result.
enum PackedBytes {
  @inline(__always)
  static func word(_ pointer: UnsafePointer<UInt8>, _ offset: Int) -> UInt64 {
    UnsafeRawPointer(pointer + offset).loadUnaligned(as: UInt64.self)
  }

  @inline(__always)
  static func store(_ word: UInt64, at pointer: UnsafeMutablePointer<UInt8>) {
    UnsafeMutableRawPointer(pointer).storeBytes(of: word, as: UInt64.self)
  }

  /// The low `count` bytes of a word (`count` in 1...7).
  @inline(__always)
  static func mask(_ count: Int) -> UInt64 { (1 &<< UInt64(count &* 8)) &- 1 }

  /// A 64-bit hash of `count` bytes; all 64 bits are well mixed.
  @inline(__always)
  static func hash(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> UInt64 {
    var h: UInt64 = 0x9E37_79B9_7F4A_7C15 &* UInt64(truncatingIfNeeded: count &+ 1)
    var index = 0
    while index &+ 8 <= count {
      h = (h ^ word(bytes, index)) &* 0xBF58_476D_1CE4_E5B9
      h ^= h &>> 31
      index &+= 8
    }
    if index < count {
      h = (h ^ (word(bytes, index) & mask(count &- index))) &* 0xBF58_476D_1CE4_E5B9
    }
    h ^= h &>> 32
    h = h &* 0x94D0_49BB_1331_11EB
    return h ^ (h &>> 29)
  }

  /// Whether `count` bytes at `a` and `b` are equal.
  @inline(__always)
  static func equal(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int) -> Bool {
    var index = 0
    while index &+ 8 <= count {
      if word(a, index) != word(b, index) { return false }
      index &+= 8
    }
    if index < count {
      return (word(a, index) ^ word(b, index)) & mask(count &- index) == 0
    }
    return true
  }

  /// Copies `count` bytes, a word at a time, possibly writing up to 7 bytes of
  /// garbage after them: the destination must have that slack and nothing in it.
  @inline(__always)
  static func copy(
    _ source: UnsafePointer<UInt8>, to destination: UnsafeMutablePointer<UInt8>, _ count: Int
  ) {
    var index = 0
    while index < count {
      store(word(source, index), at: destination + index)
      index &+= 8
    }
  }

  /// Copies `count` bytes like `copy`, flipping `bits` of the byte at `offset` on the
  /// way, so that each word is stored once: reading the copy back a word at a time
  /// (to hash it) is then forwarded from those stores, where a byte stored over a
  /// word would make the read wait for both to reach the cache.
  @inline(__always)
  static func copy(
    _ source: UnsafePointer<UInt8>, to destination: UnsafeMutablePointer<UInt8>, _ count: Int,
    flipping bits: UInt8, at offset: Int
  ) {
    let target = offset & ~7
    let mask = UInt64(bits) &<< UInt64((offset & 7) &* 8)
    var index = 0
    while index < count {
      var w = word(source, index)
      if index == target { w ^= mask }
      store(w, at: destination + index)
      index &+= 8
    }
  }

  /// Copies `count` bytes like `copy` and returns their `hash`, in one pass.
  @inline(__always)
  static func copyAndHash(
    _ source: UnsafePointer<UInt8>, to destination: UnsafeMutablePointer<UInt8>, _ count: Int
  ) -> UInt64 {
    var h: UInt64 = 0x9E37_79B9_7F4A_7C15 &* UInt64(truncatingIfNeeded: count &+ 1)
    var index = 0
    while index &+ 8 <= count {
      let w = word(source, index)
      store(w, at: destination + index)
      h = (h ^ w) &* 0xBF58_476D_1CE4_E5B9
      h ^= h &>> 31
      index &+= 8
    }
    if index < count {
      let w = word(source, index)
      store(w, at: destination + index)
      h = (h ^ (w & mask(count &- index))) &* 0xBF58_476D_1CE4_E5B9
    }
    h ^= h &>> 32
    h = h &* 0x94D0_49BB_1331_11EB
    return h ^ (h &>> 29)
  }

  /// Copies `count` bytes exactly, reading and writing nothing outside them.
  @inline(__always)
  static func copyExactly(
    _ source: UnsafePointer<UInt8>, to destination: UnsafeMutablePointer<UInt8>, _ count: Int
  ) {
    if count >= 8 {
      var index = 0
      while index &+ 8 < count {
        store(word(source, index), at: destination + index)
        index &+= 8
      }
      // The last word overlaps the one before: no byte outside the range.
      store(word(source, count &- 8), at: destination + (count &- 8))
    } else {
      for index in 0..<count { destination[index] = source[index] }
    }
  }
}
