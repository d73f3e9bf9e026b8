// The syntax of declarations: variables, screens and containers, log out,
// assertions and known findings (see SyntaxTree).

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

/// The words that may follow a screen's or container's name. `code "ID"` says that
/// code shows it (a storyboard ID it is instantiated by, say): the flow does not model
/// that way in yet (see docs/language.md, *Made in code*). `nobar` says that the
/// navigation bar is hidden (`navigationBarHidden`): no system back there.
public enum Modifier: String, Sendable, Hashable, CaseIterable {
  case `private`, terminal, noreturn, code, nobar
}

/// A modifier as written.
public struct ModifierSyntax: Sendable, Hashable {
  public var modifier: Modifier
  public var range: SourceRange
  /// For `code "…"`: what in the code shows it (a storyboard ID, a method).
  public var argument: StringLiteral?

  public init(_ modifier: Modifier, range: SourceRange, argument: StringLiteral? = nil) {
    self.modifier = modifier
    self.range = range
    self.argument = argument
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
  /// What a tab holds: one screen, or a navigation stack of its own, declared here;
  /// or (`tab "Label" nav NAME`, no block) its own instance of a stack declared
  /// elsewhere, as a storyboard's second tab bar holds the same navigation controller.
  public enum Content: Sendable {
    case screen(ScreenDecl)
    case nav(NavDecl)
    case navReference(Name)
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

/// `logout SCREEN."Label" lands SCREEN`
public struct LogoutDecl: Sendable {
  public var screen: Name
  public var control: StringLiteral
  /// `-> NAME`: the outcome that logs out, when the control has others (a refusal).
  public var outcome: Name?
  public var lands: Name
  public var keyword: SourceRange

  public init(
    screen: Name, control: StringLiteral, outcome: Name? = nil, lands: Name, keyword: SourceRange
  ) {
    self.screen = screen
    self.control = control
    self.outcome = outcome
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
