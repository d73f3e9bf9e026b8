/// A log-out declaration: which control logs out (and, when it can refuse, which of
/// its outcomes), and where it must land.
public struct Logout: Sendable {
  public var control: ControlID
  /// The transitions checked as log out: the named outcome's (`-> NAME`), or every
  /// outcome of the control. The others (an alert that refuses offline) are not.
  public var transitions: [TransitionID]
  /// The outcome the declaration names (`-> signedOut`), when it names one.
  public var outcome: String?
  /// The signed-out entry screen that must be visible after log out.
  public var lands: ScreenID
  public var range: SourceRange
  /// `Settings."Log out"`: where the declaration names the control.
  public var controlRange: SourceRange
}

/// An assertion the flow declares, checked over every reachable configuration.
public struct Assertion: Sendable {
  public var kind: AssertionKind
  public var condition: Expr
  /// The condition as written, for messages.
  public var text: String
  public var range: SourceRange
}

/// A finding the flow acknowledges (`known dead-end when … "reason"`): the checks
/// still find it, and report it as a note that carries the reason, so that a flow can
/// model an app's admitted gap and still pass.
public struct KnownFinding: Sendable, Hashable {
  /// The finding id it matches (`dead-end`).
  public var findingID: String
  public var idRange: SourceRange
  /// The screen a matching finding is reported on (`at Inbox`): the screen itself, or
  /// the screen one of whose controls it is about; nil: any.
  public var screen: ScreenID? = nil
  /// The screen's name after `at`, when given.
  public var screenRange: SourceRange? = nil
  /// The configuration a matching finding happens in must satisfy this; nil: any.
  public var condition: Expr?
  /// The condition as written, for messages.
  public var conditionText: String?
  public var reason: String
  public var range: SourceRange
}

/// A scripted walkthrough from the start, run by `flowsim test`.
public struct Scenario: Sendable {
  public var name: String
  public var steps: [Step]
  public var range: SourceRange

  /// One scenario step. Control labels are matched when the step runs, against
  /// the controls of the screen visible then.
  public struct Step: Sendable {
    public var kind: Kind
    public var range: SourceRange

    /// What a step does or expects.
    public enum Kind: Sendable {
      case control(ControlVerb, String, outcome: String?)
      case back
      case tab(String)
      case nextPage
      case previousPage
      case event(String, outcome: String?)
      /// The expression and its source text.
      case expect(Expr, String)
    }
  }
}
