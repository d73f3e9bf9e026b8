// The syntax of scenarios and their steps (see SyntaxTree).

/// `scenario "Name" { steps }`
public struct ScenarioDecl: Sendable {
  public var name: StringLiteral
  public var steps: [StepSyntax]
  public var keyword: SourceRange

  public init(name: StringLiteral, steps: [StepSyntax], keyword: SourceRange) {
    self.name = name
    self.steps = steps
    self.keyword = keyword
  }
}

/// One scenario step, as written. `range` covers the whole step.
public struct StepSyntax: Sendable {
  /// What the step does (a control, a system control, an event, an expectation),
  /// with its operands as written.
  public enum Kind: Sendable {
    /// `tap|swipe|select "Label" [-> outcome]`
    case control(ControlVerb, StringLiteral, outcome: Name?)
    case back
    case selectTab(StringLiteral)
    case nextPage
    case previousPage
    /// `event "Label" [-> outcome]`
    case event(StringLiteral, outcome: Name?)
    /// `expect EXPR` (a bare screen name means `at SCREEN`).
    case expect(Expression)
  }

  public var kind: Kind
  public var range: SourceRange

  public init(_ kind: Kind, range: SourceRange) {
    self.kind = kind
    self.range = range
  }
}
