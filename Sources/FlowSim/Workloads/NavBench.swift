/// The static structure of one NAVBENCH instance: every screen's push edges, guards,
/// toggled variable and presented modal (`../shared/bench/README.md`, section 1.2).
///
/// Screen ids follow NAVBENCH: regular screen `sid = tab·S + i` (`i == 0` is the tab's
/// root), modal screen of tab `t` is `N + t` with `N = T·S`. Build one from parameters
/// (`init(_:)`, which draws push targets from SplitMix64) or from a JSON spec
/// (`init(jsonSpec:)`); `flowText()` renders it in the flow language.
public struct NavBench: Sendable, Hashable {
  /// The instance's parameters.
  public let parameters: NavBenchParameters
  /// The `T·S` regular screens, indexed by id.
  public let screens: [NavBenchScreen]

  /// Builds the instance NAVBENCH defines for `parameters`.
  public init(_ parameters: NavBenchParameters) throws(NavBenchError) {
    if let problem = parameters.problem { throw problem }
    let size = parameters.screensPerTab
    let pushCount = parameters.pushesPerScreen
    var rng = SplitMix64(seed: parameters.seed)
    var screens: [NavBenchScreen] = []
    screens.reserveCapacity(parameters.screenCount)
    for id in 0..<parameters.screenCount {
      let tab = id / size
      let index = id % size
      var candidates = Array((tab * size + 1)..<(tab * size + size))
      var pushes: [NavBenchPush] = []
      for slot in 0..<pushCount {
        let pick = slot + Int(rng.next(below: UInt64(size - 1 - slot)))
        candidates.swapAt(slot, pick)
        let edge = id * pushCount + slot
        let guardVariable = edge % 3 == 2 ? edge % parameters.variables : nil
        pushes.append(
          NavBenchPush(edge: edge, target: candidates[slot], guardVariable: guardVariable))
      }
      screens.append(
        NavBenchScreen(
          id: id, tab: tab, index: index, toggles: id % parameters.variables,
          presents: index % 5 == 4 ? parameters.screenCount + tab : nil, pushes: pushes))
    }
    self.parameters = parameters
    self.screens = screens
  }

  /// An instance with the given structure, checked for consistency with `parameters`
  /// (ids, tabs, slot counts, targets in the screen's own tab, variable indices).
  public init(parameters: NavBenchParameters, screens: [NavBenchScreen]) throws(NavBenchError) {
    if let problem = parameters.problem { throw problem }
    guard screens.count == parameters.screenCount else {
      throw .invalidSpec("expected \(parameters.screenCount) screens, found \(screens.count)")
    }
    let size = parameters.screensPerTab
    for (id, screen) in screens.enumerated() {
      let tab = id / size
      let tabScreens = (tab * size)..<(tab * size + size)
      guard screen.id == id, screen.tab == tab, screen.index == id % size else {
        throw .invalidSpec(
          "screen \(id) has id \(screen.id), tab \(screen.tab), index \(screen.index)")
      }
      guard (0..<parameters.variables).contains(screen.toggles) else {
        throw .invalidSpec("screen \(id) toggles variable \(screen.toggles), outside 0..<V")
      }
      if let modal = screen.presents, modal != parameters.screenCount + tab {
        throw .invalidSpec("screen \(id) presents \(modal), not its tab's modal")
      }
      guard screen.pushes.count == parameters.pushesPerScreen else {
        throw .invalidSpec(
          "screen \(id) has \(screen.pushes.count) pushes, K is \(parameters.pushesPerScreen)")
      }
      for (slot, push) in screen.pushes.enumerated() {
        guard push.edge == id * parameters.pushesPerScreen + slot else {
          throw .invalidSpec("screen \(id) slot \(slot) has edge index \(push.edge)")
        }
        guard tabScreens.contains(push.target), push.target != tab * size else {
          throw .invalidSpec(
            "screen \(id) pushes \(push.target), not a non-root screen of tab \(tab)")
        }
        if let variable = push.guardVariable, !(0..<parameters.variables).contains(variable) {
          throw .invalidSpec("edge \(push.edge) is guarded by variable \(variable), outside 0..<V")
        }
      }
    }
    self.parameters = parameters
    self.screens = screens
  }

  /// Whether some screen of `tab` presents the tab's modal (in generated instances,
  /// exactly when `S ≥ 5`).
  public func tabPresentsModal(_ tab: Int) -> Bool {
    let size = parameters.screensPerTab
    return screens[(tab * size)..<(tab * size + size)].contains { $0.presents != nil }
  }
}

/// One regular NAVBENCH screen: what it pushes, toggles and presents.
public struct NavBenchScreen: Sendable, Hashable {
  /// `tab·S + index`.
  public var id: Int
  public var tab: Int
  /// Position in the tab, 0 for the tab's root.
  public var index: Int
  /// The variable the screen's toggle flips, `id % V`.
  public var toggles: Int
  /// The modal screen id it presents (`T·S + tab` when `index % 5 == 4`), else nil.
  public var presents: Int?
  /// Push edges in slot order `j = 0 ..< K`.
  public var pushes: [NavBenchPush]

  public init(id: Int, tab: Int, index: Int, toggles: Int, presents: Int?, pushes: [NavBenchPush]) {
    self.id = id
    self.tab = tab
    self.index = index
    self.toggles = toggles
    self.presents = presents
    self.pushes = pushes
  }

  /// Whether this is its tab's root screen.
  public var isRoot: Bool { index == 0 }
}

/// One push edge `(screen, slot)` of a NAVBENCH instance.
public struct NavBenchPush: Sendable, Hashable {
  /// The global edge index `screen·K + slot`.
  public var edge: Int
  /// The pushed screen's id: a non-root screen of the same tab (possibly the screen itself).
  public var target: Int
  /// The variable that must be true for the push to be offered (`edge % V` when
  /// `edge % 3 == 2`), or nil for an unguarded edge.
  public var guardVariable: Int?

  public init(edge: Int, target: Int, guardVariable: Int?) {
    self.edge = edge
    self.target = target
    self.guardVariable = guardVariable
  }
}
