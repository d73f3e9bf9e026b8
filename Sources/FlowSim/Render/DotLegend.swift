/// Edge styles and node shapes of the DOT diagrams, one per transition kind and
/// screen kind, shared by the screen graph, the state graph and the legend.
enum DotStyle {
  static let ink = "\"#202020\""
  static let modal = "\"#1f5fbf\""
  static let system = "\"#808080\""

  /// How an edge of this kind is drawn.
  static func attributes(_ kind: ScreenGraph.Kind) -> [DotWriter.Attribute] {
    switch kind {
    case .push: [("style", "solid"), ("color", ink)]
    case .present: [("style", "dashed"), ("color", modal)]
    case .show: [("style", "solid"), ("color", modal)]
    case .dismiss: [("style", "dotted"), ("color", modal)]
    case .back: [("style", "dotted"), ("color", ink)]
    case .popToRoot: [("style", "dotted"), ("color", ink), ("arrowhead", "normalnormal")]
    case .unwind: [("style", "dashed"), ("color", "\"#8a3ab9\""), ("arrowhead", "vee")]
    case .reset: [("style", "bold"), ("color", "\"#b03030\"")]
    case .tab, .page: [("style", "solid"), ("color", system), ("arrowhead", "empty")]
    case .stay: [("style", "solid"), ("color", system), ("arrowhead", "odot")]
    }
  }

  /// How the legend draws an edge of this kind: the line's width, colour and dash
  /// (nil for solid), and its arrowhead as a glyph.
  static func legendLine(_ kind: ScreenGraph.Kind) -> (
    width: Int, color: String, dash: String?, head: String
  ) {
    switch kind {
    case .push: (1, "#202020", nil, "▶")
    case .present: (1, "#1f5fbf", "dashed", "▶")
    case .show: (1, "#1f5fbf", nil, "▶")
    case .dismiss: (1, "#1f5fbf", "dotted", "▶")
    case .back: (1, "#202020", "dotted", "▶")
    case .popToRoot: (1, "#202020", "dotted", "▶▶")
    case .unwind: (1, "#8a3ab9", "dashed", "❯")
    case .reset: (2, "#b03030", nil, "▶")
    case .tab, .page: (1, "#808080", nil, "▷")
    case .stay: (1, "#808080", nil, "○")
    }
  }

  /// How a screen's node is drawn: alerts and sheets have their own shapes, screens
  /// presented modally a double border, private screens a grey fill.
  static func shape(of screen: Screen, presented: Bool) -> [DotWriter.Attribute] {
    var styles: [String] = []
    var attributes: [DotWriter.Attribute]
    switch screen.kind {
    case .screen:
      attributes = [("shape", "box")]
      styles.append("rounded")
    case .alert: attributes = [("shape", "octagon")]
    case .sheet: attributes = [("shape", "hexagon")]
    }
    if presented, screen.kind == .screen { attributes.append(("peripheries", "2")) }
    if screen.isPrivate {
      styles.append("filled")
      attributes.append(("fillcolor", "\"#ececec\""))
    }
    if !styles.isEmpty {
      attributes.append(("style", DotWriter.quote(styles.joined(separator: ","))))
    }
    return attributes
  }
}

/// The legend cluster of the screen graph: the edge styles and node shapes the
/// diagram uses, and what it leaves out (system back).
///
/// It is kept to one rank, so it never widens the graph: Graphviz gives every node of
/// a rank the same place along the ranks, so a legend drawn as sample edges between
/// nodes took as many ranks as its rows were long and stretched across the diagram.
/// The edge styles are one table (a line drawn as a cell's bottom border in the edge's
/// style and colour, an arrowhead glyph, the kind), the screen kinds are sample nodes,
/// and none of them has an edge, so all sit in the first rank, one above another.
struct DotLegend {
  let graph: ScreenGraph

  var flow: Flow { graph.flow }

  func write(to dot: inout DotWriter) {
    var kinds = ScreenGraph.Kind.allCases.filter { kind in graph.edges.contains { $0.kind == kind }
    }
    if !graph.swipes.isEmpty, !kinds.contains(.page) { kinds.append(.page) }
    if !flow.tabBars.isEmpty, !kinds.contains(.tab) { kinds.append(.tab) }
    kinds.sort {
      ScreenGraph.Kind.allCases.firstIndex(of: $0)! < ScreenGraph.Kind.allCases.firstIndex(of: $1)!
    }
    dot.subgraph(
      "cluster:legend",
      [
        ("label", DotWriter.label(["Legend"])), ("style", "\"rounded\""), ("color", "\"#c0c0c0\""),
        ("fontsize", "10"),
      ]
    ) { dot in
      dot.defaults("node", [("fontsize", "9"), ("height", "0.25"), ("margin", "\"0.06,0.02\"")])
      dot.node(":legend:edges", [("shape", "plaintext"), ("label", table(kinds))])
      for (id, text, screen, presented) in shapes() {
        dot.node(
          ":legend:\(id)",
          [("label", DotWriter.label([text]))] + DotStyle.shape(of: screen, presented: presented))
      }
    }
  }

  /// The edge kinds as an HTML-like table: per kind, a short line in its style (the
  /// bottom border of a cell half a row high, so it runs through the middle of the
  /// row), its arrowhead as a glyph and its name; then the notes.
  func table(_ kinds: [ScreenGraph.Kind]) -> String {
    var rows: [String] = []
    for kind in kinds {
      let style = DotStyle.legendLine(kind)
      var line = #"<TD WIDTH="34" HEIGHT="6" FIXEDSIZE="TRUE" SIDES="B" BORDER="\#(style.width)""#
      line += #" COLOR="\#(style.color)""#
      if let dash = style.dash { line += #" STYLE="\#(dash)""# }
      line += "></TD>"
      rows.append(
        "<TR>" + line
          + #"<TD ROWSPAN="2"><FONT COLOR="\#(style.color)">\#(style.head)</FONT></TD>"#
          + #"<TD ROWSPAN="2" ALIGN="LEFT"> \#(DotWriter.html(legendText(kind)))</TD></TR>"#)
      rows.append(#"<TR><TD WIDTH="34" HEIGHT="6" FIXEDSIZE="TRUE"></TD></TR>"#)
    }
    let notes = notes().map(DotWriter.html).joined(separator: #"<BR ALIGN="LEFT"/>"#)
    rows.append(
      #"<TR><TD COLSPAN="3" ALIGN="LEFT" BALIGN="LEFT" CELLPADDING="3">"# + notes
        + #"<BR ALIGN="LEFT"/></TD></TR>"#)
    return #"<<TABLE BORDER="0" CELLBORDER="0" CELLSPACING="0" CELLPADDING="1">"#
      + rows.joined() + "</TABLE>>"
  }

  /// The legend's words for an edge kind (exhaustive, so a new kind of step asks for
  /// its words here).
  func legendText(_ kind: ScreenGraph.Kind) -> String {
    switch kind {
    case .present: "present (modal)"
    case .show: "show (push in a stack, else present)"
    case .reset: "reset (replaces everything)"
    case .stay: "stays on the screen (changes data)"
    case .page: "page (swipe or page action)"
    case .tab: "tab (from the tab bar)"
    case .push, .dismiss, .back, .popToRoot, .unwind: kind.rawValue
    }
  }

  /// Example nodes for the screen kinds the flow has.
  func shapes() -> [(String, String, Screen, Bool)] {
    func sample(_ kind: ScreenKind, isPrivate: Bool = false) -> Screen {
      Screen(
        id: ScreenID(0), name: "", title: "", kind: kind, isPrivate: isPrivate, isTerminal: false,
        isNoReturn: false, controls: [], home: .topLevel, range: flow.screens[0].range)
    }
    var result = [("screen", "screen", sample(.screen), false)]
    // Only plain screens get the double border (alerts and sheets have shapes).
    if flow.screens.indices.contains(where: {
      graph.presented[$0] && flow.screens[$0].kind == .screen
    }) {
      result.append(("presented", "presented modally", sample(.screen), true))
    }
    if flow.screens.contains(where: { $0.kind == .alert }) {
      result.append(("alert", "alert", sample(.alert), false))
    }
    if flow.screens.contains(where: { $0.kind == .sheet }) {
      result.append(("sheet", "action sheet", sample(.sheet), false))
    }
    if flow.screens.contains(where: \.isPrivate) {
      result.append(("private", "private (needs sign-in)", sample(.screen, isPrivate: true), false))
    }
    return result
  }

  /// What the diagram leaves out or draws in a special way.
  func notes() -> [String] {
    var notes = [
      "The back button is not drawn: it is on every",
      "  screen pushed onto a stack",
    ]
    if flow.navs.contains(where: \.hidesBar) || flow.screens.contains(where: \.hidesBar) {
      notes[1] += " whose navigation bar shows"
    }
    if graph.listsClosingButtons {
      notes += [
        "[OK] in an alert or action sheet: a button that",
        "  only closes it, back to the screen that presented it",
      ]
    }
    if !flow.tabBars.isEmpty {
      notes += [
        "The tab bar can select any tab while it shows;",
        "  selecting the selected one again pops it to its root",
      ]
    }
    if !graph.swipes.isEmpty {
      notes.append("Swipes between pages: drawn once, both ways")
    }
    if !graph.stayingEvents.isEmpty {
      notes += [
        "Events from outside the app start at the dashed",
        "  box, which lists those that change data only",
      ]
    } else if graph.edges.contains(where: { $0.source == .environment }) {
      notes.append("Events from outside the app start at the dashed box")
    }
    return notes
  }
}
