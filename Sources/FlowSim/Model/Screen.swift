/// One screen of the app (a view controller), or an alert or action sheet.
public struct Screen: Sendable, FlowPart {
  public var id: ScreenID
  public var name: String
  /// The title people see; the name when none is given.
  public var title: String
  public var kind: ScreenKind
  /// Needs a signed-in user, declared on the screen or on an enclosing container.
  public var isPrivate: Bool
  /// The journey may end here.
  public var isTerminal: Bool
  /// Back, pop to root and unwind must never return here.
  public var isNoReturn: Bool
  /// Declared controls (buttons, for alerts), in source order.
  public var controls: [ControlID]
  /// Where it was declared, for diagrams.
  public var home: Home
  /// The screen's name in its declaration.
  public var range: SourceRange
  /// The screen hides the navigation bar (`nobar`): while it is visible, the system
  /// offers no back (no back button, no edge swipe).
  public var hidesBar = false

  /// Where a screen was declared: which container's box it is drawn in.
  public enum Home: Sendable, Hashable {
    case topLevel
    case nav(NavID)
    case tab(TabBarID, index: Int)
    case pages(PageSetID)
  }

  /// Alerts and sheets dismiss themselves when a button is tapped.
  public var isAlert: Bool { kind != .screen }
}
