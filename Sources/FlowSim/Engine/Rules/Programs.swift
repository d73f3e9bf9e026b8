/// Variables-only expressions compiled to postfix instructions in one flat table,
/// so the explorer evaluates guards and effects without recursion, allocation or
/// reference counting. A program is a range of instructions.
///
/// The step function's own compiler: it runs for every transition tried, so it reads
/// variables only and evaluates both sides of `and` and `or`. Conditions over whole
/// configurations (`at`, `in`, `enabled`) are compiled by `ConditionProgram` instead,
/// on purpose: they read screens and ask for enabled controls, which means running
/// the step function, so they cannot be part of it.
final class Programs: @unchecked Sendable {
  /// What an instruction does: push a constant or a variable, or combine the top values.
  enum Op: UInt8 {
    case constant, variable, not, and, or, add, subtract
    case equal, notEqual, less, lessOrEqual, greater, greaterOrEqual
  }

  /// One postfix instruction: the operation and its operand (a constant or a variable id).
  struct Instruction {
    var op: Op
    var argument: Int
  }

  /// Where a program's instructions are.
  struct Range {
    var start: Int32
    var count: Int32
  }

  private var code: [Instruction] = []
  private(set) var ranges: [Range] = []
  /// The deepest any program's value stack gets.
  private(set) var depth = 1
  private var table: Table<Instruction>?
  private var rangeTable: Table<Range>?

  /// Compiles `expr`, returning its program number.
  func add(_ expr: Expr) -> Int {
    let start = code.count
    var height = 0
    emit(expr, height: &height)
    ranges.append(Range(start: Int32(start), count: Int32(code.count - start)))
    return ranges.count - 1
  }

  /// Freezes the programs into flat tables; call once, after the last `add`.
  func seal() {
    table = Table(code)
    rangeTable = Table(ranges)
  }

  deinit {
    table?.deallocate()
    rangeTable?.deallocate()
  }

  private func emit(_ expr: Expr, height: inout Int) {
    func push(_ op: Op, _ argument: Int = 0) {
      code.append(Instruction(op: op, argument: argument))
      height += 1
      depth = max(depth, height)
    }
    func binary(_ op: Op, _ a: Expr, _ b: Expr) {
      emit(a, height: &height)
      emit(b, height: &height)
      code.append(Instruction(op: op, argument: 0))
      height -= 1
    }
    switch expr {
    case .constant(let value): push(.constant, value)
    case .variable(let id): push(.variable, id.index)
    case .not(let inner):
      emit(inner, height: &height)
      code.append(Instruction(op: .not, argument: 0))
    case .and(let a, let b): binary(.and, a, b)
    case .or(let a, let b): binary(.or, a, b)
    case .add(let a, let b): binary(.add, a, b)
    case .subtract(let a, let b): binary(.subtract, a, b)
    case .compare(let comparison, let a, let b):
      let op: Op =
        switch comparison {
        case .equal: .equal
        case .notEqual: .notEqual
        case .less: .less
        case .lessOrEqual: .lessOrEqual
        case .greater: .greater
        case .greaterOrEqual: .greaterOrEqual
        }
      binary(op, a, b)
    case .at, .within, .enabled:
      // The resolver keeps configuration atoms out of guards and effects.
      push(.constant, 0)
    }
  }

  /// Program `number`'s instructions, in order (postfix).
  func instructions(of number: Int) -> ArraySlice<Instruction> {
    let range = ranges[number]
    return code[Int(range.start)..<Int(range.start + range.count)]
  }

  /// The variables program `number` reads.
  func variables(of number: Int) -> [VariableID] {
    let range = ranges[number]
    return code[Int(range.start)..<Int(range.start + range.count)]
      .filter { $0.op == .variable }.map { VariableID($0.argument) }
  }

  /// Evaluates program `number` over packed variables; `stack` holds `depth` values.
  /// One-instruction programs and `not x` are evaluated here, in line; longer ones
  /// by `interpret`.
  @inline(__always)
  func run(
    _ number: Int, _ layout: StateLayout, _ state: UnsafePointer<UInt8>,
    stack: UnsafeMutablePointer<Int>
  ) -> Int {
    let range = rangeTable.unsafelyUnwrapped.base[number]
    let code = table.unsafelyUnwrapped.base + Int(range.start)
    if range.count == 1 {
      return code[0].op == .variable
        ? layout.read(variable: code[0].argument, from: state) : code[0].argument
    }
    if range.count == 2, code[1].op == .not, code[0].op == .variable {
      return layout.read(variable: code[0].argument, from: state) == 0 ? 1 : 0
    }
    return Programs.interpret(code, Int(range.count), layout, state, stack: stack)
  }

  @inline(never)
  private static func interpret(
    _ code: UnsafeMutablePointer<Instruction>, _ count: Int, _ layout: StateLayout,
    _ state: UnsafePointer<UInt8>, stack: UnsafeMutablePointer<Int>
  ) -> Int {
    var top = -1
    for index in 0..<count {
      let instruction = code[index]
      switch instruction.op {
      case .constant:
        top += 1
        stack[top] = instruction.argument
      case .variable:
        top += 1
        stack[top] = layout.read(variable: instruction.argument, from: state)
      case .not:
        stack[top] = stack[top] == 0 ? 1 : 0
      default:
        let b = stack[top]
        top -= 1
        stack[top] = Programs.apply(instruction.op, stack[top], b)
      }
    }
    return stack[0]
  }

  @inline(__always)
  private static func apply(_ op: Op, _ a: Int, _ b: Int) -> Int {
    switch op {
    case .and: (a != 0 && b != 0) ? 1 : 0
    case .or: (a != 0 || b != 0) ? 1 : 0
    case .add: a &+ b
    case .subtract: a &- b
    case .equal: a == b ? 1 : 0
    case .notEqual: a != b ? 1 : 0
    case .less: a < b ? 1 : 0
    case .lessOrEqual: a <= b ? 1 : 0
    case .greater: a > b ? 1 : 0
    case .greaterOrEqual: a >= b ? 1 : 0
    case .constant, .variable, .not: 0
    }
  }
}
