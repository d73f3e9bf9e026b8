@testable import FlowSim

/// An independent breadth-first search over a shape workload's definition, written from
/// docs/language.md (containers, actions, alerts, events, system controls) without
/// flowsim's Engine: the third count the shape agreement test compares.
struct ShapeReference {
  /// One configuration: the window's root, each tab's stack (screen indices), the modal
  /// stack up (its index and stack) and the alert over it, and the variables' values.
  struct State: Hashable {
    var signedOut: Bool
    var selected = 0
    var stacks: [[Int]]
    var modal: Int?
    var modalStack: [Int] = []
    var alert: Int?
    var values: [Int]
  }

  let shape: ShapeWorkload

  /// The state the flow starts in: `Out` when there is a signed-out root, else `App`.
  var initial: State {
    State(
      signedOut: shape.welcome != nil, stacks: shape.tabs.map { _ in [0] },
      values: shape.variables.map(\.initial))
  }

  /// How many configurations the search reaches (stopping past `limit`).
  func count(limit: Int = 1_000_000) -> Int {
    var seen: Set<State> = [initial]
    var frontier = [initial]
    while let state = frontier.popLast(), seen.count <= limit {
      for next in successors(state) where seen.insert(next).inserted { frontier.append(next) }
    }
    return seen.count
  }

  func successors(_ state: State) -> [State] {
    var out: [State] = []
    func offer(_ actions: [ShapeAction], from state: State, tab: Int?, modal: Int?) {
      if let next = apply(actions, to: state, tab: tab, modal: modal) { out.append(next) }
    }
    func offerControls(_ screen: ShapeScreen, tab: Int?, modal: Int?) {
      for control in screen.controls
      where control.guardExpression.map({ holds($0, state.values) }) ?? true {
        for outcome in control.outcomes {
          offer(outcome.actions, from: state, tab: tab, modal: modal)
        }
      }
    }
    if let alert = state.alert {
      // Only the alert's buttons: each dismisses it, then acts.
      var under = state
      under.alert = nil
      for button in shape.alerts[alert].buttons {
        offer(button.actions, from: under, tab: nil, modal: nil)
      }
    } else if let modal = state.modal {
      offerControls(
        shape.modals[modal].screens[state.modalStack.last!], tab: nil, modal: modal)
      if state.modalStack.count > 1 {
        var back = state
        back.modalStack.removeLast()
        out.append(back)
      }
    } else if state.signedOut {
      offerControls(shape.welcome!, tab: nil, modal: nil)
    } else {
      let tab = state.selected
      offerControls(shape.tabs[tab][state.stacks[tab].last!], tab: tab, modal: nil)
      if state.stacks[tab].count > 1 {
        var back = state
        back.stacks[tab].removeLast()
        out.append(back)
        var root = state
        root.stacks[tab] = [0]
        out.append(root)
      }
      for other in shape.tabs.indices where other != tab {
        var selected = state
        selected.selected = other
        out.append(selected)
      }
    }
    for event in shape.events where event.guardExpression.map({ holds($0, state.values) }) ?? true {
      offer(event.actions, from: state, tab: nil, modal: nil)
    }
    return out
  }

  /// The chain applied left to right, or nil when a push would pass its stack's `max`.
  func apply(_ actions: [ShapeAction], to start: State, tab: Int?, modal: Int?) -> State? {
    var state = start
    for action in actions {
      switch action {
      case .push(let screen):
        if let tab {
          guard state.stacks[tab].count < shape.maxDepth else { return nil }
          state.stacks[tab].append(screen)
        } else if let modal {
          guard state.modalStack.count < shape.modals[modal].maxDepth else { return nil }
          state.modalStack.append(screen)
        }
      case .present(let index):
        state.modal = index
        state.modalStack = [0]
      case .presentAlert(let index): state.alert = index
      case .dismiss:
        if state.alert != nil {
          state.alert = nil
        } else {
          state.modal = nil
          state.modalStack = []
        }
      case .resetSignedIn, .resetSignedOut:
        state = State(
          signedOut: action == .resetSignedOut, stacks: shape.tabs.map { _ in [0] },
          values: state.values)
      case .set(let index, let value):
        switch value {
        case .constant(let constant): state.values[index] = constant
        case .toggle: state.values[index] = 1 - state.values[index]
        case .add(let amount): state.values[index] += amount
        }
        precondition(
          (0..<shape.variables[index].size).contains(state.values[index]), "left its domain")
      }
    }
    return state
  }

  func holds(_ expression: ShapeExpression, _ values: [Int]) -> Bool {
    switch expression {
    case .isTrue(let index): values[index] == 1
    case .compare(let index, let comparison, let value):
      switch comparison {
      case .less: values[index] < value
      case .greater: values[index] > value
      case .equal: values[index] == value
      case .notEqual: values[index] != value
      }
    case .and(let left, let right): holds(left, values) && holds(right, values)
    case .or(let left, let right): holds(left, values) || holds(right, values)
    }
  }
}
