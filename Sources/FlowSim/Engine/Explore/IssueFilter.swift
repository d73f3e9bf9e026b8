/// The first occurrence (in breadth-first order) of each distinct issue exploration
/// meets, with a cheap test that expanding threads use to drop issues already recorded.
///
/// The explorer calls `record` in index order; expanding threads test against a
/// `Snapshot` of the codes, refreshed (by the explorer) when a batch is handed out,
/// which also drops repeats within the batch: only the first of them can be a first
/// occurrence.
final class IssueFilter: @unchecked Sendable {
  private struct Key: Hashable {
    var transition: TransitionID
    var action: Int
    var issue: StepIssue
  }

  private var seen: Set<Key> = []
  private(set) var records: [StateSpace.IssueRecord] = []
  /// Per transition, up to `codesPerTransition` codes of recorded issues (0: none).
  private let codes: UnsafeMutablePointer<UInt64>
  private let count: Int
  fileprivate static let codesPerTransition = 2

  init(transitions: Int) {
    count = max(1, transitions * IssueFilter.codesPerTransition)
    codes = .allocate(capacity: count)
    codes.initialize(repeating: 0, count: count)
  }

  deinit { codes.deallocate() }

  /// Bits of a code that hold the issue's kind: every `StepIssue.Kind` must fit
  /// (`IssueFilterTests` checks it, and `code` asserts it).
  static let kindBits = 4
  /// Bits of a code that hold the action's index plus one.
  static let actionBits = 20

  /// A number that stands for exactly this issue and action, or 0 when there is none.
  @inline(__always)
  fileprivate static func code(_ issue: StepIssue, action: Int) -> UInt64 {
    let kind: StepIssue.Kind
    let payload: Int
    switch issue {
    case .screenTwiceInStack(let screen): (kind, payload) = (.screenTwiceInStack, screen.index)
    case .returnsToNoReturn(let screen): (kind, payload) = (.returnsToNoReturn, screen.index)
    case .unwindTargetMissing(let screen): (kind, payload) = (.unwindTargetMissing, screen.index)
    case .pushOutsideStack(let screen): (kind, payload) = (.pushOutsideStack, screen.index)
    case .unboundedStack(let screen): (kind, payload) = (.unboundedStack, screen.index)
    case .unboundedPresentation(let screen):
      (kind, payload) = (.unboundedPresentation, screen.index)
    case .tabBarNotShown(let bar): (kind, payload) = (.tabBarNotShown, bar.index)
    case .stackTooDeep: (kind, payload) = (.stackTooDeep, 0)
    case .pageSetNotShown: (kind, payload) = (.pageSetNotShown, 0)
    case .tooLarge: (kind, payload) = (.tooLarge, 0)
    case .alertButtonCannotApply: (kind, payload) = (.alertButtonCannotApply, 0)
    case .tabUnderModal(let bar): (kind, payload) = (.tabUnderModal, bar.index)
    // Two operands (a variable and a value): never filtered, every one recorded.
    case .valueOutOfRange: return 0
    }
    assert(kind.rawValue > 0 && kind.rawValue < 1 << kindBits, "a step issue kind outgrew its bits")
    guard payload >= 0, payload < 1 << 32, action >= -1, action < (1 << actionBits) - 1 else {
      return 0
    }
    return UInt64(kind.rawValue) | UInt64(action + 1) << kindBits
      | UInt64(payload) << (kindBits + actionBits)
  }

  /// A copy of the codes of recorded issues, for a thread that expands.
  final class Snapshot: @unchecked Sendable {
    fileprivate let codes: UnsafeMutablePointer<UInt64>
    fileprivate let count: Int

    fileprivate init(count: Int) {
      self.count = count
      codes = .allocate(capacity: count)
      codes.initialize(repeating: 0, count: count)
    }

    deinit { codes.deallocate() }

    /// Whether this issue of this transition was already recorded, or met before in
    /// the same batch; if not, it counts as met from now on.
    @inline(__always)
    func alreadySeen(_ transition: TransitionID, _ issue: StepIssue, action: Int) -> Bool {
      let code = IssueFilter.code(issue, action: action)
      if code == 0 { return false }
      let base = codes + transition.index * IssueFilter.codesPerTransition
      for index in 0..<IssueFilter.codesPerTransition {
        if base[index] == code { return true }
        if base[index] == 0 {
          base[index] = code
          return false
        }
      }
      return false
    }
  }

  func makeSnapshot() -> Snapshot { Snapshot(count: count) }

  /// Brings a snapshot up to date (on the thread that records).
  func refresh(_ snapshot: Snapshot) {
    snapshot.codes.update(from: codes, count: count)
  }

  /// Records the issue if it is the first of its kind.
  func record(state: Int, _ transition: TransitionID, _ issue: StepIssue, action: Int) {
    guard seen.insert(Key(transition: transition, action: action, issue: issue)).inserted else {
      return
    }
    records.append(
      StateSpace.IssueRecord(state: state, transition: transition, issue: issue, action: action))
    let code = IssueFilter.code(issue, action: action)
    if code == 0 { return }
    let base = codes + transition.index * IssueFilter.codesPerTransition
    for index in 0..<IssueFilter.codesPerTransition where base[index] == 0 {
      base[index] = code
      return
    }
  }
}
