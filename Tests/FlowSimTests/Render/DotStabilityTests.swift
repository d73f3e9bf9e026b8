import Foundation
import Testing

@testable import FlowSim

/// Pictures that stay put, measured on Graphviz's own layout (`dot -Tjson`): after a
/// small change to a flow (one event, one control, one screen, one screen pushed in a stack or one stack
/// added), no two
/// clusters and no two screens that exist before and after have swapped places.
///
/// Two things swap when one lay wholly left of (or above) the other before and wholly
/// right of (below) it after; screens are compared top to bottom only while they
/// share a column (a rank) before and after, since screens in different columns have
/// no order top to bottom a reader follows. Skipped where Graphviz is not installed.
@Suite(
  .enabled(
    if: GraphvizDot.path != nil, "Graphviz's dot is not installed (apt-get install graphviz)"))
struct DotStabilityTests {
  static let flows = [
    "flows/dropbox.flow", "flows/favoured.flow", "flows/plicker.flow", "flows/upload.flow",
    "flows/yourchoice.flow", "Tests/FlowSimTests/Render/Flows/login.flow",
    "Tests/FlowSimTests/Render/Flows/threetabs.flow",
    // Shapes written to check the measure's fixes, never tuned on.
    "Tests/FlowSimTests/Render/Flows/Stability/notes.flow",
    "Tests/FlowSimTests/Render/Flows/Stability/shop.flow",
    "Tests/FlowSimTests/Render/Flows/Stability/bank.flow",
    "Tests/FlowSimTests/Render/Flows/Stability/mail.flow",
    "Tests/FlowSimTests/Render/Flows/Stability/studio.flow",
    "Tests/FlowSimTests/Render/Flows/Stability/teller.flow",
  ]

  static let changes = [
    "one event", "one control", "one screen", "one pushed screen", "one stack",
  ]

  /// Swaps Graphviz (2.43, Debian's) still makes, by flow and change: how many pairs
  /// swap. A new swap fails the test, and so does one of these going away (update it
  /// here). Its crossing minimisation orders the screens of a rank afresh from the
  /// edges, so an added edge can still trade two neighbours in a column. Edges from
  /// outside the app no longer rank screens (`constraint=false`), which took
  /// ThreeTabs' added event (13 swaps) and Notes' three changes (5 each) to none. Tabs
  /// held in declaration order (`DotScreenGraph+TabOrder`) took Bank's added screen
  /// (10 swaps) to none and Mail's (6). The picture held the same way up
  /// (`DotScreenGraph+Upright`: an invisible sink reached from the start point and
  /// the first screen, and a point beside the start point joined to the last
  /// container's first screen) took all of them from 67 pairs to 11: Favoured's
  /// added screen from 40 (the picture turned over top to bottom) to 1, Teller's
  /// from 13 (its signed-out stack and tab bar traded places) to 1, Upload's from 6
  /// to 4, ThreeTabs' from 3 to 2, Mail's added event from 3 to none; Studio's added
  /// screen, none before, now trades Join and SignIn in their stack (1). A stack added
  /// at the end (`one stack`, measured since) moved the point, joined then to the last
  /// container: 57 pairs, Favoured turned over again (40). Joined to the largest
  /// container the flow does not start in, 34 pairs in all with the four changes (68
  /// before): Favoured's added stack 2, YourChoice's 10 (3 before), Teller's added
  /// screen 3 (1 before), Studio's added event 1 (none before). A screen pushed in a
  /// stack (measured since) moves nothing in any. What was tried and not kept, with its
  /// numbers, is in docs/outputs.md.
  static let knownSwaps: [String: Int] = [
    "flows/favoured.flow one screen": 1,
    "flows/favoured.flow one stack": 2,
    "flows/upload.flow one screen": 4,
    "flows/upload.flow one stack": 1,
    "flows/yourchoice.flow one screen": 2,
    "flows/yourchoice.flow one stack": 10,
    "Tests/FlowSimTests/Render/Flows/login.flow one stack": 1,
    "Tests/FlowSimTests/Render/Flows/threetabs.flow one screen": 2,
    "Tests/FlowSimTests/Render/Flows/Stability/shop.flow one stack": 3,
    "Tests/FlowSimTests/Render/Flows/Stability/studio.flow one event": 1,
    "Tests/FlowSimTests/Render/Flows/Stability/studio.flow one screen": 1,
    "Tests/FlowSimTests/Render/Flows/Stability/teller.flow one screen": 3,
    "Tests/FlowSimTests/Render/Flows/Stability/teller.flow one stack": 3,
  ]

  /// The flow's text with one thing added: an event that resets to the start, a
  /// control on the first screen with a block that does the same, a top-level
  /// screen that control presents, a screen declared last in the first stack that its
  /// first screen with a block pushes, or a stack of two screens, declared last, that
  /// the control presents.
  static func changed(_ text: String, _ change: String) throws -> String {
    let start = try #require(
      text.split(separator: "\n").first { $0.hasPrefix("start ") }?.split(separator: " ").last)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let first = try #require(
      lines.firstIndex { line in
        let words = line.split(separator: " ")
        return words.first == "screen" && line.hasSuffix("{")
      })
    let indent = String(lines[first].prefix { $0 == " " }) + "  "
    func adding(_ control: String) -> String {
      var result = lines
      result.insert(indent + control, at: first + 1)
      return result.joined(separator: "\n")
    }
    switch change {
    case "one event": return text + "\nevent \"Extra event\" -> reset \(start)\n"
    case "one control": return adding("tap \"Extra control\" -> reset \(start)")
    case "one pushed screen":
      // The first stack's first screen with a block pushes a screen declared last in it.
      var result = lines
      let nav = try #require(
        lines.firstIndex { line in
          let words = line.split(separator: " ")
          return line.hasSuffix("{") && (words.first == "nav" || words.dropFirst(2).first == "nav")
        }, "no stack")
      let outer = String(lines[nav].prefix { $0 == " " })
      let end = try #require(lines[nav...].firstIndex { $0 == outer + "}" }, "an unclosed stack")
      let screen = try #require(
        lines[nav..<end].firstIndex { $0.hasPrefix(outer + "  screen ") && $0.hasSuffix("{") },
        "no screen with a block in the stack")
      result.insert(outer + "  screen ExtraPushed \"Extra\"", at: end)
      result.insert(outer + "    tap \"Extra\" -> push ExtraPushed", at: screen + 1)
      return result.joined(separator: "\n")
    case "one stack":
      return adding("tap \"Extra\" -> present ExtraStack")
        + "\nnav ExtraStack {\n  screen ExtraFirst \"Extra\" {\n    tap \"Next\" -> push ExtraSecond\n    tap \"Close\" -> dismiss\n  }\n  screen ExtraSecond \"More\"\n}\n"
    default:
      return adding("tap \"Extra\" -> present ExtraScreen")
        + "\nscreen ExtraScreen \"Extra\" {\n  tap \"Close\" -> dismiss\n}\n"
    }
  }

  static func layout(_ text: String) throws -> DotLayout {
    let loader = FlowLoader(read: { $0 == "t.flow" ? Array(text.utf8) : nil })
    let flow = try #require(loader.load(path: "t.flow").flow, "the changed flow does not load")
    let graph = ScreenGraph(flow: flow, space: RenderFixtures.space(flow))
    return try DotLayout(DotScreenGraph(graph: graph).render())
  }

  /// Where `a` lies from `b` along one axis: -1 wholly before, 1 wholly after, 0 overlapping.
  static func side(_ a: DotLayout.Box, _ b: DotLayout.Box, vertical: Bool) -> Int {
    let (a0, a1, b0, b1) = vertical ? (a.y0, a.y1, b.y0, b.y1) : (a.x0, a.x1, b.x0, b.x1)
    if a1 < b0 - 0.5 { return -1 }
    if b1 < a0 - 0.5 { return 1 }
    return 0
  }

  /// Every pair that swapped: `x cluster:nav:Main cluster:nav:SignedOut`.
  static func swaps(_ before: DotLayout, _ after: DotLayout) -> [String] {
    func boxes(_ layout: DotLayout) -> [String: DotLayout.Box] {
      var result: [String: DotLayout.Box] = [:]
      for (name, box) in layout.clusters where name != "cluster:legend" { result[name] = box }
      for (name, centre) in layout.nodes where !name.hasPrefix(":") {
        result[name] = DotLayout.Box(x0: centre.x, y0: centre.y, x1: centre.x, y1: centre.y)
      }
      return result
    }
    let (old, new) = (boxes(before), boxes(after))
    let common = old.keys.filter { new[$0] != nil }.sorted()
    var found: [String] = []
    for (index, p) in common.enumerated() {
      for q in common[(index + 1)...] where p.hasPrefix("cluster") == q.hasPrefix("cluster") {
        for vertical in [false, true] {
          if vertical, !p.hasPrefix("cluster"),
            side(old[p]!, old[q]!, vertical: false) != 0
              || side(new[p]!, new[q]!, vertical: false) != 0
          {
            continue
          }
          let was = side(old[p]!, old[q]!, vertical: vertical)
          let now = side(new[p]!, new[q]!, vertical: vertical)
          if was * now < 0 { found.append("\(vertical ? "y" : "x") \(p) \(q)") }
        }
      }
    }
    return found
  }

  @Test(arguments: flows, changes)
  func aSmallChangeSwapsNothing(_ path: String, _ change: String) throws {
    let text = try String(
      contentsOf: RenderFixtures.root.appendingPathComponent(path), encoding: .utf8)
    let found = Self.swaps(try Self.layout(text), try Self.layout(try Self.changed(text, change)))
    #expect(
      found.count == Self.knownSwaps["\(path) \(change)"] ?? 0, "\(path), \(change): \(found)")
  }

  /// The measure finds two stacks turned over, and nothing when nothing moved.
  @Test func theMeasureFindsASwap() throws {
    let a = DotLayout.Box(x0: 0, y0: 100, x1: 50, y1: 150)
    let b = DotLayout.Box(x0: 0, y0: 0, x1: 50, y1: 50)
    var before = try DotLayout("digraph G { \"x\"; }")
    before.clusters = ["cluster:a": a, "cluster:b": b]
    var after = before
    #expect(Self.swaps(before, after) == [])
    after.clusters = ["cluster:a": b, "cluster:b": a]
    #expect(Self.swaps(before, after) == ["y cluster:a cluster:b"])
  }
}
