/// The screen graph as a Mermaid `stateDiagram-v2` (`flowsim mermaid`), for Markdown
/// pages and pull requests.
///
/// Written around Mermaid's known limits (docs/outputs.md has the details):
/// - Containers are composite states, one level deep but for a tab bar (its composite
///   holds a `tab bar` state, with a transition into each tab, and one composite per
///   tab), each screen declared once inside its composite, and every transition
///   written at the top level between plain states: edges that end on a composite
///   state and states mentioned in two composites lay out wrongly.
/// - stateDiagram has no edge styles, so the kind leads the label: `push: tap "Sign in"`.
/// - IDs are ASCII letters and digits (`s` + screen name, `c` + container name; never a
///   word Mermaid's lexer takes for a keyword), and labels spell every character that
///   Mermaid's grammar could read (`:` `;` `"` `#` `%` `{` `}` `<` `>` `--` …) and every
///   non-ASCII character as an entity code (`#58;`).
public struct MermaidScreenGraph: Sendable {
  public let graph: ScreenGraph
  /// How much edge labels say: `.summary` (the default) or `.full` (`--detail`).
  public let detail: ScreenGraph.Detail

  public init(graph: ScreenGraph, detail: ScreenGraph.Detail = .summary) {
    self.graph = graph
    self.detail = detail
  }

  var flow: Flow { graph.flow }

  public func render() -> String {
    let allIDs = MermaidIDs(flow: flow)
    let ids = allIDs.screens
    var out = "stateDiagram-v2\n"
    out += "  %% drawn by flowsim mermaid (docs/outputs.md)\n"
    if !graph.isComplete {
      out +=
        "  %% exploration incomplete (--max-states): some back and dismiss targets may be missing\n"
    }
    out += "  direction LR\n"
    for place in graph.places() { out += write(place, ids: allIDs) }
    out += environment()
    if graph.edges.contains(where: { $0.target == .unresolved }) {
      let label =
        graph.isComplete
        ? "(never taken: depends on the history)" : "(not reached: exploration stopped early)"
      out += "  state \"\(Self.text(label))\" as unresolved\n"
    }
    out += "  [*] --> \(ids[flow.entry(of: flow.start).index])\n"
    func id(_ endpoint: ScreenGraph.Endpoint) -> String {
      switch endpoint {
      case .screen(let screen): ids[screen.index]
      case .environment: "environment"
      case .unresolved: "unresolved"
      }
    }
    for edge in graph.edges {
      let label = Self.label(edge.kind, lines(edge.transitions))
      out += "  \(id(edge.source)) --> \(id(edge.target)) : \(label)\n"
    }
    for bar in flow.tabBars.ids {
      for index in flow.tabBars[bar].tabs.indices {
        let root = flow.tabRoot(bar, index)
        let label = Self.label(.tab, [["tap \"\(flow.tabBars[bar].tabs[index].label)\""]])
        out += "  \(allIDs.tabBars[bar.index].state) --> \(ids[root.index]) : \(label)\n"
      }
    }
    for swipe in graph.swipes {
      out +=
        "  \(ids[swipe.from.index]) --> \(ids[swipe.to.index]) : \(Self.label(.page, [["swipe (both ways)"]]))\n"
    }
    out += "  note left of \(ids[flow.entry(of: flow.start).index])\n"
    for line in notes() { out += "    \(Self.text(line))\n" }
    out += "  end note\n"
    return out
  }

  /// The state environment events come from, titled `events from outside the app`,
  /// listing those that only change data as its description lines (a self-loop
  /// labelled `stay` read as "nothing happens"); nothing when the flow has no events.
  func environment() -> String {
    guard graph.edges.contains(where: { $0.source == .environment }) || !graph.stayingEvents.isEmpty
    else { return "" }
    var out = "  state \"events from outside the app\" as environment\n"
    if !graph.stayingEvents.isEmpty {
      out += "  environment : \(Self.text("change data only:"))\n"
      for entry in lines(graph.stayingEvents) {
        out += "  environment : \(Self.text(Self.entry(entry)))\n"
      }
    }
    return out
  }

  /// What the diagram leaves out or draws in a special way, shown in a note beside
  /// the first screen (a `%%` comment is not drawn).
  func notes() -> [String] {
    // Each a sentence: Mermaid wraps a note's lines, so only the full stop shows where
    // one ends.
    var notes = ["Not drawn: the back button, on every screen pushed onto a stack."]
    if graph.listsClosingButtons {
      notes.append(
        "[OK] in an alert or action sheet: a button that only closes it, back to the screen that presented it."
      )
    }
    if !graph.swipes.isEmpty { notes.append("Swipes between pages are drawn once, for both ways.") }
    if !graph.isComplete {
      notes.append(
        "Exploration stopped early (--max-states): some back and dismiss targets may be missing.")
    }
    return notes
  }

  /// The label of transitions drawn together: at `.full` detail one entry per
  /// transition (its lines), at `.summary` one per line.
  func lines(_ transitions: [TransitionID]) -> [[String]] {
    switch detail {
    case .full: transitions.map(graph.labelLines(of:))
    case .summary: graph.labelLines(of: transitions, detail: .summary).map { [$0] }
    }
  }

  /// One edge's label: the kind, then each transition's lines on one line (its `set`
  /// actions after a `;`, as a flow chains them), transitions separated by `<br>`
  /// (Mermaid draws two edges between the same states, or two self-loops, on top of
  /// each other, so they share one edge).
  static func label(_ kind: ScreenGraph.Kind, _ transitions: [[String]]) -> String {
    text(kind.rawValue + ": ") + transitions.map { text(entry($0)) }.joined(separator: "<br>")
  }

  /// One transition's lines on one line: guards after a space, `set` actions after a
  /// `;`, as a flow chains them.
  static func entry(_ lines: [String]) -> String {
    lines.enumerated().map { index, line in
      index == 0 ? line : (line.hasPrefix("set ") ? "; " : " ") + line
    }.joined()
  }

  /// A top-level screen's declaration, or a container's composite states.
  func write(_ place: Place, ids allIDs: MermaidIDs) -> String {
    let ids = allIDs.screens
    func composite(_ id: String, _ title: String, _ screens: [ScreenID], inner: String = "")
      -> String
    {
      // No space before `{`: Mermaid would keep it in the composite's ID.
      var out = "  state \"\(Self.text(title))\" as \(id){\n"
      for screen in screens { out += "  " + declare(screen, ids: ids) }
      out += inner.split(separator: "\n").map { "  \($0)\n" }.joined()
      return out + "  }\n"
    }
    /// The title in plain words, with the declaration at `.full` detail.
    func title(_ title: String?, _ declaration: String?) -> String {
      guard detail == .full, let declaration else { return title ?? "" }
      return "\(title ?? "") · \(declaration)"
    }
    switch place {
    case .screen(let screen):
      return declare(screen, ids: ids)
    case .nav(let nav):
      return composite(
        allIDs.navs[nav.index], title(graph.title(of: place), graph.declaration(of: place)),
        graph.screens(in: nav))
    case .pages(let set):
      let pages = flow.pageSets[set]
      return composite(
        allIDs.pageSets[set.index], title(graph.title(of: place), graph.declaration(of: place)),
        pages.pages)
    case .tabs(let id):
      // The tab bar's composite holds the tab bar itself, from which a transition
      // leads into each tab, and one composite per tab (Mermaid 11 draws these two
      // levels with their screens inside, transitions and all).
      let bar = flow.tabBars[id]
      var inner = "  state \"tab bar\" as \(allIDs.tabBars[id.index].state)\n"
      for index in bar.tabs.indices {
        let tabTitle = title(
          graph.title(ofTab: index, in: id), graph.declaration(ofTab: index, in: id))
        // A tab holding its own instance of a stack drawn elsewhere has no screens of
        // its own, and Mermaid cannot draw an empty composite: a plain state says whose
        // stack it holds.
        if bar.tabs[index].isInstance {
          inner += "  state \"\(Self.text(tabTitle))\" as \(allIDs.tabBars[id.index].tabs[index])\n"
          continue
        }
        inner += composite(
          allIDs.tabBars[id.index].tabs[index], tabTitle, graph.screens(inTab: index, of: id))
      }
      return composite(
        allIDs.tabBars[id.index].composite,
        title(graph.title(of: place), graph.declaration(of: place)),
        [], inner: inner)
    }
  }

  func declare(_ id: ScreenID, ids: [String]) -> String {
    let screen = flow.screens[id]
    var label = screen.name
    if screen.title != screen.name { label += " \"\(screen.title)\"" }
    switch screen.kind {
    case .alert: label += " (alert)"
    case .sheet: label += " (action sheet)"
    case .screen: if graph.presented[id.index] { label += " (modal)" }
    }
    if let buttons = graph.closingButtonsText(of: id) { label += " " + buttons }
    return "  state \"\(Self.text(label))\" as \(ids[id.index])\n"
  }

  // MARK: - IDs and text

  /// Characters Mermaid reads as they are; everything else becomes an entity code.
  static let plain = Set(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .,'()!?/+=_*@$^~".unicodeScalars
  )

  /// Label text that Mermaid shows as written: every character outside `plain` (and a
  /// `-` after a `-`) becomes `#NNN;`, which Mermaid decodes after parsing. Control
  /// characters become spaces, and a space after the word `direction` is coded too, and
  /// its `n` when the text ends with it: Mermaid's lexer reads `direction LR` anywhere
  /// on a line as a direction statement.
  static func text(_ raw: String) -> String {
    var out = ""
    var previous: Unicode.Scalar?
    let scalars = Array(raw.unicodeScalars)
    for (index, scalar) in scalars.enumerated() {
      if scalar == " " || scalar.value < 0x20 || scalar.value == 0x7F {
        out += endsWithDirection(scalars[..<index]) ? "#32;" : " "
      } else if plain.contains(scalar) || (scalar == "-" && previous != "-") {
        out.unicodeScalars.append(scalar)
      } else if scalar == "\"" {
        out += "#quot;"
      } else {
        out += "#\(scalar.value);"
      }
      previous = scalar
    }
    // Nor may a text end with the word: the lexer reads `direction`, the line break
    // and the next line's `TB…` (a tab bar `tBar`) as one direction statement.
    if endsWithDirection(scalars[...]) { out = String(out.dropLast()) + "#110;" }
    return out
  }

  /// Whether the text before a space ends with the word `direction` (any case).
  static func endsWithDirection(_ text: ArraySlice<Unicode.Scalar>) -> Bool {
    let word = "direction".unicodeScalars
    guard text.count >= word.count else { return false }
    return zip(text.suffix(word.count), word).allSatisfy {
      $0.properties.lowercaseMapping == String($1)
    }
  }
}
