/// The keywords that start an action, in the order "did you mean" suggestions list
/// them: the one list of them. `parseAction` switches over it exhaustively, and Model
/// maps every `Action.Kind` to the keyword that writes it (`Action.Kind.keyword`), so a
/// new action's keyword is added here and the compiler points at both.
public enum ActionKeyword: String, Sendable, Hashable, CaseIterable {
  case push, present, show, dismiss, back, pop, unwind, tab, next, previous, page, reset, set

  /// The reserved word it is (every action keyword is one).
  public var keyword: Keyword { Keyword(rawValue: rawValue)! }

  /// The action keyword `keyword` is, if it starts an action.
  public init?(_ keyword: Keyword?) {
    guard let keyword, let action = ActionKeyword(rawValue: keyword.rawValue) else { return nil }
    self = action
  }
}
