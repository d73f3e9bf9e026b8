/// A resolved, type-checked expression: guards, effects, assertions and expectations.
///
/// Values are integers (see `Variable`); booleans are 0 and 1. `at`, `within` and
/// `enabled` need a configuration and appear only in assertions and expectations.
public indirect enum Expr: Sendable, Hashable {
  case constant(Int)
  case variable(VariableID)
  case not(Expr)
  case and(Expr, Expr)
  case or(Expr, Expr)
  case compare(Comparison, Expr, Expr)
  case add(Expr, Expr)
  case subtract(Expr, Expr)
  /// The visible screen is this one.
  case at(ScreenID)
  /// The screen or container is anywhere in the configuration.
  case within(Place)
  /// The control is on the visible screen and enabled.
  case enabled(ControlID)

  /// How two values compare.
  public enum Comparison: String, Sendable, Hashable {
    case equal = "=="
    case notEqual = "!="
    case less = "<"
    case lessOrEqual = "<="
    case greater = ">"
    case greaterOrEqual = ">="

    public func holds(_ lhs: Int, _ rhs: Int) -> Bool {
      switch self {
      case .equal: lhs == rhs
      case .notEqual: lhs != rhs
      case .less: lhs < rhs
      case .lessOrEqual: lhs <= rhs
      case .greater: lhs > rhs
      case .greaterOrEqual: lhs >= rhs
      }
    }
  }

  /// Whether the expression reads nothing (neither variables nor the configuration),
  /// so its value is known without a configuration.
  public var isConstant: Bool {
    switch self {
    case .constant: true
    case .variable, .at, .within, .enabled: false
    case .not(let inner): inner.isConstant
    case .and(let a, let b), .or(let a, let b), .compare(_, let a, let b), .add(let a, let b),
      .subtract(let a, let b):
      a.isConstant && b.isConstant
    }
  }

  /// Whether the expression reads the configuration (`at`, `in`, `enabled`) anywhere.
  public var readsConfiguration: Bool {
    switch self {
    case .at, .within, .enabled: true
    case .constant, .variable: false
    case .not(let inner): inner.readsConfiguration
    case .and(let a, let b), .or(let a, let b), .compare(_, let a, let b), .add(let a, let b),
      .subtract(let a, let b):
      a.readsConfiguration || b.readsConfiguration
    }
  }

  /// Evaluates an expression that reads variables only.
  public func evaluate(_ value: (VariableID) -> Int) -> Int {
    switch self {
    case .constant(let constant): return constant
    case .variable(let variable): return value(variable)
    case .not(let inner): return inner.evaluate(value) == 0 ? 1 : 0
    case .and(let a, let b): return a.evaluate(value) != 0 && b.evaluate(value) != 0 ? 1 : 0
    case .or(let a, let b): return a.evaluate(value) != 0 || b.evaluate(value) != 0 ? 1 : 0
    case .compare(let op, let a, let b):
      return op.holds(a.evaluate(value), b.evaluate(value)) ? 1 : 0
    case .add(let a, let b): return a.evaluate(value) &+ b.evaluate(value)
    case .subtract(let a, let b): return a.evaluate(value) &- b.evaluate(value)
    case .at, .within, .enabled: return 0
    }
  }
}
