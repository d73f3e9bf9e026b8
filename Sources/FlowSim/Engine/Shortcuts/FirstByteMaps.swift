/// Tables of 256 saying what a step does to a configuration's first byte, for rest
/// plans (`RestPlans.Kind.mapped`): a `set` of a variable of the first byte (a
/// direct effect, `DirectEffect`), or the bits a general step writes whatever the
/// first byte was. Each is made once, and numbered.
final class FirstByteMaps {
  /// The maps, 256 bytes each: map `m` takes first byte `b` to `table[m << 8 | b]`.
  private(set) var table: UnsafeMutablePointer<UInt8>
  /// Per map, the first bytes for which its `set` fails (four words each).
  private var fails: UnsafeMutablePointer<UInt64>
  private var count = 0
  private var capacity = 4
  private var numbers: [Key: UInt16] = [:]
  /// The numbers of the maps keeping bits and setting the others, plus one (0: not
  /// made yet), by `keep << 8 | set`: walks ask for them once a general step, and a
  /// dictionary lookup cost more than the rest of the step. Made on first use.
  private var keeping: UnsafeMutablePointer<UInt16>?

  init() {
    table = .allocate(capacity: capacity * 256)
    fails = .allocate(capacity: capacity * 4)
  }

  deinit {
    table.deallocate()
    fails.deallocate()
    keeping?.deallocate()
  }

  /// What a map is made from.
  private enum Key: Hashable {
    case effect(DirectEffect.Kind, shift: UInt8, mask: UInt16, amount: Int, limit: Int)
    case keep(UInt8, set: UInt8)
  }

  /// The map of `effect`, a `set` of a field of the first byte; nil where no more
  /// maps can be numbered.
  func map(of effect: DirectEffect) -> UInt16? {
    let key = Key.effect(
      effect.kind, shift: effect.field.shift, mask: effect.field.mask, amount: effect.amount,
      limit: effect.limit)
    return number(key) { byte in
      var value = byte
      return withUnsafePointer(to: &value) { effect.byte(after: $0) }
    }
  }

  /// Whether map `map`'s `set` applies (does not fail) for every first byte of
  /// `passing` (four words of a mask).
  func applies(_ map: UInt16, passing: (UInt64, UInt64, UInt64, UInt64)) -> Bool {
    let x = fails + Int(map) * 4
    return x[0] & passing.0 | x[1] & passing.1 | x[2] & passing.2 | x[3] & passing.3 == 0
  }

  /// The map keeping the bits `keep` of the first byte and setting the others to
  /// `set`'s.
  func map(keeping keep: UInt8, setting set: UInt8) -> UInt16? {
    let set = set & ~keep
    let known: UnsafeMutablePointer<UInt16>
    if let keeping {
      known = keeping
    } else {
      known = .allocate(capacity: 1 << 16)
      known.initialize(repeating: 0, count: 1 << 16)
      keeping = known
    }
    let index = Int(keep) &<< 8 | Int(set)
    if known[index] != 0 { return known[index] &- 1 }
    guard let number = number(.keep(keep, set: set), { Int($0 & keep | set) }) else { return nil }
    // Numbers stop below UInt16.max (see `number`): plus one fits.
    known[index] = number &+ 1
    return number
  }

  /// Where first byte `byte` goes by map `map`.
  func apply(_ map: UInt16, to byte: UInt8) -> UInt8 {
    table[Int(map) << 8 | Int(byte)]
  }

  /// Map `key`'s number, made with `after` (-1: the step fails there) if new.
  private func number(_ key: Key, _ after: (UInt8) -> Int) -> UInt16? {
    if let known = numbers[key] { return known }
    guard count < Int(UInt16.max) else { return nil }
    if count == capacity {
      capacity *= 2
      table = table.reallocated(keeping: count * 256, capacity: capacity * 256)
      fails = fails.reallocated(keeping: count * 4, capacity: capacity * 4)
    }
    let row = table + count * 256
    let failing = fails + count * 4
    failing.initialize(repeating: 0, count: 4)
    for byte in 0..<256 {
      let value = after(UInt8(byte))
      row[byte] = UInt8(truncatingIfNeeded: max(0, value))
      if value < 0 { failing[byte >> 6] |= 1 << UInt64(byte & 63) }
    }
    let number = UInt16(count)
    count += 1
    numbers[key] = number
    return number
  }
}
