/// Why the system back is missing where the visible stack could pop: its navigation
/// bar is hidden (`nobar` on the stack or on the visible screen), the back rule of
/// docs/language.md. The stepper and scenarios say this instead of "nothing to go
/// back to".
extension Flow {
  /// "the navigation bar is hidden (…)", or nil when the visible stack holds one
  /// screen or shows its bar.
  public func hiddenBar(in view: ConfigurationView) -> String? {
    var stack = view.modals.last
    if stack == nil {
      switch view.root {
      case .nav: stack = view.stacks.first
      case .tabs:
        stack = view.selectedTab.flatMap {
          view.stacks.indices.contains($0) ? view.stacks[$0] : nil
        }
      case .screen, .pages: stack = nil
      }
    }
    guard let stack, let nav = stack.nav, stack.screens.count > 1 else { return nil }
    if navs[nav].hidesBar {
      return
        "the navigation bar is hidden ('\(navs[nav].name)' is 'nobar'), so there is no back button"
    }
    guard screens[view.visible].hidesBar else { return nil }
    return
      "the navigation bar is hidden ('\(screens[view.visible].name)' is 'nobar'), so there is no back button"
  }
}
