/// A problem a check found: a diagnostic, and for anything found by exploring, the
/// shortest walkthrough from the start that shows it.
public struct Finding: Sendable, Hashable {
  public var diagnostic: Diagnostic
  /// The path to the configuration where it happens.
  public var walkthrough: Walkthrough?
  /// A last step that was attempted there and failed (an unwind with no target…).
  public var failedStep: TransitionID?
  /// The flow's `known` line that acknowledges it (then its severity is `.note`).
  public var known: KnownFinding?

  public init(
    _ diagnostic: Diagnostic, walkthrough: Walkthrough? = nil, failedStep: TransitionID? = nil
  ) {
    self.diagnostic = diagnostic
    self.walkthrough = walkthrough
    self.failedStep = failedStep
  }

  public var id: String { diagnostic.id }
  public var severity: Severity { diagnostic.severity }
}
