import Foundation
import Synchronization

/// Every configuration found so far, stored as a key into two parts: the explorer's
/// memory.
///
/// A configuration's first byte holds its first eight variable bits (where the flow
/// has variables, see `StateLayout`); everything after it, its *rest* (navigation,
/// and any further variables), is what tells screens apart. Apps have few rests and
/// many valuations of their flags over each, so each distinct rest is stored once,
/// numbered in the order found, in `rests` (a `StateStore`); a configuration is then
/// the key `rest << lowBits | first byte`, and a bit per key says which were found.
/// Finding a configuration looks its rest up in a table a few hundred times smaller
/// than one of whole configurations, so it mostly stays in the processor's cache, and
/// tests one bit. A stored configuration costs its key (8 bytes: `keys` is the
/// breadth-first order too) and its parent (4 bytes), its share of its rest's slot and of a
/// block of `2^lowBits` bits (and 4 bytes a key for indices, when they are kept).
/// Index 0 is the initial configuration; indices follow discovery order.
///
/// A `snapshot` only reads, so several threads may look things up at once, and even
/// while the one storing thread adds: `add` writes a key's index before its bit, and
/// a lookup reads the bit before the index. Growing the bits, the indices or the
/// lists moves them, and `rests` may rebuild: those run with no other thread reading.
final class ConfigurationStore {
  /// Each distinct rest once; its index is the rest's number.
  let rests: StateStore
  private(set) var snapshot: Snapshot
  private(set) var count = 0
  private var listCapacity: Int
  /// Rests the bits (and key indices) have room for.
  private var restCapacity: Int

  /// The store as lookups see it: valid until something moves (see the type).
  struct Snapshot: @unchecked Sendable {
    let rests: StateStore.Snapshot
    /// One bit per key: whether that configuration is stored.
    let seen: UnsafeMutablePointer<UInt64>
    /// Index + 1 per key (0: not stored), when the explorer needs the index of
    /// configurations it finds again (to record edges).
    let keyIndices: UnsafeMutablePointer<UInt32>?
    /// Key of configuration i: the breadth-first order.
    let keys: UnsafeMutablePointer<UInt64>
    /// Bits of the first byte in a key: 8, fewer when the flow has fewer variable
    /// bits, 0 when it has none (then `split` is 0 and the rest is everything).
    let lowBits: Int
    /// Bytes before the rest: 1 with variables, else 0.
    let split: Int

    /// Changes whenever rests move to other slots: slots found stay valid while it
    /// is current. (Keys never change.)
    var generation: Int { rests.generation }
    var tracksIndices: Bool { keyIndices != nil }

    @inline(__always)
    func key(of index: Int) -> Int { Int(keys[index]) }

    /// The key of the configuration at `bytes` whose rest is number `rest`.
    @inline(__always)
    func key(rest: Int, first bytes: UnsafePointer<UInt8>) -> Int {
      split == 0 ? rest : rest &<< lowBits | Int(bytes[0])
    }

    /// Whether the configuration with `key` is stored.
    @inline(__always)
    func isStored(_ key: Int) -> Bool {
      let found = seen[key &>> 6] & (1 &<< UInt64(truncatingIfNeeded: key & 63)) != 0
      // The index was written before the bit (see `add`): read it after.
      atomicMemoryFence(ordering: .acquiring)
      return found
    }

    /// The index of stored configuration `key` (only when indices are kept).
    @inline(__always)
    func index(ofKey key: Int) -> Int { Int(keyIndices.unsafelyUnwrapped[key]) &- 1 }

    /// Writes configuration `index`'s bytes at `buffer` (which needs 8 bytes of slack
    /// after them) and returns how many there are.
    @inline(__always)
    func read(_ index: Int, into buffer: UnsafeMutablePointer<UInt8>) -> Int {
      let key = Int(keys[index])
      let (pointer, length) = rests.bytes(of: key &>> lowBits)
      if split == 1 { buffer[0] = UInt8(truncatingIfNeeded: key & (1 &<< lowBits &- 1)) }
      PackedBytes.copy(pointer, to: buffer + split, length)
      return length &+ split
    }

    /// The hash of the configuration's rest, which places it in `rests`.
    @inline(__always)
    func hash(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> UInt64 {
      PackedBytes.hash(bytes + split, count &- split)
    }

    /// Prefetches configuration `index`'s rest ahead of reading it.
    @inline(__always)
    func prefetch(configuration index: Int) {
      rests.prefetchSlot(of: Int(keys[index]) &>> lowBits)
    }

    /// Prefetches the bit and the index of `key`, to be written.
    @inline(__always)
    func prefetch(key: Int) {
      FlowSim.prefetchForWriting(seen + (key &>> 6))
      if let keyIndices { FlowSim.prefetchForWriting(keyIndices + key) }
    }
  }

  /// A store for about `expected` configurations (a hint: it grows past them), whose
  /// first `split` bytes hold `lowBits` bits of the key (see the type), and of which
  /// rests are at most `longest` bytes long (a hint, as for `StateStore`).
  init(
    expected: Int = 1024, tracksIndices: Bool = false, longest: Int? = nil, lowBits: Int,
    split: Int
  ) {
    precondition(split == 0 ? lowBits == 0 : (1...8).contains(lowBits))
    // Most rests come with many valuations of the first byte; a sparser flow's rests
    // grow their table as needed.
    let expectedRests = max(64, expected >> lowBits)
    // Rest numbers of rests found again: for keys, or (where a rest is a whole
    // configuration) for the indices of edges.
    rests = StateStore(
      expected: expectedRests, tracksIndices: split > 0 || tracksIndices,
      longest: longest.map { $0 - split })
    restCapacity = max(64, expectedRests)
    listCapacity = max(64, expected)
    let keys = restCapacity << lowBits
    snapshot = Snapshot(
      rests: rests.snapshot,
      seen: ConfigurationStore.allocateSeen(keys),
      keyIndices: tracksIndices ? StateStore.allocateIndices(keys) : nil,
      keys: ConfigurationStore.allocateLists(listCapacity), lowBits: lowBits, split: split)
  }

  deinit {
    let keys = restCapacity << snapshot.lowBits
    ConfigurationStore.freeSeen(snapshot.seen, keys)
    if let keyIndices = snapshot.keyIndices { StateStore.freeIndices(keyIndices, slots: keys) }
    ConfigurationStore.freeLists(snapshot.keys, capacity: listCapacity)
  }

  /// The keys (8 bytes each) and the parents (4 bytes each) of `capacity`
  /// configurations, in one block of memory (on large pages when it is large).
  private static func allocateLists(_ capacity: Int) -> UnsafeMutablePointer<UInt64> {
    LargeMemory.allocate(capacity * 12).bindMemory(to: UInt64.self, capacity: capacity)
  }

  private static func freeLists(_ lists: UnsafeMutablePointer<UInt64>, capacity: Int) {
    LargeMemory.free(lists, bytes: capacity * 12)
  }

  private static func parents(
    in lists: UnsafeMutablePointer<UInt64>, capacity: Int
  ) -> UnsafeMutablePointer<UInt32> {
    UnsafeMutableRawPointer(lists + capacity).assumingMemoryBound(to: UInt32.self)
  }

  private static func allocateSeen(_ keys: Int) -> UnsafeMutablePointer<UInt64> {
    LargeMemory.allocate(seenWords(keys) * 8).bindMemory(
      to: UInt64.self, capacity: seenWords(keys))
  }

  private static func freeSeen(_ seen: UnsafeMutablePointer<UInt64>, _ keys: Int) {
    LargeMemory.free(seen, bytes: seenWords(keys) * 8)
  }

  private static func seenWords(_ keys: Int) -> Int { (keys + 63) / 64 }

  /// Configuration i's parent: after the keys, in the block they start.
  var parents: UnsafeMutablePointer<UInt32> {
    ConfigurationStore.parents(in: snapshot.keys, capacity: listCapacity)
  }
  var lowBits: Int { snapshot.lowBits }
  var split: Int { snapshot.split }

  /// Bytes held for the stored configurations: the rests' store, the bits, the key
  /// indices when kept, and each configuration's key and parent.
  var bytesUsed: Int {
    let keys = restCapacity << lowBits
    return rests.bytesUsed + ConfigurationStore.seenWords(keys) * 8
      + (snapshot.tracksIndices ? keys * 4 : 0) + count * 12
  }

  /// Whether 32-bit indices and rest numbers still suffice (a parent adds at most a
  /// few thousand before the explorer asks again).
  var isNearLimit: Bool { count > Int(UInt32.max) - (1 << 16) || restsNearLimit }

  /// Whether rest numbers have nearly run out of 32 bits (kept by `addRest`, so that
  /// asking costs no call into `rests`).
  private var restsNearLimit = false

  func copy(of index: Int) -> [UInt8] {
    let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: readCapacity)
    defer { buffer.deallocate() }
    let length = snapshot.read(index, into: buffer)
    return Array(UnsafeBufferPointer(start: buffer, count: length))
  }

  /// Room for reading any stored configuration (`Snapshot.read`), slack included.
  var readCapacity: Int { rests.width + 16 }

  // MARK: - Adding

  /// Finds the configuration, or stores it with `parent` (the explorer's way, for
  /// the initial one; tests' too). Returns its key (-1 for a whole configuration
  /// found again where rests are not numbered, see `init`) and whether it is new
  /// (then its index is `count - 1`).
  @discardableResult
  func insert(_ bytes: UnsafePointer<UInt8>, _ length: Int, parent: Int) -> (
    key: Int, isNew: Bool
  ) {
    let split = self.split
    widen(for: length)
    let hash = snapshot.hash(bytes, length)
    let (slot, found) = rests.snapshot.search(
      bytes + split, length - split, hash: hash, from: rests.snapshot.home(hash))
    if found, split == 0, !rests.snapshot.tracksIndices { return (-1, false) }
    let rest =
      found ? rests.snapshot.index(ofSlot: slot) : addRest(bytes, length, hash: hash, at: slot)
    let key = snapshot.key(rest: rest, first: bytes)
    if snapshot.isStored(key) { return (key, false) }
    add(key: key, parent: parent)
    return (key, true)
  }

  /// Whether adding a rest whose search ended at `slot` would move anything.
  @inline(__always)
  func reorganizesForRest(at slot: Int) -> Bool {
    rests.reorganizes(at: slot) || rests.count == restCapacity || count == listCapacity
  }

  /// Whether adding a configuration of a known rest would move anything.
  @inline(__always)
  var reorganizesForKey: Bool { count == listCapacity }

  /// Makes `rests`' slots wide enough for a configuration of `length` bytes.
  @inline(__always)
  func widen(for length: Int) {
    if length &- split &+ rests.header > rests.width {
      rests.widen(for: length &- split)
      refresh()
    }
  }

  /// Runs parts of a rebuild of `rests` on the explorer's other threads (see
  /// `StateStore.parallel`).
  var runParts: ((Int, @escaping @Sendable (Int) -> Void) -> Void)? {
    get { rests.runParts }
    set { rests.runParts = newValue }
  }

  /// Stores the rest of configuration `bytes` (`length` bytes; its rest's `hash`),
  /// which a search of `rests`' current snapshot did not find, ending at `slot`.
  /// Returns the rest's number.
  func addRest(_ bytes: UnsafePointer<UInt8>, _ length: Int, hash: UInt64, at slot: Int) -> Int {
    if rests.count == restCapacity { growKeys() }
    let split = self.split
    _ = rests.add(bytes + split, length &- split, hash: hash, parent: 0, at: slot)
    refresh()
    restsNearLimit = rests.count > Int(UInt32.max) - (1 << 16)
    return rests.count &- 1
  }

  /// Stores the configuration `key` (not stored yet) with `parent`.
  @inline(__always)
  func add(key: Int, parent: Int) {
    if count == listCapacity { growLists() }
    let view = snapshot
    view.keys[count] = UInt64(truncatingIfNeeded: key)
    parents[count] = UInt32(truncatingIfNeeded: parent)
    if let keyIndices = view.keyIndices {
      keyIndices[key] = UInt32(truncatingIfNeeded: count &+ 1)
    }
    // Everything a concurrent lookup may read once it sees the bit comes first.
    atomicMemoryFence(ordering: .releasing)
    view.seen[key &>> 6] |= 1 &<< UInt64(truncatingIfNeeded: key & 63)
    count &+= 1
  }

  /// Takes the rests' snapshot after they may have changed.
  private func refresh() { replace(rests: rests.snapshot) }

  private func replace(
    rests: StateStore.Snapshot? = nil, seen: UnsafeMutablePointer<UInt64>? = nil,
    keyIndices: UnsafeMutablePointer<UInt32>? = nil, keys: UnsafeMutablePointer<UInt64>? = nil
  ) {
    let old = snapshot
    snapshot = Snapshot(
      rests: rests ?? old.rests, seen: seen ?? old.seen,
      keyIndices: keyIndices ?? old.keyIndices, keys: keys ?? old.keys,
      lowBits: old.lowBits, split: old.split)
  }

  /// Whether the configurations are too few for their rests' keys: the keys' bits
  /// and indices take more than 16 MiB and fewer than one key in eight is stored
  /// (checked as the keys grow), so that what a rest brings costs more than storing
  /// each whole configuration. The explorer then starts again with keys that are
  /// rests alone. (Breadth-first search finds rests before most of their valuations,
  /// so a young store looks sparse even where it will be dense: hence the size.)
  private(set) var isSparse = false

  /// Makes room for twice as many rests' bits and key indices.
  private func growKeys() {
    let keys = rests.count << lowBits
    let bytes = keys / 8 + (snapshot.tracksIndices ? keys * 4 : 0)
    if lowBits > 0, bytes > 16 << 20, count &* 8 < keys { isSparse = true }
    let old = snapshot
    let oldKeys = restCapacity << lowBits
    let newKeys = oldKeys * 2
    let seen = ConfigurationStore.allocateSeen(newKeys)
    seen.update(from: old.seen, count: ConfigurationStore.seenWords(oldKeys))
    ConfigurationStore.freeSeen(old.seen, oldKeys)
    var keyIndices: UnsafeMutablePointer<UInt32>?
    if let oldIndices = old.keyIndices {
      let indices = StateStore.allocateIndices(newKeys)
      indices.update(from: oldIndices, count: oldKeys)
      StateStore.freeIndices(oldIndices, slots: oldKeys)
      keyIndices = indices
    }
    restCapacity *= 2
    replace(seen: seen, keyIndices: keyIndices)
  }

  private func growLists() {
    let old = snapshot.keys
    let lists = ConfigurationStore.allocateLists(listCapacity * 2)
    lists.update(from: old, count: count)
    ConfigurationStore.parents(in: lists, capacity: listCapacity * 2).update(
      from: parents, count: count)
    ConfigurationStore.freeLists(old, capacity: listCapacity)
    listCapacity *= 2
    replace(keys: lists)
  }
}
