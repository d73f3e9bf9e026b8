import Foundation

/// One line typed into the stepper, parsed: an action to take (by number or label),
/// or one of the session's own commands (`back`, `undo 3`, `goto Voting`, …).
///
/// Parsing is purely textual; whether an action exists here is decided by the session.
public enum SessionCommand: Sendable, Hashable {
  /// A blank line or a `#` comment: nothing to do.
  case nothing
  /// Action number N of the current screen, with an outcome chosen inline.
  case number(Int, outcome: String?)
  /// An action by its label: `Sign in`, `tap "Sign in"`, `tab Photos`, `event "Network lost"`.
  /// `verb` is the word written before the label (`tap`, `swipe`, `select`, `button`,
  /// `event`, `tab`), lowercased, or nil for a bare label.
  case action(verb: String?, label: String, outcome: String?)
  case back
  case root
  case nextPage
  case previousPage
  case undo(Int)
  case reset
  case goto(String)
  case vars
  /// Show the current screen and its actions again (an empty line does too).
  case `where`
  case set(variable: String, value: String)
  case check
  case save(String)
  case help
  case quit
  /// A command word used the wrong way: the message says how to use it.
  case usage(String)

  /// The session's own command words, in the order `help` lists them.
  public static let words = [
    "back", "root", "undo", "reset", "goto", "where", "vars", "set", "check", "save", "help",
    "quit",
  ]

  /// Verbs that may precede an action's label.
  static let verbs = ["tap", "swipe", "select", "button", "event", "tab"]

  /// Parses one input line.
  public static func parse(_ line: String) -> SessionCommand {
    let text = line.trimmingCharacters(in: .whitespaces)
    if text.isEmpty || text.hasPrefix("#") { return .nothing }
    let (body, outcome) = splitOutcome(text)
    let words = body.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    let first = words.first?.lowercased() ?? ""
    let rest = words.dropFirst().joined(separator: " ")
    if let number = Int(body), body.allSatisfy(\.isNumber) {
      return .number(number, outcome: outcome)
    }
    if outcome == nil, let command = sessionCommand(first, rest: rest, words: words) {
      return command
    }
    if verbs.contains(first), words.count > 1 {
      return .action(verb: first, label: unquote(rest), outcome: outcome)
    }
    return .action(verb: nil, label: unquote(body), outcome: outcome)
  }

  /// The session's own commands; nil when the line is not one (it is then an action label).
  private static func sessionCommand(_ first: String, rest: String, words: [String])
    -> SessionCommand?
  {
    let alone = words.count == 1
    switch first {
    case "back" where alone: return .back
    case "root" where alone: return .root
    case "reset" where alone: return .reset
    case "vars" where alone, "variables" where alone: return .vars
    case "where" where alone: return .where
    case "check" where alone: return .check
    case "help" where alone, "?" where alone: return .help
    case "quit" where alone, "exit" where alone, "q" where alone: return .quit
    case "next" where alone || rest.lowercased() == "page": return .nextPage
    case "previous" where alone || rest.lowercased() == "page", "prev" where alone:
      return .previousPage
    case "undo":
      if alone { return .undo(1) }
      guard words.count == 2, let count = Int(words[1]), count > 0 else {
        return .usage("undo takes how many steps to undo, e.g. 'undo 3'")
      }
      return .undo(count)
    case "goto":
      return alone ? .usage("goto needs a screen, e.g. 'goto Home'") : .goto(unquote(rest))
    case "save":
      return alone ? .usage("save needs a file name, e.g. 'save session.txt'") : .save(rest)
    case "set":
      guard let equals = rest.firstIndex(of: "=") else {
        // `set` with no `=` may be a label ("Set alarm"); the session decides.
        return alone ? .usage("set needs a variable and a value, e.g. 'set online = false'") : nil
      }
      let variable = rest[..<equals].trimmingCharacters(in: .whitespaces)
      let value = rest[rest.index(after: equals)...].trimmingCharacters(in: .whitespaces)
      guard !variable.isEmpty, !value.isEmpty else {
        return .usage("set needs a variable and a value, e.g. 'set online = false'")
      }
      return .set(variable: variable, value: value)
    default:
      return nil
    }
  }

  /// Splits `Sign in -> invalid` (or `→`) into the action and the outcome, outside quotes.
  static func splitOutcome(_ text: String) -> (String, String?) {
    var inQuotes = false
    var previous: Character = " "
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      if character == "\"" && previous != "\\" { inQuotes.toggle() }
      if !inQuotes {
        var arrowEnd: String.Index?
        if character == "→" {
          arrowEnd = text.index(after: index)
        } else if character == "-", text[index...].hasPrefix("->") {
          arrowEnd = text.index(index, offsetBy: 2)
        }
        if let arrowEnd {
          let body = text[..<index].trimmingCharacters(in: .whitespaces)
          let outcome = text[arrowEnd...].trimmingCharacters(in: .whitespaces)
          return (body, outcome.isEmpty ? nil : unquote(outcome))
        }
      }
      previous = character
      index = text.index(after: index)
    }
    return (text, nil)
  }

  /// `"Sign in"` → `Sign in` (with `\"` and `\\` unescaped); other text as is.
  static func unquote(_ text: String) -> String {
    guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") else { return text }
    var result = ""
    var escaped = false
    for character in text.dropFirst().dropLast() {
      if escaped {
        result.append(character)
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else {
        result.append(character)
      }
    }
    return result
  }
}
