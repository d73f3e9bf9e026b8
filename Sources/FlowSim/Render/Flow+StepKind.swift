/// The kind of a step that was taken, for walkthroughs: what it did where it was taken.
extension Flow {
  /// `kind(of:)` for a step that led to `new`, except that a step whose last navigation
  /// action is `show` says what the show did there: `push` where a navigation stack was
  /// shown, `present` where none was (a shown screen presented is the top modal, alone).
  func kind(of transition: TransitionID, to new: ConfigurationView) -> String {
    let word = kind(of: transition)
    guard word == Action.Kind.show(0).word,
      let last = transitions[transition].actions.last(where: \.isNavigation),
      case .show(let screen) = last.kind
    else { return word }
    if let top = new.modals.last, top.nav == nil, top.screens == [screen] {
      return Action.Kind.present(.screen(screen)).word
    }
    return Action.Kind.push(screen).word
  }
}
