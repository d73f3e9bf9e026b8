import Testing

@testable import FlowSim

/// The tour takes every action that can happen, and each of its walkthroughs is a
/// real one: from the start, each step an option of the configuration before it.
@Suite struct TourTests {
  @Test(arguments: RenderFixtures.loadable)
  func firesEveryTransitionThatCanFire(_ path: String) throws {
    let space = RenderFixtures.space(try RenderFixtures.flow(path))
    let tour = Tour(space: space)
    var fired = Array(repeating: false, count: space.flow.transitions.count)
    for walkthrough in tour.walkthroughs {
      for step in walkthrough.steps { fired[step.transition.index] = true }
    }
    #expect(fired == space.firedTransitions)
    // The edges of the state graph use the same transitions.
    var onEdges = Array(repeating: false, count: space.flow.transitions.count)
    for state in 0..<space.count {
      for edge in space.successors(of: state) { onEdges[edge.transition.index] = true }
    }
    #expect(fired == onEdges)
  }

  @Test(arguments: RenderFixtures.loadable)
  func walkthroughsAreRealAndEachFiresSomethingNew(_ path: String) throws {
    let space = RenderFixtures.space(try RenderFixtures.flow(path))
    let simulator = space.makeSimulator()
    var seen = Set<[Int]>()
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
        if seen.insert(Self.action(step.transition, from: current, simulator)).inserted {
          new += 1
        }
        current = step.configuration
      }
      #expect(new > 0, "\(path): a walkthrough takes no new action")
    }
  }

  /// An action as the tour counts it, worked out here on its own: a declared
  /// transition; a tab switched to (from another tab) or re-tapped; back or a page
  /// swipe on the screen it is taken on.
  static func action(_ transition: TransitionID, from: Configuration, _ simulator: Simulator)
    -> [Int]
  {
    let flow = simulator.flow
    if flow.control(of: transition) != nil { return [transition.index] }
    let view = simulator.view(from)
    if case .tab(_, let index) = flow.transitions[transition].kind, let selected = view.selectedTab
    {
      return [transition.index, -1, selected == index ? 1 : 0]
    }
    return [transition.index, view.visible.index]
  }

  /// Every action that can happen is in some walkthrough: each edge of the state
  /// graph is an action the tour takes somewhere.
  @Test(arguments: RenderFixtures.loadable)
  func takesEveryActionThatCanHappen(_ path: String) throws {
    let space = RenderFixtures.space(try RenderFixtures.flow(path))
    let simulator = space.makeSimulator()
    var possible = Set<[Int]>()
    for state in 0..<space.count {
      let configuration = space.configuration(state)
      for edge in space.successors(of: state) {
        possible.insert(Self.action(edge.transition, from: configuration, simulator))
      }
    }
    var taken = Set<[Int]>()
    let tour = Tour(space: space)
    for walkthrough in tour.walkthroughs {
      var current = walkthrough.start
      for step in walkthrough.steps {
        taken.insert(Self.action(step.transition, from: current, simulator))
        current = step.configuration
      }
    }
    #expect(taken == possible, "\(path): actions the tour leaves out")
    #expect(tour.firing == possible.count)
  }

  /// Tabs are switched once to each tab, not from every tab to every other: the
  /// three-tab flow's tour (59 steps in 3 walkthroughs when it switched on every
  /// screen) and the bundled flows' (Dropbox: 118 steps in 6, with 30 tab switches).
  @Test func switchesToEachTabOnceNotInEveryCombination() throws {
    var counts: [String] = []
    let flows = ["dropbox", "yourchoice", "favoured", "upload", "plicker"].map {
      "flows/\($0).flow"
    }
    for path in ["Tests/FlowSimTests/Render/Flows/threetabs.flow"] + flows {
      let space = RenderFixtures.space(try RenderFixtures.flow(path))
      let tour = Tour(space: space)
      let switches = tour.walkthroughs.flatMap(\.steps).filter {
        if case .tab = space.flow.transitions[$0.transition].kind { return true }
        return false
      }
      counts.append(
        "\(space.flow.name): \(tour.walkthroughs.count) walkthroughs, \(tour.stepCount) steps, \(switches.count) tab taps"
      )
    }
    #expect(
      counts == [
        "Three tabs: 2 walkthroughs, 44 steps, 8 tab taps",
        "Dropbox: 4 walkthroughs, 70 steps, 8 tab taps",
        "YourChoice: 2 walkthroughs, 138 steps, 0 tab taps",
        "Favoured: 2 walkthroughs, 117 steps, 0 tab taps",
        "Upload App: 3 walkthroughs, 40 steps, 0 tab taps",
        "Plicker: 1 walkthroughs, 6 steps, 0 tab taps",
      ])
  }

  @Test func listsTheDeclaredTransitionsThatNeverFire() throws {
    let flow = try RenderFixtures.flow("Tests/FlowSimTests/Render/Flows/gaps.flow")
    let tour = Tour(space: RenderFixtures.space(flow))
    #expect(tour.neverFired.map(flow.label(of:)) == [#"tap "Go""#, #"tap "Close""#])
    #expect(tour.walkthroughs.count == 2)
  }

  /// Back is tried on every screen that has it, a tab on every screen it is switched
  /// from, and the tester walks on rather than relaunching when that is shorter.
  @Test func takesBackOnEveryScreenAndKeepsGoing() throws {
    let flow = try RenderFixtures.flow("Tests/FlowSimTests/Render/Flows/gaps.flow")
    let space = RenderFixtures.space(flow)
    let simulator = space.makeSimulator()
    let tour = Tour(space: space)
    var backOn: [String] = []
    for walkthrough in tour.walkthroughs {
      var current = walkthrough.start
      for step in walkthrough.steps {
        if flow.label(of: step.transition) == "back" {
          backOn.append(flow.screens[simulator.view(current).visible].name)
        }
        current = step.configuration
      }
    }
    #expect(backOn == ["Detail", "Detail2"])
    #expect(tour.walkthroughs.map(\.steps.count) == [8, 3])
  }

  @Test func aFlowWithNothingToDoHasNoTour() throws {
    let flow = try #require(loadFlow("start Home\nscreen Home terminal\n"))
    let tour = Tour(space: RenderFixtures.space(flow))
    #expect(tour.walkthroughs.isEmpty)
    #expect(tour.neverFired.isEmpty)
    let space = RenderFixtures.space(flow)
    let text = TranscriptDocuments(flow: space.flow).tour(tour).text()
    #expect(
      text == """
        Tour: test
        ==========

        No action can happen from the start, so there is nothing to walk through.

        Transitions that can never fire
        -------------------------------

        None: every declared transition can fire.

        """)
  }

  /// The how-texts a tour asks for come first, each once, with every step that asks
  /// it; with a single walkthrough the steps are not prefixed with its number.
  @Test func beforeYouStartListsEachHowTextWithItsSteps() throws {
    let flow = try #require(
      loadFlow(
        """
        start Main
        var n: 0...3 = 0
        nav Main {
          screen A {
            tap "Load" when n == 0 -> outcome { ok "use an account with photos": set n = 1 }
            tap "More" when n == 1 -> outcome { ok "use an account with photos": set n = 2 }
            tap "Again" when n == 2 -> outcome { ok "use an account with photos": set n = 3 }
            tap "Open" when n == 3 -> push B
          }
          screen B terminal
        }
        event "Offline" "turn on Airplane Mode" when n == 3 -> set n = 0
        """))
    let space = RenderFixtures.space(flow)
    let tour = Tour(space: space)
    #expect(tour.walkthroughs.count == 1)
    let text = TranscriptDocuments(flow: space.flow).tour(tour).text()
    #expect(
      text.contains(
        """
        - use an account with photos: steps 1, 2 and 3
        - turn on Airplane Mode: step 6

        """))
  }

  /// A stopped exploration cannot say what never fires, only what it did not see.
  @Test func aStoppedExplorationDoesNotClaimWhatNeverFires() throws {
    let flow = try RenderFixtures.flow("Tests/FlowSimTests/Render/Flows/gaps.flow")
    var options = Explorer.Options(recordEdges: true)
    options.maxStates = 1
    let space = Explorer(flow: flow, options: options).explore()
    let text = TranscriptDocuments(flow: space.flow).tour(Tour(space: space)).text()
    #expect(text.contains("that can happen in the configurations explored"))
    #expect(text.contains("Transitions not fired in what was explored"))
    #expect(!text.contains("can never fire"))
  }
}
