/// The parsed form of one flow file: declarations in source order, each with the
/// source ranges a diagnostic needs. Produced by `Parser`, consumed by `Resolver`.
///
/// The tree is faithful to the text, not validated: names are unresolved and may be
/// misspelled, and a declaration that failed to parse is simply absent (its
/// diagnostic says why).
public struct SyntaxTree: Sendable {
  public var file: SourceFile
  public var declarations: [Declaration]

  public init(file: SourceFile, declarations: [Declaration]) {
    self.file = file
    self.declarations = declarations
  }
}

/// A name as written, with where it stands.
public struct Name: Sendable, Hashable {
  public var text: String
  public var range: SourceRange

  public init(_ text: String, range: SourceRange) {
    self.text = text
    self.range = range
  }
}

/// A string literal's value (escapes processed), with where it stands.
public struct StringLiteral: Sendable, Hashable {
  public var value: String
  public var range: SourceRange

  public init(_ value: String, range: SourceRange) {
    self.value = value
    self.range = range
  }

  /// `text` as the flow language writes it: in quotes, with `"` and `\` escaped.
  public static func quoted(_ text: String) -> String {
    var out = "\""
    for character in text {
      if character == "\"" || character == "\\" { out.append("\\") }
      out.append(character)
    }
    return out + "\""
  }
}

/// One top-level declaration.
public enum Declaration: Sendable {
  case flow(StringLiteral, keyword: SourceRange)
  case start(Name, keyword: SourceRange)
  case include(StringLiteral, keyword: SourceRange)
  case variable(VariableDecl)
  case signedIn(Expression, keyword: SourceRange)
  case screen(ScreenDecl)
  /// `extend NAME modifiers { controls }`: adds to a screen or container declared
  /// elsewhere (usually in an included, imported file). The title stays nil.
  case extend(ScreenDecl)
  case nav(NavDecl)
  case tabs(TabsDecl)
  case pages(PagesDecl)
  case event(ControlDecl)
  case logout(LogoutDecl)
  case assertion(AssertionDecl)
  case known(KnownDecl)
  case scenario(ScenarioDecl)
}

/// `[session] var NAME: TYPE = EXPR`
public struct VariableDecl: Sendable {
  public var name: Name
  public var type: TypeSyntax
  public var initial: Expression
  public var isSession: Bool
  /// From `var` (or `session`) to the end of the initial value.
  public var range: SourceRange

  public init(
    name: Name, type: TypeSyntax, initial: Expression, isSession: Bool, range: SourceRange
  ) {
    self.name = name
    self.type = type
    self.initial = initial
    self.isSession = isSession
    self.range = range
  }
}

/// A variable's domain as written.
public enum TypeSyntax: Sendable {
  case bool(SourceRange)
  /// `low...high`, both included.
  case range(low: Int, high: Int, SourceRange)
  /// `a | b | c`
  case enumeration([Name])

  public var range: SourceRange {
    switch self {
    case .bool(let range), .range(_, _, let range): return range
    case .enumeration(let cases): return cases[0].range.union(cases[cases.count - 1].range)
    }
  }
}

/// The words that may follow a screen's or container's name.
public enum Modifier: String, Sendable, Hashable, CaseIterable {
  case `private`, terminal, noreturn
}

/// A modifier as written.
public struct ModifierSyntax: Sendable, Hashable {
  public var modifier: Modifier
  public var range: SourceRange

  public init(_ modifier: Modifier, range: SourceRange) {
    self.modifier = modifier
    self.range = range
  }
}

/// What kind of modal-or-plain screen a `ScreenDecl` declares.
public enum ScreenKind: String, Sendable, Hashable {
  case screen, alert, sheet
}

/// `screen NAME ["Title"] modifiers { controls }`, or `alert`/`sheet` with buttons.
public struct ScreenDecl: Sendable {
  public var kind: ScreenKind
  public var name: Name
  public var title: StringLiteral?
  public var modifiers: [ModifierSyntax]
  /// Controls (for `alert` and `sheet`: buttons) in source order.
  public var controls: [ControlDecl]
  /// The keyword's range (`screen`, `alert`, `sheet`).
  public var keyword: SourceRange

  public init(
    kind: ScreenKind, name: Name, title: StringLiteral?, modifiers: [ModifierSyntax],
    controls: [ControlDecl], keyword: SourceRange
  ) {
    self.kind = kind
    self.name = name
    self.title = title
    self.modifiers = modifiers
    self.controls = controls
    self.keyword = keyword
  }
}

/// `nav NAME modifiers [max N] { screens }`
public struct NavDecl: Sendable {
  public var name: Name
  public var modifiers: [ModifierSyntax]
  public var maxDepth: (value: Int, range: SourceRange)?
  public var screens: [ScreenDecl]
  public var keyword: SourceRange

  public init(
    name: Name, modifiers: [ModifierSyntax], maxDepth: (value: Int, range: SourceRange)?,
    screens: [ScreenDecl], keyword: SourceRange
  ) {
    self.name = name
    self.modifiers = modifiers
    self.maxDepth = maxDepth
    self.screens = screens
    self.keyword = keyword
  }
}

/// `tabs NAME modifiers { tab "Label" (screen … | nav …) … }`
public struct TabsDecl: Sendable {
  public var name: Name
  public var modifiers: [ModifierSyntax]
  public var tabs: [TabDecl]
  public var keyword: SourceRange

  public init(name: Name, modifiers: [ModifierSyntax], tabs: [TabDecl], keyword: SourceRange) {
    self.name = name
    self.modifiers = modifiers
    self.tabs = tabs
    self.keyword = keyword
  }
}

/// One tab: its label and what it holds.
public struct TabDecl: Sendable {
  /// What a tab holds: one screen, or a navigation stack of its own.
  public enum Content: Sendable {
    case screen(ScreenDecl)
    case nav(NavDecl)
  }

  public var label: StringLiteral
  public var content: Content
  public var keyword: SourceRange

  public init(label: StringLiteral, content: Content, keyword: SourceRange) {
    self.label = label
    self.content = content
    self.keyword = keyword
  }
}

/// `pages NAME modifiers { screens }`
public struct PagesDecl: Sendable {
  public var name: Name
  public var modifiers: [ModifierSyntax]
  public var screens: [ScreenDecl]
  public var keyword: SourceRange

  public init(
    name: Name, modifiers: [ModifierSyntax], screens: [ScreenDecl], keyword: SourceRange
  ) {
    self.name = name
    self.modifiers = modifiers
    self.screens = screens
    self.keyword = keyword
  }
}

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

/// What a control does: one chain of actions, or several outcomes.
public enum ControlBody: Sendable {
  case actions([ActionSyntax])
  case outcomes([OutcomeDecl], keyword: SourceRange)
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

/// `logout SCREEN."Label" lands SCREEN`
public struct LogoutDecl: Sendable {
  public var screen: Name
  public var control: StringLiteral
  public var lands: Name
  public var keyword: SourceRange

  public init(screen: Name, control: StringLiteral, lands: Name, keyword: SourceRange) {
    self.screen = screen
    self.control = control
    self.lands = lands
    self.keyword = keyword
  }
}

/// The four assertion forms.
public enum AssertionKind: String, Sendable, Hashable {
  case never
  case always
  case reachable
  /// `always reachable`: from every reachable configuration, one satisfying the
  /// condition can be reached.
  case alwaysReachable = "always reachable"
}

/// `assert KIND EXPR`
public struct AssertionDecl: Sendable {
  public var kind: AssertionKind
  public var condition: Expression
  /// From `assert` to the end of the condition.
  public var range: SourceRange

  public init(kind: AssertionKind, condition: Expression, range: SourceRange) {
    self.kind = kind
    self.condition = condition
    self.range = range
  }
}

/// `known FINDING-ID [at SCREEN] [when EXPR] "reason"`: a finding the team knows about
/// and keeps on purpose (an app's admitted gap, say), reported as a note instead of
/// failing.
public struct KnownDecl: Sendable {
  /// The finding's id as written, hyphens included (`dead-end`).
  public var findingID: String
  public var idRange: SourceRange
  /// Which of those findings: the ones reported on this screen (or its controls).
  public var screen: Name?
  /// Which of those findings: the configuration where one happens must satisfy it.
  public var condition: Expression?
  /// Why the finding is kept, in the team's words.
  public var reason: StringLiteral
  /// From `known` to the end of the reason.
  public var range: SourceRange

  public init(
    findingID: String, idRange: SourceRange, screen: Name? = nil, condition: Expression?,
    reason: StringLiteral, range: SourceRange
  ) {
    self.findingID = findingID
    self.idRange = idRange
    self.screen = screen
    self.condition = condition
    self.reason = reason
    self.range = range
  }
}

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

/// An expression as written. Every node knows its range.
public indirect enum Expression: Sendable {
  case integer(Int, SourceRange)
  case boolean(Bool, SourceRange)
  /// A variable, an enum case, or (in `expect`) a screen; the resolver decides.
  case name(Name)
  case not(Expression, SourceRange)
  case binary(BinaryOperator, Expression, Expression, SourceRange)
  /// `at SCREEN`
  case at(Name, SourceRange)
  /// `in SCREEN_OR_CONTAINER`
  case within(Name, SourceRange)
  /// `enabled [SCREEN.]"Label"`
  case enabled(screen: Name?, label: StringLiteral, SourceRange)
  /// `( EXPR )`, kept so ranges and formatting stay faithful.
  case parenthesized(Expression, SourceRange)

  /// The whole expression's range.
  public var range: SourceRange {
    switch self {
    case .integer(_, let range), .boolean(_, let range), .not(_, let range),
      .binary(_, _, _, let range), .at(_, let range), .within(_, let range),
      .enabled(_, _, let range), .parenthesized(_, let range):
      return range
    case .name(let name): return name.range
    }
  }
}

/// Infix operators, loosest first: `or`, `and`, comparisons, `+`/`-`.
public enum BinaryOperator: String, Sendable, Hashable {
  case or, and
  case equal = "=="
  case notEqual = "!="
  case less = "<"
  case lessOrEqual = "<="
  case greater = ">"
  case greaterOrEqual = ">="
  case plus = "+"
  case minus = "-"
}
