/// Renders diagnostics as text that editors and CI annotate: `path:line:col: severity:
/// message [id]`, the source line with a caret under the range, then the notes.
public struct DiagnosticPrinter: Sendable {
  /// Whether to colour the output with ANSI escapes (only for terminals).
  public var colors: Bool

  public init(colors: Bool = false) {
    self.colors = colors
  }

  /// The full text for one diagnostic, ending with a newline.
  public func render(_ diagnostic: Diagnostic) -> String {
    var out = ""
    let head =
      "\(severityText(diagnostic.severity)): \(bold(diagnostic.message)) [\(diagnostic.id)]"
    if let range = diagnostic.range {
      out += "\(range.location): \(head)\n"
      // An empty file has no line to show (and a file that is not a flow file is
      // reported against an empty copy of itself, so that none of it is shown).
      if !range.file.bytes.isEmpty { out += excerpt(range) }
    } else {
      out += "\(head)\n"
    }
    for note in diagnostic.notes {
      if let range = note.range {
        out += "\(range.location): \(paint("note", code: "36")): \(note.message)\n"
      } else {
        out += "  \(paint("note", code: "36")): \(note.message)\n"
      }
    }
    for fix in diagnostic.fixIts {
      out += "  \(paint("fix-it", code: "32")): \(fix.message)\n"
    }
    return out
  }

  /// Lines longer than this many characters are shown as a window around the range.
  static let longestLine = 200

  /// The source line of `range` with a gutter and a caret line under the range
  /// (lined up in terminal cells: tabs kept, wide characters counted twice, control
  /// characters shown as symbols). A long line is cut to a window around the range,
  /// marked with `…` where cut.
  public func excerpt(_ range: SourceRange) -> String {
    let location = range.location
    let line = range.file.text(ofLine: location.line).unicodeScalars.map(Self.visible)
    let number = String(location.line)
    let gutter = String(repeating: " ", count: max(0, 5 - number.count)) + number
    let blank = String(repeating: " ", count: gutter.count)
    let start = min(location.column - 1, line.count)
    let endLocation = range.file.location(of: range.end)
    let end =
      endLocation.line == location.line
      ? min(max(start + 1, endLocation.column - 1), line.count) : line.count
    var shown = 0..<line.count
    if line.count > Self.longestLine {
      let from = max(0, min(start - 60, line.count - Self.longestLine))
      shown = from..<min(line.count, from + Self.longestLine)
    }
    var text = String(String.UnicodeScalarView(line[shown]))
    var padding = ""
    if shown.lowerBound > 0 {
      text = "…" + text
      padding = " "
    }
    if shown.upperBound < line.count { text += "…" }
    let before = line[shown.lowerBound..<max(shown.lowerBound, min(start, shown.upperBound))]
    for character in String(String.UnicodeScalarView(before)) {
      if character == "\t" {
        padding += "\t"
      } else {
        padding += String(repeating: " ", count: TerminalCells.width(of: character))
      }
    }
    let marked = line[
      min(start, shown.upperBound)..<max(min(start, shown.upperBound), min(end, shown.upperBound))]
    let width = max(
      1,
      String(String.UnicodeScalarView(marked)).reduce(0) {
        $0 + ($1 == "\t" ? 1 : TerminalCells.width(of: $1))
      })
    let marker = "^" + String(repeating: "~", count: width - 1)
    return "\(gutter) | \(text)\n\(blank) | \(padding)\(paint(marker, code: "32"))\n"
  }

  /// A scalar as an excerpt shows it: control characters (but tab) as their symbols,
  /// `␛` for escape, `␍` for a carriage return, so that a file's bytes cannot move the
  /// cursor, recolour the terminal or retitle its window, and bidirectional overrides
  /// as `�`, so that they cannot reorder the line; one cell each, as the caret line
  /// counts them.
  static func visible(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    switch scalar.value {
    case 0x09: scalar
    case 0x00..<0x20: Unicode.Scalar(0x2400 + scalar.value)!
    case 0x7F: "\u{2421}"
    // C1 controls, and the bidirectional overrides and isolates, which would reorder
    // what the terminal shows of the line (a label could seem to say something else).
    case 0x80..<0xA0, 0x202A...0x202E, 0x2066...0x2069: "\u{FFFD}"
    default: scalar
    }
  }

  private func severityText(_ severity: Severity) -> String {
    switch severity {
    case .error: paint("error", code: "31")
    case .warning: paint("warning", code: "35")
    case .note: paint("note", code: "36")
    }
  }

  private func paint(_ text: String, code: String) -> String {
    colors ? "\u{1B}[1;\(code)m\(text)\u{1B}[0m" : text
  }

  private func bold(_ text: String) -> String {
    colors ? "\u{1B}[1m\(text)\u{1B}[0m" : text
  }
}
