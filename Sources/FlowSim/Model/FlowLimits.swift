/// How large a flow may be, where the engine's packed configurations count it in a
/// byte or two (`StateLayout`): more roots, tabs or pages than a byte can number, or
/// more screens and stacks than two bytes can, are refused while the flow loads,
/// rather than numbered wrongly while it is explored. No app comes near them.
public enum FlowLimits {
  /// Places the window's root can be: the start and every `reset` target.
  public static let roots = 256
  /// Tabs in one tab bar.
  public static let tabs = 256
  /// Pages in one page set.
  public static let pages = 256
  /// Screens and navigation stacks together (a modal is either, in two bytes).
  public static let screensAndStacks = 65_536

  /// An error for each limit `flow` is over, at the declaration or action that
  /// crosses it.
  static func diagnostics(for flow: Flow) -> [Diagnostic] {
    var found: [Diagnostic] = []
    // `flow.roots` lists the start, then each reset's target as transitions first name
    // it: the action to point at is the first reset to the one past the limit.
    if flow.roots.count > Self.roots {
      let first = flow.roots[Self.roots]
      let action = flow.transitions.lazy.flatMap(\.actions).first { $0.kind == .reset(first) }
      found.append(
        .error(
          .flowTooLarge,
          "this reset makes more than \(Self.roots) places the window's root can be (the start and every 'reset' target), more than flowsim can number",
          at: action?.range))
    }
    for bar in flow.tabBars where bar.tabs.count > Self.tabs {
      found.append(
        .error(
          .flowTooLarge,
          "tab bar '\(bar.name)' has \(bar.tabs.count) tabs; flowsim numbers at most \(Self.tabs)",
          at: bar.tabs[Self.tabs].range))
    }
    for set in flow.pageSets where set.pages.count > Self.pages {
      found.append(
        .error(
          .flowTooLarge,
          "page set '\(set.name)' has \(set.pages.count) pages; flowsim numbers at most \(Self.pages)",
          at: flow.screens[set.pages[Self.pages]].range))
    }
    let places = flow.screens.count + flow.navs.count
    if places > Self.screensAndStacks {
      let first = flow.screens[max(0, Self.screensAndStacks - flow.navs.count)]
      found.append(
        .error(
          .flowTooLarge,
          "the flow has \(Counting.count(flow.screens.count, "screen")) and \(Counting.count(flow.navs.count, "navigation stack")); flowsim numbers at most \(Counting.grouped(Self.screensAndStacks)) of them together",
          at: first.range))
    }
    return found
  }
}
