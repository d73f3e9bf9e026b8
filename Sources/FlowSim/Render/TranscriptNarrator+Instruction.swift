/// What a transcript tells the tester to do at a step.
///
/// Where the flow says how to make an outcome or an event happen, that text is the
/// instruction and the model's name follows for reference:
/// `enter a wrong password, then tap **Log in** (outcome **invalid**)`, `turn on
/// Airplane Mode (event **Network lost**)` (an event's outcome's text stands for the
/// event too: the tester does not make it happen, the world does). Without how-texts
/// the step reads as the model names it: `tap **Log in** for outcome **invalid**`
/// (the document says once what that asks of the tester: `TranscriptDocuments`'s
/// `outcomeKey`),
/// `make the event **Network lost** happen`. The UIKit kind is left to
/// what follows the step ("now on **Detail**: pushed Detail"): in brackets after a
/// label, testers read "(back)" as part of the button's name.
extension TranscriptNarrator {
  /// The instruction for `transition`.
  public func instruction(_ transition: TransitionID) -> Transcript.Line {
    guard case .control(let id, let outcome) = flow.transitions[transition].kind,
      let how = flow.how(of: transition)
    else {
      return action(transition)
    }
    let control = flow.controls[id]
    var line: Transcript.Line
    var reference: Transcript.Line = []
    if control.verb == .event {
      // An event is not something the tester does: its text, or its outcome's, says
      // what to do (the outcome's after the event's, when both have one).
      line = [.text(how)]
      reference = [.text("event "), .label(control.label)]
    } else {
      line = [.text(how + ", then ")] + verb(control)
    }
    // Only events and outcomes keep how-texts (the parser refuses one on another
    // control), so here the outcome is explained: it is named for reference only.
    if let outcome {
      if !reference.isEmpty { reference.append(.text(", ")) }
      reference += [.text("outcome "), .strong(outcome)]
    }
    return reference.isEmpty ? line : line + [.text(" (")] + reference + [.text(")")]
  }

  /// A control as the tester uses it: `tap **Log in**`, `make the event **Network
  /// lost** happen`.
  func verb(_ control: Control) -> Transcript.Line {
    switch control.verb {
    case .event: [.text("make the event "), .label(control.label), .text(" happen")]
    case .button, .tap: [.text("tap "), .label(control.label)]
    case .swipe, .select: [.text("\(control.verb.rawValue) "), .label(control.label)]
    }
  }

  /// Whether step `transition` asks for an outcome without saying how to bring it
  /// about (`tap **OK** for outcome **detailShown**`): a control's outcome with no
  /// how-text, which the tester may not be able to choose.
  public func asksForUnexplainedOutcome(_ transition: TransitionID) -> Bool {
    guard case .control(let id, .some) = flow.transitions[transition].kind else { return false }
    return flow.controls[id].verb != .event && flow.transitions[transition].how == nil
  }
}
