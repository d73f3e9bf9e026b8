/// Where the user can never leave a screen: configurations from which every path
/// stays on one screen while its variables change and alerts or action sheets come and
/// go over it (an event that only sets a variable, a toggle, an alert that returns).
/// Not a dead end, as something always happens, but the user is as stuck: what
/// `no-way-out` reports and the stepper's `check` says.
///
/// A configuration counts only when exploring finished with edges recorded, its screen
/// is not `terminal`, and no configuration where nothing leads anywhere can follow it
/// (a dead end, or one where every transition fails: reported as such). Beside
/// others, a transition that fails takes the user nowhere, so it is no way out.
struct ScreenTraps {
  /// Per configuration: the screen under any alerts and action sheets (16-bit, as
  /// `FlowLimits` numbers screens in two bytes: held for every configuration while
  /// the no-way-out pass runs).
  let underlying: ScreensByConfiguration
  /// The configurations from which the user can never leave `underlying`, ascending.
  let trapped: [Int]

  /// `unpacked` is told each configuration whose screen under its alerts is worked
  /// out (one a rest; for the tests).
  init(space: StateSpace, unpacked: (Int) -> Void = { _ in }) {
    let flow = space.flow
    let count = space.count
    let isAlert = flow.screens.map(\.isAlert)
    var underlying = [UInt16](repeating: 0, count: count)
    // The screen under a rest's alerts, once known (-1: not yet): configurations of
    // one rest differ only in variables (see `StateSpace.rest(of:)`), and unpacking
    // each showing an alert had cost more than exploring them. Worked out on the
    // packed configuration: a `ConfigurationView` for each had cost more than the
    // rest of the pass.
    var underRest = [Int32](repeating: -1, count: space.restCount)
    let state = StateBuffer(layout: space.semantics.layout, capacity: space.store.readCapacity)
    let snapshot = space.store.snapshot
    // Only a configuration showing an alert needs unpacking: one of each rest.
    func screen(_ index: Int, showing visible: Int) -> UInt16 {
      guard isAlert[visible] else { return UInt16(truncatingIfNeeded: visible) }
      let rest = space.rest(of: index)
      if underRest[rest] < 0 {
        unpacked(index)
        state.load { snapshot.read(index, into: $0) }
        underRest[rest] = Int32(truncatingIfNeeded: Self.underlyingScreen(state, isAlert))
      }
      return UInt16(truncatingIfNeeded: underRest[rest])
    }
    // The screens exploring recorded, read in place (a call a configuration had cost
    // as much as the rest of the pass), as they are where no screen is an alert; then
    // any configuration it did not expand.
    let recorded = space.shown.count
    let anyAlert = isAlert.contains(true)
    underlying.withUnsafeMutableBufferPointer { underlying in
      space.shown.withUnsafeBufferPointer { shown in
        guard anyAlert else {
          _ = UnsafeMutableBufferPointer(rebasing: underlying[..<recorded])
            .update(fromContentsOf: shown)
          return
        }
        for index in 0..<recorded { underlying[index] = screen(index, showing: Int(shown[index])) }
      }
      for index in recorded..<count {
        underlying[index] = screen(index, showing: space.visibleScreen(of: index).index)
      }
    }
    self.underlying = ScreensByConfiguration(screens: underlying)
    guard space.isComplete, space.hasEdges else {
      trapped = []
      return
    }
    trapped = ScreenTrapSearch.trapped(space, self.underlying)
  }

  /// A screen per configuration, held in 16 bits.
  struct ScreensByConfiguration {
    let screens: [UInt16]

    subscript(index: Int) -> ScreenID { ScreenID(Int(screens[index])) }
  }

  /// The screen shown under any alerts and action sheets on top of packed
  /// configuration `state`, which loses them: `underlyingScreen(_:_:)` of its view.
  static func underlyingScreen(_ state: StateBuffer, _ isAlert: [Bool]) -> Int {
    while state.modalCount > 0, isAlert[state.visibleScreen()] {
      state.dismiss(keeping: state.modalCount - 1)
    }
    return state.visibleScreen()
  }

  /// The screen shown under any alerts and action sheets on top of `view` (the
  /// visible screen when there are none).
  static func underlyingScreen(_ view: ConfigurationView, _ flow: Flow) -> ScreenID {
    var modals = view.modals[...]
    while let top = modals.last?.screens.last, flow.screens[top].isAlert {
      modals = modals.dropLast()
    }
    if let top = modals.last?.screens.last { return top }
    switch view.root {
    case .screen(let screen): return screen
    case .nav: return view.stacks[0].screens.last ?? view.visible
    case .tabs: return view.stacks[view.selectedTab ?? 0].screens.last ?? view.visible
    case .pages(let set): return flow.pageSets[set].pages[view.page ?? 0]
    }
  }
}
