@testable import FlowSim

/// NAVBENCH's semantics (README section 1.3–1.5) as a plain breadth-first search, the
/// Swift twin of `navbench.py bfs`: it checks the static structure and the counts table
/// without Python, and is what the engine's counts are compared with.
struct NavBenchReference {
  struct Counts: Equatable, CustomStringConvertible {
    var states: Int
    var transitions: Int
    var distinctEdges: Int
    var bfsDepth: Int

    var description: String {
      "states \(states), transitions \(transitions), distinct edges \(distinctEdges), depth \(bfsDepth)"
    }
  }

  private struct State: Hashable {
    var selected: Int
    var modal: Bool
    var variables: UInt64
    var stacks: [[Int]]
  }

  let bench: NavBench

  func explore() -> Counts {
    let size = bench.parameters.screensPerTab
    let start = State(
      selected: 0, modal: false, variables: 0,
      stacks: (0..<bench.parameters.tabs).map { [$0 * size] })
    var seen: Set<State> = [start]
    var frontier = [start]
    var counts = Counts(states: 1, transitions: 0, distinctEdges: 0, bfsDepth: 0)
    while !frontier.isEmpty {
      var next: [State] = []
      for state in frontier {
        let successors = successors(of: state)
        counts.transitions += successors.count
        counts.distinctEdges += Set(successors).count
        for successor in successors where seen.insert(successor).inserted {
          next.append(successor)
        }
      }
      if !next.isEmpty { counts.bfsDepth += 1 }
      counts.states += next.count
      frontier = next
    }
    return counts
  }

  private func successors(of state: State) -> [State] {
    if state.modal {
      var dismissed = state
      dismissed.modal = false
      return [dismissed]
    }
    var out: [State] = []
    let stack = state.stacks[state.selected]
    let top = bench.screens[stack.last!]
    func with(_ newStack: [Int]) -> State {
      var successor = state
      successor.stacks[state.selected] = newStack
      return successor
    }
    if stack.count < bench.parameters.maxDepth {
      for push in top.pushes
      where push.guardVariable.map({ state.variables >> UInt64($0) & 1 == 1 }) ?? true {
        out.append(with(stack + [push.target]))
      }
    }
    if stack.count > 1 {
      out.append(with(Array(stack.dropLast())))
      out.append(with([stack[0]]))  // pop to root
      out.append(with([stack[0]]))  // re-tap the selected tab
    }
    for tab in 0..<bench.parameters.tabs where tab != state.selected {
      var switched = state
      switched.selected = tab
      out.append(switched)
    }
    if top.presents != nil {
      var presented = state
      presented.modal = true
      out.append(presented)
    }
    var toggled = state
    toggled.variables ^= 1 << UInt64(top.toggles)
    out.append(toggled)
    return out
  }
}
