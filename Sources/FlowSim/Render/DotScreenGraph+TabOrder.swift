/// A tab bar's tabs drawn in declaration order, top to bottom (or left to right).
///
/// Graphviz orders the clusters of a column afresh from the edges (crossing
/// minimisation), and the tab bar's grey edges to each tab do not hold the tabs in
/// place: a bank with tabs Accounts, Transfers and Profile was drawn Profile first
/// (`Flows/Stability/bank.flow`). Three things hold them, measured by
/// `DotTabOrderTests` on Graphviz's layout:
/// - in the tab bar's column, one invisible point a tab, chained in that column
///   (flat edges inside one cluster, which Graphviz keeps in their order);
/// - an invisible edge from each point to the screen its tab shows first, the two in
///   one `group`: Graphviz makes crossing an edge between two nodes of one group cost
///   a thousand ordinary crossings, so crossing minimisation keeps these edges apart,
///   and any other order of the tabs would cross them. The edge has no weight, since
///   a group's edge also pulls its ends level (a hundredfold weight), which made
///   ThreeTabs taller and more tangled. Without the group, Graphviz settled with the
///   edges crossed on four flows (Shop, Mail, Teller, Studio). The edge went to the
///   tab's title before; the title, pulled level with the point, then sat under the
///   tab's first screen in 21 of the 23 flows with tabs (`DotLayoutTests` measures
///   it now). Where that screen is drawn in another tab (a stack two tab bars hold,
///   `sharedstack.flow`), the edge still goes to the title;
/// - an edge from a screen of a later tab to a screen of an earlier tab of the same
///   tab bar does not decide columns (`constraint=false`): it pushed the earlier tab
///   to the right of the later one (`login.flow`'s Polls tab right of Settings).
///
/// A penalty, not a guarantee, but it holds on every flow measured. Tried and not
/// kept: the tab titles in one `rank=same` subgraph (with `newrank=true`), chained by
/// flat edges. Graphviz 2.43 drops a flat edge between two clusters when it orders a
/// column (clusters are ordered as wholes, by their edges to other ranks), so the
/// chain changed nothing, in either direction; and `newrank` made dot fail on five
/// of the seven flows with tabs ("triangulation failed"), or without the points
/// draw them wider with more tabs out of order.
extension DotScreenGraph {
  /// The ID of the invisible point that holds tab `index` of tab bar `bar` in place:
  /// `:order:` and the bar's name and the tab's index (`:order:Home:0`).
  func tabOrderNode(_ bar: TabBarID, _ index: Int) -> String {
    ":order:\(flow.tabBars[bar].name):\(index)"
  }

  /// The `group` that a tab's point and the node it holds share: the tab cluster's
  /// name (`tab:Home:0`).
  func tabOrderGroup(_ bar: TabBarID, _ index: Int) -> [DotWriter.Attribute] {
    [("group", DotWriter.quote("tab:\(flow.tabBars[bar].name):\(index)"))]
  }

  /// The screen that holds tab `index` of tab bar `bar` in place: the screen the tab
  /// shows first, when it is drawn in that tab's own cluster; nil when it is drawn
  /// elsewhere (a stack held by two tab bars), where the tab's title holds it.
  func tabOrderScreen(_ bar: TabBarID, _ index: Int) -> ScreenID? {
    let root = flow.tabRoot(bar, index)
    return flow.screens[root].home == .tab(bar, index: index) ? root : nil
  }

  /// The `group` a screen's node joins: its tab's, when it is the screen that holds
  /// its tab in place.
  func tabOrderGroup(of screen: ScreenID) -> [DotWriter.Attribute] {
    guard case .tab(let bar, let index) = flow.screens[screen].home,
      tabOrderScreen(bar, index) == screen
    else { return [] }
    return tabOrderGroup(bar, index)
  }

  /// The `group` a tab's title joins: its tab's, when no screen of the tab holds it.
  func tabTitleGroup(_ bar: TabBarID, _ index: Int) -> [DotWriter.Attribute] {
    tabOrderScreen(bar, index) == nil ? tabOrderGroup(bar, index) : []
  }

  /// The invisible points of a tab bar's tabs, in the tab bar node's column, chained
  /// from the last tab to the first: a picture drawn left to right lists a column's
  /// order from the bottom up, so the first tab's point is the topmost.
  func writeTabOrder(_ bar: TabBarID, to dot: inout DotWriter) {
    let tabs = flow.tabBars[bar].tabs.indices
    dot.subgraph(":order:tabs:\(flow.tabBars[bar].name)", [("rank", "same")]) { dot in
      dot.node(tabBarID(bar))
      for index in tabs {
        dot.node(
          tabOrderNode(bar, index),
          [
            ("style", "invis"), ("shape", "point"), ("width", "0"), ("height", "0"),
            ("label", "\"\""),
          ] + tabOrderGroup(bar, index))
      }
      for index in tabs.dropFirst().reversed() {
        dot.edge(tabOrderNode(bar, index), tabOrderNode(bar, index - 1), [("style", "invis")])
      }
    }
  }

  /// The invisible edges from each tab's point to the node that holds the tab (its
  /// first screen, or else its title), without weight.
  func writeTabOrderEdges(to dot: inout DotWriter) {
    for bar in flow.tabBars.ids {
      for index in flow.tabBars[bar].tabs.indices {
        let holder =
          tabOrderScreen(bar, index).map { flow.screens[$0].name }
          ?? titleNode("tab:\(flow.tabBars[bar].name):\(index)")
        dot.edge(tabOrderNode(bar, index), holder, [("style", "invis"), ("weight", "0")])
      }
    }
  }

  /// Whether `edge` leads from a screen of a later tab to a screen of an earlier tab
  /// of the same tab bar, which must not push the earlier tab to the right.
  func goesBackAcrossTabs(_ edge: ScreenGraph.Edge) -> Bool {
    guard case .screen(let source) = edge.source, case .screen(let target) = edge.target,
      case .tab(let fromBar, let from) = flow.screens[source].home,
      case .tab(let toBar, let to) = flow.screens[target].home
    else { return false }
    return fromBar == toBar && to < from
  }
}
