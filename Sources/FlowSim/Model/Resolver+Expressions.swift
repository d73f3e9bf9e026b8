/// Typing expressions: guards, effects, initial values, assertions and expectations.
extension Resolver {
  /// Where an expression appears decides what it may read.
  enum ExpressionContext {
    /// Guards, `set` values, `signed in when`: variables only.
    case variablesOnly(String)
    /// Assertions and expectations: also `at`, `in`, `enabled`, and bare screen names
    /// (meaning `at`) when `bareScreens` is set.
    case configuration(bareScreens: Bool)
  }

  /// Resolves a condition that must be a bool.
  mutating func condition(_ syntax: Expression, in context: ExpressionContext) -> Expr? {
    guard let (expr, type) = resolve(syntax, in: context) else { return nil }
    guard type == .bool else {
      error(
        .typeMismatch, "a condition must be a bool, but this is \(describe(type))",
        at: syntax.range)
      return nil
    }
    return expr
  }

  private static let comparisons: Set<BinaryOperator> = [
    .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual,
  ]

  /// Resolves and types an expression; nil (with a diagnostic) when it is ill-formed.
  mutating func resolve(_ syntax: Expression, in context: ExpressionContext) -> (Expr, ValueType)? {
    switch syntax {
    case .integer(let value, let range):
      guard Variable.integers.contains(value) else {
        integerOutOfRange(value, at: range)
        return nil
      }
      return (.constant(value), .int)
    case .boolean(let value, _):
      return (.constant(value ? 1 : 0), .bool)
    case .parenthesized(let inner, _):
      return resolve(inner, in: context)
    case .name(let name):
      return resolveName(name, in: context)
    case .not(let inner, _):
      guard let (expr, type) = resolve(inner, in: context) else { return nil }
      guard type == .bool else {
        error(.typeMismatch, "'not' needs a bool, but this is \(describe(type))", at: inner.range)
        return nil
      }
      return (.not(expr), .bool)
    case .binary(let op, let lhsSyntax, let rhsSyntax, _):
      // `online == no`, `filter == mne`: said as not a value of the variable, with
      // the value meant, as `set` and a variable's initial value say it.
      if Self.comparisons.contains(op) {
        for (variable, value) in [(lhsSyntax, rhsSyntax), (rhsSyntax, lhsSyntax)] {
          if case .name(let name) = variable, case .variable(let id)? = symbols[name.text]?.symbol,
            reportedUnknownCase(value, for: id)
          {
            return nil
          }
        }
      }
      let lhs = resolve(lhsSyntax, in: context)
      let rhs = resolve(rhsSyntax, in: context)
      guard let (left, leftType) = lhs, let (right, rightType) = rhs else { return nil }
      return combine(op, left, leftType, lhsSyntax, right, rightType, rhsSyntax)
    case .at(_, let range), .within(_, let range), .enabled(_, _, let range):
      guard allowsConfiguration(context) else {
        reportConfigurationOnly(context, at: range)
        return nil
      }
      return resolveConfigurationAtom(syntax)
    }
  }

  private mutating func resolveConfigurationAtom(_ syntax: Expression) -> (Expr, ValueType)? {
    switch syntax {
    case .at(let name, _):
      guard let id = screen(name, for: "'at' names the visible screen") else { return nil }
      return (.at(id), .bool)
    case .within(let name, _):
      guard let place = resolvePlace(name) else { return nil }
      return (.within(place), .bool)
    case .enabled(let screenName, let label, _):
      return resolveEnabled(screen: screenName, label: label)
    default:
      return nil
    }
  }

  private func allowsConfiguration(_ context: ExpressionContext) -> Bool {
    if case .configuration = context { return true }
    return false
  }

  private mutating func reportConfigurationOnly(_ context: ExpressionContext, at range: SourceRange)
  {
    guard case .variablesOnly(let why) = context else { return }
    error(
      .configurationInGuard,
      "'at', 'in' and 'enabled' read the configuration, so they belong in assertions and expectations",
      at: range, notes: [Note(why)])
  }

  private mutating func resolveName(_ name: Name, in context: ExpressionContext) -> (
    Expr, ValueType
  )? {
    var bareScreens = false
    if case .configuration(let allowed) = context {
      bareScreens = allowed
      if !allowed, let place = symbols[name.text], place.symbol.isPlace {
        placeWithoutAtOrIn(name, place.symbol, declared: place.range)
        return nil
      }
    }
    let what = bareScreens ? "a screen, variable or value" : "a variable or value"
    let symbol = lookup(name, expecting: what, id: .unknownName) {
      switch $0 {
      case .variable, .enumCase: true
      case .screen: bareScreens
      default: false
      }
    }
    switch symbol {
    case .variable(let id): return (.variable(id), type(of: id))
    case .enumCase(let id, let index): return (.constant(index), .enumeration(id))
    case .screen(let id): return (.at(id), .bool)
    default: return nil
    }
  }

  /// A screen or container named alone in an assertion, where `at` (visible) and
  /// `in` (anywhere) mean different things: says which to write, with a fix-it.
  private mutating func placeWithoutAtOrIn(
    _ name: Name, _ symbol: Symbol, declared: SourceRange
  ) {
    let isScreen: Bool
    if case .screen = symbol { isScreen = true } else { isScreen = false }
    let written = isScreen ? "at \(name.text)" : "in \(name.text)"
    let choice =
      isScreen
      ? "write 'at \(name.text)' (it is the visible screen) or 'in \(name.text)' (it is anywhere: a stack, a tab, a modal)"
      : "write 'in \(name.text)' (it is anywhere in the configuration)"
    diagnostics.append(
      .error(
        .wrongKind, "'\(name.text)' is \(symbol.kindDescription): in an assertion, \(choice)",
        at: name.range, notes: [Note("'\(name.text)' declared here", at: declared)],
        fixIts: [FixIt("replace with '\(written)'", replacing: name.range, with: written)]))
  }

  private mutating func resolveEnabled(screen screenName: Name?, label: StringLiteral) -> (
    Expr, ValueType
  )? {
    var owners: [ScreenID] = []
    if let screenName {
      guard let id = screen(screenName, for: "'enabled' names a screen's control") else {
        return nil
      }
      owners = [id]
    } else {
      owners = Array(screens.ids)
    }
    let matches = owners.flatMap { owner in
      screenSyntax[owner.index].controls.enumerated().compactMap { index, control in
        control.label.value == label.value ? (owner, index) : nil
      }
    }
    guard !matches.isEmpty else {
      let labels = owners.flatMap { screenSyntax[$0.index].controls.map(\.label.value) }
      error(
        .unknownControl,
        "no control labelled \"\(label.value)\"\(screenName.map { " on '\($0.text)'" } ?? "")",
        at: label.range,
        notes: Suggestions.didYouMean(label.value, among: labels))
      return nil
    }
    // Control ids are assigned per screen in order; find them by owner and position.
    let ids = matches.compactMap { owner, index -> ControlID? in
      let ids = screens[owner].controls
      return index < ids.count ? ids[index] : nil
    }
    guard !ids.isEmpty else { return nil }
    return (anyOf(ids.map(Expr.enabled)[...]), .bool)
  }

  /// `a or b or …` as a balanced tree: however many controls share a label, the
  /// tree stays shallow, so evaluating it cannot exhaust the stack.
  private func anyOf(_ exprs: ArraySlice<Expr>) -> Expr {
    guard exprs.count > 1 else { return exprs[exprs.startIndex] }
    let middle = exprs.startIndex + exprs.count / 2
    return .or(anyOf(exprs[..<middle]), anyOf(exprs[middle...]))
  }

  private mutating func combine(
    _ op: BinaryOperator, _ left: Expr, _ leftType: ValueType, _ leftSyntax: Expression,
    _ right: Expr, _ rightType: ValueType, _ rightSyntax: Expression
  ) -> (Expr, ValueType)? {
    switch op {
    case .and, .or:
      for (type, syntax) in [(leftType, leftSyntax), (rightType, rightSyntax)] where type != .bool {
        error(
          .typeMismatch, "'\(op.rawValue)' needs bools, but this is \(describe(type))",
          at: syntax.range)
        return nil
      }
      return (op == .and ? .and(left, right) : .or(left, right), .bool)
    case .plus, .minus:
      for (type, syntax) in [(leftType, leftSyntax), (rightType, rightSyntax)] where type != .int {
        error(
          .typeMismatch, "'\(op.rawValue)' needs integers, but this is \(describe(type))",
          at: syntax.range)
        return nil
      }
      return (op == .plus ? .add(left, right) : .subtract(left, right), .int)
    case .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual:
      guard leftType == rightType else {
        error(
          .typeMismatch,
          "cannot compare \(describe(leftType)) with \(describe(rightType))",
          at: leftSyntax.range.union(rightSyntax.range),
          notes: [
            Note("'\(text(leftSyntax))' is \(describe(leftType))", at: leftSyntax.range),
            Note("'\(text(rightSyntax))' is \(describe(rightType))", at: rightSyntax.range),
          ])
        return nil
      }
      let ordered: Set<BinaryOperator> = [.less, .lessOrEqual, .greater, .greaterOrEqual]
      if ordered.contains(op), leftType != .int {
        error(
          .typeMismatch,
          "'\(op.rawValue)' orders integers, but these are \(plural(leftType))",
          at: leftSyntax.range.union(rightSyntax.range))
        return nil
      }
      let comparison = Expr.Comparison(rawValue: op.rawValue) ?? .equal
      return (.compare(comparison, left, right), .bool)
    }
  }

  /// The source text of a syntax node.
  func text(_ syntax: Expression) -> String {
    syntax.range.file.text(in: syntax.range)
  }

  /// Folds an expression that reads nothing into a constant.
  func constantFolded(_ expr: Expr) -> Expr {
    expr.isConstant ? .constant(expr.evaluate { _ in 0 }) : expr
  }
}
