import Foundation
import Testing

@testable import FlowSim

/// Pictures that stay put: the DOT text lists clusters and screens in declaration
/// order, so a small change to a flow (one event, one control, one screen) keeps the
/// order of everything it does not touch. Graphviz lays out from that order (its
/// crossing minimisation can still swap two neighbours; docs/outputs.md says so).
@Suite struct DotOrderTests {
  static let base: String = {
    let url = RenderFixtures.root.appendingPathComponent(
      "Tests/FlowSimTests/Render/Flows/threetabs.flow")
    return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
  }()

  /// Small changes to `Flows/threetabs.flow`, each a replacement of one line.
  static let changes: [(name: String, from: String, to: String)] = [
    (
      "one event", #"event "Session expired""#,
      "event \"Link opened\" -> reset Home; tab \"Search\"\nevent \"Session expired\""
    ),
    (
      "one control", #"tap "Author" -> push Profile"#,
      "tap \"Author\" -> push Profile\n      tap \"Settings\" -> push Settings"
    ),
    (
      "one screen", "    screen Profile \"Profile\"\n",
      "    screen Profile \"Profile\"\n    screen Edit \"Edit profile\"\n"
    ),
  ]

  /// The IDs of the clusters and nodes a DOT text declares, in its order.
  static func declared(_ dot: String) -> [String] {
    dot.split(separator: "\n").compactMap { line in
      let text = line.drop { $0 == " " }
      if text.hasPrefix("subgraph \""), let end = text.dropFirst(10).firstIndex(of: "\"") {
        return String(text[text.index(text.startIndex, offsetBy: 10)..<end])
      }
      guard text.hasPrefix("\""), !text.contains(" -> "),
        let end = text.dropFirst().firstIndex(of: "\"")
      else { return nil }
      return String(text[text.index(after: text.startIndex)..<end])
    }
  }

  static func dot(_ text: String) throws -> String {
    let loader = FlowLoader(read: { $0 == "t.flow" ? Array(text.utf8) : nil })
    let flow = try #require(loader.load(path: "t.flow").flow, "the changed flow does not load")
    return DotScreenGraph(graph: ScreenGraph(flow: flow, space: RenderFixtures.space(flow)))
      .render()
  }

  @Test func screensAreInDeclarationOrder() throws {
    let flow = try RenderFixtures.flow("Tests/FlowSimTests/Render/Flows/threetabs.flow")
    let screens = Set(flow.screens.map(\.name))
    #expect(
      Self.declared(try Self.dot(Self.base)).filter { screens.contains($0) }
        == flow.screens.map(\.name))
  }

  @Test(arguments: changes.map(\.name))
  func aSmallChangeKeepsTheOrder(_ name: String) throws {
    let change = try #require(Self.changes.first { $0.name == name })
    #expect(Self.base.contains(change.from))
    let before = Self.declared(try Self.dot(Self.base))
    let after = Self.declared(
      try Self.dot(Self.base.replacingOccurrences(of: change.from, with: change.to)))
    #expect(before.count > 10)
    #expect(after.filter(before.contains) == before.filter(after.contains))
  }
}
