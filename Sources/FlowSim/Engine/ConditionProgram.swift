/// A condition over configurations (`assert`, `expect`, `signed in when`) compiled
/// to postfix instructions, evaluated straight from packed bytes: no view is built,
/// nothing is allocated per configuration, so checks can evaluate it over every
/// configuration explored. Means exactly what `Simulator.holds` did over a view.
final class ConditionProgram {
  private struct Op {
    var kind: Kind
    var argument: Int
    var comparison = Expr.Comparison.equal

    enum Kind: UInt8 {
      case constant, variable, not, and, or, add, subtract, compare
      /// The visible screen is this one.
      case at
      /// The screen shows anywhere: a root, a stack, a tab, the current page, a modal.
      case screenShown
      /// A root stack, a tab's stack or a presented stack belongs to this nav.
      case navShown
      case tabsRoot, pagesRoot, enabled
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
    func emit(_ expr: Expr) {
      switch expr {
      case .constant(let value): push(.constant, value)
      case .variable(let id): push(.variable, id)
      case .not(let inner):
        emit(inner)
        ops.append(Op(kind: .not, argument: 0))
      case .and(let a, let b): binary(Op(kind: .and, argument: 0), a, b)
      case .or(let a, let b): binary(Op(kind: .or, argument: 0), a, b)
      case .add(let a, let b): binary(Op(kind: .add, argument: 0), a, b)
      case .subtract(let a, let b): binary(Op(kind: .subtract, argument: 0), a, b)
      case .compare(let comparison, let a, let b):
        binary(Op(kind: .compare, argument: 0, comparison: comparison), a, b)
      case .at(let screen): push(.at, screen)
      case .within(.screen(let screen)): push(.screenShown, screen)
      case .within(.nav(let nav)): push(.navShown, nav)
      case .within(.tabs(let bar)): push(.tabsRoot, bar)
      case .within(.pages(let set)): push(.pagesRoot, set)
      case .enabled(let control): push(.enabled, control)
      }
    }
    emit(expr)
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

  deinit {
    stack.deallocate()
    ops.deallocate()
  }

  /// Whether the condition holds in the configuration `state[0..<count]`, whose
  /// visible screen is `visible` (-1: read it from the bytes) and whose enabled
  /// controls are `enabled` (nil: expand the configuration to find them).
  func holds(
    in state: UnsafePointer<UInt8>, count: Int, semantics: Semantics,
    work: Semantics.Workspace, visible: Int = -1, enabled: UnsafeBufferPointer<UInt32>? = nil
  ) -> Bool {
    var expanded: [Int] = []
    if usesEnabled, enabled == nil {
      var sink = EnabledControls(semantics: semantics)
      semantics.expand(state, count: count, in: work, into: &sink)
      expanded = sink.controls
    }
    let buffer = work.parent
    if readsStructure || (readsVisible && visible < 0) { buffer.load(state, count: count) }
    let layout = semantics.layout
    var top = -1
    for index in 0..<self.count {
      let op = ops[index]
      let value: Int
      switch op.kind {
      case .constant: value = op.argument
      case .variable: value = layout.read(variable: op.argument, from: state)
      case .not:
        stack[top] = stack[top] == 0 ? 1 : 0
        continue
      case .and, .or, .add, .subtract, .compare:
        let b = stack[top]
        top -= 1
        let a = stack[top]
        switch op.kind {
        case .and: stack[top] = a != 0 && b != 0 ? 1 : 0
        case .or: stack[top] = a != 0 || b != 0 ? 1 : 0
        case .add: stack[top] = a &+ b
        case .subtract: stack[top] = a &- b
        default: stack[top] = op.comparison.holds(a, b) ? 1 : 0
        }
        continue
      case .at: value = (visible >= 0 ? visible : buffer.visibleScreen()) == op.argument ? 1 : 0
      case .screenShown: value = buffer.shows(screen: op.argument) ? 1 : 0
      case .navShown: value = buffer.shows(nav: op.argument) ? 1 : 0
      case .tabsRoot: value = buffer.rootKind == 2 && buffer.rootArgument == op.argument ? 1 : 0
      case .pagesRoot: value = buffer.rootKind == 3 && buffer.rootArgument == op.argument ? 1 : 0
      case .enabled:
        let control = op.argument
        let shown =
          enabled.map { $0.contains(UInt32(control)) } ?? expanded.contains(control)
        value = shown ? 1 : 0
      }
      top += 1
      stack[top] = value
    }
    return stack[0] != 0
  }

  /// The controls with a transition that is not disabled (leads somewhere or fails):
  /// what `enabled "Label"` and `Simulator.enabledControls` ask about.
  struct EnabledControls: StepSink {
    static var takesDisabled: Bool { false }
    let semantics: Semantics
    /// Controls found, each once.
    var controls: [Int] = []

    init(semantics: Semantics) { self.semantics = semantics }

    mutating func successor(_ transition: TransitionID, _ state: UnsafePointer<UInt8>, _ count: Int)
    {
      note(transition)
    }

    mutating func issue(_ transition: TransitionID, _ issue: StepIssue, action: Int) {
      if issue.isFailure { note(transition) }
    }

    private mutating func note(_ transition: TransitionID) {
      let control = Int(semantics.transitionControl[transition])
      if control >= 0, !controls.contains(control) { controls.append(control) }
    }
  }
}
