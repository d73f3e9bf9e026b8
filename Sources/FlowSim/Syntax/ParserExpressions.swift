// Expressions, by precedence climbing from `or` (loosest) to atoms.
//
//   expr := or ;  or := and { 'or' and } ;  and := not { 'and' not }
//   not := 'not' not | cmp ;  cmp := sum [ ('=='|'!='|'<'|'<='|'>'|'>=') sum ]
//   sum := atom { ('+'|'-') atom }
//   atom := INT | 'true' | 'false' | NAME | '(' expr ')' | 'at' NAME | 'in' NAME
//         | 'enabled' [ NAME '.' ] STRING
//
// Every rule returns the tree with its depth; a tree deeper than `maxExpressionDepth`
// is reported (`too-deeply-nested`) and abandoned, and `(` and `not` check the limit
// before recursing, so no input can exhaust the stack.

extension Parser {
  /// An expression and the depth of its tree (a leaf has depth 1).
  typealias Parsed = (expression: Expression, depth: Int)

  /// Parses an expression; nil after reporting an error.
  mutating func parseExpression() -> Expression? { parseOr()?.expression }

  private static let comparisons: [Punctuation: BinaryOperator] = [
    .equalEqual: .equal, .notEqual: .notEqual, .less: .less, .lessOrEqual: .lessOrEqual,
    .greater: .greater, .greaterOrEqual: .greaterOrEqual,
  ]

  private mutating func parseOr() -> Parsed? {
    guard var left = parseAnd() else { return nil }
    while let token = consume(.or) {
      guard let right = parseAnd(), let joined = binary(.or, left, right, at: token) else {
        return nil
      }
      left = joined
    }
    return left
  }

  private mutating func parseAnd() -> Parsed? {
    guard var left = parseNot() else { return nil }
    while let token = consume(.and) {
      guard let right = parseNot(), let joined = binary(.and, left, right, at: token) else {
        return nil
      }
      left = joined
    }
    return left
  }

  private mutating func parseNot() -> Parsed? {
    guard let keyword = consume(.not) else { return parseComparison() }
    guard enterNesting(at: keyword) else { return nil }
    defer { expressionNesting -= 1 }
    guard let operand = parseNot() else { return nil }
    guard operand.depth < Self.maxExpressionDepth else {
      reportTooDeep(at: keyword.range)
      return nil
    }
    return (
      .not(operand.expression, keyword.range.union(operand.expression.range)), operand.depth + 1
    )
  }

  private mutating func parseComparison() -> Parsed? {
    guard let left = parseSum() else { return nil }
    let op: BinaryOperator
    if at(.equals) {
      // `when online = true`: no expression is followed by '=', so this is a
      // comparison written as an assignment. Said here, rather than as the '->'
      // expected after `online`, and read as '==' so that what follows is checked.
      error(
        .equalsInCondition, "'=' sets a variable; a condition compares with '=='",
        at: current.range, fixIts: [FixIt("write '=='", replacing: current.range, with: "==")])
      op = .equal
    } else if let punctuation = current.punctuation, let comparison = Self.comparisons[punctuation]
    {
      op = comparison
    } else {
      return left
    }
    let token = advance()
    guard let right = parseSum(), let joined = binary(op, left, right, at: token) else {
      return nil
    }
    if let next = current.punctuation, Self.comparisons[next] != nil {
      error(
        .chainedComparison, "comparisons cannot be chained", at: current.range,
        notes: [Note("combine two comparisons with 'and'")])
      return nil
    }
    return joined
  }

  private mutating func parseSum() -> Parsed? {
    guard var left = parseAtom() else { return nil }
    while at(.plus) || at(.minus) {
      let token = advance()
      let op: BinaryOperator = token.punctuation == .plus ? .plus : .minus
      guard let right = parseAtom(), let joined = binary(op, left, right, at: token) else {
        return nil
      }
      left = joined
    }
    return left
  }

  private mutating func parseAtom() -> Parsed? {
    if atIntegerLiteral {
      guard let integer = expectInteger("an integer") else { return nil }
      return (.integer(integer.value, integer.range), 1)
    }
    switch current.kind {
    case .keyword(.true), .keyword(.false):
      let token = advance()
      return (.boolean(token.keyword == .true, token.range), 1)
    case .name(let text):
      return (.name(Name(text, range: advance().range)), 1)
    case .punctuation(.leftParen):
      return parseParenthesized()
    case .keyword(.at), .keyword(.in):
      let keyword = advance()
      let what = keyword.keyword == .at ? "a screen name" : "a screen or container name"
      guard let name = expectName(what) else { return nil }
      let range = keyword.range.union(name.range)
      return (keyword.keyword == .at ? .at(name, range) : .within(name, range), 1)
    case .keyword(.enabled):
      return parseEnabled()
    case .keyword(let keyword) where !Self.expressionEnders.contains(keyword):
      guard let name = expectName("an expression") else { return nil }
      return (.name(name), 1)
    default:
      var notes: [Note] = []
      if at(.minus) { notes = [Note("write a negative number with no space: '-1'")] }
      expected(.expectedExpression, "an expression", notes: notes)
      return nil
    }
  }

  /// Keywords that may directly follow an incomplete expression; met where an operand
  /// should be, they mean the operand is missing rather than misused as a name.
  private static let expressionEnders: Set<Keyword> = [.when, .not, .and, .or, .outcome]

  private mutating func parseParenthesized() -> Parsed? {
    let open = advance()
    guard enterNesting(at: open) else { return nil }
    defer { expressionNesting -= 1 }
    guard let inner = parseOr() else { return nil }
    guard let close = consume(.rightParen) else {
      expected(.expectedToken, "')'", notes: [Note("to match this '('", at: open.range)])
      return nil
    }
    let range = open.range.union(close.range)
    guard inner.depth < Self.maxExpressionDepth else {
      reportTooDeep(at: close.range)
      return nil
    }
    return (.parenthesized(inner.expression, range), inner.depth + 1)
  }

  /// `'enabled' [ NAME '.' ] STRING`
  private mutating func parseEnabled() -> Parsed? {
    let keyword = advance()
    var screen: Name?
    if !atString {
      guard let name = expectName("a label in quotes or Screen.\"Label\"") else { return nil }
      guard expectPunctuation(.dot) != nil else { return nil }
      screen = name
    }
    guard let label = expectString("a label in quotes") else { return nil }
    return (.enabled(screen: screen, label: label, keyword.range.union(label.range)), 1)
  }

  // MARK: - Depth

  /// Joins two operands, or reports and returns nil when the result is too deep.
  private mutating func binary(
    _ op: BinaryOperator, _ left: Parsed, _ right: Parsed, at token: Token
  ) -> Parsed? {
    let depth = max(left.depth, right.depth) + 1
    guard depth <= Self.maxExpressionDepth else {
      reportTooDeep(at: token.range)
      return nil
    }
    let range = left.expression.range.union(right.expression.range)
    return (.binary(op, left.expression, right.expression, range), depth)
  }

  /// Counts one more `(` or `not`; false (after reporting) when that is one too many.
  private mutating func enterNesting(at token: Token) -> Bool {
    guard expressionNesting < Self.maxExpressionDepth - 1 else {
      reportTooDeep(at: token.range)
      return false
    }
    expressionNesting += 1
    return true
  }

  private mutating func reportTooDeep(at range: SourceRange) {
    error(
      .tooDeeplyNested,
      "expression is nested too deeply (the limit is \(Self.maxExpressionDepth) levels)",
      at: range)
  }
}
