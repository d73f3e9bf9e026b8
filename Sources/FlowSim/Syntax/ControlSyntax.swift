// The syntax of controls: their verbs, guards, outcomes and actions (see SyntaxTree).

/// How a control is used: the verb before its label.
public enum ControlVerb: String, Sendable, Hashable {
  case tap, swipe, select, button, event
}

/// A control on a screen, a button of an alert, or a top-level `event`.
public struct ControlDecl: Sendable {
  public var verb: ControlVerb
  public var label: StringLiteral
  /// For an `event`: how a tester makes it happen on a device (`"turn on Airplane
  /// Mode"`), the string after the label. Always nil for other controls (the parser
  /// reports a string there): the tester does what their label says.
  public var how: StringLiteral?
  public var guards: [GuardSyntax]
  /// What happens; `.actions([])` for an alert button with no `->`.
  public var body: ControlBody
  /// The verb keyword's range.
  public var keyword: SourceRange

  public init(
    verb: ControlVerb, label: StringLiteral, how: StringLiteral? = nil, guards: [GuardSyntax],
    body: ControlBody, keyword: SourceRange
  ) {
    self.verb = verb
    self.label = label
    self.how = how
    self.guards = guards
    self.body = body
    self.keyword = keyword
  }
}

/// `when EXPR ["reason"]`
public struct GuardSyntax: Sendable {
  public var condition: Expression
  public var reason: StringLiteral?
  public var keyword: SourceRange

  public init(condition: Expression, reason: StringLiteral?, keyword: SourceRange) {
    self.condition = condition
    self.reason = reason
    self.keyword = keyword
  }
}

/// What a control does: one chain of actions, several outcomes, or `code "what"`:
/// code makes its effect, which the flow does not model yet (docs/language.md, *Made
/// in code*).
public enum ControlBody: Sendable {
  case actions([ActionSyntax])
  case outcomes([OutcomeDecl], keyword: SourceRange)
  /// `code "done:"`: the word's range, and what in the code does it.
  case code(StringLiteral, keyword: SourceRange)
}

/// `name ["how"] [guards]: actions` inside `outcome { }`.
public struct OutcomeDecl: Sendable {
  public var name: Name
  /// How a tester makes the app decide this way on a device (`"enter a registered
  /// email with a wrong password"`), the string after the name; nil when not given.
  public var how: StringLiteral?
  public var guards: [GuardSyntax]
  public var actions: [ActionSyntax]

  public init(
    name: Name, how: StringLiteral? = nil, guards: [GuardSyntax], actions: [ActionSyntax]
  ) {
    self.name = name
    self.how = how
    self.guards = guards
    self.actions = actions
  }
}

/// One action in a chain, as written. `range` covers the whole action.
public struct ActionSyntax: Sendable {
  /// Which navigation or variable change the action is, with its operands as written.
  public enum Kind: Sendable {
    case push(Name)
    case present(Name)
    /// UIKit's `show`: a push where the action happens in a navigation stack, else a
    /// presentation.
    case show(Name)
    case dismiss
    /// `dismiss all`: every presented modal, from the root.
    case dismissAll
    case back
    case popToRoot
    case unwind(Name)
    case selectTab(StringLiteral)
    case nextPage
    case previousPage
    case page(Name)
    case reset(Name)
    case set(Name, Expression)
  }

  public var kind: Kind
  public var range: SourceRange

  public init(_ kind: Kind, range: SourceRange) {
    self.kind = kind
    self.range = range
  }
}
