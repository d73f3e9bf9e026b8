import Foundation

/// Tab completion for the stepper: whole-line candidates for what has been typed so far.
/// The terminal front end replaces the typed text with a candidate, or with what all
/// candidates share.
extension StepSession {
  /// Every line that starts with `typed` (ignoring case) and means something here: a
  /// command, an action on offer (as a phrase and as a bare label), an outcome after
  /// `->`, a screen after `goto`, a variable or value after `set`. In a fixed order.
  public func completions(for typed: String) -> [String] {
    let lowered = typed.lowercased()
    var candidates: [String] = []
    if let pending {
      candidates = pending.choices.compactMap { SessionMenu.outcome(of: $0.transition, flow: flow) }
    } else if lowered.hasPrefix("goto ") {
      candidates = flow.screens.map { "goto \($0.name)" }
    } else if lowered.hasPrefix("set ") {
      candidates = setCompletions(typed)
    } else if let arrow = typed.range(of: "->") {
      let body = typed[..<arrow.lowerBound].trimmingCharacters(in: .whitespaces)
      candidates = outcomes(of: body).map { "\(body) -> \($0)" }
    } else {
      let arguments: Set<String> = ["goto", "set", "save"]
      candidates = SessionCommand.words.map { arguments.contains($0) ? "\($0) " : $0 }
      for item in menu.numbered {
        candidates.append(item.phrase)
        candidates.append(item.label)
      }
    }
    var seen: Set<String> = []
    return candidates.filter { $0.lowercased().hasPrefix(lowered) && seen.insert($0).inserted }
  }

  private func setCompletions(_ typed: String) -> [String] {
    guard let equals = typed.firstIndex(of: "=") else {
      return flow.variables.map { "set \($0.name) = " }
    }
    let name = typed[typed.index(typed.startIndex, offsetBy: 4)..<equals]
      .trimmingCharacters(in: .whitespaces).lowercased()
    guard let variable = flow.variables.first(where: { $0.name.lowercased() == name }) else {
      return []
    }
    let prefix = "set \(variable.name) = "
    guard variable.domain.bounds.count <= 100 else { return [prefix] }
    return variable.domain.bounds.map { prefix + variable.domain.describe($0) }
  }

  /// The outcomes of the action `body` names, if it names one with several.
  private func outcomes(of body: String) -> [String] {
    let command = SessionCommand.parse(body)
    let item: SessionMenu.Item?
    switch command {
    case .number(let number, nil):
      item = menu.numbered.indices.contains(number - 1) ? menu.numbered[number - 1] : nil
    case .action(_, let label, nil):
      item = menu.numbered.first { $0.label.lowercased() == label.lowercased() }
    default:
      item = nil
    }
    return item?.usable.compactMap { SessionMenu.outcome(of: $0.transition, flow: flow) } ?? []
  }
}
