import Testing

@testable import FlowSim

/// The tour fires every transition that can fire, and each of its walkthroughs is a
/// real one: from the start, each step an option of the configuration before it.
@Suite struct TourTests {
  @Test(arguments: RenderFixtures.loadable)
  func firesEveryTransitionThatCanFire(_ path: String) throws {
    let space = RenderFixtures.space(try RenderFixtures.flow(path))
    let tour = Tour(space: space)
    var fired = Array(repeating: false, count: space.flow.transitions.count)
    for walkthrough in tour.walkthroughs {
      for step in walkthrough.steps { fired[step.transition] = true }
    }
    #expect(fired == space.firedTransitions)
    // The edges of the state graph use the same transitions.
    var onEdges = Array(repeating: false, count: space.flow.transitions.count)
    for state in 0..<space.count {
      for edge in space.successors(of: state) { onEdges[edge.transition] = true }
    }
    #expect(fired == onEdges)
  }

  @Test(arguments: RenderFixtures.loadable)
  func walkthroughsAreRealAndEachFiresSomethingNew(_ path: String) throws {
    let space = RenderFixtures.space(try RenderFixtures.flow(path))
    let simulator = space.makeSimulator()
    var seen = Set<TransitionID>()
    for walkthrough in Tour(space: space).walkthroughs {
      #expect(walkthrough.start == simulator.initial)
      var current = walkthrough.start
      var new = 0
      for step in walkthrough.steps {
        let targets = simulator.options(current).filter { $0.transition == step.transition }
          .compactMap(\.target)
        #expect(
          targets.contains(step.configuration),
          "\(path): step '\(space.flow.label(of: step.transition))' is not offered")
        current = step.configuration
        if seen.insert(step.transition).inserted { new += 1 }
      }
      #expect(new > 0, "\(path): a walkthrough fires nothing new")
    }
  }

  @Test func listsTheDeclaredTransitionsThatNeverFire() throws {
    let flow = try RenderFixtures.flow("Tests/FlowSimTests/Render/Flows/gaps.flow")
    let tour = Tour(space: RenderFixtures.space(flow))
    #expect(tour.neverFired.map(flow.label(of:)) == [#"tap "Go""#, #"tap "Close""#])
    #expect(tour.walkthroughs.count == 3)
  }

  @Test func aFlowWithNothingToDoHasNoTour() throws {
    let flow = try #require(loadFlow("start Home\nscreen Home terminal\n"))
    let tour = Tour(space: RenderFixtures.space(flow))
    #expect(tour.walkthroughs.isEmpty)
    #expect(tour.neverFired.isEmpty)
    let space = RenderFixtures.space(flow)
    let text = TranscriptDocuments(simulator: space.makeSimulator()).tour(tour).text()
    #expect(
      text == """
        Tour: test
        ==========

        No transition can happen from the start, so there is nothing to walk through.

        Transitions that can never fire
        -------------------------------

        None: every declared transition can fire.

        """)
  }
}
