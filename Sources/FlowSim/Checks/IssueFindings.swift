/// Turns issues met while exploring (`StateSpace.issues`) into findings: the message,
/// where it points, and the walkthrough to the configuration where it happened.
enum IssueFindings {
  /// The finding id each issue is reported under.
  static func id(_ issue: StepIssue) -> String {
    switch issue {
    case .unwindTargetMissing: "unwind-target-missing"
    case .pushOutsideStack: "push-outside-navigation"
    case .unboundedStack: "unbounded-stack"
    case .stackTooDeep, .tooLarge: "configuration-too-large"
    case .valueOutOfRange: "value-out-of-range"
    case .tabBarNotShown: "tab-bar-not-shown"
    case .pageSetNotShown: "page-set-not-shown"
    case .unboundedPresentation: "unbounded-presentation"
    case .alertButtonCannotApply: "alert-button-does-nothing"
    case .screenTwiceInStack: "screen-twice-in-stack"
    case .returnsToNoReturn: "returns-to-noreturn"
    case .tabUnderModal: "tab-under-modal"
    }
  }

  /// What makes a finding a first occurrence: the issue and where it points, and for
  /// a system transition (back, tab taps), which points at the screen concerned, the
  /// transition too, so that back and tapping the selected tab are each reported.
  private struct Occurrence: Hashable {
    var issue: StepIssue
    var location: SourceLocation?
    var systemTransition: TransitionID?
  }

  /// Findings for the issues whose id is in `ids`, first occurrence of each.
  static func findings(
    _ ids: Set<String>, _ context: CheckContext,
    including: (StateSpace.IssueRecord) -> Bool = { _ in true }
  ) -> [Finding] {
    var findings: [Finding] = []
    var seen: Set<Occurrence> = []
    for record in context.space.issues where ids.contains(id(record.issue)) && including(record) {
      let range = location(record, context)
      let occurrence = Occurrence(
        issue: record.issue, location: range?.location,
        systemTransition: record.action < 0 ? record.transition : nil)
      guard seen.insert(occurrence).inserted else { continue }
      let diagnostic = make(record, range: range, context)
      findings.append(
        context.finding(
          diagnostic, at: record.state, then: record.transition,
          screen: screen(record, context)))
    }
    return findings
  }

  /// The screen an issue is reported on, for `known … at SCREEN`: the screen its
  /// location points at. A control's transition points into the control, so its
  /// screen; back or a tab re-tap returning to a `noreturn` screen points at that
  /// screen; another system transition, at the screen it was taken on. Nil for an
  /// event, which belongs to no screen. (Occurrences are told apart by location, so
  /// the screen is the same for every occurrence a finding stands for.)
  private static func screen(_ record: StateSpace.IssueRecord, _ context: CheckContext)
    -> ScreenID?
  {
    switch context.flow.transitions[record.transition].kind {
    case .control:
      return context.flow.screen(of: record.transition)
    case .back, .nextPage, .previousPage, .tab:
      if case .returnsToNoReturn(let target) = record.issue { return target }
      return context.visibleScreen(record.state)
    }
  }

  private static func location(_ record: StateSpace.IssueRecord, _ context: CheckContext)
    -> SourceRange?
  {
    if record.action < 0, case .returnsToNoReturn(let screen) = record.issue {
      return context.flow.screens[screen].range
    }
    return context.range(of: record.transition, action: record.action)
  }

  private static func make(
    _ record: StateSpace.IssueRecord, range: SourceRange?, _ context: CheckContext
  ) -> Diagnostic {
    let flow = context.flow
    let label = flow.label(of: record.transition)
    func name(_ screen: ScreenID) -> String { flow.screens[screen].name }
    switch record.issue {
    case .unwindTargetMissing(let target):
      return .error(
        id(record.issue),
        "'unwind to \(name(target))' is offered where '\(name(target))' is not in the history",
        at: range,
        notes: [
          Note(
            "an unwind can only return to a screen below the current one in its stack or modal chain"
          )
        ])
    case .pushOutsideStack(let target):
      return .error(
        id(record.issue),
        "cannot push '\(name(target))': the visible screen is in no navigation stack", at: range,
        notes: [
          Note(
            "UIKit would present '\(name(target))' modally instead; put the screen in a 'nav', or use 'present'"
          )
        ])
    case .unboundedStack(let target):
      return .error(
        id(record.issue),
        "push cycle: \(label) pushes '\(name(target))' again and again, so the stack grows without bound",
        at: range,
        notes: [
          Note(cycle(record, target, context)),
          Note(
            "go back ('back', 'pop to root', 'unwind to …') instead of pushing a screen that is already in the stack"
          ),
          Note(
            "flowsim takes a screen's third copy in a stack as a cycle; if something else bounds the stack (a counter in a guard), declare the bound: 'nav NAME max N'"
          ),
        ])
    case .stackTooDeep, .tooLarge:
      return .error(
        id(record.issue),
        "the configuration grows past flowsim's limits (\(StateLayout.maximumDepth) screens in a stack, \(StateLayout.maximumModals) modals)",
        at: range)
    case .valueOutOfRange(let variable, let value):
      let v = flow.variables[variable]
      return .error(
        id(record.issue),
        "\(label) sets '\(v.name)' to \(value), outside its range \(v.domain.syntax)", at: range,
        notes: [Note(rangeGuard(record, variable, flow))])
    case .tabBarNotShown(let bar):
      return .error(
        id(record.issue),
        "\(label) selects a tab of '\(flow.tabBars[bar].name)' while it is not shown",
        at: range)
    case .pageSetNotShown:
      return .error(id(record.issue), "\(label) moves a page while no page set is shown", at: range)
    case .alertButtonCannotApply:
      let why = context.simulator.explain(
        .cannotApply(action: max(0, record.action)), of: record.transition)
      let isSheet = flow.screen(of: record.transition).map { flow.screens[$0].kind == .sheet }
      let alert = isSheet == true ? "action sheet" : "alert"
      var notes = [
        Note(
          "UIKit lets every \(alert) button be tapped and always dismisses the \(alert); give this button an action that applies here, or no action"
        )
      ]
      if isSheet == true {
        notes.append(
          Note(
            "'sheet' declares an action sheet (its buttons close it); a screen presented as a sheet is a 'screen', shown with 'present' and closed with 'dismiss'"
          ))
      }
      return .error(
        id(record.issue),
        "\(label) closes the \(alert), then cannot do what it says: \(why)", at: range,
        notes: notes)
    case .unboundedPresentation(let target):
      return .error(
        id(record.issue),
        "presentation cycle: '\(name(target))' is presented over itself again and again", at: range,
        notes: [Note("dismiss back to it instead of presenting it again")])
    case .screenTwiceInStack(let target):
      return .warning(
        id(record.issue),
        "'\(name(target))' appears twice in one stack after \(label); usually a push that should have been a pop",
        at: range)
    case .returnsToNoReturn(let target):
      return .error(
        id(record.issue),
        "\(label) returns to '\(name(target))', which is marked 'noreturn': back, pop to root and unwind must never return to it, signed in or not",
        at: range, notes: [Note(noReturnAdvice(target, record, context))])
    case .tabUnderModal(let bar):
      let modals = modalUnderTab(record, context).modals
      // Each modal by the screen it shows (a presented stack's top), bottom first.
      let names = modals.compactMap { $0.screens.last.map { "'\(name($0))'" } }
      let under =
        names.count > 1 ? "the modals \(Counting.listed(names))" : "the modal \(names.first ?? "?")"
      let pronoun = names.count > 1 ? "they are" : "it is"
      // One 'dismiss' is not enough where several modals are up, or where the chain
      // has dismissed one already and this one is still there.
      let dismissed = flow.transitions[record.transition].actions.prefix(max(0, record.action))
        .contains { $0.kind == .dismiss }
      let dismiss =
        modals.count > 1 || dismissed
        ? "dismiss every modal first ('dismiss all; tab \"…\"')"
        : "dismiss first ('dismiss; tab \"…\"')"
      return .warning(
        id(record.issue),
        "\(label) selects a tab of '\(flow.tabBars[bar].name)' under \(under): the user sees nothing change until \(pronoun) dismissed",
        at: range,
        notes: [
          Note(
            "to show the tab, \(dismiss), or 'reset' to the tab bar; if the tab is meant to change unseen, this is right"
          )
        ])
    }
  }

  /// The configuration as `record`'s chain leaves it just before the tab it selects
  /// under a modal, so that the modal named is the one still up then, not one the
  /// chain dismissed first (`dismiss; tab "B"` over two modals). The engine takes the
  /// chain's actions up to the tab's, through a copy of the flow whose transition
  /// stops there (the configuration's layout does not depend on transitions), rather
  /// than the check retelling what each action does to the modals.
  private static func modalUnderTab(_ record: StateSpace.IssueRecord, _ context: CheckContext)
    -> ConfigurationView
  {
    let actions = context.flow.transitions[record.transition].actions
    guard actions.indices.contains(record.action) else { return context.view(record.state) }
    var flow = context.flow
    flow.transitions[record.transition].actions = Array(actions.prefix(record.action))
    let simulator = Simulator(flow: flow)
    let option = simulator.options(context.space.configuration(record.state)).first {
      $0.transition == record.transition
    }
    return option?.target.map { simulator.view($0) } ?? context.view(record.state)
  }

  /// How to keep `target` out of reach: in a presented stack (a wizard), a reset
  /// would throw away the whole app under it, so present the next screen instead.
  private static func noReturnAdvice(
    _ target: ScreenID, _ record: StateSpace.IssueRecord, _ context: CheckContext
  ) -> String {
    let name = context.flow.screens[target].name
    let flow = context.flow
    if let signedIn = flow.signedIn,
      !context.simulator.isSignedIn(context.space.configuration(record.state))
    {
      return
        "the user is not signed in here; if '\(name)' must only never come back once signed in, remove 'noreturn' and assert that instead: 'assert never \(flow.text(of: .and(.at(target), signedIn)))'"
    }
    let inModal = context.view(record.state).modals.contains { $0.screens.contains(target) }
    guard inModal else {
      return
        "replace the stack instead (e.g. 'reset …') so that '\(name)' is no longer in the history"
    }
    return
      "'\(name)' is in a presented stack, where 'reset' would throw away everything under it: present the screen that follows '\(name)' instead of pushing it, and leave it with 'unwind' or 'dismiss', so that back cannot reach '\(name)'"
  }

  /// The cycle as text: from the earlier occurrence of `target` to the top, and back;
  /// where the stack that grows is not the one shown when the chain began (`tab
  /// "Chats"; push Chat` from another tab), that stack, named.
  private static func cycle(
    _ record: StateSpace.IssueRecord, _ target: ScreenID, _ context: CheckContext
  ) -> String {
    let flow = context.flow
    let growing = growingStack(record, target, context)
    guard growing.isVisible else {
      let names = growing.stack.screens.map { flow.screens[$0].name }.joined(separator: " › ")
      var place = growing.stack.nav.map { "'\(flow.navs[$0].name)'" } ?? "the stack"
      if let tab = growing.tab { place += " (tab \"\(tab)\")" }
      if growing.isModal { place += " (presented)" }
      return "the stack that grows is \(place): \(names)"
    }
    let names = (cycle(in: growing.stack.screens, target) + [target]).map {
      flow.screens[$0].name
    }
    return "the cycle: " + names.joined(separator: " → ")
  }

  /// The screens of a push cycle: the stack that grows, from the last occurrence of
  /// `target`.
  static func cycleScreens(
    _ record: StateSpace.IssueRecord, _ target: ScreenID, _ context: CheckContext
  ) -> [ScreenID] {
    cycle(in: growingStack(record, target, context).stack.screens, target)
  }

  /// `stack` from the last occurrence of `target`.
  private static func cycle(in stack: [ScreenID], _ target: ScreenID) -> [ScreenID] {
    Array(stack[(stack.lastIndex(of: target) ?? 0)...])
  }

  /// The stack a push cycle grows, where the push that fails is taken: the one that
  /// holds `target` twice already (the push would add its third copy), the visible
  /// stack first; else the visible stack. A chain may push onto another stack than
  /// the one shown (`tab "Chats"; push Chat` from the Contacts tab).
  private static func growingStack(
    _ record: StateSpace.IssueRecord, _ target: ScreenID, _ context: CheckContext
  ) -> (stack: ConfigurationView.Stack, isVisible: Bool, isModal: Bool, tab: String?) {
    let view = context.simulator.view(context.space.configuration(record.state))
    let flow = context.flow
    var tabs: [String?] = Array(repeating: nil, count: view.stacks.count)
    if case .tabs(let bar) = view.root {
      for (index, tab) in flow.tabBars[bar].tabs.enumerated() where index < tabs.count {
        tabs[index] = tab.label
      }
    }
    // Topmost first: the modals, then the root's stacks.
    let stacks =
      view.modals.reversed().map { ($0, true, String?.none) }
      + zip(view.stacks, tabs).map { ($0, false, $1) }
    let visible = stacks.firstIndex { $0.0.screens.last == view.visible }
    let twice = { (index: Int) in stacks[index].0.screens.count { $0 == target } >= 2 }
    let chosen =
      visible.flatMap { twice($0) ? $0 : nil } ?? stacks.indices.first(where: twice) ?? visible
    guard let chosen else {
      return (.init(nav: nil, screens: [view.visible]), true, false, nil)
    }
    let (stack, isModal, tab) = stacks[chosen]
    return (stack, chosen == visible, isModal, tab)
  }

  /// How to keep a `set` within its variable's range: for a step (`v = v + 2`,
  /// `v = v - 1`), the guard that offers it only where the result fits; for anything
  /// else, the range to keep to.
  static func rangeGuard(
    _ record: StateSpace.IssueRecord, _ variable: VariableID, _ flow: Flow
  ) -> String {
    let v = flow.variables[variable]
    let bounds = v.domain.bounds
    let actions = flow.transitions[record.transition].actions
    if actions.indices.contains(record.action),
      case .set(variable, let expression) = actions[record.action].kind,
      let step = step(of: expression, on: variable), step != 0
    {
      return step > 0
        ? "guard the control, e.g. 'when \(v.name) < \(bounds.upperBound - step + 1)'"
        : "guard the control, e.g. 'when \(v.name) > \(bounds.lowerBound - step - 1)'"
    }
    return
      "guard the control so that it is offered only where '\(v.name)' stays within \(v.domain.syntax)"
  }

  /// `k` when `expression` is `variable + k`, `k + variable` or `variable - k` (k
  /// a constant; -k for the last).
  private static func step(of expression: Expr, on variable: VariableID) -> Int? {
    switch expression {
    case .add(.variable(variable), .constant(let k)), .add(.constant(let k), .variable(variable)):
      return k
    case .subtract(.variable(variable), .constant(let k)):
      return -k
    default:
      return nil
    }
  }
}
