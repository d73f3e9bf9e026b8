/// What a step does to the screens, in a tester's words: one vocabulary for the
/// walkthroughs, which say what a step did (`pushed SignIn`), and the stepper's menu,
/// which says what an action does (`pushes SignIn`).
extension Walkthrough.Change {
  /// Whether a change is told as done or as what a control would do.
  public enum Tense: Sendable {
    /// What a step did, for a walkthrough: `pushed SignIn`.
    case past
    /// What an action does, for the stepper's menu: `pushes SignIn`.
    case present
  }

  /// The change in `tense`, naming `flow`'s screens, stacks and tabs.
  public func text(_ tense: Tense, in flow: Flow) -> String {
    let past = tense == .past
    func name(_ screen: ScreenID) -> String { flow.screens[screen].name }
    switch self {
    case .pushed(let screen): return (past ? "pushed " : "pushes ") + name(screen)
    case .presented(let modal):
      // A stack is named with the screen it shows: `Main (Home)`.
      let what =
        switch modal {
        case .screen(let screen): name(screen)
        case .nav(let nav): "\(flow.navs[nav].name) (\(name(flow.navs[nav].root)))"
        }
      return (past ? "presented " : "presents ") + what
    case .dismissed(let modals):
      // A presented stack goes whole: named by all its screens, as the Now line
      // shows it (`M1 › M2`), so it does not read as a return to M1.
      let names = modals.map { $0.map(name).joined(separator: " › ") }
      let what = names.isEmpty ? "the modal" : names.joined(separator: " and ")
      return (past ? "dismissed " : "dismisses ") + what
    case .popped(let screen):
      guard let screen else { return past ? "popped" : "pops a screen" }
      return (past ? "popped " : "pops ") + name(screen)
    case .poppedToRoot: return past ? "popped to the root" : "pops to the root"
    case .unwound(let screen): return (past ? "unwound to " : "unwinds to ") + name(screen)
    case .selectedTab(let bar, let index):
      let label = flow.tabBars[bar].tabs[index].label
      return (past ? "selected tab \"" : "selects tab \"") + label + "\""
    case .poppedTab(let bar, let index):
      let label = flow.tabBars[bar].tabs[index].label
      return (past ? "popped tab \"" : "pops tab \"") + label + "\" to its root"
    case .page(let set, let index): return "page \(index + 1) of \(flow.pageSets[set].pages.count)"
    case .pageChanged: return "page changed"
    // The container's name means nothing on the device; that nothing before can be
    // gone back to does. A walkthrough has said where the user is now; the menu says
    // where they will be.
    case .reset(let entry):
      return past
        ? "the screens before are gone" : "shows \(name(entry)), the screens before are gone"
    }
  }
}
