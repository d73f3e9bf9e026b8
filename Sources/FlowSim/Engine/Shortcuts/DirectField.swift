/// Where a variable's value lies in a configuration's bytes, for direct steps to read
/// and write it in place: within one byte, or spanning two (`wide`). Variables of
/// wider fields, or of a single value, have none.
struct DirectField {
  var byte: Int32
  var shift: UInt8
  /// The field's bits, after shifting down.
  var mask: UInt16
  var wide: Bool
  /// The domain's lowest value: the value is the raw field plus this.
  var low: Int32

  /// Variable `variable`'s field, where it spans at most two bytes and is not empty.
  init?(_ variable: Int, layout: StateLayout) {
    let bits = layout.variableBits[variable]
    let shift = Int(bits.offset) & 7
    guard bits.width > 0, shift + Int(bits.width) <= 16 else { return nil }
    self.init(
      byte: bits.offset >> 3, shift: UInt8(shift), mask: UInt16((1 << Int(bits.width)) - 1),
      wide: shift + Int(bits.width) > 8, low: bits.low)
  }

  init(byte: Int32, shift: UInt8, mask: UInt16, wide: Bool, low: Int32) {
    self.byte = byte
    self.shift = shift
    self.mask = mask
    self.wide = wide
    self.low = low
  }

  /// The raw field (the value less `low`) of the configuration at `state`.
  @inline(__always)
  func raw(_ state: UnsafePointer<UInt8>) -> Int {
    var window = Int(state[Int(byte)])
    if wide { window |= Int(state[Int(byte) &+ 1]) &<< 8 }
    return (window &>> Int(shift)) & Int(mask)
  }
}
