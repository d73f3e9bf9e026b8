/// The screen graph as Graphviz DOT (`flowsim dot`): containers as clusters, one
/// edge style per transition kind, what the user does on each edge (with guards and
/// `set` actions too at `.full` detail), and a legend.
///
/// Node IDs are screen names (unique in a flow); the few extra nodes have IDs with a
/// colon (`:start`, `:environment`, `:legend:edges`, a cluster's title
/// `:title:nav:Main`, the invisible `:sink` and `:anchor` that keep the picture the
/// same way up, `DotScreenGraph+Upright`), which no flow name can contain.
/// Environment events that move between screens are edges from the `:environment`
/// node; events that only set variables are listed inside it.
public struct DotScreenGraph: Sendable {
  public let graph: ScreenGraph
  /// How much edge labels say: `.summary` (the default) or `.full` (`--detail`).
  public let detail: ScreenGraph.Detail
  /// What a picture of a change adds (`DotDiffGraph`); nothing by default.
  var marks = DotMarks()

  public init(graph: ScreenGraph, detail: ScreenGraph.Detail = .summary) {
    self.graph = graph
    self.detail = detail
  }

  var flow: Flow { graph.flow }

  public func render() -> String {
    DotWriter.digraph(flow.name) { dot in
      var title = [flow.name]
      if !graph.isComplete {
        title.append("(exploration incomplete: some back and dismiss targets may be missing)")
      }
      dot.defaults(
        "graph",
        [
          ("rankdir", "LR"), ("fontname", "\"Helvetica\""), ("fontsize", "14"),
          ("labelloc", "t"), ("label", DotWriter.label(title)), ("nodesep", "0.3"),
          ("ranksep", "0.6"),
        ])
      dot.defaults("node", [("fontname", "\"Helvetica\""), ("fontsize", "11")])
      dot.defaults("edge", [("fontname", "\"Helvetica\""), ("fontsize", "9")])
      dot.node(":start", [("shape", "point"), ("width", "0.15")])
      writeSink(to: &dot)
      for place in graph.places() { write(place, to: &dot) }
      writeSpecialNodes(to: &dot)
      dot.edge(":start", flow.screens[flow.entry(of: flow.start)].name)
      for (index, edge) in graph.edges.enumerated() {
        write(edge, to: &dot, marks: marks.edges[index] ?? [])
      }
      for bar in flow.tabBars.ids {
        for index in flow.tabBars[bar].tabs.indices {
          let root = flow.tabRoot(bar, index)
          dot.edge(
            tabBarID(bar), port: "t\(index)", flow.screens[root].name, DotStyle.attributes(.tab))
        }
      }
      writeTabOrderEdges(to: &dot)
      for swipe in graph.swipes {
        dot.edge(
          flow.screens[swipe.from].name, flow.screens[swipe.to].name,
          DotStyle.attributes(.page) + [
            ("dir", "both"), ("arrowtail", "empty"), ("label", DotWriter.label(["swipe"])),
          ])
      }
      for ghost in marks.ghostNodes { dot.node(ghost.id, ghost.attributes) }
      for ghost in marks.ghostEdges { dot.edge(ghost.from, ghost.to, ghost.attributes) }
      DotLegend(graph: graph).write(to: &dot)
      if let legend = marks.legend {
        dot.subgraph(
          "cluster:legend:change",
          [("label", "\"\""), ("style", "\"rounded\""), ("color", "\"#c0c0c0\"")]
        ) { $0.node(":legend:change", [("shape", "plaintext"), ("label", legend)]) }
      }
      writeUpright(to: &dot)
    }
  }

  // MARK: - Nodes and clusters

  /// A top-level screen's node, or a container's cluster with its screens' nodes,
  /// titled in plain words (`Signed-out stack`, `Files tab`); at `.full` detail the
  /// declaration follows on a second line (`nav SignedOut`).
  ///
  /// A title is a node of its cluster (`titleNode`), not the cluster's `label`:
  /// Graphviz keeps a band above a cluster's screens for its label but lets the label
  /// of an edge that enters or leaves the cluster sit in it (Dropbox drew `set
  /// signedIn = true` over `Home tab bar (needs sign-in)`), while it never draws an
  /// edge label over a node. `DotLayoutTests` measures it on Graphviz's layout.
  func write(_ place: Place, to dot: inout DotWriter) {
    let box: [DotWriter.Attribute] = [
      ("style", "\"rounded\""), ("color", "\"#9a9a9a\""), ("label", "\"\""),
    ]
    switch place {
    case .screen(let screen):
      writeNode(screen, to: &dot)
    case .nav(let id):
      let cluster = "nav:\(flow.navs[id].name)"
      dot.subgraph("cluster:" + cluster, box) {
        writeTitle(cluster, graph.title(of: place), graph.declaration(of: place), to: &$0)
        for screen in graph.screens(in: id) { writeNode(screen, to: &$0) }
      }
    case .pages(let id):
      let set = flow.pageSets[id]
      let cluster = "pages:\(set.name)"
      dot.subgraph("cluster:" + cluster, box) {
        writeTitle(cluster, graph.title(of: place), graph.declaration(of: place), to: &$0)
        for screen in set.pages { writeNode(screen, to: &$0) }
      }
    case .tabs(let id):
      let bar = flow.tabBars[id]
      let cluster = "tabs:\(bar.name)"
      dot.subgraph("cluster:" + cluster, box) { dot in
        writeTitle(cluster, graph.title(of: place), graph.declaration(of: place), to: &dot)
        writeTabBar(id, to: &dot)
        writeTabOrder(id, to: &dot)
        for index in bar.tabs.indices {
          let tab = "tab:\(bar.name):\(index)"
          dot.subgraph(
            "cluster:" + tab,
            [("style", "\"rounded,dashed\""), ("color", "\"#b0b0b0\""), ("label", "\"\"")]
          ) {
            writeTitle(
              tab, graph.title(ofTab: index, in: id), graph.declaration(ofTab: index, in: id),
              extra: tabTitleGroup(id, index), to: &$0)
            for screen in graph.screens(inTab: index, of: id) { writeNode(screen, to: &$0) }
          }
        }
      }
    }
  }

  /// A cluster's title as a node in the cluster's first rank (`rank=min`, which in a
  /// cluster means the cluster's own first column), flush left, in the size Graphviz
  /// gives cluster labels; its ID is `:title:` and the cluster's name
  /// (`:title:nav:SignedOut`). The cluster itself has an empty label, so it does not
  /// take the graph's. `extra` adds attributes (a tab's title its `group`).
  func writeTitle(
    _ cluster: String, _ title: String?, _ declaration: String?,
    extra: [DotWriter.Attribute] = [], to dot: inout DotWriter
  ) {
    dot.subgraph(":rank:" + cluster, [("rank", "min")]) {
      $0.node(
        titleNode(cluster),
        [
          ("shape", "plaintext"), ("fontsize", "14"), ("margin", "0"),
          ("label", clusterLabel(title, declaration)),
        ] + extra)
    }
  }

  /// The ID of the title node of the cluster named `cluster` (without `cluster:`).
  func titleNode(_ cluster: String) -> String { ":title:" + cluster }

  /// The tab bar itself: a node listing the tabs, one cell each, from which a grey
  /// edge leads to the screen each tab shows first (the way into a tab that nothing
  /// else leads to).
  func writeTabBar(_ id: TabBarID, to dot: inout DotWriter) {
    var rows = [##"<TR><TD BGCOLOR="#f0f0f0"><FONT POINT-SIZE="9">tab bar</FONT></TD></TR>"##]
    for (index, tab) in flow.tabBars[id].tabs.enumerated() {
      rows.append(#"<TR><TD PORT="t\#(index)">\#(DotWriter.html(tab.label))</TD></TR>"#)
    }
    dot.node(
      tabBarID(id),
      [
        ("shape", "plaintext"), ("fontsize", "10"),
        (
          "label",
          ##"<<TABLE BORDER="0" CELLBORDER="1" CELLSPACING="0" CELLPADDING="3" COLOR="#808080">"##
            + rows.joined() + "</TABLE>>"
        ),
      ])
  }

  /// The tab bar node's ID: `:tabs:` and the bar's name.
  func tabBarID(_ id: TabBarID) -> String { ":tabs:\(flow.tabBars[id].name)" }

  /// A cluster's title, with the declaration under it at `.full` detail, flush left.
  func clusterLabel(_ title: String?, _ declaration: String?) -> String {
    var lines = [title ?? ""]
    if detail == .full, let declaration { lines.append(declaration) }
    return DotWriter.label(lines, justify: .left)
  }

  func writeNode(_ id: ScreenID, to dot: inout DotWriter) {
    let screen = flow.screens[id]
    var lines = [screen.name]
    if screen.title != screen.name { lines.append("\"\(screen.title)\"") }
    if let buttons = graph.closingButtonsText(of: id) { lines.append(buttons) }
    var attributes: [DotWriter.Attribute] = [("label", DotWriter.label(lines))]
    attributes += DotStyle.shape(of: screen, presented: graph.presented[id.index])
    attributes += tabOrderGroup(of: id)
    dot.node(screen.name, DotMarks.merged(attributes, marks.screens[screen.name] ?? []))
  }

  func writeSpecialNodes(to dot: inout DotWriter) {
    let navigatingEvents = graph.edges.contains { $0.source == .environment }
    if navigatingEvents || !graph.stayingEvents.isEmpty {
      var lines = ["events from outside the app"]
      if !graph.stayingEvents.isEmpty {
        lines += ["change data only:"] + graph.labelLines(of: graph.stayingEvents, detail: detail)
      }
      dot.node(
        ":environment",
        [
          ("shape", "box"), ("style", "\"dashed\""), ("color", "\"#707070\""),
          ("label", DotWriter.label(lines, justify: .left)),
        ])
    }
    if graph.edges.contains(where: { $0.target == .unresolved }) {
      dot.node(
        ":unresolved",
        [
          ("shape", "plaintext"), ("fontcolor", "\"#707070\""),
          ("label", DotWriter.label(["(never taken: depends on the history)"])),
        ])
    }
  }

  // MARK: - Edges

  /// What an edge from `:environment` adds: it does not decide columns.
  static let outsideTheColumns: [DotWriter.Attribute] = [("constraint", "false")]

  func id(_ endpoint: ScreenGraph.Endpoint) -> String {
    switch endpoint {
    case .screen(let screen): flow.screens[screen].name
    case .environment: ":environment"
    case .unresolved: ":unresolved"
    }
  }

  /// An edge from the `:environment` node does not constrain the columns
  /// (`constraint=false`): an event comes from outside the app, at any time, and says
  /// nothing about which screen comes before which. Letting it rank the screens moved
  /// whole containers when one event was added (ThreeTabs' clusters turned over);
  /// `DotStabilityTests` measures it.
  func write(
    _ edge: ScreenGraph.Edge, to dot: inout DotWriter, marks: [DotWriter.Attribute] = []
  ) {
    var attributes = DotStyle.attributes(edge.kind)
    if edge.source == .environment || goesBackAcrossTabs(edge) {
      attributes += Self.outsideTheColumns
    }
    attributes.append(
      ("label", DotWriter.label(graph.labelLines(of: edge, detail: detail), justify: .left)))
    dot.edge(id(edge.source), id(edge.target), DotMarks.merged(attributes, marks))
  }
}
