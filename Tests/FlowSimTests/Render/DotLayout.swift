import Foundation
import Testing

@testable import FlowSim

/// Graphviz's own layout of a DOT text (`dot -Tjson`): where each cluster title and
/// edge label line is drawn, and where each cluster and node is, in points. A
/// cluster's title is its label, or the text of its title node (`:title:nav:Main`,
/// which `DotScreenGraph` draws in place of a label).
struct DotLayout {
  /// A rectangle, `y` upwards as Graphviz has it.
  struct Box: Equatable {
    var x0, y0, x1, y1: Double

    func overlaps(_ other: Box) -> Bool {
      x0 < other.x1 && other.x0 < x1 && y0 < other.y1 && other.y0 < y1
    }
  }

  /// One line of text as drawn: whose it is (`cluster NAME`, `edge A -> B`) and its box.
  struct Text {
    var owner: String
    var text: String
    var box: Box
  }

  var clusterTitles: [Text] = []
  var edgeLabels: [Text] = []
  /// Each cluster's box, by name.
  var clusters: [String: Box] = [:]
  /// Each node's centre, by name.
  var nodes: [String: (x: Double, y: Double)] = [:]
  /// The names of each cluster's nodes (its nested clusters' included), by cluster name.
  var clusterNodes: [String: [String]] = [:]

  /// Lays out `source` with `dot -Tjson`.
  init(_ source: String) throws {
    let json = try Graphviz.render(source, format: "json", dot: try #require(GraphvizDot.path))
      .get()
    #expect(json.warnings == "", "dot said: \(json.warnings)")
    let root = try #require(try JSONSerialization.jsonObject(with: json.data) as? [String: Any])
    let objects = root["objects"] as? [[String: Any]] ?? []
    for object in objects {
      let name = object["name"] as? String ?? ""
      if let bb = object["bb"] as? String, name.hasPrefix("cluster") {
        let v = bb.split(separator: ",").compactMap { Double($0) }
        if v.count == 4 { clusters[name] = Box(x0: v[0], y0: v[1], x1: v[2], y1: v[3]) }
        clusterNodes[name] = (object["nodes"] as? [Int] ?? []).compactMap {
          objects.indices.contains($0) ? objects[$0]["name"] as? String : nil
        }
        clusterTitles += Self.texts("cluster \(name)", object["_ldraw_"])
      } else if let pos = object["pos"] as? String {
        let v = pos.split(separator: ",").compactMap { Double($0) }
        if v.count == 2 { nodes[name] = (v[0], v[1]) }
        if name.hasPrefix(":title:") {
          clusterTitles += Self.texts("cluster cluster:\(name.dropFirst(7))", object["_ldraw_"])
        }
      }
    }
    for edge in root["edges"] as? [[String: Any]] ?? [] {
      let tail = (edge["tail"] as? Int).map { objects[$0]["name"] as? String ?? "" } ?? "?"
      let head = (edge["head"] as? Int).map { objects[$0]["name"] as? String ?? "" } ?? "?"
      edgeLabels += Self.texts("edge \(tail) -> \(head)", edge["_ldraw_"])
    }
  }

  /// The text lines of an xdot drawing list: `F` sets the font size, `T` draws a line
  /// at a baseline point, aligned left, centre or right, `width` wide. A line's box
  /// goes from a quarter of the size below the baseline to 0.8 of it above.
  static func texts(_ owner: String, _ operations: Any?) -> [Text] {
    var size = 14.0
    var texts: [Text] = []
    for operation in operations as? [[String: Any]] ?? [] {
      switch operation["op"] as? String {
      case "F": size = operation["size"] as? Double ?? size
      case "T":
        guard let point = operation["pt"] as? [Double], point.count == 2,
          let width = operation["width"] as? Double
        else { continue }
        let align = operation["align"] as? String ?? "c"
        let x0 = align == "l" ? point[0] : (align == "r" ? point[0] - width : point[0] - width / 2)
        texts.append(
          Text(
            owner: owner, text: operation["text"] as? String ?? "",
            box: Box(x0: x0, y0: point[1] - size / 4, x1: x0 + width, y1: point[1] + size * 0.8)))
      default: continue
      }
    }
    return texts
  }

  /// Every cluster whose title node is drawn under one of the cluster's screens in the
  /// same column (the title's rank), as `cluster:tab:Home:0 under Feed`. A picture
  /// drawn left to right has its columns upright, so a title there reads as a caption
  /// of the screen above it rather than the cluster's heading.
  func titlesUnderScreens() -> [String] {
    var found: [String] = []
    for (cluster, members) in clusterNodes.sorted(by: { $0.key < $1.key }) {
      let titleName = ":title:" + cluster.dropFirst("cluster:".count)
      guard members.contains(titleName), let title = nodes[titleName] else { continue }
      for name in members.sorted() where !name.hasPrefix(":") {
        if let node = nodes[name], abs(node.x - title.x) < 1, node.y > title.y {
          found.append("\(cluster) under \(name)")
        }
      }
    }
    return found
  }

  /// Every edge label line drawn over a cluster title or over another edge's label,
  /// as `"tap \"Send\"" (edge Reset -> SignIn) over "Signed-out stack" (cluster …)`.
  func overlaps() -> [String] {
    var found: [String] = []
    for (index, label) in edgeLabels.enumerated() {
      let others = clusterTitles + edgeLabels[(index + 1)...].filter { $0.owner != label.owner }
      for other in others where label.box.overlaps(other.box) {
        found.append("\"\(label.text)\" (\(label.owner)) over \"\(other.text)\" (\(other.owner))")
      }
    }
    return found
  }
}
