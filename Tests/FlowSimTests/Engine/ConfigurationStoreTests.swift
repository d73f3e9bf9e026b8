import Testing

@testable import FlowSim

/// The store finds what it stored through every growth (of the rests' table, of the
/// bits and indices per rest, of the lists), numbers configurations in insertion
/// order, gives their bytes back, and shares one rest between configurations that
/// differ only in their first byte.
@Suite struct ConfigurationStoreTests {
  /// Deterministic configurations: a first byte of `lowBits` bits (none when
  /// `split` is 0), then a rest of varied length, with repeats.
  static func configurations(_ count: Int, lowBits: Int, split: Int) -> [[UInt8]] {
    var generator = SplitMix64(seed: 5)
    return StateStoreTests.keys(count).map { rest in
      let value = generator.next()
      let first = UInt8(truncatingIfNeeded: value) & UInt8(truncatingIfNeeded: (1 << lowBits) - 1)
      return split == 1 ? [first] + rest : rest
    }
  }

  static func insert(_ configuration: [UInt8], into store: ConfigurationStore, parent: Int) -> (
    key: Int, isNew: Bool
  ) {
    let padded = configuration + [UInt8](repeating: 0, count: 8)
    return padded.withUnsafeBufferPointer {
      store.insert($0.baseAddress!, configuration.count, parent: parent)
    }
  }

  @Test(arguments: [(8, 1, false), (8, 1, true), (3, 1, true), (0, 0, true), (0, 0, false)])
  func findsEverythingThroughGrowth(lowBits: Int, split: Int, tracksIndices: Bool) {
    let store = ConfigurationStore(
      expected: 1, tracksIndices: tracksIndices, lowBits: lowBits, split: split)
    var seen: [[UInt8]: Int] = [:]
    var order: [[UInt8]] = []
    var keys: [Int] = []
    for (position, configuration) in Self.configurations(20_000, lowBits: lowBits, split: split)
      .enumerated()
    {
      let (key, isNew) = Self.insert(configuration, into: store, parent: position)
      #expect(isNew == (seen[configuration] == nil))
      if isNew {
        seen[configuration] = order.count
        order.append(configuration)
        keys.append(key)
        #expect(Int(store.parents[order.count - 1]) == position)
      } else {
        // Whole configurations found again are not numbered without indices.
        #expect(key == (split == 0 && !tracksIndices ? -1 : keys[seen[configuration]!]))
        if tracksIndices { #expect(store.snapshot.index(ofKey: key) == seen[configuration]) }
      }
    }
    #expect(store.count == order.count)
    #expect(store.count > 5_000)
    #expect(store.rests.generation > 0)
    let view = store.snapshot
    #expect((0..<store.count).allSatisfy { store.copy(of: $0) == order[$0] })
    #expect(
      (0..<store.count).allSatisfy { view.key(of: $0) == keys[$0] && view.isStored(keys[$0]) })
    // A key is its rest's number and the first byte.
    for (index, configuration) in order.enumerated() where split == 1 {
      #expect(keys[index] & ((1 << lowBits) - 1) == Int(configuration[0]))
    }
  }

  /// Configurations that differ only in their first byte share their rest.
  @Test func firstBytesShareARest() {
    let store = ConfigurationStore(expected: 16, lowBits: 8, split: 1)
    let nav: [UInt8] = [2, 0, 1, 5, 9]
    for first in [0, 255, 7] as [UInt8] { _ = Self.insert([first] + nav, into: store, parent: 0) }
    _ = Self.insert([7, 2, 0, 1, 5], into: store, parent: 0)
    #expect(store.count == 4)
    #expect(store.rests.count == 2)
    #expect((0..<4).map { store.snapshot.key(of: $0) } == [0, 255, 7, 256 | 7])
    #expect(!store.snapshot.isStored(1))
  }
}

/// The memo answers what it learnt, for that rest and transition only, and forgets
/// an entry only for another that takes its place.
@Suite struct SuccessorMemoTests {
  @Test func answersWhatItLearnt() {
    let memo = SuccessorMemo()
    #expect(memo.rest(from: 0, by: TransitionID(0)) == -1)
    memo.learn(from: 0, by: TransitionID(0), to: 12)
    memo.learn(from: 3, by: TransitionID(7), to: 0)
    #expect(memo.rest(from: 0, by: TransitionID(0)) == 12)
    #expect(memo.rest(from: 3, by: TransitionID(7)) == 0)
    #expect(memo.rest(from: 3, by: TransitionID(0)) == -1)
    #expect(memo.rest(from: 0, by: TransitionID(7)) == -1)
    // Many more than it holds: the last ones learnt are there, older ones may not be.
    for rest in 0..<200_000 { memo.learn(from: rest, by: TransitionID(1), to: rest + 1) }
    #expect(memo.rest(from: 199_999, by: TransitionID(1)) == 200_000)
    let remembered = (0..<200_000).filter { memo.rest(from: $0, by: TransitionID(1)) != -1 }
    #expect(remembered.allSatisfy { memo.rest(from: $0, by: TransitionID(1)) == $0 + 1 })
    #expect(remembered.count <= 1 << SuccessorMemo.largest)
    #expect(memo.capacity == 1 << SuccessorMemo.largest)
    #expect(SuccessorMemo().capacity < 1 << SuccessorMemo.largest)
  }
}
