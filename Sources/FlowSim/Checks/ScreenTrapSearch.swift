/// Which configurations trap the user on their screen (`ScreenTraps.trapped`), given
/// the screen under each one's alerts, in two forms with the same answer.
///
/// A configuration *leaves* when one of its edges leads to another screen, or none of
/// them leads to another configuration (a dead end, or only transitions that fail:
/// reported as such); the rest are *stuck*: every edge stays on their screen. A
/// configuration traps the user when it reaches no configuration that leaves and its
/// screen is not `terminal`. The plain form searches backwards from every
/// configuration that leaves, over the whole space's incoming edges. The fast form
/// searches only among the stuck ones: a path from a stuck configuration stays on its
/// screen until the first configuration that leaves, so all before it are stuck, and
/// the stuck ones are few (on NAVBENCH none), where the whole space's incoming edges
/// cost a pass over every edge twice to build and once more to search.
enum ScreenTrapSearch {
  /// The fast form: the stuck configurations, then a backward search among them
  /// alone from those with an edge to one that leaves.
  static func trapped(_ space: StateSpace, _ underlying: ScreenTraps.ScreensByConfiguration)
    -> [Int]
  {
    let stuck = stuckConfigurations(space, underlying)
    guard !stuck.isEmpty else { return [] }
    let edgeStart = space.edgeStart
    let edgeTarget = space.edgeTarget
    // The edges among stuck configurations, reversed: the stuck configurations with
    // an edge to `stuck[t]` are `stuck[sources[start[t]..<start[t + 1]]]`. Positions
    // in `stuck` (ascending) are found by binary search, once an edge.
    var canLeave = [Bool](repeating: false, count: stuck.count)
    var pending: [Int] = []
    var start = [Int](repeating: 0, count: stuck.count + 1)
    var targets: [Int] = []  // Per edge of a stuck configuration: its target's position, or -1.
    for (position, index) in stuck.enumerated() {
      for edge in Int(edgeStart[index])..<Int(edgeStart[index + 1]) {
        let target = find(Int(edgeTarget[edge]), in: stuck)
        targets.append(target ?? -1)
        if let target {
          start[target + 1] += 1
        } else if !canLeave[position] {
          canLeave[position] = true
          pending.append(position)
        }
      }
    }
    for position in stuck.indices { start[position + 1] += start[position] }
    var filled = start
    var sources = [Int](repeating: 0, count: start[stuck.count])
    var edge = 0
    for (position, index) in stuck.enumerated() {
      for _ in Int(edgeStart[index])..<Int(edgeStart[index + 1]) {
        let target = targets[edge]
        edge += 1
        guard target >= 0 else { continue }
        sources[filled[target]] = position
        filled[target] += 1
      }
    }
    while let next = pending.popLast() {
      for source in sources[start[next]..<start[next + 1]] where !canLeave[source] {
        canLeave[source] = true
        pending.append(source)
      }
    }
    let isTerminal = space.flow.screens.map(\.isTerminal)
    return stuck.indices.compactMap { position in
      let index = stuck[position]
      return canLeave[position] || isTerminal[underlying[index].index] ? nil : index
    }
  }

  /// The configurations whose every edge stays on their screen, one at least leading
  /// to another configuration, ascending.
  static func stuckConfigurations(
    _ space: StateSpace, _ underlying: ScreenTraps.ScreensByConfiguration
  ) -> [Int] {
    var stuck: [Int] = []
    space.edgeStart.withUnsafeBufferPointer { edgeStart in
      space.edgeTarget.withUnsafeBufferPointer { edgeTarget in
        underlying.screens.withUnsafeBufferPointer { screens in
          // Most configurations leave by their first edge: only the screens are
          // compared until one differs; whether an edge moves on is asked only of
          // those whose every edge stays.
          for index in 0..<space.count {
            let here = screens[index]
            let end = Int(edgeStart[index + 1])
            var edge = Int(edgeStart[index])
            while edge < end, screens[Int(edgeTarget[edge])] == here { edge += 1 }
            guard edge == end else { continue }
            for edge in Int(edgeStart[index])..<end where Int(edgeTarget[edge]) != index {
              stuck.append(index)
              break
            }
          }
        }
      }
    }
    return stuck
  }

  /// Where `index` is in `sorted` (ascending), if it is there.
  private static func find(_ index: Int, in sorted: [Int]) -> Int? {
    var low = 0
    var high = sorted.count
    while low < high {
      let middle = (low + high) / 2
      if sorted[middle] < index { low = middle + 1 } else { high = middle }
    }
    return low < sorted.count && sorted[low] == index ? low : nil
  }

  /// The plain form, kept for the tests that compare the two: a configuration leaves
  /// as above, and every configuration that reaches one that leaves, searched
  /// backwards over the whole space's incoming edges (`StateSpace.canReach`).
  static func plainTrapped(_ space: StateSpace, _ underlying: ScreenTraps.ScreensByConfiguration)
    -> [Int]
  {
    let count = space.count
    var leaves = [Bool](repeating: false, count: count)
    for index in 0..<count {
      let here = underlying[index]
      var movesOn = false
      for (target, _) in space.successors(of: index) {
        if target != index { movesOn = true }
        if underlying[target] != here {
          leaves[index] = true
          break
        }
      }
      if !movesOn { leaves[index] = true }
    }
    let canLeave = space.canReach(leaves)
    let isTerminal = space.flow.screens.map(\.isTerminal)
    return (0..<count).filter { !canLeave[$0] && !isTerminal[underlying[$0].index] }
  }
}
