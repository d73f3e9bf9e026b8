/// What a change to a flow does to the app's behaviour (`flowsim diff`): screens
/// that became reachable or unreachable, controls added, removed or changed, findings
/// that appeared or went away, shortest paths that got longer or shorter, and every
/// other declaration whose meaning changed (modifiers, variables, sign-in, log out,
/// assertions, `known` lines, scenarios: `FlowDiff+Declarations`).
///
/// Both flows are explored and checked; everything is compared by name (screens),
/// by screen + verb + label + outcome (transitions; a tab by its tab bar and label)
/// and by id + message (findings),
/// never by line, so moving a declaration is not a change.
public struct FlowDiff: Sendable {
  /// A control's outcome, named the way a reviewer reads it.
  public struct TransitionKey: Sendable, Hashable, Comparable {
    /// The owning screen's name, or `event` for an environment event.
    public var screen: String
    /// `tap "Sign in"`.
    public var control: String
    /// The outcome's name when the control has several.
    public var outcome: String?

    public static func < (lhs: TransitionKey, rhs: TransitionKey) -> Bool {
      (lhs.screen, lhs.control, lhs.outcome ?? "") < (rhs.screen, rhs.control, rhs.outcome ?? "")
    }
  }

  /// A transition that is in one flow only, or in both but does something else.
  public struct TransitionChange: Sendable, Hashable {
    public var key: TransitionKey
    /// Its guards and actions as written (`when not voted -> push Voting`); nil on
    /// the side where it does not exist.
    public var before: String?
    public var after: String?
  }

  /// A finding by what it says, not where.
  public struct FindingKey: Sendable, Hashable, Comparable {
    public var id: String
    public var severity: Severity
    public var message: String
    /// Whether a `known` line acknowledges it (then `severity` is `.note`).
    public var isKnown = false
    /// That line, as written (`known dead-end when …`), to tell whether it is still there.
    public var knownLine: String?

    /// What the finding says, whatever its severity: how the two flows' are paired.
    var said: [String] { [id, message] }

    public static func < (lhs: FindingKey, rhs: FindingKey) -> Bool {
      (lhs.id, lhs.message) < (rhs.id, rhs.message)
    }
  }

  /// A screen reachable in both flows whose shortest path from the start changed
  /// length, with the new shortest walkthrough.
  public struct PathChange: Sendable {
    public var screen: String
    /// Steps from the start to the first configuration showing the screen.
    public var before: Int
    public var after: Int
    /// The new shortest walkthrough, through `FlowDiff.newSpace`'s configurations.
    public var walkthrough: Walkthrough
  }

  public var addedScreens: [String] = []
  public var removedScreens: [String] = []
  /// Screens in both flows, reachable before and not after.
  public var becameUnreachable: [String] = []
  /// Screens in both flows, unreachable before and reachable after.
  public var becameReachable: [String] = []
  /// Screens in both flows that need a signed-in user now and did not before (marked
  /// `private`, or moved into a private container), and the other way round: what
  /// the log-out and sign-out checks hold to changes with them.
  public var becamePrivate: [String] = []
  public var becamePublic: [String] = []
  public var addedTransitions: [TransitionChange] = []
  public var removedTransitions: [TransitionChange] = []
  public var changedTransitions: [TransitionChange] = []
  /// Findings the new flow has and the old one had not.
  public var newFindings: [FindingKey] = []
  /// Findings the old flow had and the new one has not.
  public var fixedFindings: [FindingKey] = []
  /// Findings both flows have, which a `known` line acknowledges in the new one only
  /// (as the old flow reported them).
  public var acknowledgedFindings: [FindingKey] = []
  /// Findings both flows have, which a `known` line acknowledged in the old one only
  /// (as the new flow reports them).
  public var unacknowledgedFindings: [FindingKey] = []
  /// Screens in both flows whose shortest path changed, in the new flow's order.
  public var paths: [PathChange] = []
  /// Declarations other than screens and controls added, removed or changed: the
  /// start, modifiers, variables, `signed in when`, `logout`, assertions, `known`
  /// lines and scenarios, by kind.
  public var declarations: [DeclarationChange] = []
  /// False when either exploration stopped at a limit (states or memory): reachability and
  /// paths are then only as far as explored.
  public var isComplete = true
  /// The new flow's state space: what the paths' walkthroughs are told against.
  public var newSpace: StateSpace

  /// Whether nothing the app does changed.
  public var isEmpty: Bool {
    addedScreens.isEmpty && removedScreens.isEmpty && becameUnreachable.isEmpty
      && becameReachable.isEmpty && becamePrivate.isEmpty && becamePublic.isEmpty
      && addedTransitions.isEmpty && removedTransitions.isEmpty
      && changedTransitions.isEmpty && newFindings.isEmpty && fixedFindings.isEmpty
      && acknowledgedFindings.isEmpty && unacknowledgedFindings.isEmpty && paths.isEmpty
      && declarations.isEmpty
  }

  /// Compares two checked flows.
  public init(old: Checker.Report, new: Checker.Report) {
    let before = Side(old)
    let after = Side(new)
    isComplete = old.space.isComplete && new.space.isComplete
    newSpace = new.space
    declarations = Self.declarationChanges(old: old.flow, new: new.flow)
    addedScreens = new.flow.screens.map(\.name).filter { !before.names.contains($0) }
    removedScreens = old.flow.screens.map(\.name).filter { !after.names.contains($0) }
    let wasPrivate = Dictionary(
      old.flow.screens.map { ($0.name, $0.isPrivate) }, uniquingKeysWith: { first, _ in first })
    for screen in new.flow.screens {
      guard let was = wasPrivate[screen.name], was != screen.isPrivate else { continue }
      if screen.isPrivate {
        becamePrivate.append(screen.name)
      } else {
        becamePublic.append(screen.name)
      }
    }
    for screen in new.flow.screens.map(\.name) where before.names.contains(screen) {
      let was = before.distance[screen]
      let now = after.distance[screen]
      if was != nil && now == nil { becameUnreachable.append(screen) }
      if was == nil && now != nil { becameReachable.append(screen) }
      if let was, let now, was != now {
        paths.append(
          PathChange(
            screen: screen, before: was, after: now, walkthrough: after.walkthrough(to: screen)))
      }
    }
    for key in after.transitions.keys.sorted() {
      let now = after.transitions[key]
      guard let was = before.transitions[key] else {
        addedTransitions.append(TransitionChange(key: key, before: nil, after: now))
        continue
      }
      if was != now {
        changedTransitions.append(TransitionChange(key: key, before: was, after: now))
      }
    }
    for key in before.transitions.keys.sorted() where after.transitions[key] == nil {
      removedTransitions.append(
        TransitionChange(key: key, before: before.transitions[key], after: nil))
    }
    newFindings = after.findings.subtracting(before.findings).sorted()
    fixedFindings = before.findings.subtracting(after.findings).sorted()
    // A finding both flows report (the same id and message) whose acknowledgement
    // changed is neither new nor fixed as such.
    let knownNow = Set(newFindings.filter(\.isKnown).map(\.said))
    acknowledgedFindings = fixedFindings.filter { !$0.isKnown && knownNow.contains($0.said) }
    // A finding known before and reported now: "no longer known" when the line that
    // acknowledged it is gone; with the line still there, another occurrence has
    // appeared, which stays new, and the known one is not fixed.
    let linesNow = Set(new.flow.knownFindings.map { Self.text(of: $0, in: new.flow) })
    let reportedNow = Set(newFindings.filter { !$0.isKnown }.map(\.said))
    var lineGone: Set<[String]> = []
    var lineStands: Set<[String]> = []
    for old in fixedFindings where old.isKnown && reportedNow.contains(old.said) {
      if let line = old.knownLine, linesNow.contains(line) {
        lineStands.insert(old.said)
      } else {
        lineGone.insert(old.said)
      }
    }
    unacknowledgedFindings = newFindings.filter { !$0.isKnown && lineGone.contains($0.said) }
    let moved = Set(acknowledgedFindings.map(\.said)).union(lineGone)
    newFindings.removeAll { moved.contains($0.said) }
    fixedFindings.removeAll {
      moved.contains($0.said) || ($0.isKnown && lineStands.contains($0.said))
    }
  }

  /// One flow's facts, by name.
  private struct Side {
    let report: Checker.Report
    let names: Set<String>
    /// Steps to the first configuration showing each reachable screen.
    var distance: [String: Int] = [:]
    var firstState: [String: Int] = [:]
    var transitions: [TransitionKey: String] = [:]
    let findings: Set<FindingKey>

    init(_ report: Checker.Report) {
      self.report = report
      let flow = report.flow
      names = Set(flow.screens.map(\.name))
      let space = report.space
      var depth = [Int](repeating: 0, count: space.count)
      for state in 0..<space.count {
        if let parent = space.parent(of: state) { depth[state] = depth[parent] + 1 }
        let screen = flow.screens[space.visibleScreen(of: state)].name
        if distance[screen] == nil {
          distance[screen] = depth[state]
          firstState[screen] = state
        }
      }
      for control in flow.controls {
        let owner: String
        switch control.owner {
        case .screen(let screen): owner = flow.screens[screen].name
        case .event: owner = "event"
        }
        for id in control.transitions {
          let transition = flow.transitions[id]
          var outcome: String?
          if case .control(_, let name) = transition.kind { outcome = name }
          let key = TransitionKey(screen: owner, control: control.displayName, outcome: outcome)
          transitions[key] = Self.describe(control: control, transition: transition)
        }
      }
      // A tab is a control the user taps too: renaming one, or changing what it
      // holds, is a change a reviewer sees.
      for bar in flow.tabBars {
        for tab in bar.tabs {
          let key = TransitionKey(screen: bar.name, control: "tab \"\(tab.label)\"", outcome: nil)
          switch tab.content {
          case .nav(let nav): transitions[key] = "shows nav \(flow.navs[nav].name)"
          case .screen(let screen): transitions[key] = "shows \(flow.screens[screen].name)"
          }
        }
      }
      findings = Set(
        report.findings.map {
          FindingKey(
            id: $0.id, severity: $0.severity, message: $0.diagnostic.message,
            isKnown: $0.known != nil, knownLine: $0.known.map { FlowDiff.text(of: $0, in: flow) })
        })
    }

    /// `when not voted -> push Voting; set x = 1`: guards and actions as written, in
    /// the canonical spacing of `flowsim fmt`.
    static func describe(control: Control, transition: Transition) -> String {
      let guards = (control.guards + transition.guards).map {
        "when " + FlowDiff.canonical($0.text)
      }
      let actions = transition.actions.map { FlowDiff.canonical($0.range.file.text(in: $0.range)) }
      let chain = actions.isEmpty ? "dismiss" : actions.joined(separator: "; ")
      return (guards + ["-> " + chain]).joined(separator: " ")
    }

    /// The shortest walkthrough to the first configuration showing `screen`, which
    /// is reachable.
    func walkthrough(to screen: String) -> Walkthrough {
      report.space.walkthrough(to: firstState[screen]!)
    }
  }
}
