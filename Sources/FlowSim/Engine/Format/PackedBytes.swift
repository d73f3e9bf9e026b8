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

  /// The low `count` bytes of a word (`count` in 0...7).
  @inline(__always)
  static func mask(_ count: Int) -> UInt64 {
    (1 &<< UInt64(truncatingIfNeeded: count &* 8)) &- 1
  }

  /// Mixes one word into a hash.
  @inline(__always)
  static func mix(_ h: UInt64, _ word: UInt64) -> UInt64 {
    let m = (h ^ word) &* 0xBF58_476D_1CE4_E5B9
    return m ^ (m &>> 31)
  }

  /// The hash's start, for `count` bytes.
  @inline(__always)
  static func seed(_ count: Int) -> UInt64 {
    0x9E37_79B9_7F4A_7C15 &* UInt64(truncatingIfNeeded: count &+ 1)
  }

  /// A 64-bit hash of `count` bytes. Each word is mixed in with a multiply and an
  /// xor-shift, so the high bits, which place a configuration in the table
  /// (`StateStore.Snapshot.home`), depend on every byte; the low byte (the slot's
  /// tag) is only a filter before comparing. No final avalanche step: on NAVBENCH it
  /// cost instructions and shortened no search.
  ///
  /// From 8 bytes on, the last word mixed is the one that ends with the last byte
  /// (overlapping the word before unless `count` is a multiple of 8), so no word
  /// needs a mask: the count, in the seed, tells the overlaps apart.
  @inline(__always)
  static func hash(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> UInt64 {
    var h = seed(count)
    if count >= 8 {
      var index = 0
      while index &+ 8 < count {
        h = mix(h, word(bytes, index))
        index &+= 8
      }
      h = mix(h, word(bytes, count &- 8))
    } else {
      h = mix(h, word(bytes, 0) & mask(count))
    }
    return h
  }

  /// Whether `count` bytes at `a` and `b` are equal (compared as `hash` reads them:
  /// from 8 bytes on, the last word ends with the last byte, and needs no mask).
  @inline(__always)
  static func equal(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int) -> Bool {
    if count >= 8 {
      var index = 0
      while index &+ 8 < count {
        if word(a, index) != word(b, index) { return false }
        index &+= 8
      }
      return word(a, count &- 8) == word(b, count &- 8)
    }
    return (word(a, 0) ^ word(b, 0)) & mask(count) == 0
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
    var h = seed(count)
    if count >= 8 {
      var index = 0
      while index &+ 8 < count {
        let w = word(source, index)
        store(w, at: destination + index)
        h = mix(h, w)
        index &+= 8
      }
      store(word(source, index), at: destination + index)
      h = mix(h, word(source, count &- 8))
    } else {
      let w = word(source, 0)
      store(w, at: destination)
      h = mix(h, w & mask(count))
    }
    return h
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
