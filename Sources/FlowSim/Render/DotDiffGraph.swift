/// A change to a flow as a picture (`flowsim diff OLD NEW --dot`): the new flow's
/// screen graph, drawn as `flowsim dot` draws it, with what the change added in bold
/// green, what it changed in bold orange, and what it removed drawn where it was, as
/// grey dashed ghosts, plus a legend saying so.
///
/// Screens are compared by name and transitions by `FlowDiff`'s key (screen, control,
/// outcome). A ghost edge is an edge of the old picture (source, target and kind by
/// name) that the new one lacks: a removed control, or the way a changed one used to
/// go; its ends are the new picture's screens or removed screens' ghosts.
public struct DotDiffGraph: Sendable {
  public let diff: FlowDiff
  public let old: ScreenGraph
  public let new: ScreenGraph
  public let detail: ScreenGraph.Detail

  static let added = "\"#1a8f3a\""
  static let changed = "\"#d9822b\""
  static let removed = "\"#a0a0a0\""

  public init(
    diff: FlowDiff, old: ScreenGraph, new: ScreenGraph, detail: ScreenGraph.Detail = .summary
  ) {
    self.diff = diff
    self.old = old
    self.new = new
    self.detail = detail
  }

  public func render() -> String {
    var picture = DotScreenGraph(graph: new, detail: detail)
    picture.marks = marks()
    return picture.render()
  }

  func marks() -> DotMarks {
    var marks = DotMarks()
    let bold: (String) -> [DotWriter.Attribute] = {
      [("color", $0), ("fontcolor", $0), ("penwidth", "2.5")]
    }
    for name in diff.addedScreens { marks.screens[name] = bold(Self.added) }
    let addedKeys = Set(diff.addedTransitions.map(\.key))
    let changedKeys = Set(diff.changedTransitions.map(\.key))
    var used: Set<String> = []
    for (index, edge) in new.edges.enumerated() {
      let keys = edge.transitions.map { Self.key(of: $0, in: new.flow) }
      if keys.contains(where: addedKeys.contains) {
        marks.edges[index] = bold(Self.added)
        used.insert("added")
      } else if keys.contains(where: changedKeys.contains) {
        marks.edges[index] = bold(Self.changed)
        used.insert("changed")
      }
    }
    if !diff.addedScreens.isEmpty { used.insert("added") }
    let ghost: [DotWriter.Attribute] = [
      ("color", Self.removed), ("fontcolor", Self.removed), ("style", "dashed"),
    ]
    for name in diff.removedScreens {
      marks.ghostNodes.append(
        (name, [("label", DotWriter.label([name])), ("shape", "box")] + ghost))
      used.insert("removed")
    }
    let drawn = Set(
      new.edges.map {
        name(of: $0.source, in: new) + " " + name(of: $0.target, in: new) + " " + $0.kind.rawValue
      })
    var ends = Set(new.flow.screens.map(\.name)).union(diff.removedScreens)
    if new.edges.contains(where: { $0.source == .environment }) || !new.stayingEvents.isEmpty {
      ends.insert(":environment")
    }
    for edge in old.edges {
      let (from, to) = (name(of: edge.source, in: old), name(of: edge.target, in: old))
      guard !drawn.contains(from + " " + to + " " + edge.kind.rawValue), ends.contains(from),
        ends.contains(to)
      else { continue }
      let lines = old.labelLines(of: edge, detail: detail)
      let outside = from == ":environment" ? DotScreenGraph.outsideTheColumns : []
      marks.ghostEdges.append(
        (from, to, outside + [("label", DotWriter.label(lines, justify: .left))] + ghost))
      used.insert("removed")
    }
    marks.legend = legend(used)
    return marks
  }

  /// An endpoint's node ID (`:unresolved` never matches a drawn end).
  func name(of endpoint: ScreenGraph.Endpoint, in graph: ScreenGraph) -> String {
    switch endpoint {
    case .screen(let screen): graph.flow.screens[screen].name
    case .environment: ":environment"
    case .unresolved: ":unresolved"
    }
  }

  /// A transition's key, as `FlowDiff` compares it.
  static func key(of transition: TransitionID, in flow: Flow) -> FlowDiff.TransitionKey {
    guard case .control(let id, let outcome) = flow.transitions[transition].kind else {
      return FlowDiff.TransitionKey(screen: "", control: "", outcome: nil)
    }
    let control = flow.controls[id]
    let owner: String
    switch control.owner {
    case .screen(let screen): owner = flow.screens[screen].name
    case .event: owner = "event"
    }
    return FlowDiff.TransitionKey(screen: owner, control: control.displayName, outcome: outcome)
  }

  /// The legend of the marks used: a line in each mark's style and what it means.
  func legend(_ used: Set<String>) -> String {
    var rows = [#"<TR><TD COLSPAN="2" ALIGN="LEFT"><B>Changes</B></TD></TR>"#]
    let kinds = [
      ("added", "#1a8f3a", "", "added"),
      ("changed", "#d9822b", "", "changed (where it goes now)"),
      ("removed", "#a0a0a0", #" STYLE="dashed""#, "removed (where it was)"),
    ]
    for (kind, color, dash, text) in kinds where used.contains(kind) {
      rows.append(
        #"<TR><TD WIDTH="34" HEIGHT="6" FIXEDSIZE="TRUE" SIDES="B" BORDER="2" COLOR="\#(color)"\#(dash)></TD>"#
          + #"<TD ALIGN="LEFT"><FONT COLOR="\#(color)">\#(text)</FONT></TD></TR>"#)
    }
    if used.isEmpty {
      rows.append(#"<TR><TD COLSPAN="2" ALIGN="LEFT">no screen or control changed</TD></TR>"#)
    }
    return #"<<TABLE BORDER="0" CELLBORDER="0" CELLSPACING="2" CELLPADDING="1">"#
      + rows.joined() + "</TABLE>>"
  }
}
