/// A resolved flow: every name bound, every expression typed, ready to simulate.
///
/// Entities are stored in arrays and referred to by index (`ScreenID` is an index
/// into `screens`, and so on), so the engine can pack configurations as small
/// integers. Every entity keeps the source range of its declaration.
public struct Flow: Sendable {
  /// The display name (`flow "…"`, or the entry file's name without extension).
  public var name: String
  /// The entry file and every file it includes, in include order.
  public var files: [SourceFile]
  public var screens: [Screen]
  public var navs: [Nav]
  public var tabBars: [TabBar]
  public var pageSets: [PageSet]
  public var variables: [Variable]
  /// Every declared control: screen controls, alert buttons and environment events.
  public var controls: [Control]
  /// Every transition the engine can take: one per control outcome, then the system
  /// controls (back, page moves, one per tab). Indexed by `TransitionID`.
  public var transitions: [Transition]
  /// What the window shows first.
  public var start: RootRef
  /// Every root the window can show (`start` first, then `reset` targets), indexed
  /// by the engine's root number.
  public var roots: [RootRef]
  /// When the user counts as signed in (`signed in when`); nil means "a private
  /// screen is somewhere in the configuration".
  public var signedIn: Expr?
  /// Every `logout` declaration, in order; each is checked.
  public var logouts: [Logout]
  public var assertions: [Assertion]
  /// Findings the flow acknowledges, in declaration order.
  public var knownFindings: [KnownFinding]
  public var scenarios: [Scenario]
  /// The `start` declaration, for findings about the flow as a whole.
  public var startRange: SourceRange?
  /// The `signed in when` keyword, where `flowsim diff` points at a changed condition.
  public var signedInRange: SourceRange? = nil
  /// Controls whose effect is made in code (`-> code "…"`), in declaration order.
  public var codeControls: [CodeControl] = []
  /// Screens and containers whose entry is made in code (`code "…"`).
  public var codeEntries: [CodeEntry] = []

  /// The screen with this name, if any.
  public func screen(named name: String) -> ScreenID? {
    screens.firstIndex { $0.name == name }.map(ScreenID.init)
  }
}

// A flow's parts are numbered by their position in its lists (`Flow.screens`,
// `Flow.navs`, …): these names say which list an index is into. Those that are
// types (`FlowPartID`) cannot be passed for one another.

/// A screen's index in `Flow.screens`.
public struct ScreenID: FlowPartID {
  public let index: Int
  public init(_ index: Int) { self.index = index }
}
/// A navigation stack's index in `Flow.navs`.
public struct NavID: FlowPartID {
  public let index: Int
  public init(_ index: Int) { self.index = index }
}
/// A tab bar's index in `Flow.tabBars`.
public struct TabBarID: FlowPartID {
  public let index: Int
  public init(_ index: Int) { self.index = index }
}
/// A page set's index in `Flow.pageSets`.
public struct PageSetID: FlowPartID {
  public let index: Int
  public init(_ index: Int) { self.index = index }
}
/// A variable's index in `Flow.variables`.
public struct VariableID: FlowPartID {
  public let index: Int
  public init(_ index: Int) { self.index = index }
}
/// A control's index in `Flow.controls`.
public struct ControlID: FlowPartID {
  public let index: Int
  public init(_ index: Int) { self.index = index }
}
/// A transition's index in `Flow.transitions`.
public struct TransitionID: FlowPartID {
  public let index: Int
  public init(_ index: Int) { self.index = index }
}

/// A screen or container a flow can name: what `in X` asks about, what diagrams
/// draw as a cluster, and the window's root.
public enum Place: Sendable, Hashable {
  case screen(ScreenID)
  case nav(NavID)
  case tabs(TabBarID)
  case pages(PageSetID)
}

/// A place as the window's root: what `start` and `reset` name (any place but an
/// alert).
public typealias RootRef = Place
