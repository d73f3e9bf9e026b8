/// Expressions as a flow writes them, for messages, dumps and transcripts.
extension Flow {
  /// An expression in the flow language's syntax, with the fewest parentheses that
  /// keep its meaning; a constant reads as a value of `domain` (`true`, a case name),
  /// the domain of what it is set to or compared with.
  public func text(of expr: Expr, as domain: Variable.Domain? = nil) -> String {
    // Precedence, loosest first, as docs/language.md's grammar has it.
    func level(_ expr: Expr) -> Int {
      switch expr {
      case .or: 1
      case .and: 2
      case .not: 3
      case .compare: 4
      case .add, .subtract: 5
      case .constant, .variable, .at, .within, .enabled: 6
      }
    }
    func valueDomain(of expr: Expr) -> Variable.Domain? {
      switch expr {
      case .variable(let id): variables[id].domain
      case .not, .and, .or, .compare: .bool
      case .add, .subtract: .range(Variable.integers)
      case .constant, .at, .within, .enabled: nil
      }
    }
    // An operand looser than `minimum` is put in parentheses.
    func operand(_ inner: Expr, _ minimum: Int, _ domain: Variable.Domain?) -> String {
      let text = self.text(of: inner, as: domain)
      return level(inner) < minimum ? "(\(text))" : text
    }
    switch expr {
    case .constant(let value): return domain?.describe(value) ?? String(value)
    case .variable(let id): return variables[id].name
    case .not(let inner): return "not \(operand(inner, 3, .bool))"
    case .and(let a, let b): return "\(operand(a, 2, .bool)) and \(operand(b, 3, .bool))"
    case .or(let a, let b): return "\(operand(a, 1, .bool)) or \(operand(b, 2, .bool))"
    case .compare(let op, let a, let b):
      let shared = valueDomain(of: a) ?? valueDomain(of: b)
      return "\(operand(a, 5, shared)) \(op.rawValue) \(operand(b, 5, shared))"
    case .add(let a, let b): return "\(operand(a, 5, nil)) + \(operand(b, 6, nil))"
    case .subtract(let a, let b): return "\(operand(a, 5, nil)) - \(operand(b, 6, nil))"
    case .at(let screen): return "at \(screens[screen].name)"
    case .within(let place): return "in \(name(of: place))"
    case .enabled(let id):
      let control = controls[id]
      let label = StringLiteral.quoted(control.label)
      guard case .screen(let screen) = control.owner else { return "enabled \(label)" }
      return "enabled \(screens[screen].name).\(label)"
    }
  }
}
