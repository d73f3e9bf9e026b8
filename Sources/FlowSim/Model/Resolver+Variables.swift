/// Variables' declarations: their initial values checked against their domains, and
/// what may be stored in them.
extension Resolver {
  mutating func resolveVariables() {
    for (id, decl) in zip(variables.ids, variableSyntax) where !invalidDomains.contains(id) {
      let variable = variables[id]
      guard !reportedUnknownCase(decl.initial, for: id),
        let (expr, type) = resolve(
          decl.initial, in: .variablesOnly("an initial value is a constant"))
      else { continue }
      guard case .constant(let value) = constantFolded(expr) else {
        error(
          .nonConstantInitial, "the initial value of '\(variable.name)' must be a constant",
          at: decl.initial.range)
        continue
      }
      guard checkAssignable(type, to: id, at: decl.initial.range) else { continue }
      guard variable.domain.bounds.contains(value) else {
        error(
          .valueOutOfRange,
          "initial value \(variable.domain.describe(value)) is outside '\(variable.name)' (\(variable.domain.syntax))",
          at: decl.initial.range)
        continue
      }
      variables[id].initial = value
    }
  }

  /// A value for enum variable `id` that names nothing declared: reported as not one
  /// of the variable's cases, with the closest case suggested (a general lookup
  /// would suggest any variable). Returns whether it reported.
  mutating func reportedUnknownCase(_ value: Expression, for id: VariableID) -> Bool {
    guard case .name(let name) = value, symbols[name.text] == nil else { return false }
    if variables[id].domain == .bool {
      reportNotABool(name, for: id)
      return true
    }
    guard case .enumeration(let cases) = variables[id].domain else { return false }
    var notes: [Note] = []
    var fixIts: [FixIt] = []
    if let suggestion = Suggestions.closest(to: name.text, among: cases) {
      notes.append(
        Note(
          "did you mean '\(suggestion)'? '\(variables[id].name)' declared here",
          at: variableSyntax[id.index].name.range))
      fixIts.append(FixIt("replace with '\(suggestion)'", replacing: name.range, with: suggestion))
    }
    diagnostics.append(
      .error(
        .unknownName,
        "'\(name.text)' is not a case of '\(variables[id].name)' (\(variables[id].domain.syntax))",
        at: name.range, notes: notes, fixIts: fixIts))
    return true
  }

  /// A bool variable given a name (`no`, `yes`, `False`): a bool is `true` or `false`.
  private mutating func reportNotABool(_ name: Name, for id: VariableID) {
    let meant: String? =
      switch name.text.lowercased() {
      case "true", "yes", "on": "true"
      case "false", "no", "off": "false"
      default: Suggestions.closest(to: name.text, among: ["true", "false"])
      }
    diagnostics.append(
      .error(
        .unknownName,
        "'\(name.text)' is not a value of bool '\(variables[id].name)': a bool is true or false",
        at: name.range,
        notes: [
          Note("'\(variables[id].name)' declared here", at: variableSyntax[id.index].name.range)
        ],
        fixIts: meant.map { [FixIt("replace with '\($0)'", replacing: name.range, with: $0)] } ?? []
      ))
  }

  /// An integer beyond the 32-bit values a flow may name (`Variable.integers`).
  mutating func integerOutOfRange(_ value: Int, at range: SourceRange) {
    error(
      .integerOutOfRange,
      "\(value) is outside the integers a flow may use (\(Variable.integers.lowerBound)...\(Variable.integers.upperBound))",
      at: range)
  }

  /// The type a value of variable `id` has.
  func type(of id: VariableID) -> ValueType {
    switch variables[id].domain {
    case .bool: .bool
    case .range: .int
    case .enumeration: .enumeration(id)
    }
  }

  func describe(_ type: ValueType) -> String {
    switch type {
    case .bool: "a bool"
    case .int: "an integer"
    case .enumeration(let id): "a value of '\(variables[id].name)' (\(variables[id].domain.syntax))"
    }
  }

  /// Values of `type`, for "these are …": `bools`, `values of 'filter' (mine | all)`.
  func plural(_ type: ValueType) -> String {
    switch type {
    case .bool: "bools"
    case .int: "integers"
    case .enumeration(let id): "values of '\(variables[id].name)' (\(variables[id].domain.syntax))"
    }
  }

  /// Checks that a value of `type` may be stored in variable `id`.
  mutating func checkAssignable(_ type: ValueType, to id: VariableID, at range: SourceRange) -> Bool
  {
    if type == self.type(of: id) { return true }
    error(
      .typeMismatch,
      "'\(variables[id].name)' holds \(describe(self.type(of: id))), not \(describe(type))",
      at: range)
    return false
  }
}
