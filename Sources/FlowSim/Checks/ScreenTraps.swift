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
  /// out from its bytes (one a rest, and only where no edge tells; for the tests).
  init(space: StateSpace, unpacked: (Int) -> Void = { _ in }) {
    let flow = space.flow
    let count = space.count
    let isAlert = flow.screens.map(\.isAlert)
    // The screen under a rest's alerts, once known (-1: not yet): configurations of
    // one rest differ only in variables (see `StateSpace.rest(of:)`). Worked out on
    // the packed configuration: a `ConfigurationView` for each had cost more than
    // the rest of the pass. Made at the first unpacking: with edges, most flows
    // unpack none.
    var underRest: [Int32] = []
    let state = StateBuffer(layout: space.semantics.layout, capacity: space.store.readCapacity)
    let snapshot = space.store.snapshot
    func unpack(_ index: Int) -> UInt16 {
      if underRest.isEmpty { underRest = [Int32](repeating: -1, count: space.restCount) }
      let rest = space.rest(of: index)
      if underRest[rest] < 0 {
        unpacked(index)
        state.load { snapshot.read(index, into: $0) }
        underRest[rest] = Int32(truncatingIfNeeded: Self.underlyingScreen(state, isAlert))
      }
      return UInt16(truncatingIfNeeded: underRest[rest])
    }
    // The screens exploring recorded, read in place (a call a configuration had cost
    // as much as the rest of the pass); then those of the configurations it did not
    // expand, unpacked where they show an alert.
    let recorded = space.shown.count
    var underlying = [UInt16](unsafeUninitializedCapacity: count) { underlying, initialized in
      space.shown.withUnsafeBufferPointer { shown in
        _ = UnsafeMutableBufferPointer(rebasing: underlying[..<recorded])
          .initialize(fromContentsOf: shown)
      }
      for index in recorded..<count {
        let visible = space.visibleScreen(of: index).index
        underlying.initializeElement(
          at: index,
          to: isAlert[visible] ? unpack(index) : UInt16(truncatingIfNeeded: visible))
      }
      initialized = count
    }
    if isAlert.contains(true) {
      Self.lookUnderAlerts(&underlying, recorded, space, isAlert, unpack)
    }
    self.underlying = ScreensByConfiguration(screens: underlying)
    guard space.isComplete, space.hasEdges else {
      trapped = []
      return
    }
    trapped = ScreenTrapSearch.trapped(space, self.underlying)
  }

  /// Replaces the alert of each expanded configuration among `underlying[..<recorded]`
  /// (their visible screens) by the screen under its alerts. An alert's button with
  /// no action of its own takes the user to the same configuration with the alert
  /// dismissed: the rules dismiss an alert before its button's actions. So where
  /// such a button's edge was recorded, the screen under the alerts is its target's
  /// (under that one's alerts in turn, when alerts were stacked); elsewhere it is
  /// worked out from the configuration's bytes (`unpack`). Almost every alert has
  /// one ("OK"), and alerts had been the pass's cost: half the configurations of the
  /// modal shape show one, and its rests are small, so few share an unpacking.
  private static func lookUnderAlerts(
    _ underlying: inout [UInt16], _ recorded: Int, _ space: StateSpace, _ isAlert: [Bool],
    _ unpack: (Int) -> UInt16
  ) {
    let flow = space.flow
    // Per transition: a button of an alert (or action sheet) with no action.
    let onlyDismisses = flow.transitions.map { transition -> Bool in
      guard case .control(let control, _) = transition.kind, transition.actions.isEmpty,
        case .screen(let owner) = flow.controls[control].owner
      else { return false }
      return isAlert[owner.index]
    }
    let edgeTransition = space.edgeTransition
    let edged = min(recorded, max(0, space.edgeStart.count - 1))
    // In place, without a bounds or exclusivity check a configuration: half the
    // configurations may show an alert.
    underlying.withUnsafeMutableBufferPointer { underlying in
      space.edgeStart.withUnsafeBufferPointer { edgeStart in
        space.edgeTarget.withUnsafeBufferPointer { edgeTarget in
          isAlert.withUnsafeBufferPointer { isAlert in
            onlyDismisses.withUnsafeBufferPointer { onlyDismisses in
              func dismissed(_ index: Int) -> Int? {
                guard index < edged else { return nil }
                for edge in Int(edgeStart[index])..<Int(edgeStart[index + 1])
                where onlyDismisses[Int(edgeTransition[edge])] {
                  let target = Int(edgeTarget[edge])
                  return target == index ? nil : target
                }
                return nil
              }
              for index in 0..<recorded where isAlert[Int(underlying[index])] {
                // Configurations before `index`, and those not expanded, are final.
                var at = index
                while at >= index, at < recorded, isAlert[Int(underlying[at])] {
                  guard let target = dismissed(at) else {
                    underlying[at] = unpack(at)
                    break
                  }
                  at = target
                }
                // The same way again, writing the screen found (alerts stacked over
                // alerts are rare: no list of the way is kept).
                let screen = underlying[at]
                var link = index
                while link != at, let next = dismissed(link) {
                  underlying[link] = screen
                  link = next
                }
              }
            }
          }
        }
      }
    }
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
