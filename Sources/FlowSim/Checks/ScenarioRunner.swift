/// Runs a scenario step by step from the start: what `flowsim test` and
/// `flowsim walk --scenario` use.
public struct ScenarioRunner {
  public let simulator: Simulator

  public init(simulator: Simulator) {
    self.simulator = simulator
  }

  /// A runner stepping with `space`'s compiled semantics (what a renderer that has
  /// explored already passes, naming no engine).
  public init(space: StateSpace) {
    self.init(simulator: space.makeSimulator())
  }

  /// The outcome of running one scenario.
  public struct Run: Sendable {
    public var scenario: Scenario
    /// The steps taken, up to the failure if any.
    public var walkthrough: Walkthrough
    public var failure: Failure?

    public var passed: Bool { failure == nil }
  }

  /// Where and why a scenario failed.
  public struct Failure: Sendable {
    /// Index of the failing step in `scenario.steps`.
    public var step: Int
    public var message: String
    public var notes: [String]
  }

  public func run(_ scenario: Scenario) -> Run {
    var walkthrough = simulator.walkthrough(from: simulator.initial)
    for (index, step) in scenario.steps.enumerated() {
      let current = walkthrough.end
      switch step.kind {
      case .expect(let expr, let text):
        if !simulator.holds(expr, in: current) {
          let visible = simulator.flow.screens[simulator.view(current).visible].name
          return Run(
            scenario: scenario, walkthrough: walkthrough,
            failure: Failure(
              step: index, message: "expected \(text), but it does not hold",
              notes: partNotes(expr, current) + ["the visible screen is '\(visible)'"]
                + enabledNotes(expr, current) + valuesNote(current)))
        }
      default:
        switch take(step.kind, in: current) {
        case .success(let transition, let target, let notices):
          walkthrough.steps.append(
            simulator.step(
              transition, from: walkthrough.endView, to: target, notices: notices))
        case .failure(let message, let notes):
          return Run(
            scenario: scenario, walkthrough: walkthrough,
            failure: Failure(step: index, message: message, notes: notes))
        }
      }
    }
    return Run(scenario: scenario, walkthrough: walkthrough, failure: nil)
  }

  /// For an expectation of several parts joined by `and`, each part that fails and
  /// why: where a screen or container it names is (or is not), the values of the
  /// variables it reads. `enabled` parts are explained by `enabledNotes`.
  func partNotes(_ expr: Expr, _ configuration: Configuration) -> [String] {
    var parts: [Expr] = []
    func flatten(_ expr: Expr) {
      if case .and(let a, let b) = expr {
        flatten(a)
        flatten(b)
      } else {
        parts.append(expr)
      }
    }
    flatten(expr)
    guard parts.count > 1 else { return [] }
    let flow = simulator.flow
    let view = simulator.view(configuration)
    let values = simulator.values(configuration)
    return parts.filter { !simulator.holds($0, in: configuration) }.compactMap { part in
      let text = flow.text(of: part)
      switch part {
      case .enabled, .not(.enabled): return nil  // enabledNotes says why
      default: break
      }
      guard let why = Self.why(part, view, values, flow) else { return "'\(text)' does not hold" }
      return "'\(text)' does not hold: \(why)"
    }
  }

  /// Why `part` fails in `view`, in the words of where things are; nil where the
  /// other notes say it (`enabled`).
  static func why(_ part: Expr, _ view: ConfigurationView, _ values: [Int], _ flow: Flow)
    -> String?
  {
    func variablesRead(_ expr: Expr) -> [VariableID] {
      switch expr {
      case .variable(let id): return [id]
      case .constant, .at, .within, .enabled: return []
      case .not(let inner): return variablesRead(inner)
      case .and(let a, let b), .or(let a, let b), .compare(_, let a, let b), .add(let a, let b),
        .subtract(let a, let b):
        return variablesRead(a) + variablesRead(b)
      }
    }
    switch part {
    case .at(let screen):
      return "'\(flow.screens[view.visible].name)' is shown, not '\(flow.screens[screen].name)'"
    case .not(.at(let screen)):
      return "'\(flow.screens[screen].name)' is shown"
    case .within(let place):
      return "'\(flow.name(of: place))' is not open anywhere"
    case .not(.within(let place)):
      return "'\(flow.name(of: place))' is still open" + under(place, view, flow)
    default:
      var seen: [VariableID] = []
      for id in variablesRead(part) where !seen.contains(id) { seen.append(id) }
      guard !seen.isEmpty else { return nil }
      return seen.map {
        "\(flow.variables[$0].name) is \(flow.variables[$0].domain.describe(values[$0.index]))"
      }.joined(separator: ", ")
    }
  }

  /// `, under the modal 'X'` where `place` is open only under a modal (the topmost
  /// modal named by the screen it shows); empty where it is in the topmost one or no
  /// modal is up.
  private static func under(_ place: Place, _ view: ConfigurationView, _ flow: Flow) -> String {
    func holds(_ stack: ConfigurationView.Stack) -> Bool {
      switch place {
      case .screen(let screen): return stack.screens.contains(screen)
      case .nav(let nav): return stack.nav == nav
      case .tabs, .pages: return false
      }
    }
    guard let top = view.modals.last, !holds(top), let shown = top.screens.last else { return "" }
    return ", under the modal '\(flow.screens[shown].name)'"
  }

  private func valuesNote(_ configuration: Configuration) -> [String] {
    let flow = simulator.flow
    guard !flow.variables.isEmpty else { return [] }
    let values = simulator.values(configuration)
    let text = flow.variables.map { "\($0.name) = \($0.domain.describe(values[$0.id.index]))" }
    return ["variables: " + text.joined(separator: ", ")]
  }

  /// Why the `enabled "L"` parts of a failed expectation fail here: the control is
  /// not on the visible screen, its guard says why it is disabled, or (under `not`) it
  /// is enabled. Only the parts that must hold for the expectation to (the conjuncts of
  /// `and`) are explained. A label several controls share is an `or` of them.
  func enabledNotes(_ expr: Expr, _ configuration: Configuration) -> [String] {
    guard !simulator.holds(expr, in: configuration) else { return [] }
    switch expr {
    case .and(let a, let b):
      return enabledNotes(a, configuration) + enabledNotes(b, configuration)
    case .not(let inner):
      guard let controls = enabledControls(inner) else { return [] }
      let enabled = controls.filter { simulator.holds(.enabled($0), in: configuration) }
      guard let first = enabled.first else { return [] }
      return ["\(simulator.flow.controls[first].displayName) is enabled here"]
    default:
      guard let controls = enabledControls(expr) else { return [] }
      return whyNotEnabled(controls, configuration).map { [$0] } ?? []
    }
  }

  /// The controls `enabled "L"` stands for: one, or the `or` of those sharing a label
  /// that the resolver makes of it (an `or` the flow wrote, of different labels, is
  /// not explained).
  private func enabledControls(_ expr: Expr) -> [ControlID]? {
    func leaves(_ expr: Expr) -> [ControlID]? {
      switch expr {
      case .enabled(let control): return [control]
      case .or(let a, let b):
        guard let left = leaves(a), let right = leaves(b) else { return nil }
        return left + right
      default: return nil
      }
    }
    guard let controls = leaves(expr) else { return nil }
    let labels = Set(controls.map { simulator.flow.controls[$0].label })
    return labels.count == 1 ? controls : nil
  }

  private func whyNotEnabled(_ controls: [ControlID], _ configuration: Configuration) -> String? {
    let flow = simulator.flow
    let name = flow.controls[controls[0]].displayName
    let options = simulator.options(configuration).filter {
      flow.control(of: $0.transition).map(controls.contains) ?? false
    }
    guard let first = options.first else {
      let visible = flow.screens[simulator.view(configuration).visible].name
      // `enabled A."Save"`: the control of one screen, another shown.
      if controls.count == 1, case .screen(let owner) = flow.controls[controls[0]].owner,
        flow.screens[owner].name != visible
      {
        return "\(name) is on '\(flow.screens[owner].name)', and '\(visible)' is shown"
      }
      return "\(name) is not on '\(visible)'"
    }
    if case .disabled(let reason) = first.result {
      return "\(name) is disabled: \(simulator.explain(reason, of: first.transition))"
    }
    return nil
  }

  /// What taking one scenario step came to: the transition and where it led, or why
  /// it could not be taken (a message and its notes).
  enum Taken {
    case success(TransitionID, Configuration, [StepIssue])
    case failure(String, [String])
  }

  /// Finds and takes the transition a step names.
  func take(_ kind: Scenario.Step.Kind, in configuration: Configuration) -> Taken {
    let flow = simulator.flow
    let options = simulator.options(configuration)
    let visible = simulator.view(configuration).visible
    let screenName = "'\(flow.screens[visible].name)'"
    // What the stepper would number here (`Option.isOffered`), as steps write it,
    // then what it would show disabled, with why.
    func offered() -> [String] {
      func phrase(_ transition: TransitionID) -> String {
        if let control = flow.control(of: transition) { return flow.controls[control].phrase }
        return flow.label(of: transition)
      }
      var labels: [String] = []
      for option in options where option.isOffered {
        let label = phrase(option.transition)
        if !labels.contains(label) { labels.append(label) }
      }
      var disabled: [String] = []
      for option in options {
        // The stepper does not show an event that cannot happen.
        guard case .disabled(let reason) = option.result,
          flow.control(of: option.transition).map({ flow.controls[$0].owner != .event }) ?? true
        else { continue }
        let label = phrase(option.transition)
        if labels.contains(label) || disabled.contains(where: { $0.hasPrefix(label + " (") }) {
          continue
        }
        disabled.append("\(label) (\(simulator.explain(reason, of: option.transition)))")
      }
      var notes =
        labels.isEmpty
        ? ["nothing is offered here"] : ["\(screenName) offers: " + labels.joined(separator: ", ")]
      if !disabled.isEmpty { notes.append("disabled here: " + disabled.joined(separator: "; ")) }
      return notes
    }
    let matching: [Simulator.Option]
    var outcome: String?
    var what: String
    var isEvent = false
    switch kind {
    case .control(let verb, let label, let chosen):
      outcome = chosen
      what = "\(verb.rawValue) \"\(label)\""
      let onScreen = flow.screens[visible].controls.filter { flow.controls[$0].label == label }
      guard let control = onScreen.first else {
        return .failure("no control \"\(label)\" on \(screenName)", offered())
      }
      let actual = flow.controls[control].verb
      if actual != verb, !(verb == .tap && actual == .button) {
        return .failure(
          "\"\(label)\" on \(screenName) is used with '\(actual.rawValue)', not '\(verb.rawValue)'",
          [])
      }
      matching = options.filter { flow.control(of: $0.transition) == control }
    case .event(let label, let chosen):
      outcome = chosen
      what = "event \"\(label)\""
      isEvent = true
      let events = flow.controls.filter { $0.owner == .event && $0.label == label }.map(\.id)
      matching = options.filter { flow.control(of: $0.transition).map(events.contains) ?? false }
    case .back:
      what = "back"
      matching = options.filter { flow.transitions[$0.transition].kind == .back }
    case .nextPage:
      what = "next page"
      matching = options.filter { flow.transitions[$0.transition].kind == .nextPage }
    case .previousPage:
      what = "previous page"
      matching = options.filter { flow.transitions[$0.transition].kind == .previousPage }
    case .tab(let label):
      what = "tab \"\(label)\""
      matching = options.filter {
        if case .tab(let bar, let index) = flow.transitions[$0.transition].kind {
          return flow.tabBars[bar].tabs[index].label == label
        }
        return false
      }
    case .expect:
      return .failure("internal: expectations are not transitions", [])
    }
    guard !matching.isEmpty else {
      if case .back = kind, let hidden = flow.hiddenBar(in: simulator.view(configuration)) {
        return .failure("back is not available on \(screenName): \(hidden)", offered())
      }
      return .failure("\(what) is not available on \(screenName)", offered())
    }
    var candidates = matching
    if let outcome {
      candidates = matching.filter {
        if case .control(_, let name) = flow.transitions[$0.transition].kind {
          return name == outcome
        }
        return false
      }
      guard !candidates.isEmpty else {
        let names = matching.compactMap { option -> String? in
          if case .control(_, let name) = flow.transitions[option.transition].kind { return name }
          return nil
        }
        return .failure(
          "\(what) has no outcome '\(outcome)'",
          names.isEmpty ? [] : ["its outcomes: " + names.joined(separator: ", ")])
      }
    }
    let usable = candidates.filter {
      if case .disabled = $0.result { return false }
      return true
    }
    guard !usable.isEmpty else {
      if case .disabled(let reason) = candidates[0].result {
        // A control is on a screen; an event is not, it only cannot happen while the
        // screen is shown.
        let state =
          isEvent ? "cannot happen while \(screenName) is shown" : "is disabled on \(screenName)"
        return .failure(
          "\(what) \(state): \(simulator.explain(reason, of: candidates[0].transition))", [])
      }
      return .failure("\(what) is not available on \(screenName)", offered())
    }
    if usable.count > 1 {
      let names = usable.map { flow.label(of: $0.transition) }
      return .failure(
        "\(what) has several outcomes that can happen here; choose one with '-> NAME'",
        ["possible: " + names.joined(separator: ", ")])
    }
    switch usable[0].result {
    case .leadsTo(let target, let notices):
      return .success(usable[0].transition, target, notices)
    case .fails(let issue, _):
      return .failure("\(what) fails: \(simulator.explain(issue))", [])
    case .disabled:
      return .failure("\(what) is disabled", [])
    }
  }
}
