/// A `set` compiled for direct steps: flipping a bool, setting a constant, or adding a
/// constant to the variable itself (`set c = c + 1`), on a field within one byte,
/// written on the packed bits in place. Any other `set` is left to the rules' `step`.
/// A value outside the variable's domain is a failure the rules report, so a direct
/// step gives up there (`byte(after:)` says -1).
struct DirectEffect {
  /// What the effect does to the raw field.
  enum Kind: UInt8 {
    case none
    /// `set b = not b`.
    case flip
    /// `set v = c`: the field becomes `amount`.
    case assign
    /// `set v = v + k` (or `- k`): `amount` is added.
    case add
  }

  var kind: Kind
  var field: DirectField
  var amount: Int
  /// The highest raw value in the domain (its highest value less its lowest).
  var limit: Int

  static let none = DirectEffect(
    kind: .none, field: DirectField(byte: 0, shift: 0, mask: 0, wide: false, low: 0), amount: 0,
    limit: 0)

  /// `action`'s effect (a `set` or a toggle), where it has a direct form.
  static func compile(
    _ action: Semantics.FlatAction, programs: Programs, layout: StateLayout, high: Table<Int>
  ) -> DirectEffect? {
    let variable = Int(action.a)
    guard action.kind == .set || action.kind == .toggle,
      let field = DirectField(variable, layout: layout), !field.wide
    else { return nil }
    let low = Int(field.low)
    var effect = DirectEffect(kind: .flip, field: field, amount: 0, limit: high[variable] - low)
    if action.kind == .toggle { return effect }
    let code = Array(programs.instructions(of: Int(action.b)))
    switch code.count {
    case 1 where code[0].op == .constant:
      let value = code[0].argument
      // A constant outside the domain fails every time: the rules say so.
      guard value >= low, value <= high[variable] else { return nil }
      effect.kind = .assign
      effect.amount = value - low
    case 3 where code[2].op == .add || code[2].op == .subtract:
      let sign = code[2].op == .add ? 1 : -1
      if code[0].op == .variable, code[0].argument == variable, code[1].op == .constant {
        effect.amount = sign * code[1].argument
      } else if code[2].op == .add, code[0].op == .constant, code[1].op == .variable,
        code[1].argument == variable
      {
        effect.amount = code[0].argument
      } else {
        return nil
      }
      effect.kind = .add
    default:
      return nil
    }
    return effect
  }

  /// The byte `field.byte` of `state` after the effect, or -1 where the value would
  /// fall outside the domain.
  @inline(__always)
  func byte(after state: UnsafePointer<UInt8>) -> Int {
    let old = Int(state[Int(field.byte)])
    let shift = Int(field.shift)
    let raw: Int
    switch kind {
    case .none: return old
    case .flip: return old ^ (1 &<< shift)
    case .assign: raw = amount
    case .add:
      raw = ((old &>> shift) & Int(field.mask)) &+ amount
      guard raw >= 0, raw <= limit else { return -1 }
    }
    return old & ~(Int(field.mask) &<< shift) | raw &<< shift
  }
}
