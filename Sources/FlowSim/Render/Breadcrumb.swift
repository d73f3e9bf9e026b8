/// A configuration in one line, as people read it: the stacks as breadcrumbs, the
/// selected tab marked, the current page, then the modals over them.
///
/// `Landing › SignIn`, `tabs Home: *Files › Detail, Photos, Settings`,
/// `pages Welcome: Welcome2 (2 of 3)`, `Home › Feed + modal Compose`.
public struct Breadcrumb: Sendable {
  public let flow: Flow

  public init(flow: Flow) {
    self.flow = flow
  }

  public func describe(_ view: ConfigurationView) -> String {
    var text: String
    switch view.root {
    case .screen(let screen):
      text = name(screen)
    case .nav:
      text = trail(view.stacks.first?.screens ?? [])
    case .pages(let set):
      let page = view.page ?? 0
      text =
        "pages \(flow.pageSets[set].name): \(name(flow.pageSets[set].pages[page])) (\(page + 1) of \(flow.pageSets[set].pages.count))"
    case .tabs(let bar):
      let tabs = view.stacks.enumerated().map { index, stack in
        (index == view.selectedTab ? "*" : "") + trail(stack.screens)
      }
      text = "tabs \(flow.tabBars[bar].name): \(tabs.joined(separator: ", "))"
    }
    for modal in view.modals {
      let screen = modal.screens.last.map { flow.screens[$0] }
      let word = screen.map { $0.kind == .screen ? "modal" : $0.kind.rawValue } ?? "modal"
      text += " + \(word) \(trail(modal.screens))"
    }
    return text
  }

  /// Variables whose values differ between two configurations, as `name = value`.
  public func changes(from before: ConfigurationView, to after: ConfigurationView) -> [String] {
    flow.variables.indices.compactMap { index in
      before.values[index] == after.values[index]
        ? nil
        : "\(flow.variables[index].name) = \(flow.variables[index].domain.describe(after.values[index]))"
    }
  }

  private func trail(_ screens: [ScreenID]) -> String {
    screens.map(name).joined(separator: " › ")
  }

  private func name(_ screen: ScreenID) -> String { flow.screens[screen].name }
}
