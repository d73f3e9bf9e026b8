/// Tabs that hold their own instance of a stack declared elsewhere (`tab "Label" nav
/// NAME`): binding the name once every declaration is known.
extension Resolver {
  /// Binds each tab instance to its stack. A name that is not a stack, or a stack the
  /// tab bar holds already, is an error and its tab is dropped (later tabs keep their
  /// screens: their index is moved down with them).
  mutating func resolveTabInstances() {
    var dropped: [(bar: TabBarID, index: Int)] = []
    for instance in tabInstances {
      if let nav = instanceNav(instance) {
        tabBars[instance.bar].tabs[instance.index].content = .nav(nav)
      } else {
        dropped.append((instance.bar, instance.index))
      }
    }
    for (bar, index) in dropped.reversed() { dropTab(index, of: bar) }
  }

  /// The stack an instance names, or nil (reported) when it cannot be one.
  private mutating func instanceNav(_ instance: (bar: TabBarID, index: Int, name: Name))
    -> NavID?
  {
    let symbol = lookup(
      instance.name, expecting: "a navigation stack", id: .unknownScreen,
      context: "a tab holds its own instance of a stack declared elsewhere"
    ) {
      if case .nav = $0 { return true }
      return false
    }
    guard case .nav(let nav) = symbol else { return nil }
    let bar = tabBars[instance.bar]
    if let other = bar.tabs.firstIndex(where: {
      if case .nav(nav) = $0.content { return true }
      return false
    }), other != instance.index {
      error(
        .duplicateTab,
        "tab bar '\(bar.name)' already holds stack '\(navs[nav].name)' in tab \"\(bar.tabs[other].label)\"; a tab bar holds each stack once",
        at: instance.name.range, notes: [Note("that tab", at: bar.tabs[other].range)])
      return nil
    }
    return nav
  }

  private mutating func dropTab(_ index: Int, of bar: TabBarID) {
    tabBars[bar].tabs.remove(at: index)
    for screen in screens.indices {
      if case .tab(bar, let later) = screens[screen].home, later > index {
        screens[screen].home = .tab(bar, index: later - 1)
      }
    }
  }
}
