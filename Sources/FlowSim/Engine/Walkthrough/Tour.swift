/// A small set of walkthroughs from the start that together take every action that
/// can happen (`flowsim tour`): a manual test plan.
///
/// An action is a declared control's outcome or an event, wherever it happens; the
/// system's back and page swipes count once per screen they are taken on, so that
/// the plan tries back on every screen that has it, not on one; a tab counts twice:
/// switching to it from another tab, whichever tab and screen it is switched from
/// (UIKit keeps each tab's stack, so where the switch starts changes nothing), and
/// re-tapping it while selected, so that the plan does not switch tabs in every
/// combination.
///
/// Greedy, and keeping the tester where they are: take the actions not yet taken that
/// the current configuration offers, one after another, first one after which another
/// is offered at once; when none is left there, walk on to the nearest configuration
/// that offers one, unless starting over from a fresh launch gets to one in fewer
/// steps (then a new walkthrough begins). Deterministic: configurations are searched
/// breadth-first, successors in the engine's order.
public struct Tour: Sendable {
  /// The walkthroughs, in the order they were built ("Tour 1", "Tour 2", …).
  public var walkthroughs: [Walkthrough]
  /// Declared transitions (control outcomes and events) that fire in no explored
  /// configuration, in flow order.
  public var neverFired: [TransitionID]
  /// False when exploration stopped early: the tour covers what was explored.
  public var isComplete: Bool
  /// How many actions can happen at least once: those the walkthroughs take.
  public var firing: Int
  /// Steps over all the walkthroughs.
  public var stepCount: Int { walkthroughs.map(\.steps.count).reduce(0, +) }

  public init(space: StateSpace) {
    let flow = space.flow
    var builder = Builder(space: space)
    firing = builder.remaining.count
    walkthroughs = builder.run()
    neverFired = flow.transitions.ids.filter { id in
      flow.control(of: id) != nil && !space.firedTransitions[id.index]
    }
    isComplete = space.isComplete
  }

  /// The tour's working state: the actions not yet taken and the walkthrough so far.
  private struct Builder {
    let space: StateSpace
    let simulator: Simulator
    /// Actions not yet taken (see `action(from:by:)`).
    var remaining: Set<Action> = []
    /// Configurations before this one offer no remaining action.
    var scanFrom = 0
    /// Each configuration's selected tab (empty when the flow has no tab bar).
    let selectedTab: [Int?]

    init(space: StateSpace) {
      self.space = space
      simulator = space.makeSimulator()
      let simulator = simulator
      selectedTab =
        space.flow.tabBars.isEmpty
        ? [] : (0..<space.count).map { simulator.view(space.configuration($0)).selectedTab }
      for state in 0..<space.count {
        for edge in space.successors(of: state) {
          remaining.insert(action(from: state, by: edge.transition))
        }
      }
    }

    /// What a step counts as for coverage.
    enum Action: Hashable {
      /// A declared control's outcome or an event, wherever it is taken.
      case declared(TransitionID)
      /// Back or a page swipe on a screen.
      case system(TransitionID, screen: ScreenID)
      /// Switching to a tab from another one, or re-tapping the selected tab.
      case tab(TransitionID, retap: Bool)
    }

    /// A declared transition is one action wherever it is taken; back and a page
    /// swipe are one per screen they are taken on; a tab one when switched to and one
    /// when re-tapped.
    func action(from state: Int, by transition: TransitionID) -> Action {
      guard space.flow.control(of: transition) == nil else { return .declared(transition) }
      if case .tab(_, let index) = space.flow.transitions[transition].kind,
        state < selectedTab.count, let from = selectedTab[state]
      {
        return .tab(transition, retap: from == index)
      }
      return .system(transition, screen: space.visibleScreen(of: state))
    }

    func offersRemaining(_ state: Int) -> Bool {
      space.successors(of: state).contains {
        remaining.contains(action(from: state, by: $0.transition))
      }
    }

    /// The step to take next from `state`: a remaining action after which another is
    /// offered at once when there is one, else the first remaining action.
    func nextStep(from state: Int) -> StateSpace.Successors.Element? {
      let open = space.successors(of: state).filter {
        remaining.contains(action(from: state, by: $0.transition))
      }
      return open.first { edge in
        space.successors(of: edge.target).contains {
          !($0.transition == edge.transition && edge.target == state)
            && remaining.contains(action(from: edge.target, by: $0.transition))
        }
      } ?? open.first
    }

    mutating func run() -> [Walkthrough] {
      var walkthroughs: [Walkthrough] = []
      var walkthrough: Walkthrough?
      var state = 0
      while !remaining.isEmpty {
        if walkthrough != nil, let edge = nextStep(from: state) {
          take(edge.transition, from: state, to: edge.target, in: &walkthrough!)
          state = edge.target
          continue
        }
        // Nothing left here: the nearest configuration offering an action, from here
        // or from a fresh launch, whichever is fewer steps away.
        guard let fresh = nearestFromStart() else { break }
        let chain = pathFromStart(to: fresh)
        if walkthrough != nil, let path = pathFromHere(state), path.count < chain.count {
          for (transition, target) in path {
            take(transition, from: state, to: target, in: &walkthrough!)
            state = target
          }
          continue
        }
        if let finished = walkthrough { walkthroughs.append(finished) }
        let started = space.walkthrough(to: fresh)
        for (index, step) in started.steps.enumerated() {
          remaining.remove(action(from: chain[index], by: step.transition))
        }
        walkthrough = started
        state = fresh
      }
      if let finished = walkthrough { walkthroughs.append(finished) }
      return walkthroughs
    }

    /// Appends the step from one configuration to another, marking its action taken.
    mutating func take(
      _ transition: TransitionID, from source: Int, to target: Int,
      in walkthrough: inout Walkthrough
    ) {
      remaining.remove(action(from: source, by: transition))
      walkthrough.steps.append(
        Tour.step(
          from: source, walkthrough.endView, to: target, by: transition, space: space,
          simulator: simulator))
    }

    /// The first configuration in breadth-first order that offers a remaining action.
    mutating func nearestFromStart() -> Int? {
      while scanFrom < space.count, !offersRemaining(scanFrom) { scanFrom += 1 }
      return scanFrom < space.count ? scanFrom : nil
    }

    /// The configurations from the start to `state`, along breadth-first parents.
    func pathFromStart(to state: Int) -> [Int] {
      var chain = [state]
      while let parent = space.parent(of: chain[chain.count - 1]) { chain.append(parent) }
      return chain.reversed()
    }

    /// The shortest path (transitions and targets) from `state` to the nearest
    /// configuration offering a remaining action, breadth-first in the engine's order.
    func pathFromHere(_ state: Int) -> [(TransitionID, Int)]? {
      var cameFrom: [Int: (Int, TransitionID)] = [state: (-1, TransitionID(-1))]
      var queue = [state]
      var head = 0
      while head < queue.count {
        let at = queue[head]
        head += 1
        if at != state, offersRemaining(at) {
          var path: [(TransitionID, Int)] = []
          var step = at
          while step != state, let (previous, transition) = cameFrom[step] {
            path.append((transition, step))
            step = previous
          }
          return path.reversed()
        }
        for edge in space.successors(of: at) where cameFrom[edge.target] == nil {
          cameFrom[edge.target] = (at, edge.transition)
          queue.append(edge.target)
        }
      }
      return nil
    }
  }

  /// The step taking `transition` from one configuration (`before`, unpacked) to
  /// another, with its notices.
  static func step(
    from source: Int, _ before: ConfigurationView, to target: Int, by transition: TransitionID,
    space: StateSpace, simulator: Simulator
  ) -> Walkthrough.Step {
    let reached = space.configuration(target)
    for option in simulator.options(space.configuration(source))
    where option.transition == transition {
      if case .leadsTo(let configuration, let notices) = option.result, configuration == reached {
        return simulator.step(transition, from: before, to: reached, notices: notices)
      }
    }
    return simulator.step(transition, from: before, to: reached)
  }
}
