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
      nearest[visible] = min(nearest[visible] ?? d, d)
    }
    let paths = Paths(space: space)
    #expect(paths.entries.map(\.screen) == Array(space.flow.screens.indices))
    for entry in paths.entries {
      let name = space.flow.screens[entry.screen].name
      guard let walkthrough = entry.walkthrough else {
        #expect(
          nearest[entry.screen] == nil, "\(path): \(name) is reachable but has no walkthrough")
        continue
      }
      #expect(
        walkthrough.steps.count == nearest[entry.screen],
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
}
