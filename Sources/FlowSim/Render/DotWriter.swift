/// Writes Graphviz DOT text: quoted IDs, escaped labels, attribute lists, and
/// indentation for nested subgraphs.
///
/// Every ID and attribute value is written as a double-quoted string, so any text
/// (spaces, punctuation, non-ASCII) is a valid ID. Attributes keep the order they are
/// given in, so output is byte-for-byte deterministic.
public struct DotWriter: Sendable {
  /// The text written so far.
  public private(set) var text = ""
  private var depth = 0

  public init() {}

  // MARK: - Escaping

  /// A double-quoted DOT string whose value is `raw` exactly (for IDs and plain
  /// attributes). In the DOT grammar only `\"` is an escape inside quotes; a
  /// backslash before anything else stays a backslash. Names in flows never hold
  /// backslashes or line breaks; control characters become spaces, and a space
  /// follows a final backslash (which would otherwise escape the closing quote).
  public static func quote(_ raw: String) -> String {
    var out = "\""
    for scalar in raw.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      default: out.unicodeScalars.append(isControl(scalar) ? " " : scalar)
      }
    }
    if out.hasSuffix("\\") { out += " " }
    return out + "\""
  }

  /// How the lines of a label are aligned.
  public enum Justify: Sendable {
    /// Each line centred (`\n`): node labels.
    case center
    /// Each line flush left (`\l`): edge labels and lists.
    case left
  }

  /// A double-quoted label (Graphviz's escString) that shows `lines` as written, one
  /// per line.
  ///
  /// In a label a backslash starts an escape (`\n`, `\l`, `\N`, `\G`…), so a literal
  /// backslash is written `\\` and a quote `\"`. Graphviz also reads HTML entities in
  /// labels (`&amp;`, `&#945;`), so `&` is written `&amp;`. Line breaks inside a line
  /// and other control characters become spaces; non-ASCII text is written as UTF-8
  /// (DOT's default charset).
  public static func label(_ lines: [String], justify: Justify = .center) -> String {
    let breakText = justify == .center ? "\\n" : "\\l"
    var out = "\""
    for (index, line) in lines.enumerated() {
      if index > 0, justify == .center { out += breakText }
      for scalar in line.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "&": out += "&amp;"
        default: out.unicodeScalars.append(isControl(scalar) ? " " : scalar)
        }
      }
      if justify == .left { out += breakText }
    }
    return out + "\""
  }

  /// Text inside an HTML-like label (`<…>`, Graphviz's tables): `&`, `<`, `>` and `"`
  /// as entities, control characters as spaces; everything else as written.
  public static func html(_ raw: String) -> String {
    var out = ""
    for scalar in raw.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      default: out.unicodeScalars.append(isControl(scalar) ? " " : scalar)
      }
    }
    return out
  }

  /// C0 and C1 controls, DEL and the Unicode line and paragraph separators.
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028
      || scalar.value == 0x2029
  }

  // MARK: - Building

  /// One attribute: its name and its value, already quoted or escaped.
  public typealias Attribute = (name: String, value: String)

  /// `[name=value, …]`, or nothing when there are no attributes.
  public static func attributes(_ attributes: [Attribute]) -> String {
    guard !attributes.isEmpty else { return "" }
    return " [" + attributes.map { "\($0.name)=\($0.value)" }.joined(separator: ", ") + "]"
  }

  /// Writes one line at the current depth.
  public mutating func line(_ content: String) {
    text += String(repeating: "  ", count: depth) + content + "\n"
  }

  /// `ID [attributes];`
  public mutating func node(_ id: String, _ attributes: [Attribute] = []) {
    line(Self.quote(id) + Self.attributes(attributes) + ";")
  }

  /// `FROM -> TO [attributes];`
  public mutating func edge(_ from: String, _ to: String, _ attributes: [Attribute] = []) {
    line(Self.quote(from) + " -> " + Self.quote(to) + Self.attributes(attributes) + ";")
  }

  /// `FROM:PORT -> TO [attributes];`: an edge from one cell of an HTML-like label.
  public mutating func edge(
    _ from: String, port: String, _ to: String, _ attributes: [Attribute] = []
  ) {
    line(
      Self.quote(from) + ":" + Self.quote(port) + " -> " + Self.quote(to)
        + Self.attributes(attributes) + ";")
  }

  /// `graph|node|edge [attributes];`
  public mutating func defaults(_ kind: String, _ attributes: [Attribute]) {
    line(kind + Self.attributes(attributes) + ";")
  }

  /// `subgraph "ID" { … }`, with the body indented one level.
  public mutating func subgraph(
    _ id: String, _ attributes: [Attribute] = [], body: (inout DotWriter) -> Void
  ) {
    line("subgraph " + Self.quote(id) + " {")
    depth += 1
    for attribute in attributes { line("\(attribute.name)=\(attribute.value);") }
    body(&self)
    depth -= 1
    line("}")
  }

  /// `digraph "NAME" { … }`: a whole document, ending with a newline.
  public static func digraph(_ name: String, body: (inout DotWriter) -> Void) -> String {
    var writer = DotWriter()
    writer.line("digraph " + quote(name) + " {")
    writer.depth = 1
    body(&writer)
    writer.depth = 0
    writer.line("}")
    return writer.text
  }
}
