/// The picture kept the same way up when a screen is added.
///
/// Graphviz (dot 2.43) orders each column twice from scratch before refining the
/// better order: once from the graph's sources (the start point first) and once from
/// its sinks (nodes no edge leaves, such as an alert whose buttons only close it),
/// and keeps the second on a tie. The two orders are each other's mirror image, so
/// whichever converged within its four iterations decided which way up the picture
/// came out, and one added screen could turn it over (Favoured's signed-out and main
/// stacks traded places, 40 swapped pairs; Teller's signed-out stack and tab bar, 13;
/// `dot -v` shows the other pass winning). Two invisible additions make both orders
/// start the same way up:
/// - a sink (`:sink`), created right after the start point and reached from it and
///   from the first screen, so that the order built from the sinks starts where the
///   one built from the sources does, at the start;
/// - a point (`:anchor`) beside the start point, in its column (`rank=same`) and held
///   on one side of it by an edge inside the column (Graphviz keeps such edges in
///   their order in every pass), joined by an edge without weight to the first screen
///   of the largest container the flow does not start in (the first declared of
///   equals), which it draws to its side: the start at one end of the first column,
///   that container towards the other.
///
/// Measured by `DotStabilityTests` on the emitted DOT before it was written here: the
/// swapped pairs after one added event, control or screen went from 67 to 11 on its
/// 13 flows (no turned-over picture left), and from 6 to 4 on the 12 other test flows
/// that load. Either alone was not enough (the sink: 27, Teller still turned over; the
/// point: 29, Upload's and Teller's swaps unchanged). A heuristic, not a guarantee.
/// The point went to the last container at first: adding a stack at the end then
/// moved it, and Favoured turned over again (40 swapped pairs; 68 in all with one
/// stack added to each flow). Joined to the largest container instead, a container
/// added at the end moves it only when it is the largest: 34 in all, Favoured 2.
/// Joined to the first container the flow does not start in: 56; to the first screen
/// of every such container: 70; to both the largest and the last: 66 (Favoured's
/// added stack 35, YourChoice's none). The point is left out where the flow has no
/// container besides the one it starts in (a flow of one stack, Plicker): there it
/// drew the start point above its screen and the picture a fifth taller, holding
/// nothing.
extension DotScreenGraph {
  /// The invisible sink's ID.
  static let sinkNode = ":sink"
  /// The invisible point beside the start point.
  static let anchorNode = ":anchor"

  /// The invisible sink, written right after the start point so that Graphviz meets
  /// it first among the sinks.
  func writeSink(to dot: inout DotWriter) {
    dot.node(Self.sinkNode, Self.invisiblePoint)
  }

  /// The point beside the start point and the invisible edges that hold both, written
  /// last: the edges from the start point and from the first screen to the sink, and
  /// from the point to the first screen of the largest container the flow does not
  /// start in (none without one).
  func writeUpright(to dot: inout DotWriter) {
    let entryID = flow.entry(of: flow.start)
    let entry = flow.screens[entryID].name
    // Where the flow's one container is the one it starts in (Plicker's one stack), the
    // point would pull nothing the other way: it only tilted the start's edge.
    if let last = largestOtherContainersFirstScreen(besides: entryID) {
      dot.node(Self.anchorNode, Self.invisiblePoint)
      dot.subgraph(":upright", [("rank", "same")]) { dot in
        dot.node(":start")
        dot.node(Self.anchorNode)
      }
      dot.edge(":start", Self.anchorNode, [("style", "invis")])
      dot.edge(Self.anchorNode, flow.screens[last].name, [("style", "invis"), ("weight", "0")])
    }
    dot.edge(entry, Self.sinkNode, [("style", "invis")])
    dot.edge(":start", Self.sinkNode, [("style", "invis")])
  }

  /// The first screen drawn in the container (navigation stack, pages or tab bar)
  /// that draws the most screens among those that do not draw `entry`, the first
  /// declared of equals; nil when there is none.
  func largestOtherContainersFirstScreen(besides entry: ScreenID) -> ScreenID? {
    var largest: (first: ScreenID, count: Int)?
    for place in graph.places() {
      if case .screen = place { continue }
      let screens = graph.screens(drawnIn: place)
      guard let first = screens.first, !screens.contains(entry) else { continue }
      if screens.count > largest?.count ?? 0 { largest = (first, screens.count) }
    }
    return largest?.first
  }

  /// An invisible point that takes no room.
  static let invisiblePoint: [DotWriter.Attribute] = [
    ("style", "invis"), ("shape", "point"), ("width", "0"), ("height", "0"), ("label", "\"\""),
  ]
}
