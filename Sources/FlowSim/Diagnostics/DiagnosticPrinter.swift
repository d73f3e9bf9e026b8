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
      out += excerpt(range)
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

  /// The source line of `range` with a gutter and a caret line under the range.
  public func excerpt(_ range: SourceRange) -> String {
    let location = range.location
    let lineText = range.file.text(ofLine: location.line)
    let number = String(location.line)
    let gutter = String(repeating: " ", count: max(0, 5 - number.count)) + number
    let blank = String(repeating: " ", count: gutter.count)
    var padding = ""
    for (index, scalar) in lineText.unicodeScalars.enumerated() where index < location.column - 1 {
      padding.unicodeScalars.append(scalar == "\t" ? "\t" : " ")
    }
    let endLocation = range.file.location(of: range.end)
    let width: Int
    if endLocation.line == location.line {
      width = max(1, endLocation.column - location.column)
    } else {
      width = max(1, lineText.unicodeScalars.count - (location.column - 1))
    }
    let marker = "^" + String(repeating: "~", count: width - 1)
    return "\(gutter) | \(lineText)\n\(blank) | \(padding)\(paint(marker, code: "32"))\n"
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
