/// A problem a check found: a diagnostic, and for anything found by exploring, the
/// shortest walkthrough from the start that shows it.
public struct Finding: Sendable, Hashable {
  public var diagnostic: Diagnostic
  /// The path to the configuration where it happens.
  public var walkthrough: Walkthrough?
  /// A last step that was attempted there and failed (an unwind with no target…):
  /// the walkthrough's `failure`.
  public var failedStep: TransitionID? { walkthrough?.failure?.transition }
  /// The flow's `known` line that acknowledges it (then its severity is `.note`).
  public var known: KnownFinding?
  /// The screen it is reported on, which `known … at SCREEN` names: the screen whose
  /// declaration or control (an alert's button, for an alert) it points at; for back
  /// or a tab re-tap returning to a `noreturn` screen, that screen. Nil for a finding
  /// about the whole flow (log out) or an event.
  public var screen: ScreenID?

  public init(
    _ diagnostic: Diagnostic, walkthrough: Walkthrough? = nil, screen: ScreenID? = nil
  ) {
    self.diagnostic = diagnostic
    self.walkthrough = walkthrough
    self.screen = screen
  }

  public var id: String { diagnostic.id }
  public var severity: Severity { diagnostic.severity }
}

extension Array where Element == Finding {
  /// How many are errors.
  public var errorCount: Int { count { $0.severity == .error } }
  /// How many are warnings.
  public var warningCount: Int { count { $0.severity == .warning } }
  /// How many a `known` line acknowledges (reported as notes).
  public var knownCount: Int { count { $0.known != nil } }
  /// How many list work left to code (`made-in-code`, no `known` line).
  public var leftToCodeCount: Int { count { $0.id == "made-in-code" && $0.known == nil } }
}
