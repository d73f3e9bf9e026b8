/// Words people write for an action, from UIKit or from other tools, that flowsim spells
/// another way: the parser turns "expected an action, found 'go'" into a note saying which
/// action means that, with a fix-it. A word that is a plausible typo of an action keyword
/// gets the "did you mean" fix-it instead; this table is for words no edit distance finds.
enum ActionSynonyms {
  /// What a synonym stands for: the keyword text to write and a note saying why.
  struct Entry: Sendable {
    var replacement: String
    var note: String
  }

  private static let toScreen =
    "to move to a screen write 'push S' (onto the stack), 'present S' (modally) or 'show S' (as UIKit's show segue does)"

  /// Keyed by the lower-cased word.
  static let entries: [String: Entry] = [
    "go": Entry(replacement: "push", note: toScreen),
    "goto": Entry(replacement: "push", note: toScreen),
    "navigate": Entry(replacement: "push", note: toScreen),
    "open": Entry(replacement: "push", note: toScreen),
    "segue": Entry(replacement: "push", note: toScreen),
    "pushviewcontroller": Entry(replacement: "push", note: toScreen),
    "modal": Entry(
      replacement: "present", note: "a modal presentation is written 'present S'"),
    "presentmodally": Entry(
      replacement: "present", note: "a modal presentation is written 'present S'"),
    "close": Entry(
      replacement: "dismiss",
      note: "closing a modal is written 'dismiss' ('dismiss all' closes every one)"),
    "popviewcontroller": Entry(
      replacement: "back", note: "popping one screen is written 'back'"),
    "poptoroot": Entry(
      replacement: "pop to root",
      note: "popping to the stack's first screen is written 'pop to root'"),
    "poptorootviewcontroller": Entry(
      replacement: "pop to root",
      note: "popping to the stack's first screen is written 'pop to root'"),
    "switch": Entry(
      replacement: "tab", note: "selecting a tab of a tab bar is written 'tab \"Label\"'"),
    "selecttab": Entry(
      replacement: "tab", note: "selecting a tab of a tab bar is written 'tab \"Label\"'"),
    "unwindto": Entry(
      replacement: "unwind to", note: "an unwind segue is written 'unwind to S'"),
    "setroot": Entry(
      replacement: "reset", note: "replacing the whole screen hierarchy is written 'reset S'"),
    "replace": Entry(
      replacement: "reset", note: "replacing the whole screen hierarchy is written 'reset S'"),
  ]

  /// The entry for `word`, compared without case.
  static func entry(for word: String) -> Entry? { entries[word.lowercased()] }

  /// The note and fix-it for `token` where an action belongs, when it is a name this
  /// table knows.
  static func hint(for token: Token) -> (note: Note, fixIt: FixIt)? {
    guard case .name(let word) = token.kind, let synonym = entry(for: word) else { return nil }
    return (
      Note("'\(word)' is not an action: \(synonym.note)"),
      FixIt(
        "replace '\(word)' with '\(synonym.replacement)'", replacing: token.range,
        with: synonym.replacement)
    )
  }
}
