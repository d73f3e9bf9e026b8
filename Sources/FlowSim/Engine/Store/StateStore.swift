import Foundation
import Synchronization

/// Distinct byte strings, stored inline in an open-addressing hash table and numbered
/// in the order added: the rests of the configurations found (`ConfigurationStore`),
/// each once. Below, a *configuration* is such a string.
///
/// A slot is `width` bytes: a tag (0: empty; else the configuration's length in the
/// low bits and a few hash bits above it; one byte, or two little-endian bytes once
/// slots are wider than 256 bytes), then the packed bytes, so finding a configuration
/// touches one place in memory. Slots are as wide as the longest configuration stored
/// (the table is widened when a longer one comes: in place while it is young, as a
/// large table's memory is reserved for wider slots), or as the layout says they get
/// where every stack is bounded (`StateLayout.boundedLength`). A configuration's search
/// starts at its hash scaled to the capacity (any number) and goes forward, never
/// wrapping: a few spare slots follow the last home. The table is rebuilt 22% larger
/// when it is 85% full, so it stays 70–85% full, and a stored configuration costs its
/// slot over the load plus 4 bytes of insertion order (`order`: configuration →
/// slot) and a 4-byte parent. Indices follow the order added.
///
/// A `snapshot` only reads, so several threads may look things up at once, and even
/// while the one storing thread inserts: `add` writes a slot's bytes before its tag,
/// and a search reads a tag before the bytes, so a search finds only whole
/// configurations (and may miss one being added). Rebuilds move every slot; they
/// run with no other thread reading and change `generation`.
final class StateStore {
  /// The table and the insertion order, as lookups see them: the store's one record
  /// of them, replaced when they move.
  private(set) var snapshot: Snapshot
  /// Insert beyond this count and the table grows first.
  private var limit: Int
  private var listCapacity: Int
  private(set) var count = 0
  /// Configurations that a rebuild's first half left for afterwards, so far.
  var leftoversMoved = 0

  var table: UnsafeMutablePointer<UInt8> { snapshot.table }
  var capacity: Int { snapshot.capacity }
  var width: Int { snapshot.width }
  var header: Int { snapshot.header }
  var order: UnsafeMutablePointer<UInt32> { snapshot.order }
  /// Configuration i's parent: the second half of the block `order` starts.
  var parents: UnsafeMutablePointer<UInt32> { order + listCapacity }
  var generation: Int { snapshot.generation }
  private var slotIndices: UnsafeMutablePointer<UInt32>? { snapshot.slotIndices }

  static let maximumLoad = 0.85
  static let growth = 1.22
  /// Tables with fewer slots than this double when full.
  static let smallTable = 1 << 17
  /// The widest slots a table starts with (wider ones come only from widening).
  static let widestStart = 32
  /// Slots after the last home, so searches never wrap around.
  static let spare = 1024

  /// A store for about `expected` configurations (a hint: it grows past them). Its
  /// table has room for them from the start: widening a young table costs what it
  /// holds, not its size (see `rebuild`). Its slots hold configurations of up to
  /// `longest` bytes from the start (a hint too, kept within 8 to `widestStart` bytes
  /// a slot): widening still moves every configuration, and a young table, whose
  /// configurations get longer level by level, would widen once per byte.
  init(expected: Int = 1024, tracksIndices: Bool = false, longest: Int? = nil) {
    let capacity = max(64, Int(Double(expected) / StateStore.maximumLoad) + 1)
    let slots = capacity + StateStore.spare
    listCapacity = max(64, expected)
    let width = min(max(8, (longest ?? 0) + 1), StateStore.widestStart)
    let (table, reservedWidth) = StateStore.allocateTable(slots: slots, width: width)
    let lists = StateStore.allocateLists(listCapacity)
    snapshot = Snapshot(
      table: table, capacity: capacity, width: width, header: 1,
      lengthMask: StateStore.lengthMask(width: width, header: 1),
      order: lists,
      slotIndices: tracksIndices ? StateStore.allocateIndices(slots) : nil,
      reservedWidth: reservedWidth)
    limit = Int(Double(capacity) * StateStore.maximumLoad)
  }

  deinit {
    StateStore.freeTable(snapshot)
    StateStore.freeLists(order, capacity: listCapacity)
    if let slotIndices { StateStore.freeIndices(slotIndices, slots: capacity + StateStore.spare) }
  }

  /// A zeroed table of `slots` slots of `width` bytes (and 16 bytes of slack for word
  /// reads), and the width it may widen to in place: a large table reserves address
  /// space for slots of at least 64 bytes, which costs nothing until it is touched.
  static func allocateTable(slots: Int, width: Int) -> (
    UnsafeMutablePointer<UInt8>, reservedWidth: Int
  ) {
    let bytes = slots * width + 16
    if bytes >= LargeMemory.threshold {
      let reservedWidth = max(64, 2 * width)
      if let table = LargeMemory.reserve(slots * reservedWidth + 16) {
        return (table.assumingMemoryBound(to: UInt8.self), reservedWidth)
      }
    }
    return (LargeMemory.allocate(bytes).assumingMemoryBound(to: UInt8.self), width)
  }

  /// The tag's bits that hold a length, in slots of `width` bytes with `header`.
  static func lengthMask(width: Int, header: Int) -> Int {
    (1 << (Int.bitWidth - (width - header).leadingZeroBitCount)) - 1
  }

  static func freeTable(_ snapshot: Snapshot) {
    let slots = snapshot.capacity + StateStore.spare
    LargeMemory.free(snapshot.table, bytes: slots * snapshot.reservedWidth + 16)
  }

  /// The insertion order and the parents, `capacity` of each, in one block of memory
  /// (on large pages when it is large: filling two lists a page at a time had cost
  /// hundreds of page faults on the storing thread).
  static func allocateLists(_ capacity: Int) -> UnsafeMutablePointer<UInt32> {
    LargeMemory.allocate(capacity * 8).bindMemory(to: UInt32.self, capacity: capacity * 2)
  }

  static func freeLists(_ lists: UnsafeMutablePointer<UInt32>, capacity: Int) {
    LargeMemory.free(lists, bytes: capacity * 8)
  }

  static func freeIndices(_ indices: UnsafeMutablePointer<UInt32>, slots: Int) {
    LargeMemory.free(indices, bytes: slots * 4)
  }

  static func allocateIndices(_ slots: Int) -> UnsafeMutablePointer<UInt32> {
    LargeMemory.allocate(slots * 4).assumingMemoryBound(to: UInt32.self)
  }

  /// Bytes held for the stored configurations: the table (with its empty slots), the
  /// insertion order, the parents, and the slot indices when kept.
  var bytesUsed: Int {
    let slots = capacity + StateStore.spare
    return slots * width + count * 8 + (slotIndices == nil ? 0 : slots * 4)
  }

  /// Whether 32-bit indices still suffice.
  var isNearLimit: Bool { count > Int(UInt32.max) - 2 }

  /// The packed bytes of configuration `index` (8 readable bytes of slack follow).
  @inline(__always)
  func bytes(of index: Int) -> (UnsafePointer<UInt8>, Int) { snapshot.bytes(of: index) }

  func copy(of index: Int) -> [UInt8] {
    let (pointer, length) = bytes(of: index)
    return Array(UnsafeBufferPointer(start: pointer, count: length))
  }

  /// The store's table seen by a thread that only looks things up: valid until the
  /// table or the order moves (a rebuild, or the lists growing).
  struct Snapshot: @unchecked Sendable {
    let table: UnsafeMutablePointer<UInt8>
    /// Slots where searches start; `spare` more follow.
    let capacity: Int
    let width: Int
    /// Bytes of tag before a slot's configuration: 1, or 2 for slots wider than 256.
    let header: Int
    /// The tag's bits that hold the length.
    let lengthMask: Int
    /// Slot of configuration i.
    fileprivate(set) var order: UnsafeMutablePointer<UInt32>
    /// Configuration index + 1 per slot (0: empty), when the explorer needs the index
    /// of configurations it finds again (to record edges).
    let slotIndices: UnsafeMutablePointer<UInt32>?
    /// Changes whenever configurations move to other slots (a rebuild): slots found
    /// stay valid while it is current.
    fileprivate(set) var generation = 0
    /// The width the table's memory was reserved for: it may widen to this in place.
    let reservedWidth: Int

    var tracksIndices: Bool { slotIndices != nil }

    @inline(__always)
    func slot(of index: Int) -> Int { Int(order[index]) }

    @inline(__always)
    func tag(at slot: UnsafePointer<UInt8>) -> Int {
      header == 1 ? Int(slot[0]) : Int(slot[0]) | Int(slot[1]) &<< 8
    }

    /// The tag that a configuration of `length` bytes with `hash` has.
    @inline(__always)
    func tag(_ length: Int, _ hash: UInt64) -> Int {
      (length | (Int(truncatingIfNeeded: hash) & ~lengthMask)) & (header == 1 ? 0xFF : 0xFFFF)
    }

    @inline(__always)
    func bytes(of index: Int) -> (UnsafePointer<UInt8>, Int) {
      let slot = UnsafePointer(table + Int(order[index]) &* width)
      return (slot + header, tag(at: slot) & lengthMask)
    }

    @inline(__always)
    func index(ofSlot slot: Int) -> Int { Int(slotIndices.unsafelyUnwrapped[slot]) &- 1 }

    @inline(__always)
    func home(_ hash: UInt64) -> Int {
      Int(truncatingIfNeeded: hash.multipliedFullWidth(by: UInt64(capacity)).high)
    }

    /// Prefetches `slot` and the next cache line, to read them or, `forWriting` (a
    /// search that will probably end in storing a new configuration), to write them.
    @inline(__always)
    func prefetch(slot: Int, forWriting: Bool = false) {
      let at = table + slot &* width
      if forWriting {
        FlowSim.prefetchForWriting(at)
        FlowSim.prefetchForWriting(at + 64)
      } else {
        FlowSim.prefetch(at)
        FlowSim.prefetch(at + 64)
      }
    }

    /// Prefetches configuration `index`'s slot ahead of expanding it.
    @inline(__always)
    func prefetchSlot(of index: Int) { FlowSim.prefetch(table + Int(order[index]) &* width) }

    /// The slot holding these bytes (`found`), or the empty slot where the search
    /// ended.
    @inline(__always)
    func search(_ bytes: UnsafePointer<UInt8>, _ length: Int, hash: UInt64, from start: Int)
      -> (slot: Int, found: Bool)
    {
      let wanted = tag(length, hash)
      var slot = start
      var at = UnsafePointer(table + start &* width)
      if header == 1 {
        while true {
          let found = Int(at[0])
          if found == wanted {
            // The bytes were written before the tag (see `add`): read them after it.
            atomicMemoryFence(ordering: .acquiring)
            if PackedBytes.equal(at + 1, bytes, length) { return (slot, true) }
          }
          if found == 0 { return (slot, false) }
          slot &+= 1
          at += width
        }
      }
      while true {
        let found = tag(at: at)
        if found == wanted {
          atomicMemoryFence(ordering: .acquiring)
          if PackedBytes.equal(at + header, bytes, length) { return (slot, true) }
        }
        if found == 0 { return (slot, false) }
        slot &+= 1
        at += width
      }
    }

  }

  // MARK: - Inserting

  /// Finds the configuration, or stores it with `parent`. Returns its slot and whether
  /// it is new (then its index is `count - 1`).
  func insert(_ bytes: UnsafePointer<UInt8>, _ length: Int, hash: UInt64, parent: Int) -> (
    slot: Int, isNew: Bool
  ) {
    widen(for: length)
    let (slot, found) = snapshot.search(bytes, length, hash: hash, from: snapshot.home(hash))
    if found { return (slot, false) }
    return (add(bytes, length, hash: hash, parent: parent, at: slot), true)
  }

  /// Makes the slots wide enough for a configuration of `length` bytes.
  @inline(__always)
  func widen(for length: Int) {
    if length &+ header > width {
      rebuild(capacity: capacity, width: length < 256 ? length + 1 : length + 2)
    }
  }

  /// Whether `add` at `slot` would rebuild the table or move the lists (then no other
  /// thread may be reading them).
  @inline(__always)
  func reorganizes(at slot: Int) -> Bool { mustGrow(at: slot) || count == listCapacity }

  /// Whether the table must grow before a configuration goes in at `slot`: it is full,
  /// or `slot` is the last one (which stays empty, so every search ends).
  @inline(__always)
  private func mustGrow(at slot: Int) -> Bool {
    count >= limit || slot >= capacity + StateStore.spare - 1
  }

  /// Stores a configuration that a search of the current snapshot did not find, with
  /// `parent`; `slot` is the empty slot where that search ended. Returns where it went
  /// (the table may have grown meanwhile: then the snapshot changed).
  func add(_ bytes: UnsafePointer<UInt8>, _ length: Int, hash: UInt64, parent: Int, at slot: Int)
    -> Int
  {
    var slot = slot
    while mustGrow(at: slot) {
      // Small tables double (cheap, and their memory hardly counts); large ones grow
      // gently, so that they stay 70-85% full.
      let growth = capacity < StateStore.smallTable ? 2.0 : StateStore.growth
      rebuild(capacity: Int(Double(capacity) * growth) + 1, width: width)
      slot = snapshot.search(bytes, length, hash: hash, from: snapshot.home(hash)).slot
    }
    if count == listCapacity { growLists() }
    let at = table + slot &* width
    let tag = snapshot.tag(length, hash)
    // Everything a concurrent search may read once it sees the tag comes first.
    PackedBytes.copyExactly(bytes, to: at + header, length)
    order[count] = UInt32(truncatingIfNeeded: slot)
    parents[count] = UInt32(truncatingIfNeeded: parent)
    if let slotIndices { slotIndices[slot] = UInt32(truncatingIfNeeded: count &+ 1) }
    atomicMemoryFence(ordering: .releasing)
    if header == 2 { at[1] = UInt8(truncatingIfNeeded: tag &>> 8) }
    at[0] = UInt8(truncatingIfNeeded: tag)
    count &+= 1
    return slot
  }

  /// Runs `job(part)` for every part in `0..<parts`, on other threads too when the
  /// explorer lends them (rebuilding only touches memory the parts split up).
  var runParts: ((Int, @escaping @Sendable (Int) -> Void) -> Void)?

  func parallel(_ parts: Int, _ job: @escaping @Sendable (Int) -> Void) {
    if let runParts { return runParts(parts, job) }
    for part in 0..<parts { job(part) }
  }

  /// Takes over a rebuilt table.
  func adopt(_ new: Snapshot) {
    var new = new
    new.order = order
    new.generation = generation &+ 1
    snapshot = new
    limit = Int(Double(capacity) * StateStore.maximumLoad)
  }

  private func growLists() {
    let lists = StateStore.allocateLists(listCapacity * 2)
    lists.update(from: order, count: count)
    (lists + listCapacity * 2).update(from: parents, count: count)
    StateStore.freeLists(order, capacity: listCapacity)
    listCapacity *= 2
    snapshot.order = lists
  }
}
