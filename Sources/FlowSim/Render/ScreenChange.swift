/// What a step does to the screens, in a tester's words: one vocabulary for the
/// walkthroughs, which say what a step did (`pushed SignIn`), and the stepper's menu,
/// which says what an action does (`pushes SignIn`).
public enum ScreenChange: Sendable, Hashable {
  /// A screen pushed onto the stack shown.
  case pushed(String)
  /// A screen, or a stack (`Main (Home)`), presented over what is shown.
  case presented(String)
  /// The modals dismissed: `Compose`, `Picker and Compose`, `the modal`.
  case dismissed(String)
  /// The screen popped off its stack; nil when it is not known.
  case popped(String?)
  case poppedToRoot
  case unwound(String)
  /// A tab selected, by its label.
  case selectedTab(String)
  /// The selected tab tapped again: its stack popped to its root.
  case poppedTab(String)
  /// `page 2 of 3`.
  case page(String)
  /// The window's root replaced; `entry` is the screen it shows first.
  case reset(entry: String)

  /// Whether a change is told as done or as what a control would do.
  public enum Tense: Sendable {
    /// What a step did, for a walkthrough: `pushed SignIn`.
    case past
    /// What an action does, for the stepper's menu: `pushes SignIn`.
    case present
  }

  public func text(_ tense: Tense) -> String {
    let past = tense == .past
    switch self {
    case .pushed(let screen): return (past ? "pushed " : "pushes ") + screen
    case .presented(let screen): return (past ? "presented " : "presents ") + screen
    case .dismissed(let screens): return (past ? "dismissed " : "dismisses ") + screens
    case .popped(let screen):
      guard let screen else { return past ? "popped" : "pops a screen" }
      return (past ? "popped " : "pops ") + screen
    case .poppedToRoot: return past ? "popped to the root" : "pops to the root"
    case .unwound(let screen): return (past ? "unwound to " : "unwinds to ") + screen
    case .selectedTab(let label):
      return (past ? "selected tab \"" : "selects tab \"") + label + "\""
    case .poppedTab(let label):
      return (past ? "popped tab \"" : "pops tab \"") + label + "\" to its root"
    case .page(let page): return page
    // The container's name means nothing on the device; that nothing before can be
    // gone back to does. A walkthrough has said where the user is now; the menu says
    // where they will be.
    case .reset(let entry):
      return past ? "the screens before are gone" : "shows \(entry), the screens before are gone"
    }
  }
}
