/// A guard compiled for direct steps: one or two comparisons of a variable's packed
/// bits with a constant (`v`, `not v`, `v < 3`, `a and b`, `(a or b)`, `c > 0 and mode
/// != m`), read from the configuration's bytes in place. Any other guard keeps its
/// program, which the rules' `Programs.run` evaluates. Composed from the rules'
/// compiled programs, so it holds exactly where the program does (the differential
/// tests explore every flow both ways).
struct DirectGuard {
  /// How the two tests combine.
  enum Form: UInt8 {
    /// No guard.
    case always
    /// `first` alone.
    case one
    case and
    case or
    /// Not compiled: the program decides.
    case program
  }

  var form: Form
  var first: DirectTest
  var second: DirectTest
  /// The guard's program, or -1.
  var program: Int32

  static let always = DirectGuard(
    form: .always, first: .never, second: .never, program: -1)

  /// Compiles program `program` (or none, -1).
  static func compile(_ program: Int, programs: Programs, layout: StateLayout) -> DirectGuard {
    guard program >= 0 else { return .always }
    var compiled = DirectGuard(
      form: .program, first: .never, second: .never, program: Int32(program))
    let code = Array(programs.instructions(of: program))
    if let test = DirectTest.compile(code[...], layout: layout) {
      compiled.form = .one
      compiled.first = test
      return compiled
    }
    guard code.count >= 3, let last = code.last, last.op == .and || last.op == .or else {
      return compiled
    }
    // Two tests of one to three instructions each, then `and` or `or`.
    for split in 1...3 where split < code.count - 1 {
      if let a = DirectTest.compile(code[0..<split], layout: layout),
        let b = DirectTest.compile(code[split..<(code.count - 1)], layout: layout)
      {
        compiled.form = last.op == .and ? .and : .or
        compiled.first = a
        compiled.second = b
        return compiled
      }
    }
    return compiled
  }

  /// Whether the guard holds for the configuration at `state`.
  @inline(__always)
  func holds(
    _ state: UnsafePointer<UInt8>, _ semantics: Semantics, stack: UnsafeMutablePointer<Int>
  ) -> Bool {
    switch form {
    case .always: return true
    case .one: return first.holds(state)
    // Both sides are read, as the rules' programs read them; neither has effects.
    case .and: return first.holds(state) && second.holds(state)
    case .or: return first.holds(state) || second.holds(state)
    case .program:
      return semantics.programs.run(Int(program), semantics.layout, state, stack: stack) != 0
    }
  }
}

/// A variable's value compared with a constant, on its packed bits: the raw field
/// (value minus the domain's low end) against the constant minus that low end.
struct DirectTest {
  var field: DirectField
  var comparison: Comparison
  /// The constant, as a raw field value (it may lie outside the field's range).
  var constant: Int

  /// How the value compares.
  enum Comparison: UInt8 {
    case equal, notEqual, less, lessOrEqual, greater, greaterOrEqual
  }

  static let never = DirectTest(
    field: DirectField(byte: 0, shift: 0, mask: 0, wide: false, low: 0), comparison: .notEqual,
    constant: 0)

  /// `v` (true when not 0), `not v`, `v OP c` or `c OP v`, where `v` is a field
  /// `DirectField` can read; nil for anything else.
  static func compile(_ code: ArraySlice<Programs.Instruction>, layout: StateLayout) -> DirectTest?
  {
    let code = Array(code)
    func field(_ instruction: Programs.Instruction) -> DirectField? {
      instruction.op == .variable ? DirectField(instruction.argument, layout: layout) : nil
    }
    switch code.count {
    case 1:
      guard let f = field(code[0]) else { return nil }
      return DirectTest(field: f, comparison: .notEqual, constant: 0 - Int(f.low))
    case 2:
      guard code[1].op == .not, let f = field(code[0]) else { return nil }
      return DirectTest(field: f, comparison: .equal, constant: 0 - Int(f.low))
    case 3:
      guard let comparison = Self.comparison(code[2].op) else { return nil }
      if let f = field(code[0]), code[1].op == .constant {
        return DirectTest(
          field: f, comparison: comparison, constant: code[1].argument - Int(f.low))
      }
      if code[0].op == .constant, let f = field(code[1]) {
        return DirectTest(
          field: f, comparison: comparison.mirrored, constant: code[0].argument - Int(f.low))
      }
      return nil
    default:
      return nil
    }
  }

  private static func comparison(_ op: Programs.Op) -> Comparison? {
    switch op {
    case .equal: .equal
    case .notEqual: .notEqual
    case .less: .less
    case .lessOrEqual: .lessOrEqual
    case .greater: .greater
    case .greaterOrEqual: .greaterOrEqual
    default: nil
    }
  }

  @inline(__always)
  func holds(_ state: UnsafePointer<UInt8>) -> Bool {
    let value = field.raw(state)
    switch comparison {
    case .equal: return value == constant
    case .notEqual: return value != constant
    case .less: return value < constant
    case .lessOrEqual: return value <= constant
    case .greater: return value > constant
    case .greaterOrEqual: return value >= constant
    }
  }
}

extension DirectTest.Comparison {
  /// The comparison with its sides swapped: `c < v` is `v > c`.
  var mirrored: DirectTest.Comparison {
    switch self {
    case .equal, .notEqual: self
    case .less: .greater
    case .lessOrEqual: .greaterOrEqual
    case .greater: .less
    case .greaterOrEqual: .lessOrEqual
    }
  }
}
