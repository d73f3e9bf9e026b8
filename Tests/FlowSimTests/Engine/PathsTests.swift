import Testing

@testable import FlowSim

/// `paths` reaches every reachable screen by a shortest walkthrough: its length is
/// the breadth-first distance (computed here independently) of the nearest
/// configuration showing that screen, and it ends there.
@Suite struct PathsTests {
  @Test(arguments: RenderFixtures.loadable)
  func everyReachableScreenByAShortestWalkthrough(_ path: String) throws {
    let space = RenderFixtures.space(try RenderFixtures.flow(path))
    let simulator = space.makeSimulator()
    // Breadth-first distances over the recorded edges.
    var distance = [Int?](repeating: nil, count: space.count)
    distance[0] = 0
    var queue = [0]
    var head = 0
    while head < queue.count {
      let state = queue[head]
      head += 1
      for edge in space.successors(of: state) where distance[edge.target] == nil {
        distance[edge.target] = distance[state]! + 1
        queue.append(edge.target)
      }
    }
    var nearest = [Int?](repeating: nil, count: space.flow.screens.count)
    for state in 0..<space.count {
      let visible = simulator.view(space.configuration(state)).visible
      let d = try #require(distance[state])
      nearest[visible.index] = min(nearest[visible.index] ?? d, d)
    }
    let paths = Paths(space: space)
    #expect(paths.entries.map(\.screen) == Array(space.flow.screens.ids))
    for entry in paths.entries {
      let name = space.flow.screens[entry.screen].name
      guard let walkthrough = entry.walkthrough else {
        #expect(
          nearest[entry.screen.index] == nil, "\(path): \(name) is reachable but has no walkthrough"
        )
        continue
      }
      #expect(
        walkthrough.steps.count == nearest[entry.screen.index],
        "\(path): \(name) not by a shortest walkthrough")
      #expect(simulator.view(walkthrough.end).visible == entry.screen)
      var current = walkthrough.start
      for step in walkthrough.steps {
        #expect(
          simulator.successors(current).contains {
            $0.0 == step.transition && $0.1 == step.configuration
          })
        current = step.configuration
      }
    }
  }

  @Test func unreachableScreensHaveNoWalkthrough() throws {
    let flow = try RenderFixtures.flow("Tests/FlowSimTests/Render/Flows/gaps.flow")
    let paths = Paths(space: RenderFixtures.space(flow))
    #expect(
      paths.entries.filter { $0.walkthrough == nil }.map { flow.screens[$0.screen].name } == [
        "Orphan", "Lost",
      ])
    #expect(paths.entries.compactMap { $0.walkthrough?.steps.count } == [0, 1, 2])
  }

  /// The walkthroughs are written as one tree: a shared opening step once, the ways
  /// on indented under it where they part, a lone way on at its own indentation.
  @Test func sharedStepsAreWrittenOnceAsATree() throws {
    let flow = try #require(
      loadFlow(
        """
        start Main
        nav Main {
          screen Home { tap "Open" -> push List }
          screen List { tap "A" -> push A; tap "B" -> push B }
          screen A { tap "Deeper" -> push Deep }
          screen B terminal
          screen Deep { tap "Last" -> push Last }
          screen Last terminal
        }
        """))
    let space = RenderFixtures.space(flow)
    let text = TranscriptDocuments(flow: space.flow).paths(Paths(space: space))
      .text()
    let tree = try #require(text.components(separatedBy: "Start: ").last)
    #expect(
      tree == """
        the app opens on Home.
        Now: Home
        Shortest way to Home (at the start).

        - 1. On Home, tap "Open" → now on List: pushed List.
          Now: Home › List
          Shortest way to List (1 step).
          - 2. On List, tap "A" → now on A: pushed A.
            Now: Home › List › A
            Shortest way to A (2 steps).
            - 3. On A, tap "Deeper" → now on Deep: pushed Deep.
              Now: Home › List › A › Deep
              Shortest way to Deep (3 steps).
            - 4. On Deep, tap "Last" → now on Last: pushed Last.
              Now: Home › List › A › Deep › Last
              Shortest way to Last (4 steps).
          - 2. On List, tap "B" → now on B: pushed B.
            Now: Home › List › B
            Shortest way to B (2 steps).

        """)
    // Each reachable screen is named once, and each step written once.
    for screen in flow.screens {
      #expect(text.components(separatedBy: "Shortest way to \(screen.name) (").count == 2)
    }
    #expect(text.components(separatedBy: "tap \"Open\"").count == 2)
  }
}
