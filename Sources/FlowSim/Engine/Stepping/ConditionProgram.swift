/// A condition over configurations (`assert`, `expect`, `signed in when`) compiled
/// to postfix instructions, evaluated straight from packed bytes: no view is built,
/// nothing is allocated per configuration, so checks can evaluate it over every
/// configuration explored. It is what `Simulator.holds`, `Simulator.isSignedIn` and
/// `StateSpace.holds` run: assertions, scenario expectations, `signed in when`.
///
/// A second compiler beside `Programs` on purpose: those are the step function's
/// variables-only guards and effects, in one table for the explorer's inner loop;
/// a condition also reads screens, and `enabled` expands the configuration, that is,
/// runs the step function, so conditions are compiled apart from it.
///
/// `and` and `or` skip their right side when the left decides (most configurations
/// are not at the screen an assertion is about), and the enabled controls are asked
/// for only when an `enabled "Label"` atom is reached.
final class ConditionProgram {
  private struct Op {
    var kind: Kind
    var argument: Int
    var comparison = Expr.Comparison.equal

    /// What an instruction does: push a value, combine the top ones, or jump.
    enum Kind: UInt8 {
      case constant, variable, not, add, subtract, compare
      /// The visible screen is this one.
      case at
      /// The screen shows anywhere: a root, a stack, a tab, the current page, a modal.
      case screenShown
      /// A root stack, a tab's stack or a presented stack belongs to this nav.
      case navShown
      case tabsRoot, pagesRoot, enabled
      /// `and`: if the left side is false, it is the result (jump to `argument`); else
      /// drop it and evaluate the right side.
      case andSkip
      /// `or`: if the left side is true, 1 is the result (jump); else drop it.
      case orSkip
      /// The top as a truth value (0 or 1): the end of `and` and `or`.
      case truth
    }
  }

  private let ops: UnsafeMutablePointer<Op>
  private let count: Int
  private let stack: UnsafeMutablePointer<Int>
  /// Whether some instruction asks for enabled controls.
  let usesEnabled: Bool
  /// Whether some instruction reads more than variables and the visible screen (then
  /// the bytes are parsed), and whether one reads the visible screen.
  private let readsStructure: Bool
  private let readsVisible: Bool
  /// The only visible screens at which the condition can hold, when its form says so
  /// (nil: any screen may). See `ConditionProgram.screens(where:)`.
  let screens: Set<ScreenID>?

  init(_ expr: Expr) {
    var ops: [Op] = []
    var height = 0
    var depth = 1
    func push(_ kind: Op.Kind, _ argument: Int = 0) {
      ops.append(Op(kind: kind, argument: argument))
      height += 1
      depth = max(depth, height)
    }
    func binary(_ op: Op, _ a: Expr, _ b: Expr) {
      emit(a)
      emit(b)
      ops.append(op)
      height -= 1
    }
    func shortCircuit(_ kind: Op.Kind, _ a: Expr, _ b: Expr) {
      emit(a)
      let skip = ops.count
      ops.append(Op(kind: kind, argument: 0))
      height -= 1
      emit(b)
      ops.append(Op(kind: .truth, argument: 0))
      ops[skip].argument = ops.count
    }
    func emit(_ expr: Expr) {
      switch expr {
      case .constant(let value): push(.constant, value)
      case .variable(let id): push(.variable, id.index)
      case .not(let inner):
        emit(inner)
        ops.append(Op(kind: .not, argument: 0))
      case .and(let a, let b): shortCircuit(.andSkip, a, b)
      case .or(let a, let b): shortCircuit(.orSkip, a, b)
      case .add(let a, let b): binary(Op(kind: .add, argument: 0), a, b)
      case .subtract(let a, let b): binary(Op(kind: .subtract, argument: 0), a, b)
      case .compare(let comparison, let a, let b):
        binary(Op(kind: .compare, argument: 0, comparison: comparison), a, b)
      case .at(let screen): push(.at, screen.index)
      case .within(.screen(let screen)): push(.screenShown, screen.index)
      case .within(.nav(let nav)): push(.navShown, nav.index)
      case .within(.tabs(let bar)): push(.tabsRoot, bar.index)
      case .within(.pages(let set)): push(.pagesRoot, set.index)
      case .enabled(let control): push(.enabled, control.index)
      }
    }
    emit(expr)
    screens = Self.screens(where: expr)
    count = ops.count
    self.ops = .allocate(capacity: max(1, ops.count))
    self.ops.initialize(from: ops, count: ops.count)
    stack = .allocate(capacity: depth)
    usesEnabled = ops.contains { $0.kind == .enabled }
    readsVisible = ops.contains { $0.kind == .at }
    readsStructure = ops.contains {
      switch $0.kind {
      case .screenShown, .navShown, .tabsRoot, .pagesRoot: true
      default: false
      }
    }
  }

  /// The visible screens at which `expr` can hold, read off its form: `at X` holds
  /// only at X, `a and b` only where both can, `a or b` where either can; any other
  /// condition (nil) may hold anywhere. Most assertions are about one screen
  /// (`never at Voting and …`), so `StateSpace.holds` answers false for every
  /// configuration showing another screen without running the program there.
  static func screens(where expr: Expr) -> Set<ScreenID>? {
    switch expr {
    case .at(let screen): [screen]
    case .and(let a, let b):
      switch (screens(where: a), screens(where: b)) {
      case (let a?, let b?): a.intersection(b)
      case (let only?, nil), (nil, let only?): only
      case (nil, nil): nil
      }
    case .or(let a, let b):
      if let a = screens(where: a), let b = screens(where: b) { a.union(b) } else { nil }
    default: nil
    }
  }

  deinit {
    stack.deallocate()
    ops.deallocate()
  }

  /// Whether the condition holds in the configuration `state[0..<count]`, whose
  /// visible screen is `visible` (-1: read it from the bytes); its enabled controls
  /// are found by expanding it, if an `enabled` atom is reached.
  func holds(
    in state: UnsafePointer<UInt8>, count: Int, semantics: Semantics,
    work: Semantics.Workspace, visible: Int = -1
  ) -> Bool {
    var enabled = Expanding(state: state, count: count, semantics: semantics, work: work)
    return holds(
      in: state, count: count, semantics: semantics, work: work, visible: visible,
      enabled: &enabled)
  }

  /// Whether the condition holds, asking `enabled` about controls only when an
  /// `enabled` atom is reached. Inlined: `StateSpace.holds` runs it for every
  /// configuration, and a call with its set-up costs as much as a short condition.
  @inline(__always)
  func holds<Source: EnabledControls.Source>(
    in state: UnsafePointer<UInt8>, count: Int, semantics: Semantics,
    work: Semantics.Workspace, visible: Int, enabled: inout Source
  ) -> Bool {
    let buffer = work.parent
    if readsStructure || (readsVisible && visible < 0) { buffer.load(state, count: count) }
    let layout = semantics.layout
    var top = -1
    var index = 0
    while index < self.count {
      let op = ops[index]
      index &+= 1
      let value: Int
      switch op.kind {
      case .constant: value = op.argument
      case .variable: value = layout.read(variable: op.argument, from: state)
      case .not:
        stack[top] = stack[top] == 0 ? 1 : 0
        continue
      case .andSkip:
        if stack[top] == 0 {
          index = op.argument
        } else {
          top -= 1
        }
        continue
      case .orSkip:
        if stack[top] != 0 {
          stack[top] = 1
          index = op.argument
        } else {
          top -= 1
        }
        continue
      case .truth:
        stack[top] = stack[top] != 0 ? 1 : 0
        continue
      case .add, .subtract, .compare:
        let b = stack[top]
        top -= 1
        let a = stack[top]
        switch op.kind {
        case .add: stack[top] = a &+ b
        case .subtract: stack[top] = a &- b
        default: stack[top] = op.comparison.holds(a, b) ? 1 : 0
        }
        continue
      case .at: value = (visible >= 0 ? visible : buffer.visibleScreen()) == op.argument ? 1 : 0
      case .screenShown: value = buffer.shows(screen: op.argument) ? 1 : 0
      case .navShown: value = buffer.shows(nav: op.argument) ? 1 : 0
      case .tabsRoot:
        value = buffer.rootKind == .tabs && buffer.rootArgument == op.argument ? 1 : 0
      case .pagesRoot:
        value = buffer.rootKind == .pages && buffer.rootArgument == op.argument ? 1 : 0
      case .enabled: value = enabled.isEnabled(ControlID(op.argument)) ? 1 : 0
      }
      top += 1
      stack[top] = value
    }
    return stack[0] != 0
  }

  /// Enabled controls found by expanding the configuration, on first use.
  private struct Expanding: EnabledControls.Source {
    let state: UnsafePointer<UInt8>
    let count: Int
    let semantics: Semantics
    let work: Semantics.Workspace
    var found: [ControlID]? = nil

    mutating func isEnabled(_ control: ControlID) -> Bool {
      if found == nil {
        var sink = EnabledControls(semantics: semantics)
        // Expanding loads the same bytes into the workspace: structure reads still hold.
        semantics.expandFast(state, count: count, in: work, into: &sink)
        found = sink.controls
      }
      return found.unsafelyUnwrapped.contains(control)
    }
  }

  /// The controls with a transition that is not disabled (leads somewhere or fails):
  /// what `enabled "Label"` and `Simulator.enabledControls` ask about.
  struct EnabledControls: DirectStepSink {
    /// Where an evaluation asks which controls are enabled.
    protocol Source {
      /// Whether `control` has a transition that is not disabled here.
      mutating func isEnabled(_ control: ControlID) -> Bool
    }

    static var takesDisabled: Bool { false }
    let semantics: Semantics
    /// Controls found, each once.
    var controls: [ControlID] = []

    init(semantics: Semantics) { self.semantics = semantics }

    mutating func successor(_ transition: TransitionID, _ state: UnsafePointer<UInt8>, _ count: Int)
    {
      note(transition)
    }

    mutating func issue(_ transition: TransitionID, _ issue: StepIssue, action: Int) {
      if issue.isFailure { note(transition) }
    }

    private mutating func note(_ transition: TransitionID) {
      let index = Int(semantics.transitionControl[transition.index])
      guard index >= 0 else { return }
      let control = ControlID(index)
      if !controls.contains(control) { controls.append(control) }
    }
  }
}
