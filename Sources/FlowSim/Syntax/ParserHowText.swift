// How-texts: the string after an event's label or an outcome's name that tells a
// tester how to make it happen on a device; and strings put where no how-text goes.

extension Parser {
  /// `[STRING]` after an event's label or an outcome's name. `owner` names it in
  /// messages (`event "Network lost"`, `outcome 'invalid'`). An empty text is
  /// reported (and kept, so the tree stays faithful); a second string is reported and
  /// skipped.
  mutating func parseHow(of owner: String) -> StringLiteral? {
    guard case .string(let value) = current.kind else { return nil }
    let start = previous.range.end
    let how = StringLiteral(value, range: advance().range)
    if value.allSatisfy({ $0.isWhitespace }) {
      error(
        .emptyHow, "the how-text of \(owner) is empty", at: how.range,
        notes: [Note("say what a tester does or waits for on a device to make it happen")],
        fixIts: [removal(from: start, through: how.range, "remove the empty text")])
    }
    while case .string = current.kind {
      error(
        .duplicateHow, "\(owner) has more than one how-text", at: current.range,
        notes: [Note("the first is here; join them into one", at: how.range)],
        fixIts: [removal(from: previous.range.end, through: current.range, "remove this text")])
      advance()
    }
    return how
  }

  /// Strings after a control's label: a control takes no how-text, since the tester
  /// does what its label says. Each is reported and skipped.
  mutating func skipHowOnControl(_ verb: ControlVerb, label: StringLiteral) {
    while case .string = current.kind {
      reportHowOnControl(verb, label: label)
      advance()
    }
  }

  /// Reports the string at the current token as a how-text on a control.
  mutating func reportHowOnControl(_ verb: ControlVerb, label: StringLiteral) {
    let what = verb == .button ? "a button" : "a control"
    error(
      .misplacedHow,
      "a how-text goes on an event or an outcome, not on \(what): the tester does what \(StringLiteral.quoted(label.value)) says",
      at: current.range,
      notes: [
        Note(
          "to say how to make one result happen, give the control outcomes, each with its how-text: 'outcome { valid \"…\": … }'"
        )
      ],
      fixIts: [removal(from: previous.range.end, through: current.range, "remove the text")])
  }

  /// A string where an action belongs (right after `->` or an outcome's `:`): a
  /// how-text put too late. Reports it, with a fix-it that moves it after `head` (the
  /// event's label or the outcome's name, which `place` names) unless there is one
  /// there already, and skips it.
  mutating func skipLateHow(of owner: String, head: SourceRange, place: String, hasHow: Bool) {
    let text = current.range
    var fixIt = removal(from: previous.range.end, through: text, "remove the text")
    if !hasHow {
      var between = file.text(in: SourceRange(file: file, start: head.end, end: text.start))
      while between.last == " " || between.last == "\t" { between.removeLast() }
      fixIt = FixIt(
        "move it after '\(file.text(in: head))'",
        replacing: SourceRange(file: file, start: head.end, end: text.end),
        with: " " + file.text(in: text) + between)
    }
    error(
      .misplacedHow, "the how-text of \(owner) goes right after its \(place)", at: text,
      fixIts: [fixIt])
    advance()
  }

  /// A fix-it deleting a string and the space before it (from `start`, the end of
  /// the token before it).
  private func removal(from start: Int, through text: SourceRange, _ message: String) -> FixIt {
    FixIt(message, replacing: SourceRange(file: file, start: start, end: text.end), with: "")
  }
}
