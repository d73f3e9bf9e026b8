/// A walkthrough document for people (a tester following it on a device), kept as
/// structure so that one narration renders as Markdown, plain text or HTML.
///
/// Text is made of spans that say what they are (a screen's name, a control's label,
/// a breadcrumb), and each format shows them its own way: `**SignIn**` and `` `…` ``
/// in Markdown, `SignIn` and `"Sign in"` in plain text, `<strong>` and `<code>` in HTML.
public struct Transcript: Sendable, Hashable {
  public var blocks: [Block]

  public init(_ blocks: [Block] = []) {
    self.blocks = blocks
  }

  /// A piece of text and what it is.
  public enum Span: Sendable, Hashable {
    case text(String)
    /// A screen's name (bold in Markdown and HTML).
    case screen(String)
    /// A control's or tab's label, as the user sees it (bold; quoted in plain text).
    case label(String)
    /// Literal text: a breadcrumb, an expression (code).
    case code(String)
    /// Emphasis for results: passed, failed (bold).
    case strong(String)
  }

  /// A line of spans.
  public typealias Line = [Span]

  /// One part of the document.
  public enum Block: Sendable, Hashable {
    case heading(level: Int, Line)
    /// A paragraph; its lines are kept apart.
    case paragraph([Line])
    /// Numbered steps; each step has a first line and continuation lines.
    case steps([Step])
    /// A bulleted list.
    case bullets([Line])
    /// Numbered steps as a tree (walkthroughs sharing their first steps): each
    /// step's `depth` is how far it is indented; its number is written as text, so
    /// that two steps with the same number can stand in one list (the ways on from
    /// one step).
    case tree([Step])
  }

  /// One numbered step.
  public struct Step: Sendable, Hashable {
    public var number: Int
    public var lines: [Line]
    /// A step that failed (marked in every format).
    public var failed: Bool
    /// In a `tree`, how far the step is indented (0: not at all).
    public var depth: Int

    public init(number: Int, lines: [Line], failed: Bool = false, depth: Int = 0) {
      self.number = number
      self.lines = lines
      self.failed = failed
      self.depth = depth
    }
  }

  public mutating func append(_ block: Block) { blocks.append(block) }

  public mutating func append(contentsOf other: Transcript) { blocks += other.blocks }

  // MARK: - Markdown

  /// CommonMark: steps as an ordered list with hard line breaks (`\`) between a
  /// step's lines; Markdown punctuation in names and labels escaped.
  public func markdown() -> String {
    var parts: [String] = []
    for block in blocks {
      switch block {
      case .heading(let level, let line):
        parts.append(
          String(repeating: "#", count: max(1, min(6, level))) + " " + Self.markdown(line))
      case .paragraph(let lines):
        parts.append(lines.map(Self.markdown).joined(separator: "\\\n"))
      case .bullets(let lines):
        parts.append(lines.map { "- " + Self.markdown($0) }.joined(separator: "\n"))
      case .steps(let steps):
        parts.append(
          steps.map { step in
            let marker = "\(step.number). "
            let indent = String(repeating: " ", count: marker.count)
            return marker + step.lines.map(Self.markdown).joined(separator: "\\\n" + indent)
          }.joined(separator: "\n"))
      case .tree(let steps):
        // `- 3\. …`: the number escaped, or it would start a list of its own.
        parts.append(
          Self.tree(steps, render: Self.markdown, number: { "\($0)\\. " }, lineBreak: "\\\n"))
      }
    }
    return parts.joined(separator: "\n\n") + "\n"
  }

  /// A tree of steps as nested bullets, two spaces a level, each step's further
  /// lines under its first.
  static func tree(
    _ steps: [Step], render: (Line) -> String, number: (Int) -> String, lineBreak: String
  ) -> String {
    steps.map { step in
      let indent = String(repeating: "  ", count: step.depth)
      return indent + "- " + number(step.number)
        + step.lines.map(render).joined(separator: lineBreak + indent + "  ")
    }.joined(separator: "\n")
  }

  static func markdown(_ line: Line) -> String {
    line.map { span in
      switch span {
      case .text(let text): escapeMarkdown(text)
      case .screen(let name), .label(let name), .strong(let name):
        "**" + escapeMarkdown(name) + "**"
      case .code(let text): codeSpan(text)
      }
    }.joined()
  }

  /// Backslash-escapes the ASCII punctuation that Markdown could read as markup: the
  /// one escaping for Markdown text, here and in `flowsim diff`'s report.
  static func escapeMarkdown(_ text: String) -> String {
    var out = ""
    for character in text {
      if "\\`*_{}[]<>#|~!&".contains(character) { out.append("\\") }
      out.append(character)
    }
    return out
  }

  /// A code span fenced with more backticks than any run inside it.
  static func codeSpan(_ text: String) -> String {
    var longest = 0
    var run = 0
    for character in text {
      run = character == "`" ? run + 1 : 0
      longest = max(longest, run)
    }
    let fence = String(repeating: "`", count: longest + 1)
    let pad = text.hasPrefix("`") || text.hasSuffix("`") || longest > 0 ? " " : ""
    return fence + pad + text + pad + fence
  }

  // MARK: - Plain text

  /// Plain text: steps numbered, continuation lines indented under the first.
  public func text() -> String {
    var parts: [String] = []
    for block in blocks {
      switch block {
      case .heading(let level, let line):
        let title = Self.plain(line)
        let rule = level <= 1 ? "=" : "-"
        parts.append(title + "\n" + String(repeating: rule, count: max(3, title.count)))
      case .paragraph(let lines):
        parts.append(lines.map(Self.plain).joined(separator: "\n"))
      case .bullets(let lines):
        parts.append(lines.map { "- " + Self.plain($0) }.joined(separator: "\n"))
      case .steps(let steps):
        parts.append(
          steps.map { step in
            let marker = "\(step.number). "
            let indent = String(repeating: " ", count: marker.count)
            return marker + step.lines.map(Self.plain).joined(separator: "\n" + indent)
          }.joined(separator: "\n"))
      case .tree(let steps):
        parts.append(Self.tree(steps, render: Self.plain, number: { "\($0). " }, lineBreak: "\n"))
      }
    }
    return parts.joined(separator: "\n\n") + "\n"
  }

  static func plain(_ line: Line) -> String {
    line.map { span in
      switch span {
      case .text(let text), .screen(let text), .code(let text), .strong(let text): text
      case .label(let text): StringLiteral.quoted(text)
      }
    }.joined()
  }

  // MARK: - HTML

  /// An HTML fragment (no page around it), every piece of text escaped; `headingBase`
  /// shifts heading levels so the fragment nests inside a page.
  public func html(headingBase: Int = 0) -> String {
    var out = ""
    for block in blocks {
      switch block {
      case .heading(let level, let line):
        let tag = "h\(max(1, min(6, level + headingBase)))"
        out += "<\(tag)>\(Self.html(line))</\(tag)>\n"
      case .paragraph(let lines):
        out += "<p>" + lines.map(Self.html).joined(separator: "<br>\n") + "</p>\n"
      case .bullets(let lines):
        out += "<ul>\n" + lines.map { "<li>\(Self.html($0))</li>\n" }.joined() + "</ul>\n"
      case .steps(let steps):
        out += "<ol class=\"steps\">\n"
        for step in steps {
          let failed = step.failed ? " class=\"failed\"" : ""
          out += "<li value=\"\(step.number)\"\(failed)>"
          out += step.lines.map(Self.html).joined(separator: "<br>\n") + "</li>\n"
        }
        out += "</ol>\n"
      case .tree(let steps):
        // Each step's item stays open until the next step at its depth or above: a
        // deeper one is a list inside it.
        out += "<ul class=\"tree\">\n"
        var depth = 0
        for (index, step) in steps.enumerated() {
          let next = min(step.depth, depth + 1)
          if index > 0 {
            if next > depth {
              out += "\n<ul class=\"tree\">\n"
            } else {
              out += "</li>\n" + String(repeating: "</ul>\n</li>\n", count: depth - next)
            }
          }
          depth = next
          out += "<li>\(step.number). " + step.lines.map(Self.html).joined(separator: "<br>\n")
        }
        if !steps.isEmpty {
          out += "</li>\n" + String(repeating: "</ul>\n</li>\n", count: depth)
        }
        out += "</ul>\n"
      }
    }
    return out
  }

  static func html(_ line: Line) -> String {
    line.map { span in
      switch span {
      case .text(let text): escapeHTML(text)
      case .screen(let name): "<strong class=\"screen\">\(escapeHTML(name))</strong>"
      case .label(let label): "<strong class=\"label\">\(escapeHTML(label))</strong>"
      case .strong(let text): "<strong>\(escapeHTML(text))</strong>"
      case .code(let text): "<code>\(escapeHTML(text))</code>"
      }
    }.joined()
  }

  /// Escapes `&`, `<`, `>`, `"` and `'` for HTML text and attribute values.
  public static func escapeHTML(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
