extension Walkthrough {
  /// What a step did to the screens, one change at a time, as the walkthrough's step
  /// carries it (`Walkthrough.Step.changes`) and the stepper's menu predicts it
  /// (`Flow.changes(of:from:to:)`). Render says each in a tester's words
  /// (`pushed SignIn`, `pushes SignIn`), one wording a change.
  public enum Change: Sendable, Hashable {
    /// A screen pushed onto the stack shown.
    case pushed(ScreenID)
    /// A screen, or a stack (at its root), presented over what is shown.
    case presented(Modal)
    /// The modals dismissed, each by its screens from the bottom of its stack, the top
    /// modal first; none when which is not known.
    case dismissed([[ScreenID]])
    /// The screen popped off its stack; nil when it is not known.
    case popped(ScreenID?)
    case poppedToRoot
    case unwound(ScreenID)
    /// A tab selected.
    case selectedTab(TabBarID, index: Int)
    /// The selected tab tapped again: its stack popped to its root.
    case poppedTab(TabBarID, index: Int)
    /// The page shown now, of the page set shown.
    case page(PageSetID, index: Int)
    /// The page changed, where no page set is shown after the step.
    case pageChanged
    /// The window's root replaced; `entry` is the screen it shows first.
    case reset(entry: ScreenID)
  }
}
