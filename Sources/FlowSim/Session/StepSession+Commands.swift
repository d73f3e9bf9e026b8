import Foundation

/// The session's own commands: undo, reset, goto, vars, set, save, help.
extension StepSession {
  /// The help text: everything a designer needs, short.
  public static let help = """
    Take an action by its number or its label:
      2                        take action 2
      Sign in                  the action labelled "Sign in" (any case; its first letters do)
      tap "Sign in"            the same, written as in a flow's scenario
      Sign in -> invalid       choose the outcome (otherwise you are asked which one)
      Network lost             trigger an event listed under 'events:'
    Move around:
      back                     the navigation bar's back button
      next, previous           the next or previous page of a page set
      tab "Photos"             select a tab (again: back to the first screen of its stack)
      root                     re-tap the selected tab: back to the first screen of its stack
      goto SCREEN              take the shortest way from here to SCREEN
      undo, undo 3             take back the last step, or the last 3
      reset                    start again from the beginning (undo brings you back)
    Explore:
      where, or an empty line  show the current screen and its actions again
      vars                     show the variables
      set VAR = VALUE          change a variable by hand to try a situation
      check                    what 'flowsim check' finds wrong here
    Finish:
      save FILE                save the steps so far as a walkthrough script
      quit                     leave (ctrl-d too)
      # …                      a comment: ignored (scripts may hold notes)
    On a terminal, tab completes commands, labels and screens; up and down recall lines.
    """

  func undo(_ count: Int) -> String {
    guard !history.isEmpty else { return "nothing to undo: this is the start\n\n" }
    let taken = min(count, history.count)
    let first = history.count - taken
    let last = history.count - 1
    var text: String
    if taken == 1 {
      text = "undid step \(stepNumber(last)): \(describe(history[last].step))"
    } else if history[first..<last].contains(where: { $0.step == .reset }) {
      // The numbers start again after a reset: a range of them would not read.
      text = "undid \(taken) steps, a reset among them"
    } else {
      text = "undid steps \(stepNumber(first))–\(stepNumber(last))"
    }
    if count > taken { text += " (that is all of them)" }
    history.removeLast(taken)
    pending = nil
    return text + "\n\n" + show()
  }

  /// A step as it reads after `undid`: `tap "+"`, `tap "Login" → valid`, `set mine =
  /// true (by hand)`.
  func describe(_ step: Entry.Step) -> String {
    switch step {
    case .transition(let transition, _):
      var text = view.phrase(of: transition)
      if let outcome = SessionMenu.outcome(of: transition, flow: flow) { text += " → \(outcome)" }
      return text
    case .set(let variable, let value):
      let declared = flow.variables[variable]
      return "set \(declared.name) = \(declared.domain.describe(value)) (by hand)"
    case .reset:
      return "reset"
    }
  }

  func reset() -> String {
    guard current != simulator.initial else {
      return "this is the start already\n\n"
    }
    history.append(Entry(step: .reset, configuration: simulator.initial))
    return "back to the start ('undo' returns to where you were)\n\n" + show()
  }

  func goto(_ name: String) -> String {
    let lowered = name.lowercased()
    let screens = flow.screens
    var matches = screens.filter { $0.name.lowercased() == lowered }
    if matches.isEmpty { matches = screens.filter { $0.title.lowercased() == lowered } }
    if matches.isEmpty { matches = screens.filter { $0.name.lowercased().hasPrefix(lowered) } }
    guard matches.count == 1 else {
      if matches.count > 1 {
        let names = matches.map(\.name).joined(separator: ", ")
        return "'\(name)' could be: \(names)\n\n"
      }
      let hint = Suggestions.closest(to: name, among: screens.map(\.name)).map {
        "; did you mean '\($0)'?"
      }
      return "there is no screen '\(name)'\(hint ?? "")\n\n"
    }
    let target = matches[0].id
    if simulator.view(current).visible == target {
      return "you are at \(matches[0].name) already\n\n"
    }
    let search = SessionSearch(simulator: simulator, limit: searchLimit)
    switch search.path(from: current, to: { simulator.view($0).visible == target }) {
    case .unreachable:
      let fromStart = search.path(from: simulator.initial) { simulator.view($0).visible == target }
      if case .unreachable = fromStart {
        return "no path from the start reaches \(matches[0].name) (flowsim check reports it)\n\n"
      }
      let way = history.isEmpty ? "'reset'" : "'undo' or 'reset'"
      return "\(matches[0].name) cannot be reached from here; \(way), then try again\n\n"
    case .gaveUp(let searched):
      return "no way to \(matches[0].name) found within \(searched) configurations\n\n"
    case .found(let steps):
      var text = "goto \(matches[0].name): \(Counting.count(steps.count, "step"))\n"
      for step in steps {
        let before = current
        history.append(
          Entry(
            step: .transition(step.transition, notices: step.notices),
            configuration: step.configuration))
        text += view.stepLine(
          stepNumber(history.count - 1), transition: step.transition, from: before,
          to: step.configuration, notices: step.notices)
      }
      return text + "\n" + show()
    }
  }

  func variables() -> String {
    guard !flow.variables.isEmpty else { return "this flow has no variables\n\n" }
    let values = simulator.values(current)
    let names = flow.variables.map(\.name)
    let shown = flow.variables.map { $0.domain.describe(values[$0.id.index]) }
    let nameWidth = names.map(\.count).max() ?? 0
    let valueWidth = shown.map(\.count).max() ?? 0
    var text = "variables:\n"
    for variable in flow.variables {
      let name = names[variable.id.index].padding(toLength: nameWidth, withPad: " ", startingAt: 0)
      let value = shown[variable.id.index].padding(
        toLength: valueWidth, withPad: " ", startingAt: 0)
      let session = variable.isSession ? ", session" : ""
      text += "  \(name) = \(value)  (\(variable.domain.syntax)\(session))\n"
    }
    return text + "\n"
  }

  func set(_ name: String, _ text: String) -> String {
    guard let variable = flow.variables.first(where: { $0.name.lowercased() == name.lowercased() })
    else {
      let hint = Suggestions.closest(to: name, among: flow.variables.map(\.name)).map {
        "; did you mean '\($0)'?"
      }
      return "there is no variable '\(name)'\(hint ?? ""); 'vars' lists them\n\n"
    }
    let value: Int?
    switch variable.domain {
    case .bool: value = ["false": 0, "true": 1][text.lowercased()]
    case .range(let range): value = Int(text).flatMap { range.contains($0) ? $0 : nil }
    case .enumeration(let cases): value = cases.firstIndex { $0.lowercased() == text.lowercased() }
    }
    guard let value, let next = simulator.setting(variable.id, to: value, in: current) else {
      let domain: String
      switch variable.domain {
      case .bool: domain = "true or false"
      case .range(let range):
        domain = "a whole number from \(range.lowerBound) to \(range.upperBound)"
      case .enumeration(let cases): domain = "one of " + cases.joined(separator: ", ")
      }
      return "\(variable.name) can be \(domain), not '\(text)'\n\n"
    }
    let described = "\(variable.name) = \(variable.domain.describe(value))"
    if next == current { return "\(described) already\n\n" }
    history.append(Entry(step: .set(variable.id, value), configuration: next))
    return "(set by hand: \(described))\n\n" + show()
  }

  func save(_ file: String) -> String {
    let transcript = SessionTranscript(flow: flow, path: path, view: view)
    let steps = transcript.steps(history)
    if let error = write(file, transcript.text(history)) { return "\(error)\n\n" }
    return
      "saved \(Counting.count(steps, "step")) to \(file)\nreplay with: flowsim run \(path) --script \(file)\n\n"
  }
}
