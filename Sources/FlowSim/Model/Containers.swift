/// A navigation stack (UINavigationController): its root and an optional depth bound.
public struct Nav: Sendable, FlowPart {
  public var id: NavID
  public var name: String
  /// The first screen declared in it.
  public var root: ScreenID
  /// Screens declared inside it, root first (for diagrams; any screen can be pushed).
  public var members: [ScreenID]
  /// Pushes that would make the stack deeper than this are not offered.
  public var maxDepth: Int?
  public var isPrivate: Bool
  public var range: SourceRange
  /// The stack hides its navigation bar (`nobar`, `navigationBarHidden`): the system
  /// offers no back in it (no back button, no edge swipe); the flow's own controls may.
  public var hidesBar = false
}

/// A tab bar (UITabBarController): labelled tabs, each a stack or a single screen.
/// Each tab bar holds its own instances of its stacks (as UIKit instantiates a
/// storyboard's relationship per parent), so two tab bars may hold the same stack.
public struct TabBar: Sendable, FlowPart {
  public var id: TabBarID
  public var name: String
  public var tabs: [Tab]
  public var isPrivate: Bool
  public var range: SourceRange

  /// One tab of a tab bar.
  public struct Tab: Sendable {
    public var label: String
    public var content: Content
    /// The system transition that selects this tab.
    public var transition: TransitionID
    public var range: SourceRange
    /// The tab holds its own instance of a stack declared elsewhere (`tab "Label" nav
    /// NAME`): a tab bar's stacks are its own, whoever else holds the same stack.
    public var isInstance = false

    /// What a tab holds.
    public enum Content: Sendable, Hashable {
      case screen(ScreenID)
      case nav(NavID)
    }
  }
}

/// A page set (UIPageViewController): pages in order; moving between them is not history.
public struct PageSet: Sendable, FlowPart {
  public var id: PageSetID
  public var name: String
  public var pages: [ScreenID]
  public var isPrivate: Bool
  public var range: SourceRange
}
