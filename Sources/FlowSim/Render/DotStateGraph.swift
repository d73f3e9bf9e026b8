/// The explored configuration graph as Graphviz DOT (`flowsim dot --states`): one
/// node per configuration, labelled with its breadcrumb and variables, one edge per
/// source, target and kind, labelled with the transitions taken.
///
/// Only for flows small enough to read: past `maximumConfigurations` it refuses.
/// Node IDs are `c0`, `c1`, … in breadth-first discovery order (c0 is the start).
public struct DotStateGraph: Sendable {
  /// The most configurations drawn by default; a bigger graph is hard to read.
  public static let maximumConfigurations = 150

  public let space: StateSpace
  /// The most configurations this graph draws (`flowsim dot --states --draw-limit N`).
  public let limit: Int

  public init(space: StateSpace, limit: Int = DotStateGraph.maximumConfigurations) {
    self.space = space
    self.limit = limit
  }

  /// Why the graph was not drawn.
  public struct TooLarge: Error, Sendable {
    /// Configurations found (exploration may have stopped early).
    public var count: Int
    public var isComplete: Bool
    /// The most configurations the graph would have drawn.
    public var limit: Int = DotStateGraph.maximumConfigurations

    public var message: String {
      if !isComplete, count <= limit {
        return
          "exploring stopped at --max-states after \(Counting.grouped(count)) configurations, before the state graph was complete; raise --max-states to draw it"
      }
      let found =
        isComplete ? "\(Counting.grouped(count))" : "at least \(Counting.grouped(count))"
      return
        "the state graph has \(found) configurations, too many to read (at most \(Counting.grouped(limit)); '--draw-limit N' draws more); draw the screens with 'flowsim dot FILE' (without --states)"
    }
  }

  public func render() -> Result<String, TooLarge> {
    guard space.isComplete, space.count <= limit else {
      return .failure(TooLarge(count: space.count, isComplete: space.isComplete, limit: limit))
    }
    let flow = space.flow
    let explored = space.described()
    let crumbs = Breadcrumb(flow: flow)
    let text = DotWriter.digraph("\(flow.name) states") { dot in
      dot.defaults(
        "graph",
        [
          ("rankdir", "LR"), ("fontname", "\"Helvetica\""), ("fontsize", "14"), ("labelloc", "t"),
          (
            "label",
            DotWriter.label([
              "\(flow.name): \(Counting.count(space.count, "configuration"))",
              Self.key(flow),
            ])
          ),
        ])
      dot.defaults("node", [("fontname", "\"Helvetica\""), ("fontsize", "10")])
      dot.defaults("edge", [("fontname", "\"Helvetica\""), ("fontsize", "9")])
      dot.node(":start", [("shape", "point"), ("width", "0.15")])
      for index in 0..<space.count {
        let view = explored.views[index]
        var lines = [crumbs.describe(view)]
        if !flow.variables.isEmpty {
          lines.append(
            flow.variables.map { "\($0.name) = \($0.domain.describe(view.values[$0.id.index]))" }
              .joined(separator: ", "))
        }
        let screen = flow.screens[view.visible]
        dot.node(
          "c\(index)",
          [("label", DotWriter.label(lines))] + DotStyle.shape(of: screen, presented: false))
      }
      dot.edge(":start", "c0")
      for index in 0..<space.count { writeEdges(from: index, to: &dot) }
    }
    return .success(text)
  }

  /// How to read a node, for the notation this flow's nodes use.
  static func key(_ flow: Flow) -> String {
    var parts = ["each node is one configuration: a stack reads root › top"]
    if !flow.tabBars.isEmpty { parts.append("* marks the selected tab") }
    if flow.screens.contains(where: { $0.kind != .screen })
      || flow.transitions.contains(where: { transition in
        transition.actions.contains { $0.kind.mayPresent != nil }
      })
    {
      parts.append("+ a modal over it")
    }
    if flow.screens.contains(where: \.isPrivate) { parts.append("grey: a private screen") }
    return parts.joined(separator: ", ")
  }

  private struct Key: Hashable {
    var target: Int
    var kind: ScreenGraph.Kind
  }

  private func writeEdges(from index: Int, to dot: inout DotWriter) {
    let flow = space.flow
    var order: [Key] = []
    var labels: [Key: [String]] = [:]
    for (target, transition) in space.successors(of: index) {
      let key = Key(
        target: target, kind: ScreenGraph.Kind(rawValue: flow.kind(of: transition)) ?? .stay)
      if labels[key] == nil { order.append(key) }
      labels[key, default: []].append(flow.label(of: transition))
    }
    for key in order {
      dot.edge(
        "c\(index)", "c\(key.target)",
        DotStyle.attributes(key.kind) + [
          ("label", DotWriter.label(labels[key] ?? [], justify: .left))
        ])
    }
  }
}
