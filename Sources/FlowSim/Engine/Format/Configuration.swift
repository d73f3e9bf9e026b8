/// One state of the simulated app, packed (see `StateLayout`). Meaningful only with
/// the flow it came from; equal configurations have equal bytes.
public struct Configuration: Sendable, Hashable {
  public let bytes: [UInt8]

  public init(bytes: [UInt8]) {
    self.bytes = bytes
  }
}

/// A configuration unpacked for people and checks: the root, every stack, the
/// modals, the variables, and what is visible.
public struct ConfigurationView: Sendable, Hashable {
  public var root: RootRef
  /// The selected tab, when a tab bar is the root.
  public var selectedTab: Int?
  /// The current page, when a page set is the root.
  public var page: Int?
  /// The root's stacks: one for a nav root, one per tab for a tab bar (a tab that
  /// holds one screen is a one-screen stack with no nav), none otherwise.
  public var stacks: [Stack]
  /// Presented modals, bottom first.
  public var modals: [Stack]
  /// Variable values, by variable id.
  public var values: [Int]
  public var visible: ScreenID

  /// A navigation stack (root first), or a single screen with no stack.
  public struct Stack: Sendable, Hashable {
    public var nav: NavID?
    public var screens: [ScreenID]
  }

  /// Every screen anywhere in the configuration: the root, every tab, every modal.
  public var allScreens: [ScreenID] {
    var result: [ScreenID] = []
    if case .screen(let screen) = root { result.append(screen) }
    for stack in stacks { result += stack.screens }
    for modal in modals { result += modal.screens }
    return result
  }

}
