/// Something a transition ran into. Failures stop the transition (no successor);
/// notices let it happen and are reported by the checks.
public enum StepIssue: Sendable, Hashable {
  // Failures.
  /// `unwind to S` where S is not in the history.
  case unwindTargetMissing(ScreenID)
  /// A push from a screen in no navigation stack.
  case pushOutsideStack(ScreenID)
  /// A push that puts a screen into its stack a third time: a push cycle.
  case unboundedStack(ScreenID)
  /// A stack deeper than the engine's limit.
  case stackTooDeep
  /// `set` would leave the variable's domain.
  case valueOutOfRange(VariableID, Int)
  /// `tab "L"` while that tab bar is not the window's root.
  case tabBarNotShown(TabBarID)
  /// A page move while no page set is the window's root.
  case pageSetNotShown
  /// A presentation that puts a screen into the modal chain a third time.
  case unboundedPresentation(ScreenID)
  /// More modals than the engine's limit, or a configuration too large to store.
  case tooLarge
  /// An alert button whose action has nothing to apply to once the alert is gone
  /// (a `back` at a stack's root): UIKit takes the tap, the flow cannot say what
  /// happens.
  case alertButtonCannotApply
  // Notices.
  /// A push that puts a screen into its stack a second time.
  case screenTwiceInStack(ScreenID)
  /// Back, pop to root or unwind returned to a screen marked `noreturn`.
  case returnsToNoReturn(ScreenID)
  /// `tab "L"` selected a tab of the tab bar under a modal: UIKit does so, and the
  /// user sees nothing change until the modal is dismissed.
  case tabUnderModal(TabBarID)

  /// Whether the transition is stopped (no successor).
  public var isFailure: Bool {
    switch self {
    case .screenTwiceInStack, .returnsToNoReturn, .tabUnderModal: false
    default: true
    }
  }
}

extension StepIssue {
  /// Which issue it is, without its operands: a small number that `IssueFilter`
  /// packs into `IssueFilter.kindBits` bits (never 0, which stands for no issue).
  enum Kind: UInt8, CaseIterable {
    case screenTwiceInStack = 1
    case returnsToNoReturn, unwindTargetMissing, pushOutsideStack, unboundedStack
    case unboundedPresentation, tabBarNotShown, stackTooDeep, pageSetNotShown, tooLarge
    case alertButtonCannotApply, tabUnderModal, valueOutOfRange
  }
}
