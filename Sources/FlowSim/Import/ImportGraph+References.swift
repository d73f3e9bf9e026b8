/// Storyboard references: each placeholder resolved to the controller it stands for.
extension ImportGraph {
  mutating func resolveReferences() {
    for ref in allControllers where self[ref].kind == .reference {
      let controller = self[ref]
      var current = ref
      var seen: Set<ControllerRef> = [ref]
      var problem: String?
      while self[current].kind == .reference {
        guard let next = referencedController(self[current], from: current.file, problem: &problem)
        else { break }
        guard seen.insert(next).inserted else {
          problem = "storyboard references form a cycle"
          break
        }
        current = next
      }
      if self[current].kind != .reference {
        resolvedReferences[ref] = current
      } else {
        let reason =
          problem ?? "storyboard reference to '\(controller.storyboardName ?? "?")' not resolved"
        // The comment says "not imported" unless the storyboard was imported.
        if controller.storyboardName.map({ storyboardIndex(named: $0) != nil }) ?? true {
          unresolvedReasons[ref] = problem
        }
        diagnostics.append(
          .warning("import-unresolved-reference", reason, at: controller.range))
      }
    }
  }

  private func referencedController(
    _ placeholder: Controller, from file: Int, problem: inout String?
  ) -> ControllerRef? {
    let target: Int
    if let name = placeholder.storyboardName {
      guard let found = storyboardIndex(named: name) else {
        problem =
          "storyboard reference to '\(name)' not resolved: import '\(name).storyboard' together with this one"
        return nil
      }
      target = found
    } else {
      target = file
    }
    let storyboard = storyboards[target]
    if let identifier = placeholder.referencedIdentifier {
      if let index = storyboard.controllers.firstIndex(where: {
        $0.storyboardIdentifier == identifier
      }) {
        return ControllerRef(file: target, index: index)
      }
      problem = "no scene with storyboard identifier '\(identifier)' in '\(storyboard.name)'"
      return nil
    }
    if let initial = storyboard.initialViewController, let ref = controller(id: initial, in: target)
    {
      return ref
    }
    problem = "storyboard '\(storyboard.name)' has no initial view controller to refer to"
    return nil
  }

  /// The storyboard that `storyboardName` names: the file with exactly that name, else
  /// the only one whose name ends with it, ignoring case (as macOS file names do),
  /// after a `_`, `-` or `.` (copies renamed with a prefix, such as `Project_About`).
  func storyboardIndex(named name: String) -> Int? {
    if let exact = storyboards.firstIndex(where: { $0.name == name }) { return exact }
    let wanted = name.lowercased()
    let matches = storyboards.indices.filter { index in
      let candidate = storyboards[index].name.lowercased()
      guard candidate.hasSuffix(wanted), candidate.count > wanted.count else { return false }
      let before = candidate.dropLast(wanted.count).last
      return before == "_" || before == "-" || before == "."
    }
    return matches.count == 1 ? matches[0] : nil
  }
}
