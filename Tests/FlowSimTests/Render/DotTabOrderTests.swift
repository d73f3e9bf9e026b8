import Foundation
import Testing

@testable import FlowSim

/// A tab bar's tabs drawn in declaration order, measured on Graphviz's own layout
/// (`dot -Tjson`): each tab's cluster lies wholly above, or wholly left of, the next
/// tab's, as written and after each of `DotStabilityTests`' small changes. A bank
/// with tabs Accounts, Transfers and Profile (`Flows/Stability/bank.flow`, written for
/// this test) had Profile on top once a screen was added; `login.flow` had its Polls
/// tab right of Settings; `Flows/Stability/shop.flow` listed Account, Cart, Shop.
/// Skipped where Graphviz is not installed.
@Suite(
  .enabled(
    if: GraphvizDot.path != nil, "Graphviz's dot is not installed (apt-get install graphviz)"))
struct DotTabOrderTests {
  static let flows = [
    "flows/dropbox.flow", "Tests/FlowSimTests/Render/Flows/login.flow",
    "Tests/FlowSimTests/Render/Flows/threetabs.flow",
    "Tests/FlowSimTests/Render/Flows/Stability/shop.flow",
    "Tests/FlowSimTests/Render/Flows/Stability/bank.flow",
    "Tests/FlowSimTests/Render/Flows/Stability/mail.flow",
    "Tests/FlowSimTests/Render/Flows/Stability/teller.flow",
    "Tests/FlowSimTests/Render/Flows/Stability/studio.flow",
  ]

  static let changes = ["as written"] + DotStabilityTests.changes

  /// Tabs Graphviz (2.43, Debian's) still draws out of order, by flow and change: the
  /// pairs (`Bar:1/2`, tab 1 not before tab 2). A new one fails the test, and so does
  /// one of these going away (update it here and in docs/outputs.md). None since each
  /// tab's point and title share a `group`: before, Shop's Account tab was pulled
  /// above Cart by its edges to the signed-out stack, Mail (written after the points,
  /// not tuned on) drew Settings above Sent and Teller (a bank written by the lead as
  /// a new user, not tuned on) Profile above Accounts, unless a screen was added.
  /// Studio (four tabs, written after the group, not tuned on) drew Mine above Search
  /// and Profile above Mine without it.
  static let knownMisorders: [String: [String]] = [:]

  /// Every pair of neighbouring tabs out of declaration order: `Main:0/1`.
  static func misorders(_ layout: DotLayout) -> [String] {
    var bars: [String: [Int]] = [:]
    for name in layout.clusters.keys where name.hasPrefix("cluster:tab:") {
      let parts = name.split(separator: ":")
      if let index = parts.last.flatMap({ Int($0) }) {
        bars[parts.dropFirst(2).dropLast().joined(separator: ":"), default: []].append(index)
      }
    }
    var found: [String] = []
    for (bar, indices) in bars.sorted(by: { $0.key < $1.key }) {
      let sorted = indices.sorted()
      for (a, b) in zip(sorted, sorted.dropFirst()) {
        let p = layout.clusters["cluster:tab:\(bar):\(a)"]!
        let q = layout.clusters["cluster:tab:\(bar):\(b)"]!
        // Graphviz's y runs upwards: above means a larger y.
        let above = DotStabilityTests.side(p, q, vertical: true) == 1
        let left = DotStabilityTests.side(p, q, vertical: false) == -1
        if !(above || left) { found.append("\(bar):\(a)/\(b)") }
      }
    }
    return found
  }

  @Test(arguments: flows, changes)
  func tabsAreInDeclarationOrder(_ path: String, _ change: String) throws {
    var text = try String(
      contentsOf: RenderFixtures.root.appendingPathComponent(path), encoding: .utf8)
    if change != "as written" { text = try DotStabilityTests.changed(text, change) }
    let layout = try DotStabilityTests.layout(text)
    #expect(layout.clusters.keys.contains { $0.hasPrefix("cluster:tab:") }, "\(path): no tabs")
    #expect(
      Self.misorders(layout) == Self.knownMisorders["\(path) \(change)"] ?? [],
      "\(path), \(change)")
  }

  /// Every flow with a tab bar, as written and in full detail, has its tabs in order.
  @Test(arguments: RenderFixtures.loadable)
  func everyFlowsTabsAreInOrder(_ path: String) throws {
    let flow = try RenderFixtures.flow(path)
    guard !flow.tabBars.isEmpty else { return }
    let graph = ScreenGraph(flow: flow, space: RenderFixtures.space(flow))
    for detail in [ScreenGraph.Detail.summary, .full] {
      let layout = try DotLayout(DotScreenGraph(graph: graph, detail: detail).render())
      #expect(
        Self.misorders(layout) == Self.knownMisorders["\(path) as written"] ?? [],
        "\(path) (\(detail))")
    }
  }

  /// The measure finds two tabs turned over, and nothing when they are in order.
  @Test func theMeasureFindsAMisorder() throws {
    var layout = try DotLayout("digraph G { \"x\"; }")
    let top = DotLayout.Box(x0: 0, y0: 100, x1: 50, y1: 150)
    let bottom = DotLayout.Box(x0: 0, y0: 0, x1: 50, y1: 50)
    layout.clusters = ["cluster:tab:Main:0": top, "cluster:tab:Main:1": bottom]
    #expect(Self.misorders(layout) == [])
    layout.clusters = ["cluster:tab:Main:0": bottom, "cluster:tab:Main:1": top]
    #expect(Self.misorders(layout) == ["Main:0/1"])
  }
}
