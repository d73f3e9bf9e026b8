/// The step function: which transitions a configuration offers and where each
/// leads, exactly as semantics.md describes UIKit. The explorer, the stepper,
/// scenarios and walkthroughs all step through this one implementation.
///
/// Immutable and shareable between threads; each thread brings its own `Workspace`.
final class Semantics: Sendable {
  let flow: Flow
  let layout: StateLayout
  let actions: [[CompiledAction]]
  private let outcomeGuards: [[Program]]
  private let controlGuards: [[Program]]
  private let screenControls: [[ControlID]]
  private let events: [ControlID]
  private let isAlert: [Bool]
  private let isNoReturn: [Bool]
  private let rootNumbers: [RootRef: Int]
  let backTransition: TransitionID
  let nextPageTransition: TransitionID
  let previousPageTransition: TransitionID
  let stackDepth: Int

  /// An action with only integer payloads, so stepping never touches reference counts.
  enum CompiledAction: Sendable {
    case push(Int)
    case present(Modal)
    case dismiss, back, popToRoot, nextPage, previousPage
    case unwind(Int)
    case selectTab(Int, Int)
    case page(Int, Int)
    case reset(Int)
    case set(Int, Program)
  }

  init(flow: Flow) {
    self.flow = flow
    layout = StateLayout(flow: flow)
    var numbers: [RootRef: Int] = [:]
    for (index, root) in flow.roots.enumerated() where numbers[root] == nil {
      numbers[root] = index
    }
    rootNumbers = numbers
    actions = flow.transitions.map { transition in
      transition.actions.map { action in
        switch action.kind {
        case .push(let screen): .push(screen)
        case .present(let modal): .present(modal)
        case .dismiss: .dismiss
        case .back: .back
        case .popToRoot: .popToRoot
        case .nextPage: .nextPage
        case .previousPage: .previousPage
        case .unwind(let screen): .unwind(screen)
        case .selectTab(let bar, let index): .selectTab(bar, index)
        case .page(let set, let index): .page(set, index)
        case .reset(let root): .reset(numbers[root] ?? 0)
        case .set(let variable, let expr): .set(variable, Program(expr))
        }
      }
    }
    outcomeGuards = flow.transitions.map { $0.guards.map { Program($0.condition) } }
    controlGuards = flow.controls.map { $0.guards.map { Program($0.condition) } }
    screenControls = flow.screens.map(\.controls)
    events = flow.controls.filter { $0.owner == .event }.map(\.id)
    isAlert = flow.screens.map(\.isAlert)
    isNoReturn = flow.screens.map(\.isNoReturn)
    func system(_ kind: Transition.Kind) -> TransitionID {
      flow.transitions.first { $0.kind == kind }?.id ?? -1
    }
    backTransition = system(.back)
    nextPageTransition = system(.nextPage)
    previousPageTransition = system(.previousPage)
    let programs = actions.flatMap { $0 }.compactMap { action -> Program? in
      if case .set(_, let program) = action { return program }
      return nil
    }
    stackDepth =
      (programs + outcomeGuards.flatMap { $0 } + controlGuards.flatMap { $0 })
      .map(\.depth).max() ?? 1
  }

  /// The packed initial configuration.
  var initialState: [UInt8] { layout.initialBytes(flow) }

  /// Scratch space for one thread.
  final class Workspace {
    var parent: StateBuffer
    var next: StateBuffer
    let stack: UnsafeMutablePointer<Int>

    init(_ semantics: Semantics, capacity: Int = 1 << 16) {
      parent = StateBuffer(layout: semantics.layout, capacity: capacity)
      next = StateBuffer(layout: semantics.layout, capacity: capacity)
      stack = .allocate(capacity: max(8, semantics.stackDepth + 1))
    }

    deinit {
      parent.deallocate()
      next.deallocate()
      stack.deallocate()
    }
  }

  // MARK: - Expanding

  /// Calls `sink` for every transition the configuration offers, in the fixed
  /// order: the visible screen's controls, back, tabs, pages, then events.
  func expand<Sink: StepSink>(
    _ state: UnsafePointer<UInt8>, count: Int, in work: Workspace, into sink: inout Sink
  ) {
    // Copy first: `state` may point into storage that inserting successors moves.
    work.parent.load(state, count: count)
    let state = UnsafePointer(work.parent.base)
    let visible = work.parent.visibleScreen()
    let alert = isAlert[visible]
    for control in screenControls[visible] {
      offer(control, state: state, alert: alert, work: work, sink: &sink)
    }
    offerSystem(state: state, count: count, work: work, sink: &sink)
    for control in events {
      offer(control, state: state, alert: false, work: work, sink: &sink)
    }
  }

  @inline(__always)
  private func holds(_ programs: [Program], _ state: UnsafePointer<UInt8>, _ work: Workspace)
    -> Int
  {
    for (index, program) in programs.enumerated()
    where program.run(layout, state, stack: work.stack) == 0 {
      return index
    }
    return -1
  }

  private func offer<Sink: StepSink>(
    _ control: ControlID, state: UnsafePointer<UInt8>, alert: Bool, work: Workspace,
    sink: inout Sink
  ) {
    let transitions = flow.controls[control].transitions
    let failed = holds(controlGuards[control], state, work)
    if failed >= 0 {
      for transition in transitions { sink.disabled(transition, .guardFailed(failed)) }
      return
    }
    for transition in transitions {
      let outcomeFailed = holds(outcomeGuards[transition], state, work)
      if outcomeFailed >= 0 {
        sink.disabled(transition, .outcomeGuardFailed(outcomeFailed))
        continue
      }
      work.next.load(state, count: work.parent.count)
      if alert { work.next.dismiss(keeping: work.next.modalCount - 1) }
      apply(transition, work: work, sink: &sink)
    }
  }

  private func offerSystem<Sink: StepSink>(
    state: UnsafePointer<UInt8>, count: Int, work: Workspace, sink: inout Sink
  ) {
    let parent = work.parent
    if let (position, _) = parent.activeStack(), parent.base[position] > 0 {
      work.next.load(state, count: count)
      work.next.truncate(stack: position, toDepth: Int(parent.base[position]) - 1)
      emit(backTransition, returning: true, work: work, sink: &sink)
    }
    guard parent.modalCount == 0 else { return }
    switch parent.root {
    case .tabs(let bar):
      for (index, tab) in flow.tabBars[bar].tabs.enumerated() {
        if index != parent.selection {
          work.next.load(state, count: count)
          work.next.select(index)
          emit(tab.transition, returning: false, work: work, sink: &sink)
        } else if parent.selectedStack >= 0, parent.base[parent.selectedStack] > 0 {
          work.next.load(state, count: count)
          work.next.truncate(stack: parent.selectedStack, toDepth: 0)
          emit(tab.transition, returning: true, work: work, sink: &sink)
        }
      }
    case .pages(let set):
      if parent.selection + 1 < layout.pageScreens[set].count {
        work.next.load(state, count: count)
        work.next.select(parent.selection + 1)
        emit(nextPageTransition, returning: false, work: work, sink: &sink)
      }
      if parent.selection > 0 {
        work.next.load(state, count: count)
        work.next.select(parent.selection - 1)
        emit(previousPageTransition, returning: false, work: work, sink: &sink)
      }
    case .screen, .nav:
      break
    }
  }

  /// Hands `work.next` to the sink, noting a return to a `noreturn` screen.
  @inline(__always)
  func emit<Sink: StepSink>(
    _ transition: TransitionID, returning: Bool, action: Int = -1, work: Workspace,
    sink: inout Sink
  ) {
    if returning {
      let visible = work.next.visibleScreen()
      if isNoReturn[visible] { sink.issue(transition, .returnsToNoReturn(visible), action: action) }
    }
    sink.successor(transition, work.next.base, work.next.count)
  }
}
