import Foundation
import Testing

@testable import FlowSim

/// Pictures a reviewer can read, measured on Graphviz's own layout (`dot -Tjson`): no
/// edge label is drawn over a cluster's title or over another edge's label, and no
/// cluster's title under one of its screens, for every test and bundled flow, summary
/// and detail. `Flows/threetabs.flow` (a three-tab app
/// with onboarding) had `tap "Send"` over `Signed-out stack` while cluster titles
/// were centred; `Flows/titles.flow` (cut down from Dropbox) had `set signedIn =
/// true` over `Home tab bar (needs sign-in)` while titles were cluster labels, as
/// Dropbox and YourChoice had in full detail. Skipped where Graphviz is not installed.
@Suite(
  .enabled(
    if: GraphvizDot.path != nil, "Graphviz's dot is not installed (apt-get install graphviz)"))
struct DotLayoutTests {
  /// Each flow laid out once at each detail, and every measure read off that layout:
  /// no edge label over a title or a label; no title under one of its cluster's
  /// screens in its column (tab titles were, in 21 of the 23 test and bundled flows
  /// with tabs, `Feed tab` under Feed in `threetabs.flow`, while the point holding
  /// each tab in order was joined to the tab's title rather than its first screen);
  /// and, in full detail, every cluster's two title lines inside its box.
  @Test(arguments: RenderFixtures.loadable)
  func labelsAndTitlesReadCleanly(_ path: String) throws {
    let flow = try RenderFixtures.flow(path)
    let graph = ScreenGraph(flow: flow, space: RenderFixtures.space(flow))
    for detail in [ScreenGraph.Detail.summary, .full] {
      let layout = try DotLayout(DotScreenGraph(graph: graph, detail: detail).render())
      #expect(!layout.edgeLabels.isEmpty, "\(path): no edge labels measured")
      #expect(layout.overlaps() == [], "\(path) (\(detail))")
      #expect(layout.titlesUnderScreens() == [], "\(path) (\(detail))")
      guard detail == .full else { continue }
      for (name, box) in layout.clusters where name != "cluster:legend" {
        let titles = layout.clusterTitles.filter { $0.owner == "cluster \(name)" }
        #expect(titles.count == 2, "\(path): \(name) has \(titles.count) title lines")
        for title in titles {
          #expect(
            box.x0 <= title.box.x0 && title.box.x1 <= box.x1 && box.y0 <= title.box.y0
              && title.box.y1 <= box.y1, "\(path): \(name)'s title is outside it")
        }
      }
    }
  }

  /// The measure finds a title under a screen of its cluster, and nothing when the
  /// title is above it.
  @Test func theMeasureFindsATitleUnderAScreen() throws {
    func layout(_ flat: String) throws -> DotLayout {
      try DotLayout(
        """
        digraph G {
          rankdir=LR;
          subgraph "cluster:nav:Main" {
            subgraph r {
              rank=same; ":title:nav:Main" [shape=plaintext, label="Main"]; "A";
              \(flat) [style=invis];
            }
            "B";
          }
          "A" -> "B";
        }
        """)
    }
    #expect(try layout(#""A" -> ":title:nav:Main""#).titlesUnderScreens() == [])
    #expect(
      try layout(#"":title:nav:Main" -> "A""#).titlesUnderScreens() == [
        "cluster:nav:Main under A"
      ])
  }

  /// The measure finds a label drawn over a title.
  @Test func theMeasureFindsAnOverlap() throws {
    let source = """
      digraph G {
        subgraph "cluster:a" { label="Title"; "a"; }
        "b" -> "a" [label="Title"];
        "c" [pos="0,0"];
      }
      """
    let layout = try DotLayout(source)
    let title = try #require(layout.clusterTitles.first)
    let label = try #require(layout.edgeLabels.first)
    #expect(title.box.overlaps(title.box))
    #expect(!title.box.overlaps(label.box))
    var moved = layout
    moved.edgeLabels[0].box = title.box
    #expect(moved.overlaps() == [#""Title" (edge b -> a) over "Title" (cluster cluster:a)"#])
  }
}
