import Testing

@testable import FlowSim

/// The store finds what it stored, through every rebuild (more slots, wider slots,
/// lengths past 255 bytes), and keeps indices, parents and bytes in insertion order.
@Suite struct StateStoreTests {
  /// Deterministic byte strings of varied lengths, with repeats.
  static func keys(_ count: Int) -> [[UInt8]] {
    var generator = SplitMix64(seed: 7)
    return (0..<count).map { index in
      let value = generator.next() % UInt64(count / 2)
      // Mostly short, a few long (wider slots, then two-byte tags).
      let length = index % 997 == 0 ? 300 : 1 + Int(value % 23)
      return (0..<length).map { UInt8(truncatingIfNeeded: value >> (UInt64($0 % 8) * 8)) }
    }
  }

  static func insert(_ key: [UInt8], into store: StateStore, parent: Int) -> (Int, Bool) {
    let padded = key + [UInt8](repeating: 0, count: 8)
    return padded.withUnsafeBufferPointer {
      let hash = PackedBytes.hash($0.baseAddress!, key.count)
      return store.insert($0.baseAddress!, key.count, hash: hash, parent: parent)
    }
  }

  @Test(arguments: [false, true])
  func findsEverythingThroughRebuilds(tracksIndices: Bool) {
    let store = StateStore(expected: 1, tracksIndices: tracksIndices)
    var seen: [[UInt8]: Int] = [:]
    var order: [[UInt8]] = []
    for (position, key) in Self.keys(60_000).enumerated() {
      let (slot, isNew) = Self.insert(key, into: store, parent: position)
      #expect(isNew == (seen[key] == nil))
      if isNew {
        seen[key] = order.count
        order.append(key)
        #expect(Int(store.parents[order.count - 1]) == position)
      } else if tracksIndices {
        #expect(store.snapshot.index(ofSlot: slot) == seen[key])
      }
    }
    #expect(store.count == order.count)
    #expect((0..<store.count).allSatisfy { store.copy(of: $0) == order[$0] })
    // Stored again, everything is found where it was.
    for (index, key) in order.enumerated() {
      let (slot, isNew) = Self.insert(key, into: store, parent: 0)
      #expect(!isNew)
      #expect(Int(store.order[index]) == slot)
    }
  }

  /// A rebuild split anywhere: where the first half's last configurations cannot go
  /// before the second half starts, they are inserted afterwards.
  @Test func rebuildSplitsAnywhere() {
    let store = StateStore(expected: 4_000)
    var keys: [[UInt8]] = []
    var generator = SplitMix64(seed: 11)
    while store.count < 3_300 {
      let key = (0..<6).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
      if Self.insert(key, into: store, parent: 0).1 { keys.append(key) }
    }
    for split in stride(from: 100, to: store.capacity, by: 97) {
      // Alternately fewer and more slots: fewer merge runs, so halves collide.
      let capacity = split % 2 == 0 ? store.capacity * 9 / 10 : store.capacity * 10 / 9
      store.rebuild(capacity: capacity, width: store.width, splitNear: split)
      #expect(
        keys.enumerated().allSatisfy { index, key in
          let (slot, isNew) = Self.insert(key, into: store, parent: 0)
          return !isNew && Int(store.order[index]) == slot
        })
    }
    #expect(store.count == keys.count)
    #expect(store.leftoversMoved > 0)
    // Far too few slots: the rebuild runs out and starts again, larger.
    store.rebuild(capacity: store.count / 2, width: store.width)
    #expect(store.capacity > store.count / 2)
    #expect(
      keys.enumerated().allSatisfy { index, key in
        let (slot, isNew) = Self.insert(key, into: store, parent: 0)
        return !isNew && Int(store.order[index]) == slot
      })
  }

  /// A store told to expect many configurations gets its whole table at once: it
  /// only widens (to 13 bytes) as they come, in place, and never grows.
  @Test(arguments: [300_000, 1_000_000])
  func expectationsGetTheWholeTable(expected: Int) {
    let store = StateStore(expected: expected)
    let capacity = Int(Double(expected) / StateStore.maximumLoad) + 1
    #expect(store.capacity == capacity)
    let table = store.table
    let firstGeneration = store.generation
    var generator = SplitMix64(seed: 4)
    while store.count < expected {
      let key = (0..<12).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
      _ = Self.insert(key, into: store, parent: 0)
    }
    #expect(store.capacity == capacity)
    #expect(store.width == 13)
    #expect(store.table == table)
    #expect(store.generation == firstGeneration + 1)
  }

  /// A store told how long configurations get starts with slots that wide (at least
  /// 8 bytes and at most `widestStart`), so that storing them never widens it.
  @Test func startsAsWideAsTold() {
    #expect(StateStore(expected: 64).width == 8)
    #expect(StateStore(expected: 64, longest: 3).width == 8)
    #expect(StateStore(expected: 64, longest: 13).width == 14)
    #expect(StateStore(expected: 64, longest: 200).width == StateStore.widestStart)
    let store = StateStore(expected: 300_000, longest: 12)
    #expect(store.width == 13)
    let generation = store.generation
    var generator = SplitMix64(seed: 4)
    while store.count < 300_000 {
      let length = 1 + Int(generator.next() % 12)
      let key = (0..<length).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
      _ = Self.insert(key, into: store, parent: 0)
    }
    #expect(store.width == 13)
    #expect(store.generation == generation)
    #expect(store.copy(of: 299_999).count <= 12)
  }

  /// Widening a young table in place, many times and past the width its memory was
  /// reserved for (then into a new table): every configuration stays where `order`
  /// says, with its index, and is found again; none is found twice.
  @Test func widensInPlaceThenBeyond() {
    let store = StateStore(expected: 200_000, tracksIndices: true)
    let table = store.table
    let reserved = store.snapshot.reservedWidth
    #expect(reserved == 64)
    var generator = SplitMix64(seed: 9)
    var keys: [[UInt8]] = []
    var widths: [Int] = []
    var movedAt: Int?
    // Lengths grow as keys come (a breadth-first search's stacks deepen), with short
    // ones throughout; two keys in three are new.
    for position in 0..<20_000 {
      let longest = 4 + position / 200
      let length = 1 + Int(generator.next() % UInt64(longest))
      let value = generator.next() % UInt64(position / 3 * 2 + 1)
      let key = (0..<length).map { UInt8(truncatingIfNeeded: value >> (UInt64($0 % 8) * 8)) }
      let (_, isNew) = Self.insert(key, into: store, parent: position)
      if isNew { keys.append(key) }
      if widths.last != store.width {
        widths.append(store.width)
        if store.table != table, movedAt == nil { movedAt = store.width }
      }
    }
    #expect(widths.count > 20)
    #expect(widths.contains(reserved))
    #expect(movedAt == widths.first { $0 > reserved })
    #expect(store.count == keys.count)
    #expect((0..<store.count).allSatisfy { store.copy(of: $0) == keys[$0] })
    #expect(
      keys.enumerated().allSatisfy { index, key in
        let (slot, isNew) = Self.insert(key, into: store, parent: 0)
        return !isNew && Int(store.order[index]) == slot
          && store.snapshot.index(ofSlot: slot) == index
      })
  }

  /// Lookups from another thread while one thread inserts (the explorer's helpers
  /// probing): everything stored before the lookups began is found where it is,
  /// everything found is whole and where it stays, and nothing absent is found.
  @Test func lookupsWhileInsertingFindOnlyWholeConfigurations() async {
    let total = 40_000
    var generator = SplitMix64(seed: 5)
    let keys = (0..<total).map { _ in
      (0..<16).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        + [UInt8](
          repeating: 0, count: 8)
    }
    let absent = (0..<total / 4).map { _ in
      (0..<16).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        + [UInt8](
          repeating: 0, count: 8)
    }
    // Sized so that nothing moves: lookups hold on to one snapshot.
    let store = StateStore(expected: total * 2)
    for key in keys.prefix(total / 2) {
      _ = Self.insert(Array(key.prefix(16)), into: store, parent: 0)
    }
    let generation = store.generation
    let snapshot = store.snapshot
    func lookUp(_ key: [UInt8]) -> Int? {
      key.withUnsafeBufferPointer {
        let hash = PackedBytes.hash($0.baseAddress!, 16)
        let (slot, found) = snapshot.search(
          $0.baseAddress!, 16, hash: hash, from: snapshot.home(hash))
        return found ? slot : nil
      }
    }
    nonisolated(unsafe) let shared = store
    async let writer: Void = {
      for key in keys.suffix(total / 2) {
        _ = Self.insert(Array(key.prefix(16)), into: shared, parent: 0)
      }
    }()
    var found: [Int?] = []
    var absentFound = 0
    for round in 0..<4 {
      for index in stride(from: round, to: total, by: 4) { found.append(lookUp(keys[index])) }
      absentFound += absent.filter { lookUp($0) != nil }.count
    }
    await writer
    #expect(store.generation == generation)
    #expect(absentFound == 0)
    var position = 0
    for round in 0..<4 {
      for index in stride(from: round, to: total, by: 4) {
        let slot = found[position]
        position += 1
        if index < total / 2 {
          #expect(slot == Int(store.order[index]))
        } else if let slot {
          #expect(slot == Int(store.order[index]))
        }
      }
    }
  }
}
