/// Word wrapping in terminal cells: one line of text broken at spaces into lines no
/// wider than a given width, the lines after the first indented by a hanging indent.
/// Pure; the stepper's terminal front end uses it through `SessionWrapping`.
///
/// - Widths are terminal cells (`TerminalCells`: CJK and emoji take two); ANSI escape
///   sequences (colour) take none and are never split.
/// - A line that fits is returned unchanged, byte for byte.
/// - A line is broken only at spaces, which are dropped at the break. A lone symbol
///   (`›`, `+`, `—`, `→`) or a list number (`7.`) stays with the word after it, and a
///   one-word parenthesis (`(push)`) with the word before it, so a line never ends
///   with `›` and neither a number nor a kind leaves its label.
/// - A word wider than a whole line is broken between characters; no other word is.
/// - Any width gives a finite answer: below 1 the line is left as it is, the hanging
///   indent is at most half the width, and every line takes at least one character
///   (so a line is wider than `width` only when a single character or the line's own
///   leading spaces are).
enum TextWrapping {
  /// `line` (without its newline) as lines at most `width` cells wide, each after the
  /// first starting with `hang` spaces (at most `width / 2`).
  static func wrap(_ line: String, width: Int, hang: Int) -> [String] {
    guard width > 0, cells(line) > width else { return [line] }
    let hang = max(0, min(hang, width / 2))
    let indent = String(repeating: " ", count: hang)
    let (lead, units) = split(line)
    var lines: [String] = []
    var current = lead
    var used = cells(lead)
    var start = used
    var empty = true
    func breakLine() {
      lines.append(current)
      current = indent
      used = hang
      start = hang
      empty = true
    }
    // Glued words split up again wait here, last first (a stack: no copying).
    var pending: [Unit] = []
    var next = 0
    while true {
      let unit: Unit
      if let part = pending.popLast() {
        unit = part
      } else if next < units.count {
        unit = units[next]
        next += 1
      } else {
        break
      }
      let gap = empty ? 0 : unit.gap.count
      if used + gap + unit.cells <= width {
        if !empty { current += unit.gap }
        current += unit.text
        used += gap + unit.cells
        empty = false
        continue
      }
      if unit.parts.count > 1 && unit.cells > width - hang {
        // Glued words that no line can hold: placed one by one instead.
        pending += unit.parts.reversed()
        continue
      }
      if !empty { breakLine() }
      if used + unit.cells <= width {
        current += unit.text
        used += unit.cells
        empty = false
        continue
      }
      // Wider than a whole line: as many characters as fit on each line.
      for atom in atoms(unit.text) {
        if atom.cells > 0 && used + atom.cells > width && used > start {
          breakLine()
          if atom.text == " " { continue }
        }
        current += atom.text
        used += atom.cells
      }
      empty = false
    }
    lines.append(current)
    return lines
  }

  /// How many terminal cells `text` takes: escape sequences none, wide characters two.
  static func cells(_ text: String) -> Int {
    atoms(text).reduce(0) { $0 + $1.cells }
  }

  /// `text` without its escape sequences: what the terminal shows.
  static func visible(_ text: String) -> String {
    atoms(text).filter { $0.cells > 0 || !$0.text.hasPrefix("\u{1B}") }.map(\.text).joined()
  }

  // MARK: - Pieces

  /// What cannot be split: a character, or a whole escape sequence (`ESC [ … final`).
  private struct Atom {
    var text: String
    var cells: Int
  }

  private static func atoms(_ text: String) -> [Atom] {
    var atoms: [Atom] = []
    var characters = text[...]
    while let character = characters.popFirst() {
      guard character == "\u{1B}", characters.first == "[" else {
        atoms.append(Atom(text: String(character), cells: TerminalCells.width(of: character)))
        continue
      }
      var sequence = String(character) + String(characters.removeFirst())
      while let next = characters.popFirst() {
        sequence.append(next)
        if let value = next.asciiValue, (0x40...0x7E).contains(value) { break }
      }
      atoms.append(Atom(text: sequence, cells: 0))
    }
    return atoms
  }

  /// What a line may break before: a word (or words glued together) and the spaces
  /// that separate it from the one before.
  private struct Unit {
    var gap: String
    var text: String
    var cells: Int
    /// The words glued into this unit, when there are several.
    var parts: [Unit] = []
  }

  /// The line's leading spaces (and the escapes among them), which stay on the first
  /// line, and the units after them.
  private static func split(_ line: String) -> (lead: String, units: [Unit]) {
    var lead = ""
    var units: [Unit] = []
    var gap = ""
    var inLead = true
    for atom in atoms(line) {
      if atom.text == " " {
        if inLead { lead += " " } else { gap += " " }
      } else if inLead && atom.cells == 0 {
        lead += atom.text
      } else if !gap.isEmpty || units.isEmpty {
        units.append(Unit(gap: gap, text: atom.text, cells: atom.cells))
        gap = ""
        inLead = false
      } else {
        units[units.count - 1].text += atom.text
        units[units.count - 1].cells += atom.cells
      }
    }
    return (lead, glued(units))
  }

  /// Units with each lone symbol or list number joined to the word after it, and each
  /// one-word parenthesis to the word before it, when a single space separates them.
  private static func glued(_ units: [Unit]) -> [Unit] {
    var result: [Unit] = []
    for unit in units {
      // Only the last word glued is read, and no copy of the unit is held while it
      // grows (a held copy would make each append copy it): a long run of symbols
      // glues in linear time.
      let lastSticks = result.last.map { sticksToNext(visible($0.parts.last?.text ?? $0.text)) }
      if let lastSticks, unit.gap == " ", lastSticks || sticksToPrevious(visible(unit.text)) {
        var joined = result.removeLast()
        if joined.parts.isEmpty { joined.parts = [joined] }
        joined.parts.append(unit)
        joined.text += " " + unit.text
        joined.cells += 1 + unit.cells
        result.append(joined)
      } else {
        result.append(unit)
      }
    }
    return result
  }

  /// `(push)`, `(reset);`: a parenthesis closed within the word.
  private static func sticksToPrevious(_ word: String) -> Bool {
    word.first == "(" && word.contains(")")
  }

  /// `›`, `+`, `—`, `->` (no letter or digit), or `7.`.
  private static func sticksToNext(_ word: String) -> Bool {
    if !word.isEmpty && !word.contains(where: { $0.isLetter || $0.isNumber }) { return true }
    let number = word.dropLast()
    return word.last == "." && !number.isEmpty
      && number.allSatisfy { $0.isASCII && $0.isNumber }
  }
}
