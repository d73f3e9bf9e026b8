/// A control whose effect the app's code makes and the flow does not model yet:
/// `tap "Done" -> code "done:"`. The engine never offers it; `check` lists it as work
/// left (`made-in-code`, a note) and does not call its screen a dead end. A control of
/// the same label added later with `extend` says what it does, and replaces it.
public struct CodeControl: Sendable {
  public var screen: ScreenID
  public var verb: ControlVerb
  public var label: String
  /// What in the code does it, as the flow writes it (an action selector, a method).
  public var what: String
  /// The label's range.
  public var range: SourceRange
  /// The control, added with `extend`, that now models it.
  public var modelledBy: ControlID?

  /// `tap "Done"`: how it reads in messages.
  public var displayName: String { "\(verb.rawValue) \(StringLiteral.quoted(label))" }
}

/// A screen or container that code shows, in a way the flow does not model yet:
/// `screen EnablePush code "enablePush"` (instantiated by its storyboard ID, say).
/// Until something in the flow leads to it, `check` lists it as work left
/// (`made-in-code`, a note) instead of reporting it, or what it leads to, unreachable.
public struct CodeEntry: Sendable {
  public var place: Place
  /// What in the code shows it, as the flow writes it (a storyboard ID, a method).
  public var what: String
  /// The `code` modifier's range.
  public var range: SourceRange
}
