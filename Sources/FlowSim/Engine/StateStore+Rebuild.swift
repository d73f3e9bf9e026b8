import Foundation

extension StateStore {
  /// Moves every configuration into a new table (wider slots, or more of them),
  /// reading the old table front to back and writing the new one front to back.
  ///
  /// With the same capacity every configuration keeps its slot and only tags change.
  /// With more slots, each run of taken slots of the old table is sorted by hash
  /// (homes grow with the hash, in both tables, and a run's homes all lie before the
  /// next run's), so every configuration goes to its new home or right after the one
  /// placed before it, a valid linear-probing layout; `order` is then mapped through
  /// a slot-to-slot table. Should the last slot be reached, it starts again, larger.
  func rebuild(capacity newCapacity: Int, width newWidth: Int) {
    let old = snapshot
    let slots = old.capacity + StateStore.spare
    let sameSlots = newCapacity == old.capacity
    let newHeader = newWidth > 256 ? 2 : 1
    let new = Snapshot(
      table: StateStore.allocateTable(slots: newCapacity + StateStore.spare, width: newWidth),
      capacity: newCapacity, width: newWidth, header: newHeader,
      // The tag keeps as many bits for the length as the widest slot needs.
      lengthMask: (1 << (Int.bitWidth - (newWidth - newHeader).leadingZeroBitCount)) - 1,
      order: old.order,
      slotIndices: old.slotIndices == nil
        ? nil : StateStore.allocateIndices(newCapacity + StateStore.spare))
    let remap = sameSlots ? nil : StateStore.allocateIndices(slots)
    // The current run of the old table: (hash, old slot) pairs.
    var runCapacity = 64
    var run = UnsafeMutablePointer<(hash: UInt64, slot: Int)>.allocate(capacity: runCapacity)
    defer { run.deallocate() }
    var runCount = 0
    var next = 0
    var overflow = false
    let last = newCapacity + StateStore.spare - 1
    var oldSlot = 0
    while oldSlot <= slots {
      let at = UnsafePointer(old.table + oldSlot &* old.width)
      // One past the last slot counts as empty, to end the last run.
      let oldTag = oldSlot == slots ? 0 : old.tag(at: at)
      if oldTag != 0 {
        let hash = PackedBytes.hash(at + old.header, oldTag & old.lengthMask)
        if sameSlots {
          move(from: oldSlot, of: old, to: oldSlot, of: new, hash: hash, remap: nil)
        } else {
          if runCount == runCapacity {
            let bigger = UnsafeMutablePointer<(hash: UInt64, slot: Int)>.allocate(
              capacity: runCapacity * 2)
            bigger.update(from: run, count: runCount)
            run.deallocate()
            run = bigger
            runCapacity *= 2
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
          if slot >= last {
            overflow = true
            break
          }
          move(
            from: run[index].slot, of: old, to: slot, of: new, hash: run[index].hash, remap: remap)
          next = slot + 1
        }
        runCount = 0
        if overflow { break }
      }
      oldSlot += 1
    }
    if overflow {
      let newSlots = newCapacity + StateStore.spare
      StateStore.freeTable(new.table, slots: newSlots, width: newWidth)
      if let indices = new.slotIndices { StateStore.freeIndices(indices, slots: newSlots) }
      if let remap { StateStore.freeIndices(remap, slots: slots) }
      rebuild(capacity: Int(Double(newCapacity) * 1.1) + 1, width: newWidth)
      return
    }
    if let remap {
      for index in 0..<count { order[index] = remap[Int(order[index])] }
      StateStore.freeIndices(remap, slots: slots)
    }
    adopt(new)
    StateStore.freeTable(old.table, slots: slots, width: old.width)
    if let indices = old.slotIndices { StateStore.freeIndices(indices, slots: slots) }
  }

  /// Copies the configuration in `from` of `old` into slot `to` of `new`.
  @inline(__always)
  private func move(
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
