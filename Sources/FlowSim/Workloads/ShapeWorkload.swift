/// A generated navigation app of one of the shapes NAVBENCH lacks (`bools`, `counters`,
/// `modals`; issue 31), held as plain data so that its flow text, its Promela model and a
/// test's reference search all read one definition.
///
/// The app is a `tabs App` root of one bounded `nav` per tab; optionally modal navigation
/// stacks, alerts, environment events and a signed-out root (`nav Out`, whose only screen
/// is `Welcome`) that `reset` swaps with `App`. Screens push only within their own stack.
public struct ShapeWorkload: Sendable, Hashable {
  /// The instance's parameters (its shape, sizes and seed).
  public var parameters: ShapeParameters
  /// Variables, in declaration order.
  public var variables: [ShapeVariable]
  /// Each tab's stack: its screens, the first the root. Screen names are unique.
  public var tabs: [[ShapeScreen]]
  /// Every tab's `max`: the deepest its stack may get, root included.
  public var maxDepth: Int
  /// Modal navigation stacks (`nav Mk`), presented by tab screens.
  public var modals: [ShapeModal]
  /// Alerts, presented by screens; their buttons dismiss them first.
  public var alerts: [ShapeAlert]
  /// Environment events, offered wherever their guard holds.
  public var events: [ShapeEvent]
  /// The signed-out root's only screen (`Welcome` in `nav Out`), where the flow starts;
  /// nil when the flow starts at `App` and never signs out.
  public var welcome: ShapeScreen?

  public init(
    parameters: ShapeParameters, variables: [ShapeVariable], tabs: [[ShapeScreen]],
    maxDepth: Int, modals: [ShapeModal] = [], alerts: [ShapeAlert] = [],
    events: [ShapeEvent] = [], welcome: ShapeScreen? = nil
  ) {
    self.parameters = parameters
    self.variables = variables
    self.tabs = tabs
    self.maxDepth = maxDepth
    self.modals = modals
    self.alerts = alerts
    self.events = events
    self.welcome = welcome
  }

  /// The instance `parameters` define.
  public init(_ parameters: ShapeParameters) throws(ShapeError) {
    if let problem = parameters.problem { throw problem }
    switch parameters.shape {
    case .bools: self = Self.bools(parameters)
    case .counters: self = Self.counters(parameters)
    case .modals: self = Self.modals(parameters)
    }
  }
}

/// A variable of a shape workload: its flow name, domain and initial value (an index
/// into the domain: `false`/`true`, the integer itself, or the enum case's position).
public struct ShapeVariable: Sendable, Hashable {
  /// A variable's finite domain.
  public enum Domain: Sendable, Hashable {
    case bool
    /// `0...max`.
    case range(max: Int)
    /// The cases' names, in order.
    case enumeration([String])
  }

  public var name: String
  public var domain: Domain
  public var initial: Int

  public init(name: String, domain: Domain, initial: Int = 0) {
    self.name = name
    self.domain = domain
    self.initial = initial
  }

  /// How many values it takes.
  public var size: Int {
    switch domain {
    case .bool: 2
    case .range(let max): max + 1
    case .enumeration(let cases): cases.count
    }
  }
}

/// A guard over variables (values are domain indices, as `ShapeVariable.initial`).
public indirect enum ShapeExpression: Sendable, Hashable {
  /// Bool variable `i` is true.
  case isTrue(Int)
  /// Variable `i` compared with a value.
  case compare(Int, ShapeComparison, Int)
  case and(ShapeExpression, ShapeExpression)
  case or(ShapeExpression, ShapeExpression)
}

/// A comparison in a guard; its raw value is how both the flow and Promela write it.
public enum ShapeComparison: String, Sendable, Hashable {
  case less = "<"
  case greater = ">"
  case equal = "=="
  case notEqual = "!="
}

/// The value a `set` gives a variable.
public enum ShapeValue: Sendable, Hashable {
  /// A domain index.
  case constant(Int)
  /// `not v` (bools only).
  case toggle
  /// `v + n` (ranges only; guards keep it in the domain).
  case add(Int)
}

/// One action of a chain, in the flow language's meaning (docs/language.md, Actions).
public enum ShapeAction: Sendable, Hashable {
  /// Push screen `index` of the acting screen's own stack.
  case push(Int)
  /// Present modal navigation stack `index`.
  case present(Int)
  /// Present alert `index`.
  case presentAlert(Int)
  /// Dismiss the topmost modal.
  case dismiss
  /// `reset App` (signing in) or `reset Out` (signing out).
  case resetSignedIn
  case resetSignedOut
  /// `set variable = value`.
  case set(Int, ShapeValue)
}

/// One outcome of a control: its name (nil for a control without outcomes) and actions.
public struct ShapeOutcome: Sendable, Hashable {
  public var name: String?
  public var actions: [ShapeAction]

  public init(name: String? = nil, actions: [ShapeAction]) {
    self.name = name
    self.actions = actions
  }
}

/// A screen's control: `tap` or `select`, its label, guard and outcomes (one, unnamed,
/// for a plain control).
public struct ShapeControl: Sendable, Hashable {
  public var verb: String
  public var label: String
  public var guardExpression: ShapeExpression?
  public var outcomes: [ShapeOutcome]

  public init(
    verb: String = "tap", label: String, guardExpression: ShapeExpression? = nil,
    actions: [ShapeAction]
  ) {
    self.init(
      verb: verb, label: label, guardExpression: guardExpression,
      outcomes: [ShapeOutcome(actions: actions)])
  }

  public init(
    verb: String = "tap", label: String, guardExpression: ShapeExpression? = nil,
    outcomes: [ShapeOutcome]
  ) {
    self.verb = verb
    self.label = label
    self.guardExpression = guardExpression
    self.outcomes = outcomes
  }
}

/// A screen and its controls.
public struct ShapeScreen: Sendable, Hashable {
  public var name: String
  public var controls: [ShapeControl]

  public init(name: String, controls: [ShapeControl]) {
    self.name = name
    self.controls = controls
  }
}

/// A modal navigation stack (`nav NAME max maxDepth`), rooted at its first screen.
public struct ShapeModal: Sendable, Hashable {
  public var name: String
  public var screens: [ShapeScreen]
  public var maxDepth: Int

  public init(name: String, screens: [ShapeScreen], maxDepth: Int) {
    self.name = name
    self.screens = screens
    self.maxDepth = maxDepth
  }
}

/// An alert: each button dismisses it, then applies its actions.
public struct ShapeAlert: Sendable, Hashable {
  public var name: String
  public var buttons: [(label: String, actions: [ShapeAction])] {
    get { zip(labels, actions).map { ($0, $1) } }
    set {
      labels = newValue.map(\.label)
      actions = newValue.map(\.actions)
    }
  }
  private var labels: [String]
  private var actions: [[ShapeAction]]

  public init(name: String, buttons: [(label: String, actions: [ShapeAction])]) {
    self.name = name
    self.labels = buttons.map(\.label)
    self.actions = buttons.map(\.actions)
  }
}

/// An environment event: offered wherever its guard holds (its actions always apply).
public struct ShapeEvent: Sendable, Hashable {
  public var label: String
  public var guardExpression: ShapeExpression?
  public var actions: [ShapeAction]

  public init(label: String, guardExpression: ShapeExpression? = nil, actions: [ShapeAction]) {
    self.label = label
    self.guardExpression = guardExpression
    self.actions = actions
  }
}
