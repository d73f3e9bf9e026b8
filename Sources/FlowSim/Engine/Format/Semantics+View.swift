/// Unpacking a configuration into the `ConfigurationView` that people and checks read.
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
      stacks = [
        .init(
          nav: nav,
          screens: state.screens(ofStack: state.payload, nav: nav.index).map(ScreenID.init))
      ]
    case .pages(let set):
      page = state.selection
      stacks = []
      _ = set
    case .tabs(let bar):
      selected = state.selection
      var at = state.payload + 1
      stacks.reserveCapacity(Int(layout.tabCount[bar.index]))
      for tab in 0..<Int(layout.tabCount[bar.index]) {
        let flat = layout.tab(bar.index, tab)
        let nav = Int(layout.tabNav[flat])
        if nav >= 0 {
          stacks.append(
            .init(nav: NavID(nav), screens: state.screens(ofStack: at, nav: nav).map(ScreenID.init))
          )
          at = state.stackEnd(at)
        } else {
          stacks.append(.init(nav: nil, screens: [ScreenID(Int(layout.tabScreen[flat]))]))
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
          modals.append(
            .init(nav: NavID(nav), screens: state.screens(ofStack: at, nav: nav).map(ScreenID.init))
          )
          at = state.stackEnd(at)
        } else {
          modals.append(.init(nav: nil, screens: [ScreenID(reference)]))
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
      values: values, visible: ScreenID(state.visibleScreen()))
    if case .pages(let set) = state.root, let page {
      // The current page is part of the root, like a one-screen stack without history.
      result.stacks = [.init(nav: nil, screens: [ScreenID(layout.page(set.index, page))])]
    }
    return result
  }
}
