/// Writes a `FlowDraft` as flow text: two-space indentation, one declaration or control
/// a line, a blank line between top-level declarations, comments after two spaces.
enum FlowTextWriter {
  static func write(_ draft: FlowDraft) -> String {
    var out = ""
    for line in draft.header { out += line.isEmpty ? "#\n" : "# \(line)\n" }
    out += "\nflow \(StringLiteral.quoted(draft.flowName))\nstart \(draft.start)\n"
    for item in draft.items {
      out += "\n"
      switch item {
      case .screen(let screen): writeScreen(screen, prefix: "screen", indent: "", into: &out)
      case .nav(let nav): writeNav(nav, prefix: "nav", indent: "", into: &out)
      case .tabs(let tabs): writeTabs(tabs, into: &out)
      case .comment(let lines): for line in lines { out += "# \(line)\n" }
      }
    }
    return out
  }

  private static func writeNotes(_ notes: [String], indent: String, into out: inout String) {
    for note in notes { out += "\(indent)# \(note)\n" }
  }

  /// ` code "ID"`: the mark of a declaration code shows, or nothing.
  private static func code(_ what: String?) -> String {
    what.map { " code \(StringLiteral.quoted($0))" } ?? ""
  }

  private static func trailing(_ comment: String?) -> String {
    guard let comment, !comment.isEmpty else { return "" }
    return "  # \(comment)"
  }

  /// `prefix` is what precedes the name: `screen`, or `tab "Files" screen`.
  private static func writeScreen(
    _ screen: FlowDraft.Screen, prefix: String, indent: String, into out: inout String
  ) {
    writeNotes(screen.notes, indent: indent, into: &out)
    var head = "\(indent)\(prefix) \(screen.name)"
    if let title = screen.title, title != screen.name { head += " \(StringLiteral.quoted(title))" }
    head += code(screen.code)
    guard !screen.controls.isEmpty else {
      out += head + trailing(screen.comment) + "\n"
      return
    }
    out += head + " {" + trailing(screen.comment) + "\n"
    for control in screen.controls {
      out += "\(indent)  \(control.isCommentedOut ? "# " : "")"
      out += "\(control.verb) \(StringLiteral.quoted(control.label)) -> \(control.action)"
      out += trailing(control.comment) + "\n"
    }
    out += "\(indent)}\n"
  }

  private static func writeNav(
    _ nav: FlowDraft.Nav, prefix: String, indent: String, into out: inout String
  ) {
    writeNotes(nav.notes, indent: indent, into: &out)
    out +=
      "\(indent)\(prefix) \(nav.name)\(nav.hidesBar ? " nobar" : "")\(code(nav.code)) {"
      + trailing(nav.comment) + "\n"
    for screen in nav.screens {
      writeScreen(screen, prefix: "screen", indent: indent + "  ", into: &out)
    }
    out += "\(indent)}\n"
  }

  private static func writeTabs(_ tabs: FlowDraft.Tabs, into out: inout String) {
    writeNotes(tabs.notes, indent: "", into: &out)
    out += "tabs \(tabs.name)\(code(tabs.code)) {" + trailing(tabs.comment) + "\n"
    for tab in tabs.tabs {
      let prefix = "tab \(StringLiteral.quoted(tab.label))"
      switch tab.content {
      case .screen(let screen):
        writeScreen(screen, prefix: prefix + " screen", indent: "  ", into: &out)
      case .nav(let nav):
        writeNav(nav, prefix: prefix + " nav", indent: "  ", into: &out)
      case .navInstance(let name, let comment):
        out += "  \(prefix) nav \(name)" + trailing(comment) + "\n"
      }
    }
    out += "}\n"
  }
}
