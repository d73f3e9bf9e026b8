/// What every stage asks about an action kind, answered once per kind: the screen it
/// may push, what it may present, the screen it enters, and its word in pictures,
/// JSON and walkthroughs. Checks, the static analysis, Render and the importer read
/// these instead of matching kinds themselves, so that a new kind is a compile error
/// here (every switch is exhaustive) and nowhere else for these questions.
extension Action.Kind {
  /// The screen this action pushes onto the active stack, where it pushes: `push`,
  /// and `show` where the chain has reached a navigation stack.
  public var mayPush: ScreenID? {
    switch self {
    case .push(let screen), .show(let screen): screen
    case .present, .dismiss, .dismissAll, .back, .popToRoot, .unwind, .selectTab, .nextPage,
      .previousPage, .page, .reset, .set:
      nil
    }
  }

  /// What this action presents, where it presents: `present`, and `show` where no
  /// navigation stack is active.
  public var mayPresent: Modal? {
    switch self {
    case .present(let modal): modal
    case .show(let screen): .screen(screen)
    case .push, .dismiss, .dismissAll, .back, .popToRoot, .unwind, .selectTab, .nextPage,
      .previousPage, .page, .reset, .set:
      nil
    }
  }

  /// The word for the kind in pictures, JSON and walkthroughs (`Flow.kind(of:)`):
  /// `push`, `present`, `show`, `dismiss`, `back`, `pop to root`, `unwind`, `tab`,
  /// `page`, `reset`, or `stay` for `set`.
  public var word: String {
    switch self {
    case .push: "push"
    case .present: "present"
    case .show: "show"
    case .dismiss, .dismissAll: "dismiss"
    case .back: "back"
    case .popToRoot: "pop to root"
    case .unwind: "unwind"
    case .selectTab: "tab"
    case .nextPage, .previousPage, .page: "page"
    case .reset: "reset"
    case .set: "stay"
    }
  }
}
