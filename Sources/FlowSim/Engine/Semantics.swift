/// The step function: which transitions a configuration offers and where each
/// leads, as UIKit does it (docs/language.md states the rules). The explorer, the stepper,
/// scenarios and walkthroughs all step through this one implementation.
///
/// This file compiles a flow, once, into the flat tables the rules read (`Rules/`:
/// what each action does, when it is offered, why not) and into the direct controls
/// the shortcuts read (`Shortcuts/`: the same steps written faster), so stepping
/// reads plain memory. Immutable and shareable between threads; each thread brings
/// its own `Workspace`.
final class Semantics: @unchecked Sendable {
  let flow: Flow
  let layout: StateLayout
  let programs = Programs()
  /// Whether plain single-action steps are written straight from the parent's bytes
  /// (see `Semantics+DirectSteps.swift`); off only in tests that compare both paths.
  let directSteps: Bool

  /// A control: its guards and transitions, as ranges into the flat tables.
  struct ControlEntry {
    var guardStart: Int32
    var guardCount: Int32
    var transitionStart: Int32
    var transitionCount: Int32
  }

  /// A transition: its outcome guards and actions, as ranges into the flat tables.
  struct TransitionEntry {
    var guardStart: Int32
    var guardCount: Int32
    var actionStart: Int32
    var actionCount: Int32
  }

  /// An action with integer operands only (see `Kind`).
  struct FlatAction {
    var kind: Kind
    var a: Int32
    var b: Int32

    /// Which action it is; `a` and `b` are its operands (a screen, a nav, a variable, a program…).
    enum Kind: UInt8 {
      case push, presentScreen, presentNav, dismiss, back, popToRoot, nextPage, previousPage
      case unwind, selectTab, page, reset, set
      /// `show`: `push` where a navigation stack is active, else `presentScreen`.
      case show
      /// `dismiss all`: every modal, or nothing when none is up.
      case dismissAll
      /// `set b = not b` for a bool `b`: flip its bit.
      case toggle
    }
  }

  let screenControlStart: Table<Int32>
  let screenControls: Table<Int32>
  /// `screenControls` compiled for direct steps, index for index.
  let directControls: Table<DirectControl>
  /// `eventControls` compiled for direct steps, index for index.
  let directEvents: Table<DirectControl>
  let controlTable: Table<ControlEntry>
  let controlTransitions: Table<Int32>
  /// Program numbers of every guard; control and outcome guards index into it.
  let guardPrograms: Table<Int32>
  let transitionTable: Table<TransitionEntry>
  let actionTable: Table<FlatAction>
  let eventControls: Table<Int32>
  let isAlert: Table<Bool>
  let isNoReturn: Table<Bool>
  /// `nobar`: stacks (by nav) and screens whose navigation bar is hidden, where the
  /// system back is not offered.
  let navHidesBar: Table<Bool>
  let screenHidesBar: Table<Bool>
  /// The control each transition belongs to, or -1 (system transitions).
  let transitionControl: Table<Int32>
  /// Each variable's domain: lowest and highest value.
  let variableLow: Table<Int>
  let variableHigh: Table<Int>
  let backTransition: TransitionID
  let nextPageTransition: TransitionID
  let previousPageTransition: TransitionID

  init(flow: Flow, directSteps: Bool = true) {
    self.flow = flow
    self.directSteps = directSteps
    // The tables (and the layout's tabs, and the explorer's edges) hold control and
    // transition ids in 32 bits.
    precondition(
      flow.controls.count <= Int(Int32.max), "a flow's controls must fit 32 bits (control ids)")
    precondition(
      flow.transitions.count <= Int(Int32.max),
      "a flow's transitions must fit 32 bits (transition ids)")
    let stateLayout = StateLayout(flow: flow)
    layout = stateLayout
    var rootNumbers: [RootRef: Int] = [:]
    for (index, root) in flow.roots.enumerated() where rootNumbers[root] == nil {
      rootNumbers[root] = index
    }
    let programs = self.programs
    var guards: [Int32] = []
    func addGuards(_ list: [Guard]) -> (Int32, Int32) {
      let start = Int32(guards.count)
      for item in list { guards.append(Int32(programs.add(item.condition))) }
      return (start, Int32(list.count))
    }
    var starts: [Int32] = [0]
    var ids: [Int32] = []
    for screen in flow.screens {
      ids += screen.controls.map { Int32($0.index) }
      starts.append(Int32(ids.count))
    }
    screenControlStart = Table(starts)
    screenControls = Table(ids)
    var controlTransitions: [Int32] = []
    controlTable = Table(
      flow.controls.map { control in
        let (guardStart, guardCount) = addGuards(control.guards)
        let start = Int32(controlTransitions.count)
        controlTransitions += control.transitions.map { Int32($0.index) }
        return ControlEntry(
          guardStart: guardStart, guardCount: guardCount, transitionStart: start,
          transitionCount: Int32(control.transitions.count))
      })
    self.controlTransitions = Table(controlTransitions)
    var actions: [FlatAction] = []
    transitionTable = Table(
      flow.transitions.map { transition in
        let (guardStart, guardCount) = addGuards(transition.guards)
        let start = Int32(actions.count)
        for action in transition.actions {
          actions.append(
            Self.flatten(
              action.kind, rootNumbers: rootNumbers, programs: programs, layout: stateLayout))
        }
        return TransitionEntry(
          guardStart: guardStart, guardCount: guardCount, actionStart: start,
          actionCount: Int32(transition.actions.count))
      })
    actionTable = Table(actions)
    guardPrograms = Table(guards)
    programs.seal()
    let events = flow.controls.filter { $0.owner == .event }.map { Int32($0.id.index) }
    eventControls = Table(events)
    isAlert = Table(flow.screens.map(\.isAlert))
    isNoReturn = Table(flow.screens.map(\.isNoReturn))
    navHidesBar = Table(flow.navs.map(\.hidesBar))
    screenHidesBar = Table(flow.screens.map(\.hidesBar))
    transitionControl = Table(
      flow.transitions.map { transition in
        if case .control(let control, _) = transition.kind { return Int32(control.index) }
        return -1
      })
    variableLow = Table(flow.variables.map(\.domain.bounds.lowerBound))
    variableHigh = Table(flow.variables.map(\.domain.bounds.upperBound))
    func system(_ kind: Transition.Kind) -> TransitionID {
      flow.transitions.first { $0.kind == kind }?.id ?? TransitionID(-1)
    }
    backTransition = system(.back)
    nextPageTransition = system(.nextPage)
    previousPageTransition = system(.previousPage)
    // Compiled from the finished tables (a closure may not capture `self` yet).
    let tables = (
      controlTable, self.controlTransitions, transitionTable, actionTable, guardPrograms,
      variableHigh
    )
    func compile(_ control: Int32) -> DirectControl {
      Semantics.compileDirect(
        ControlID(Int(control)), controls: tables.0, controlTransitions: tables.1,
        transitions: tables.2, actions: tables.3, guards: tables.4, programs: programs,
        layout: stateLayout, high: tables.5)
    }
    directControls = Table(ids.map(compile))
    directEvents = Table(events.map(compile))
  }

  deinit {
    for table in [
      screenControlStart, screenControls, controlTransitions, guardPrograms, eventControls,
    ] {
      table.deallocate()
    }
    controlTable.deallocate()
    directControls.deallocate()
    directEvents.deallocate()
    transitionTable.deallocate()
    actionTable.deallocate()
    isAlert.deallocate()
    isNoReturn.deallocate()
    navHidesBar.deallocate()
    screenHidesBar.deallocate()
    transitionControl.deallocate()
    variableLow.deallocate()
    variableHigh.deallocate()
  }

  private static func flatten(
    _ kind: Action.Kind, rootNumbers: [RootRef: Int], programs: Programs, layout: StateLayout
  ) -> FlatAction {
    func make(_ kind: FlatAction.Kind, _ a: Int = 0, _ b: Int = 0) -> FlatAction {
      FlatAction(kind: kind, a: Int32(a), b: Int32(b))
    }
    switch kind {
    case .push(let screen): return make(.push, screen.index)
    case .present(.screen(let screen)): return make(.presentScreen, screen.index)
    case .present(.nav(let nav)): return make(.presentNav, nav.index)
    case .show(let screen): return make(.show, screen.index)
    case .dismiss: return make(.dismiss)
    case .dismissAll: return make(.dismissAll)
    case .back: return make(.back)
    case .popToRoot: return make(.popToRoot)
    case .nextPage: return make(.nextPage)
    case .previousPage: return make(.previousPage)
    case .unwind(let screen): return make(.unwind, screen.index)
    case .selectTab(let bar, let index): return make(.selectTab, bar.index, index)
    case .page(let set, let index): return make(.page, set.index, index)
    case .reset(let root): return make(.reset, rootNumbers[root] ?? 0)
    case .set(let variable, .not(.variable(let source)))
    where source == variable && layout.variableBits[variable.index].width == 1
      && layout.variableBits[variable.index].low == 0:
      return make(.toggle, variable.index)
    case .set(let variable, let expr): return make(.set, variable.index, programs.add(expr))
    }
  }

  /// The packed initial configuration.
  var initialState: [UInt8] { layout.initialBytes(flow) }

  /// Scratch space for one thread.
  final class Workspace {
    let parent: StateBuffer
    let next: StateBuffer
    let stack: UnsafeMutablePointer<Int>
    /// The parent's nearest navigation stack (its position, or -1, and its nav),
    /// found once per configuration expanded.
    var activePosition = -1
    var activeNav = 0

    /// `capacity` bytes per configuration: under 65,536, so a length fits 16 bits.
    init(_ semantics: Semantics, capacity: Int = (1 << 16) - 64) {
      parent = StateBuffer(layout: semantics.layout, capacity: capacity)
      next = StateBuffer(layout: semantics.layout, capacity: capacity)
      stack = .allocate(capacity: semantics.programs.depth + 1)
    }

    deinit { stack.deallocate() }
  }
}
