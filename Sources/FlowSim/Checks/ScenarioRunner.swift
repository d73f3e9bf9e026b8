/// Runs a scenario step by step from the start: what `flowsim test` and
/// `flowsim walk --scenario` use.
public struct ScenarioRunner {
  public let simulator: Simulator

  public init(simulator: Simulator) {
    self.simulator = simulator
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
    var walkthrough = Walkthrough(start: simulator.initial)
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
              notes: ["the visible screen is '\(visible)'"] + enabledNotes(expr, current)
                + valuesNote(current)))
        }
      default:
        switch take(step.kind, in: current) {
        case .success(let transition, let target, let notices):
          walkthrough.steps.append(
            .init(transition: transition, configuration: target, notices: notices))
        case .failure(let message, let notes):
          return Run(
            scenario: scenario, walkthrough: walkthrough,
            failure: Failure(step: index, message: message, notes: notes))
        }
      }
    }
    return Run(scenario: scenario, walkthrough: walkthrough, failure: nil)
  }

  private func valuesNote(_ configuration: Configuration) -> [String] {
    let flow = simulator.flow
    guard !flow.variables.isEmpty else { return [] }
    let values = simulator.values(configuration)
    let text = flow.variables.map { "\($0.name) = \($0.domain.describe(values[$0.id]))" }
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
    func offered() -> [String] {
      var labels: [String] = []
      for option in options where !labels.contains(flow.label(of: option.transition)) {
        if case .control(let control, _) = flow.transitions[option.transition].kind {
          let label = flow.controls[control].displayName
          if !labels.contains(label) { labels.append(label) }
        } else {
          labels.append(flow.label(of: option.transition))
        }
      }
      return labels.isEmpty
        ? ["nothing is offered here"] : ["\(screenName) offers: " + labels.joined(separator: ", ")]
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
