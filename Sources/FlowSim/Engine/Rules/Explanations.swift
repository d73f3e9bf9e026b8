/// Plain words for why a control is disabled or a step failed, as a designer
/// would say them ("this is your own poll", "there is nothing to go back to").
extension Simulator {
  /// Why transition `transition` cannot be used.
  public func explain(_ reason: DisabledReason, of transition: TransitionID) -> String {
    switch reason {
    case .guardFailed(let index):
      guard let control = flow.control(of: transition) else { return "it is not available" }
      let guards = flow.controls[control].guards
      guard index < guards.count else { return "its condition does not hold" }
      return guards[index].reason ?? "'\(guards[index].text)' does not hold"
    case .outcomeGuardFailed(let index):
      let guards = flow.transitions[transition].guards
      guard index < guards.count else { return "its condition does not hold" }
      return guards[index].reason ?? "'\(guards[index].text)' does not hold"
    case .cannotApply(let action):
      let actions = flow.transitions[transition].actions
      guard action < actions.count else { return "it cannot apply here" }
      switch actions[action].kind {
      case .back: return "there is nothing to go back to"
      case .popToRoot: return "the stack is at its root, nothing to pop"
      case .dismiss: return "there is no modal to dismiss"
      case .push(let screen), .show(let screen):
        return "the stack is full: pushing '\(flow.screens[screen].name)' would pass its 'max'"
      case .nextPage: return "this is the last page"
      case .previousPage: return "this is the first page"
      // Never refused as "cannot apply" by the rules (they fail, or always apply);
      // listed, not defaulted, so that a new action kind is a compile error here.
      case .present, .dismissAll, .unwind, .selectTab, .page, .reset, .set:
        return "it cannot apply here"
      }
    }
  }

  /// Why transition `transition` fails in `configuration`, in plain words; nil when
  /// it does not fail there.
  public func whyFails(_ transition: TransitionID, in configuration: Configuration) -> String? {
    for option in options(configuration) where option.transition == transition {
      if case .fails(let issue, _) = option.result { return explain(issue) }
    }
    return nil
  }

  /// What went wrong when a transition ran into `issue`; `ahead`, what would go wrong
  /// if it were taken (a menu's or a check's look at the options, before any step).
  public func explain(_ issue: StepIssue, ahead: Bool = false) -> String {
    func name(_ screen: ScreenID) -> String { "'\(flow.screens[screen].name)'" }
    switch issue {
    case .unwindTargetMissing(let screen):
      return "unwind target \(name(screen)) is not in the history"
    case .pushOutsideStack(let screen):
      return "cannot push \(name(screen)): the visible screen is in no navigation stack"
    case .unboundedStack(let screen):
      return "push cycle: \(name(screen)) would be in its stack a third time"
    case .stackTooDeep, .tooLarge: return "the configuration grows past flowsim's limits"
    case .valueOutOfRange(let variable, let value):
      let v = flow.variables[variable]
      return "'\(v.name)' would be \(value), outside \(v.domain.syntax)"
    case .tabBarNotShown(let bar): return "tab bar '\(flow.tabBars[bar].name)' is not shown"
    case .pageSetNotShown: return "no page set is shown"
    case .alertButtonCannotApply:
      return "the alert goes away, but its action has nothing to apply to here"
    case .unboundedPresentation(let screen):
      return "presentation cycle: \(name(screen)) presented over itself"
    case .screenTwiceInStack(let screen):
      return "\(name(screen)) \(ahead ? "would be" : "is now") twice in one stack"
    case .returnsToNoReturn(let screen):
      return "\(ahead ? "would return" : "returned") to \(name(screen)), which is marked 'noreturn'"
    case .tabUnderModal(let bar):
      return
        "\(ahead ? "would select" : "selected") a tab of '\(flow.tabBars[bar].name)' under the modal: nothing visible changes until it is dismissed"
    }
  }
}
