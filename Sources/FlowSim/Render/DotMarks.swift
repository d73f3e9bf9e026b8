/// What a picture of a change adds to the screen graph (`DotDiffGraph`): attributes
/// that replace or join some screens' and edges' own (`merged`), nodes
/// and edges that are no longer in the flow, drawn as ghosts, and a legend for them.
struct DotMarks: Sendable {
  /// Extra attributes by screen name.
  var screens: [String: [DotWriter.Attribute]] = [:]
  /// Extra attributes by the edge's index in `ScreenGraph.edges`.
  var edges: [Int: [DotWriter.Attribute]] = [:]
  /// Nodes drawn after the flow's own, at the top level.
  var ghostNodes: [(id: String, attributes: [DotWriter.Attribute])] = []
  /// Edges drawn after the flow's own.
  var ghostEdges: [(from: String, to: String, attributes: [DotWriter.Attribute])] = []
  /// An HTML-like label for a second legend, beside the first.
  var legend: String?

  /// `attributes` with each of `marks` in place of the attribute of the same name, or
  /// added at the end.
  static func merged(_ attributes: [DotWriter.Attribute], _ marks: [DotWriter.Attribute])
    -> [DotWriter.Attribute]
  {
    guard !marks.isEmpty else { return attributes }
    var result = attributes.map { attribute in
      marks.first { $0.name == attribute.name } ?? attribute
    }
    result += marks.filter { mark in !attributes.contains { $0.name == mark.name } }
    return result
  }
}
