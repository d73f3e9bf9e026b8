/// The shortest walkthrough from the start to every screen (`flowsim paths`): for
/// each screen, in declaration order, the first configuration in breadth-first order
/// in which it is the visible screen, reached by following the state space's parents.
/// The walkthroughs share their first steps (breadth-first parents form a tree),
/// which `configurations` tells apart: the renderer writes them as one tree.
public struct Paths: Sendable {
  /// One screen and the way there.
  public struct Entry: Sendable {
    public var screen: ScreenID
    /// The first configuration (breadth-first) showing the screen; nil when none does.
    public var configuration: Int?
    /// The shortest walkthrough to it; nil when the screen is never visible.
    public var walkthrough: Walkthrough?
    /// The configurations the walkthrough passes through, by index: the start (0)
    /// first, `configuration` last; empty when the screen is never visible.
    public var configurations: [Int] = []
  }

  /// Every screen, in declaration order.
  public var entries: [Entry]
  /// False when exploration stopped early: a screen without a walkthrough may still
  /// be reachable.
  public var isComplete: Bool

  public init(space: StateSpace) {
    let flow = space.flow
    var first = [Int?](repeating: nil, count: flow.screens.count)
    var missing = flow.screens.count
    for index in 0..<space.count where missing > 0 {
      let visible = space.visibleScreen(of: index)
      if first[visible.index] == nil {
        first[visible.index] = index
        missing -= 1
      }
    }
    entries = flow.screens.map { screen in
      var chain: [Int] = []
      let state = first[screen.id.index]
      if let state {
        chain = [state]
        while let parent = space.parent(of: chain[chain.count - 1]) { chain.append(parent) }
      }
      return Entry(
        screen: screen.id, configuration: state,
        walkthrough: state.map(space.walkthrough(to:)), configurations: chain.reversed())
    }
    isComplete = space.isComplete
  }
}
