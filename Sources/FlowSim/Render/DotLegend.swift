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
    case .dismiss: [("style", "dotted"), ("color", modal)]
    case .back: [("style", "dotted"), ("color", ink)]
    case .popToRoot: [("style", "dotted"), ("color", ink), ("arrowhead", "normalnormal")]
    case .unwind: [("style", "dashed"), ("color", "\"#8a3ab9\""), ("arrowhead", "vee")]
    case .reset: [("style", "bold"), ("color", "\"#b03030\"")]
    case .tab, .page: [("style", "solid"), ("color", system), ("arrowhead", "empty")]
    case .stay: [("style", "solid"), ("color", system), ("arrowhead", "odot")]
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
/// diagram uses, and what it leaves out (system back, tab switches).
struct DotLegend {
  let graph: ScreenGraph

  var flow: Flow { graph.flow }

  func write(to dot: inout DotWriter) {
    var kinds = ScreenGraph.Kind.allCases.filter { kind in graph.edges.contains { $0.kind == kind }
    }
    if !graph.swipes.isEmpty, !kinds.contains(.page) { kinds.append(.page) }
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
      // Rows of three edge kinds, then a row of node shapes, chained by invisible
      // edges so the legend stays a compact block.
      for (index, kind) in kinds.enumerated() {
        let id = ":legend:\(kind.rawValue)"
        dot.node(id, [("shape", "plaintext"), ("label", DotWriter.label([legendText(kind)]))])
        dot.node(id + ":to", [("shape", "point"), ("width", "0.05")])
        dot.edge(id, id + ":to", DotStyle.attributes(kind))
        if index % 3 != 0 { dot.edge(":legend:\(kinds[index - 1].rawValue):to", id, invisible) }
      }
      let examples = shapes()
      for (index, (id, text, screen, presented)) in examples.enumerated() {
        dot.node(
          ":legend:\(id)",
          [("label", DotWriter.label([text]))] + DotStyle.shape(of: screen, presented: presented))
        if index > 0 { dot.edge(":legend:\(examples[index - 1].0)", ":legend:\(id)", invisible) }
      }
      dot.node(
        ":legend:notes",
        [("shape", "plaintext"), ("label", DotWriter.label(notes(), justify: .left))])
    }
  }

  let invisible: [DotWriter.Attribute] = [("style", "invis")]

  func legendText(_ kind: ScreenGraph.Kind) -> String {
    switch kind {
    case .stay: "stays (only sets variables)"
    case .page: "page (swipe or page action)"
    case .tab: "tab (selects a tab)"
    default: kind.rawValue
    }
  }

  /// Example nodes for the screen kinds the flow has.
  func shapes() -> [(String, String, Screen, Bool)] {
    func sample(_ kind: ScreenKind, isPrivate: Bool = false) -> Screen {
      Screen(
        id: 0, name: "", title: "", kind: kind, isPrivate: isPrivate, isTerminal: false,
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
      "back (the navigation bar's back button) is not drawn:",
      "  it exists wherever a stack holds more than one screen",
    ]
    if !flow.tabBars.isEmpty {
      notes += [
        "switching tabs is not drawn: any tab can be selected",
        "  while the tab bar shows (re-selecting one pops to its root)",
      ]
    }
    if !graph.swipes.isEmpty {
      notes.append("swipes between neighbouring pages: drawn once, both ways")
    }
    if graph.edges.contains(where: { $0.source == .environment }) || !graph.stayingEvents.isEmpty {
      notes += [
        "events come from the environment node;",
        "  those that only set variables are listed in it",
      ]
    }
    return notes
  }
}
