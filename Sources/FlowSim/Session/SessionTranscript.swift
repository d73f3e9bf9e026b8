import Foundation

/// A session saved as a walkthrough script: the steps from the start, one a line, in
/// scenario-step syntax (`tap "Sign in" -> valid`, `back`, `tab "Files"`, `next page`,
/// `event "Network lost"`), so the text is valid inside a flow's `scenario "…" { }`
/// and `flowsim walk FLOW --script FILE` replays it. Comments name the flow and mark
/// variables set by hand (`# set mine = true (by hand)`), which a replay does not do.
public struct SessionTranscript {
  public let flow: Flow
  public let path: String
  public let view: SessionView

  public init(flow: Flow, path: String, view: SessionView) {
    self.flow = flow
    self.path = path
    self.view = view
  }

  /// The steps since the last reset: a replay starts from the start too.
  func since(_ history: [StepSession.Entry]) -> ArraySlice<StepSession.Entry> {
    let start = history.lastIndex { $0.step == .reset }.map { $0 + 1 } ?? 0
    return history[start...]
  }

  /// How many transitions the saved file replays.
  public func steps(_ history: [StepSession.Entry]) -> Int {
    since(history).filter {
      if case .transition = $0.step { return true }
      return false
    }.count
  }

  /// The whole file.
  public func text(_ history: [StepSession.Entry]) -> String {
    var lines = [
      "# flowsim session: \(flow.name) (\(path))",
      "# the steps from the start, one a line, in scenario-step syntax; replay with",
      "# 'flowsim walk \(path) --script FILE' or 'flowsim run \(path) --script FILE'",
    ]
    for entry in since(history) {
      switch entry.step {
      case .transition(let transition, _):
        var line = view.phrase(of: transition)
        if let outcome = SessionMenu.outcome(of: transition, flow: flow) {
          line += " -> \(outcome)"
        }
        lines.append(line)
      case .set(let variable, let value):
        let declared = flow.variables[variable]
        lines.append("# set \(declared.name) = \(declared.domain.describe(value)) (by hand)")
      case .reset:
        break
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
