// The syntax of expressions (see SyntaxTree).

/// An expression as written. Every node knows its range.
public indirect enum Expression: Sendable {
  case integer(Int, SourceRange)
  case boolean(Bool, SourceRange)
  /// A variable, an enum case, or (in `expect`) a screen; the resolver decides.
  case name(Name)
  case not(Expression, SourceRange)
  case binary(BinaryOperator, Expression, Expression, SourceRange)
  /// `at SCREEN`
  case at(Name, SourceRange)
  /// `in SCREEN_OR_CONTAINER`
  case within(Name, SourceRange)
  /// `enabled [SCREEN.]"Label"`
  case enabled(screen: Name?, label: StringLiteral, SourceRange)
  /// `( EXPR )`, kept so ranges and formatting stay faithful.
  case parenthesized(Expression, SourceRange)

  /// The whole expression's range.
  public var range: SourceRange {
    switch self {
    case .integer(_, let range), .boolean(_, let range), .not(_, let range),
      .binary(_, _, _, let range), .at(_, let range), .within(_, let range),
      .enabled(_, _, let range), .parenthesized(_, let range):
      return range
    case .name(let name): return name.range
    }
  }
}

/// Infix operators, loosest first: `or`, `and`, comparisons, `+`/`-`.
public enum BinaryOperator: String, Sendable, Hashable {
  case or, and
  case equal = "=="
  case notEqual = "!="
  case less = "<"
  case lessOrEqual = "<="
  case greater = ">"
  case greaterOrEqual = ">="
  case plus = "+"
  case minus = "-"
}
