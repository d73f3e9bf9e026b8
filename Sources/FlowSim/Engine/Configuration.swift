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

extension Semantics {
  /// Unpacks a configuration.
  func view(_ configuration: Configuration, work: Workspace) -> ConfigurationView {
    configuration.bytes.withUnsafeBufferPointer {
      work.parent.load($0.baseAddress!, count: $0.count)
    }
    let state = work.parent
    var stacks: [ConfigurationView.Stack] = []
    var page: Int?
    var selected: Int?
    switch state.root {
    case .screen:
      break
    case .nav(let nav):
      stacks = [.init(nav: nav, screens: state.screens(ofStack: state.payload, nav: nav))]
    case .pages(let set):
      page = state.selection
      stacks = []
      _ = set
    case .tabs(let bar):
      selected = state.selection
      var at = state.payload + 1
      stacks.reserveCapacity(Int(layout.tabCount[bar]))
      for tab in 0..<Int(layout.tabCount[bar]) {
        let flat = layout.tab(bar, tab)
        let nav = Int(layout.tabNav[flat])
        if nav >= 0 {
          stacks.append(.init(nav: nav, screens: state.screens(ofStack: at, nav: nav)))
          at = state.stackEnd(at)
        } else {
          stacks.append(.init(nav: nil, screens: [Int(layout.tabScreen[flat])]))
        }
      }
    }
    var modals: [ConfigurationView.Stack] = []
    if state.modalCount > 0 {
      modals.reserveCapacity(state.modalCount)
      var at = state.modalsAt + 1
      for _ in 0..<state.modalCount {
        let reference = state.id(at: at)
        at += layout.idWidth
        if reference >= layout.screenCount {
          let nav = reference - layout.screenCount
          modals.append(.init(nav: nav, screens: state.screens(ofStack: at, nav: nav)))
          at = state.stackEnd(at)
        } else {
          modals.append(.init(nav: nil, screens: [reference]))
        }
      }
    }
    let variableCount = layout.variableCount
    let values = [Int](unsafeUninitializedCapacity: variableCount) { values, initialized in
      for index in 0..<variableCount {
        values[index] = layout.read(variable: index, from: UnsafePointer(state.base))
      }
      initialized = variableCount
    }
    var result = ConfigurationView(
      root: state.root, selectedTab: selected, page: page, stacks: stacks, modals: modals,
      values: values, visible: state.visibleScreen())
    if case .pages(let set) = state.root, let page {
      // The current page is part of the root, like a one-screen stack without history.
      result.stacks = [.init(nav: nil, screens: [layout.page(set, page)])]
    }
    return result
  }
}
