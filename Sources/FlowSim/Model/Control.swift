/// A declared control: a control on a screen, an alert's button, or an environment event.
public struct Control: Sendable, FlowPart {
  public var id: ControlID
  public var owner: Owner
  public var verb: ControlVerb
  public var label: String
  /// For an event: how a tester makes it happen on a device (`turn on Airplane Mode`),
  /// as the flow writes it after the label; nil when not given, and for every other
  /// control (the tester does what its label says).
  public var how: String?
  /// All must hold for the control to be enabled.
  public var guards: [Guard]
  /// One transition per outcome (a single one when the control has no outcomes).
  public var transitions: [TransitionID]
  /// The label's range in the declaration.
  public var range: SourceRange

  /// Where a control lives.
  public enum Owner: Sendable, Hashable {
    case screen(ScreenID)
    case event
  }

  /// `tap "Log out"`, `event "Network lost"`: how a control reads in messages.
  public var displayName: String { "\(verb.rawValue) \"\(label)\"" }

  /// `tap "OK"`: the control as the user takes it, and as a scenario step writes it
  /// (an alert's button is tapped).
  public var phrase: String { "\(verb.spoken) \(StringLiteral.quoted(label))" }
}

extension ControlVerb {
  /// The verb as the user takes the control: an alert's `button` is tapped.
  public var spoken: String { self == .button ? "tap" : rawValue }
}

/// A guard: a condition and, optionally, the reason shown when it fails.
public struct Guard: Sendable {
  public var condition: Expr
  public var reason: String?
  /// The condition as written, for messages.
  public var text: String
  public var range: SourceRange
}

/// One way the app can move: a control's outcome, or a system control.
public struct Transition: Sendable, FlowPart {
  public var id: TransitionID
  public var kind: Kind
  /// The outcome's guards (the control's own guards live on the control).
  public var guards: [Guard]
  public var actions: [Action]
  /// The outcome or control declaration; nil for system controls.
  public var range: SourceRange?
  /// For a control's outcome: how a tester makes the app decide this way on a device
  /// (`enter a registered email with a wrong password`), as the flow writes it after
  /// the outcome's name; nil when not given and for every other transition.
  public var how: String? = nil

  /// Which control a transition belongs to.
  public enum Kind: Sendable, Hashable {
    /// A declared control, and the outcome's name when it has several.
    case control(ControlID, outcome: String?)
    /// The navigation bar's back button (or edge swipe).
    case back
    case nextPage
    case previousPage
    /// Selecting a tab of a tab bar (re-selecting it pops to root).
    case tab(TabBarID, index: Int)
  }
}

/// One step of a transition's chain, applied left to right.
public struct Action: Sendable {
  public var kind: Kind
  public var range: SourceRange

  /// What an action does (see docs/language.md).
  public enum Kind: Sendable, Hashable {
    case push(ScreenID)
    case present(Modal)
    /// UIKit's `show(_:sender:)`: pushes the screen when the screen shown at that point
    /// of the chain is in a navigation stack, presents it otherwise.
    case show(ScreenID)
    case dismiss
    /// Dismisses every modal (UIKit: the root view controller's `dismiss`); changes
    /// nothing when none is up.
    case dismissAll
    case back
    case popToRoot
    case unwind(ScreenID)
    case selectTab(TabBarID, index: Int)
    case nextPage
    case previousPage
    case page(PageSetID, index: Int)
    case reset(RootRef)
    case set(VariableID, Expr)
  }

  /// Whether the action moves between screens (everything but `set`).
  public var isNavigation: Bool {
    if case .set = kind { return false }
    return true
  }
}

/// What can be presented modally: a screen, or a navigation stack rooted at its root.
public enum Modal: Sendable, Hashable {
  case screen(ScreenID)
  case nav(NavID)
}
