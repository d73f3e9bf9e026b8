import Foundation

extension StateStore {
  /// Moves every configuration into a new table (wider slots, or more of them),
  /// reading the old table front to back and writing the new one front to back, in
  /// two halves that `parallel` may run at once.
  ///
  /// With the same capacity every configuration keeps its slot and only tags change.
  /// With more slots, each run of taken slots of the old table is sorted by hash
  /// (homes grow with the hash, in both tables, and a run's homes all lie before the
  /// next run's), so every configuration goes to its new home or right after the one
  /// placed before it, a valid linear-probing layout. The first half stops short of
  /// where the second half starts writing; what does not fit is inserted afterwards
  /// (an insertion never empties a slot, so the layout stays valid). `order` is then
  /// mapped through a slot-to-slot table. Should the last slot be reached, it starts
  /// again, larger.
  func rebuild(capacity newCapacity: Int, width newWidth: Int, splitNear: Int? = nil) {
    let old = snapshot
    let slots = old.capacity + StateStore.spare
    let sameSlots = newCapacity == old.capacity
    let newHeader = newWidth > 256 ? 2 : 1
    // The tag keeps as many bits for the length as the widest slot needs.
    let newMask = StateStore.lengthMask(width: newWidth, header: newHeader)
    if sameSlots, count < old.capacity / 8, newHeader == old.header,
      newWidth <= old.reservedWidth
    {
      return widenInPlace(to: newWidth, lengthMask: newMask)
    }
    let (table, reservedWidth) = StateStore.allocateTable(
      slots: newCapacity + StateStore.spare, width: newWidth)
    let new = Snapshot(
      table: table, capacity: newCapacity, width: newWidth, header: newHeader,
      lengthMask: newMask, order: old.order,
      slotIndices: old.slotIndices == nil
        ? nil : StateStore.allocateIndices(newCapacity + StateStore.spare),
      reservedWidth: reservedWidth)
    if sameSlots, count < old.capacity / 8 {
      // Few configurations in many slots (a young table widening past what its
      // memory was reserved for): each keeps its slot, so move them in insertion
      // order rather than scan every slot.
      for index in 0..<count {
        let slot = Int(old.order[index])
        let at = UnsafePointer(old.table + slot &* old.width)
        let hash = PackedBytes.hash(at + old.header, old.tag(at: at) & old.lengthMask)
        StateStore.move(from: slot, of: old, to: slot, of: new, hash: hash, remap: nil)
      }
      replace(old, with: new)
      return
    }
    // Shared with the thread that moves the other half, which writes other entries.
    nonisolated(unsafe) let remap = sameSlots ? nil : StateStore.allocateIndices(slots)
    let last = newCapacity + StateStore.spare - 1
    // Split at an empty slot near the middle; the second half's first write is the
    // home of the smallest hash in its first run.
    var split = min(splitNear ?? slots / 2, slots)
    while split < slots, old.tag(at: old.table + split &* old.width) != 0 { split += 1 }
    var secondStart = last
    var scan = split
    while scan < slots {
      let at = UnsafePointer(old.table + scan &* old.width)
      let tag = old.tag(at: at)
      if tag == 0 {
        if secondStart < last { break }
      } else {
        let hash = PackedBytes.hash(at + old.header, tag & old.lengthMask)
        secondStart = min(secondStart, sameSlots ? scan : new.home(hash))
      }
      scan += 1
    }
    let halves = [
      Half(old: 0..<split, limit: sameSlots ? last : secondStart),
      Half(old: split..<slots, limit: last),
    ]
    parallel(2) { part in
      StateStore.move(halves[part], from: old, to: new, sameSlots: sameSlots, remap: remap)
    }
    var overflow = halves.contains { $0.overflow }
    leftoversMoved += halves[0].leftovers.count
    for (hash, oldSlot) in halves[0].leftovers where !overflow {
      var slot = new.home(hash)
      while new.tag(at: new.table + slot &* newWidth) != 0 { slot += 1 }
      if slot >= last {
        overflow = true
      } else {
        StateStore.move(from: oldSlot, of: old, to: slot, of: new, hash: hash, remap: remap)
      }
    }
    if overflow {
      let newSlots = newCapacity + StateStore.spare
      StateStore.freeTable(new)
      if let indices = new.slotIndices { StateStore.freeIndices(indices, slots: newSlots) }
      if let remap { StateStore.freeIndices(remap, slots: slots) }
      rebuild(capacity: Int(Double(newCapacity) * 1.1) + 1, width: newWidth)
      return
    }
    if let remap {
      nonisolated(unsafe) let remap = remap
      nonisolated(unsafe) let order = old.order
      let total = count
      parallel(2) { part in
        for index in (part * total / 2)..<((part + 1) * total / 2) {
          order[index] = remap[Int(order[index])]
        }
      }
      StateStore.freeIndices(remap, slots: slots)
    }
    replace(old, with: new)
  }

  /// Widens the slots of a young table (few configurations in many slots) where it
  /// is, within the width its memory was reserved for. Every configuration keeps its
  /// slot and its tag's hash bits; wider slots reach further into the table, so all
  /// are first set aside (their old bytes cleared), then written at their new places.
  /// This costs what the table holds: a new table would cost its whole size in
  /// fresh pages, which is what widening a young table mostly spent.
  private func widenInPlace(to newWidth: Int, lengthMask newMask: Int) {
    let old = snapshot
    let new = Snapshot(
      table: old.table, capacity: old.capacity, width: newWidth, header: old.header,
      lengthMask: newMask, order: old.order, slotIndices: old.slotIndices,
      reservedWidth: old.reservedWidth)
    let aside = UnsafeMutablePointer<UInt8>.allocate(capacity: count &* old.width)
    defer { aside.deallocate() }
    for index in 0..<count {
      let at = old.table + old.slot(of: index) &* old.width
      PackedBytes.copyExactly(at, to: aside + index &* old.width, old.width)
      at.update(repeating: 0, count: old.width)
    }
    for index in 0..<count {
      let source = UnsafePointer(aside + index &* old.width)
      let oldTag = old.tag(at: source)
      let length = oldTag & old.lengthMask
      // The same hash bits, fewer of them where the length takes more.
      let tag = length | (oldTag & ~newMask)
      let target = new.table + new.slot(of: index) &* newWidth
      target[0] = UInt8(truncatingIfNeeded: tag)
      if new.header == 2 { target[1] = UInt8(truncatingIfNeeded: tag &>> 8) }
      PackedBytes.copyExactly(source + old.header, to: target + new.header, length)
    }
    adopt(new)
  }

  /// Takes over the rebuilt table `new` and frees `old`'s memory.
  private func replace(_ old: Snapshot, with new: Snapshot) {
    let slots = old.capacity + StateStore.spare
    adopt(new)
    StateStore.freeTable(old)
    if let indices = old.slotIndices { StateStore.freeIndices(indices, slots: slots) }
  }

  /// Half of a rebuild: old slots to move, the first new slot it may not write, and
  /// what it found (configurations left for afterwards; whether it ran out of slots).
  private final class Half: @unchecked Sendable {
    let old: Range<Int>
    let limit: Int
    var leftovers: [(hash: UInt64, slot: Int)] = []
    var overflow = false

    init(old: Range<Int>, limit: Int) {
      self.old = old
      self.limit = limit
    }
  }

  private static func move(
    _ half: Half, from old: Snapshot, to new: Snapshot, sameSlots: Bool,
    remap: UnsafeMutablePointer<UInt32>?
  ) {
    // The current run of the old table: (hash, old slot) pairs.
    var runCapacity = 64
    var run = UnsafeMutablePointer<(hash: UInt64, slot: Int)>.allocate(capacity: runCapacity)
    defer { run.deallocate() }
    var runCount = 0
    var next = 0
    var oldSlot = half.old.lowerBound
    while oldSlot <= half.old.upperBound {
      if runCount == 0 {
        // Between runs: skip empty slots (most of a young table).
        oldSlot = firstTaken(in: old, from: oldSlot, before: half.old.upperBound)
      }
      let at = UnsafePointer(old.table + oldSlot &* old.width)
      // The end of the range counts as empty, to end the last run (a half ends at an
      // empty slot or at the end of the table).
      let oldTag = oldSlot == half.old.upperBound ? 0 : old.tag(at: at)
      if oldTag != 0 {
        if sameSlots, old.lengthMask == new.lengthMask, old.header == new.header {
          // Wider slots, same tags: a plain copy.
          let target = new.table + oldSlot &* new.width
          PackedBytes.copyExactly(at, to: target, old.header + (oldTag & old.lengthMask))
          if let indices = new.slotIndices {
            indices[oldSlot] = old.slotIndices.unsafelyUnwrapped[oldSlot]
          }
          oldSlot += 1
          continue
        }
        let hash = PackedBytes.hash(at + old.header, oldTag & old.lengthMask)
        if sameSlots {
          move(from: oldSlot, of: old, to: oldSlot, of: new, hash: hash, remap: nil)
        } else {
          if runCount == runCapacity {
            runCapacity *= 2
            run = run.reallocated(keeping: runCount, capacity: runCapacity)
          }
          // Insertion sort by hash: runs are short and almost sorted already.
          var position = runCount
          while position > 0, run[position - 1].hash > hash {
            run[position] = run[position - 1]
            position -= 1
          }
          run[position] = (hash, oldSlot)
          runCount += 1
        }
      } else if runCount > 0 {
        for index in 0..<runCount {
          let slot = max(new.home(run[index].hash), next)
          if slot >= half.limit {
            if half.limit == new.capacity + StateStore.spare - 1 {
              half.overflow = true
              return
            }
            half.leftovers.append(run[index])
            continue
          }
          move(
            from: run[index].slot, of: old, to: slot, of: new, hash: run[index].hash, remap: remap)
          next = slot + 1
        }
        runCount = 0
      }
      oldSlot += 1
    }
  }

  /// The first slot from `slot` on that is taken, or `end`. Empty slots are all zero
  /// bytes and a taken one has a nonzero tag, so this reads the table a word at a time
  /// (32 bytes at a time over long empty stretches) instead of a tag at a time.
  @inline(__always)
  private static func firstTaken(in old: Snapshot, from slot: Int, before end: Int) -> Int {
    let table = UnsafePointer(old.table)
    let last = end &* old.width
    var byte = slot &* old.width
    while byte &+ 32 <= last,
      PackedBytes.word(table, byte) | PackedBytes.word(table, byte &+ 8)
        | PackedBytes.word(table, byte &+ 16) | PackedBytes.word(table, byte &+ 24) == 0
    {
      byte &+= 32
    }
    while byte < last {
      let word = PackedBytes.word(table, byte)
      if word != 0 { return min(end, (byte &+ word.trailingZeroBitCount &>> 3) / old.width) }
      byte &+= 8
    }
    return end
  }

  /// Copies the configuration in `from` of `old` into slot `to` of `new`.
  @inline(__always)
  private static func move(
    from: Int, of old: Snapshot, to slot: Int, of new: Snapshot, hash: UInt64,
    remap: UnsafeMutablePointer<UInt32>?
  ) {
    let at = UnsafePointer(old.table + from &* old.width)
    let length = old.tag(at: at) & old.lengthMask
    let target = new.table + slot &* new.width
    let tag = new.tag(length, hash)
    target[0] = UInt8(truncatingIfNeeded: tag)
    if new.header == 2 { target[1] = UInt8(truncatingIfNeeded: tag &>> 8) }
    PackedBytes.copyExactly(at + old.header, to: target + new.header, length)
    remap?[from] = UInt32(truncatingIfNeeded: slot)
    if let indices = new.slotIndices { indices[slot] = old.slotIndices.unsafelyUnwrapped[from] }
  }
}
