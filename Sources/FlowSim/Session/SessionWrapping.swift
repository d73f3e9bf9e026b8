/// The stepper's text laid out for a terminal `width` cells wide: every line wrapped at
/// spaces (`TextWrapping`), its continuation lines indented by what the line is:
///
/// - a numbered action (`  12. tap …`): under its label;
/// - `where:`, `events:`, `step 3:`, `  note:`: after that label;
/// - a table row (help, vars: text after two or more spaces): under its last column,
///   or, when that column is past half the width, with the column on lines of its own,
///   four cells deeper than the row;
/// - any other indented line (a disabled or failing action, a finding of `check`): two
///   cells deeper than it starts, so it does not read as the next item;
/// - anything else: at the start of the line.
///
/// A hanging indent past half the width falls back to two cells deeper than the line.
///
/// ```
/// where: Home › Home › Results
///   1. tap "Maybe" → pops Results
///      — outcome broken fails here: unwind
///      target 'Voting' is not in the
///      history (a flow bug)
///   2. back
///      tap "Done" → unwinds to Voting
///        — fails here: unwind target
///        'Voting' is not in the history (a
///        flow bug)
/// events: 3. "Network lost",
///         4. "Sync finished"
/// ```
///
/// Only the terminal front end wraps: piped and scripted output, saved sessions and
/// transcripts are the session's text as it is.
public enum SessionWrapping {
  /// `text` (lines ending with newlines) with each line wrapped to `width` cells.
  public static func wrap(_ text: String, width: Int) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map {
      wrap(line: String($0), width: width).joined(separator: "\n")
    }.joined(separator: "\n")
  }

  /// One line (without its newline) as lines at most `width` cells wide.
  static func wrap(line: String, width: Int) -> [String] {
    guard width > 0, TextWrapping.cells(line) > width else { return [line] }
    let text = Array(line)
    let start = leadEnd(text)
    let lead = TextWrapping.cells(String(text[..<start]))
    let rest = text[start...]
    var hang = lead > 0 ? lead + 2 : 0
    if let marker = numberMarker(rest) ?? labelMarker(rest) {
      hang = lead + marker
    } else if lead > 0, let gap = lastGap(text, from: start) {
      let column = TextWrapping.cells(String(text[..<gap.upperBound]))
      guard column > width / 2 else {
        return TextWrapping.wrap(line, width: width, hang: column)
      }
      // Too narrow for the table: its first columns, then the last one under them.
      let deeper = min(lead + 4, width / 2)
      let indent = String(repeating: " ", count: deeper)
      return TextWrapping.wrap(String(text[..<gap.lowerBound]), width: width, hang: hang)
        + TextWrapping.wrap(indent + String(text[gap.upperBound...]), width: width, hang: deeper)
    }
    return TextWrapping.wrap(line, width: width, hang: hang <= width / 2 ? hang : lead + 2)
  }

  /// Where the line's text starts: after its leading spaces and escape sequences.
  private static func leadEnd(_ text: [Character]) -> Int {
    var index = 0
    while index < text.count {
      if text[index] == " " {
        index += 1
      } else if text[index] == "\u{1B}", index + 1 < text.count, text[index + 1] == "[" {
        index += 2
        while index < text.count,
          !(text[index].asciiValue.map { (0x40...0x7E).contains($0) } ?? false)
        {
          index += 1
        }
        index += 1
      } else {
        break
      }
    }
    return min(index, text.count)
  }

  /// `12. ` at the start: its length.
  private static func numberMarker(_ text: ArraySlice<Character>) -> Int? {
    let digits = text.prefix { $0.isASCII && $0.isNumber }.count
    guard digits > 0 else { return nil }
    return text.dropFirst(digits).starts(with: [".", " "]) ? digits + 2 : nil
  }

  /// `where: `, `events: `, `note: `, `step 3: ` at the start: its length.
  private static func labelMarker(_ text: ArraySlice<Character>) -> Int? {
    let word = text.prefix { $0.isASCII && $0.isLowercase }.count
    guard word > 0 else { return nil }
    var rest = text.dropFirst(word)
    if rest.first == " ", let digit = rest.dropFirst().first, digit.isASCII, digit.isNumber {
      rest = rest.dropFirst().drop { $0.isASCII && $0.isNumber }
    }
    return rest.starts(with: [":", " "]) ? text.count - rest.count + 2 : nil
  }

  /// A table's last column: the last run of two or more spaces outside quotes with
  /// text after it (`  save FILE    save the steps…`, `  mine = false  (bool)`).
  private static func lastGap(_ text: [Character], from start: Int) -> Range<Int>? {
    var quoted = false
    var found: Range<Int>?
    var index = start
    while index < text.count {
      if text[index] == "\"" && (index == 0 || text[index - 1] != "\\") { quoted.toggle() }
      if text[index] == " " && !quoted {
        let end = text[index...].firstIndex { $0 != " " } ?? text.count
        if end - index >= 2 && end < text.count { found = index..<end }
        index = end
        continue
      }
      index += 1
    }
    return found
  }
}
