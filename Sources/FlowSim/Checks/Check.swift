/// One of the checks `flowsim check` runs over an explored flow.
///
/// Each check describes itself (what it proves, the findings it reports, a flow that
/// triggers each and one that does not), so one generic test runs every example and
/// `docs/checks.md` is generated from the same descriptions.
public protocol Check: Sendable {
  static var description: CheckDescription { get }
  func run(_ context: CheckContext) -> [Finding]
}

/// What a check proves and how to see it fire.
public struct CheckDescription: Sendable {
  /// Short name: `reachability`, `back`, `unwind`, `logout`, `assertions`.
  public var name: String
  /// What holds when the check is clean, in one or two sentences.
  public var proves: String
  public var rules: [Rule]

  /// One kind of finding a check reports.
  public struct Rule: Sendable {
    public var id: String
    public var severity: Severity
    public var summary: String
    /// A flow that triggers the finding.
    public var triggering: String
    /// A flow close to it that does not.
    public var clean: String
  }
}

/// Everything a check may read: the flow, its explored state space, and derived
/// per-configuration facts computed once and shared.
public final class CheckContext {
  public let flow: Flow
  public let space: StateSpace
  public let simulator: Simulator
  /// The flow as written: `flow` itself, unless exploring left out the variables
  /// nothing reads (`leftOut`), when `flow` is `original.leavingOut(leftOut)`.
  public let original: Flow
  /// The variables `space` was explored without.
  public let leftOut: Set<VariableID>

  public init(
    flow: Flow, space: StateSpace, original: Flow? = nil, leftOut: Set<VariableID> = []
  ) {
    self.flow = flow
    self.space = space
    self.original = original ?? flow
    self.leftOut = leftOut
    simulator = space.makeSimulator()
  }

  /// The `known` lines (by index) whose condition held at some configuration showing
  /// their finding (see `representative(_:on:among:)`).
  var knownLinesMet: Set<Int> = []
  /// Where each conditional `known` line holds, once asked.
  var knownConditionCache: [Int: [Bool]] = [:]

  /// Every configuration unpacked, in discovery order (each when first read).
  public private(set) lazy var views = ConfigurationViews(space: space, simulator: simulator)

  /// Configuration `index` unpacked (cached).
  public func view(_ index: Int) -> ConfigurationView { views[index] }

  /// The visible screen of configuration `index` (without unpacking it).
  public func visibleScreen(_ index: Int) -> ScreenID { space.visibleScreen(of: index) }

  /// Whether `expr` holds in each configuration.
  public func holds(_ expr: Expr) -> [Bool] { space.holds(expr) }

  /// A finding at the configuration where issue `record` happened, with its walkthrough.
  func finding(
    _ diagnostic: Diagnostic, at state: Int, then transition: TransitionID? = nil,
    screen: ScreenID? = nil
  ) -> Finding {
    var walkthrough = space.walkthrough(to: state)
    if let transition {
      let options = simulator.options(walkthrough.end).filter { $0.transition == transition }
      if let option = options.first, case .leadsTo(let target, let notices) = option.result {
        walkthrough.steps.append(
          simulator.step(transition, from: walkthrough.endView, to: target, notices: notices))
      } else {
        walkthrough.failure = simulator.failure(transition, in: walkthrough.end)
      }
    }
    return Finding(diagnostic, walkthrough: walkthrough, screen: screen)
  }

  /// Where an action or transition stands in the source.
  func range(of transition: TransitionID, action: Int) -> SourceRange? {
    let actions = flow.transitions[transition].actions
    if action >= 0, action < actions.count { return actions[action].range }
    return flow.range(of: transition)
  }
}
