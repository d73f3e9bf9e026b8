/// Lists what the flow leaves to code (`-> code "…"` controls and `code "…"` entries)
/// as work left: notes, never errors, each with the line that would model it.
public struct MadeInCodeCheck: Check {
  public init() {}

  public static let description = CheckDescription(
    name: "made in code",
    proves:
      "Nothing is left to code: every control says what it does and every screen the flow shows is reached by something in it. What is left (`-> code \"…\"`, `code \"…\"`) is listed once as work, a note with the line to add, and is not reported as a dead end or an unreachable screen.",
    rules: [
      .init(
        id: "made-in-code", severity: .note,
        summary:
          "a control's effect, or a screen's entry, is made in code and the flow does not model it yet",
        triggering: """
          start Home
          screen Home { tap "Help" -> code "showHelp:" }
          """,
        clean: """
          start Home
          screen Home { tap "Help" -> present Help }
          screen Help { tap "Done" -> dismiss }
          """)
    ])

  public func run(_ context: CheckContext) -> [Finding] {
    let flow = context.flow
    var findings: [Finding] = []
    for control in flow.codeControls where control.modelledBy == nil {
      let screen = flow.screens[control.screen]
      let dismisses = Self.dismissWords.contains {
        control.label.lowercased().contains($0) || control.what.lowercased().contains($0)
      }
      let action = dismisses ? "dismiss" : "ACTION"
      var notes = [
        Note(
          "to model it, say in your own file what the code does: extend \(screen.name) { \(control.displayName) -> \(action) }"
        )
      ]
      if !dismisses {
        notes.append(
          Note(
            "replace ACTION with what '\(control.what)' does: \(Self.codeActions)"
          ))
      }
      findings.append(
        Finding(
          Diagnostic(
            id: "made-in-code", severity: .note,
            message:
              "\(control.displayName) on '\(screen.name)' is made in code ('\(control.what)'), not modelled yet",
            range: control.range, notes: notes), screen: control.screen))
    }
    let code = CodeWork(flow: flow, visible: context.space.visibleScreens)
    for entry in code.unreachedEntries {
      let (name, verb, screen) = Self.describe(entry.place, in: flow)
      findings.append(
        Finding(
          Diagnostic(
            id: "made-in-code", severity: .note,
            message:
              "code shows '\(name)' ('\(entry.what)'), and nothing in the flow leads to it yet",
            range: entry.range,
            notes: [
              Note(
                "to model it, add the way in on the screen whose code shows it: extend SCREEN { tap \"LABEL\" -> \(verb) \(name) }"
              )
            ]), screen: screen))
    }
    return findings
  }

  /// What a control's code may do, as the note lists it: `push, present, show, …`.
  static let codeActions = ActionKeyword.allCases.filter(\.isCommonInCode).map(\.phrase).joined(
    separator: ", ")

  /// Words of a label or selector that almost always mean the code dismisses.
  static let dismissWords = ["done", "cancel", "close", "dismiss", "skip"]

  /// A place's name, the action that shows it, and its screen (for `known … at`).
  private static func describe(_ place: Place, in flow: Flow) -> (String, String, ScreenID?) {
    switch place {
    case .screen(let id): (flow.screens[id].name, "present", id)
    case .nav(let id): (flow.navs[id].name, "present", nil)
    case .tabs(let id): (flow.tabBars[id].name, "reset", nil)
    case .pages(let id): (flow.pageSets[id].name, "reset", nil)
    }
  }
}
