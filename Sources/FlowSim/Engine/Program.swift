/// A variables-only expression compiled to postfix instructions, so the explorer
/// evaluates guards and effects without recursion or allocation.
struct Program: Sendable {
  enum Op: UInt8, Sendable {
    case constant, variable, not, and, or, add, subtract
    case equal, notEqual, less, lessOrEqual, greater, greaterOrEqual
  }

  struct Instruction: Sendable {
    var op: Op
    var argument: Int
  }

  private(set) var code: [Instruction] = []
  /// The deepest the value stack gets.
  private(set) var depth = 0

  init(_ expr: Expr) {
    var height = 0
    emit(expr, height: &height)
  }

  private mutating func emit(_ expr: Expr, height: inout Int) {
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
    case .variable(let id): push(.variable, id)
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
      // Configuration atoms never reach compiled programs (the resolver keeps them
      // out of guards and effects); treat them as false defensively.
      push(.constant, 0)
    }
  }

  /// Evaluates the program over packed variables; `stack` has room for `depth` values.
  @inline(__always)
  func run(_ layout: StateLayout, _ state: UnsafePointer<UInt8>, stack: UnsafeMutablePointer<Int>)
    -> Int
  {
    if code.count == 1 {
      let only = code[0]
      return only.op == .variable
        ? layout.read(variable: only.argument, from: state) : only.argument
    }
    var top = -1
    for instruction in code {
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
        let a = stack[top]
        stack[top] = Program.apply(instruction.op, a, b)
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
