/// What a name in a flow refers to. Screens, containers, variables and enum cases
/// share one namespace.
enum Symbol: Sendable, Hashable {
  case screen(ScreenID)
  case nav(NavID)
  case tabs(TabBarID)
  case pages(PageSetID)
  case variable(VariableID)
  case enumCase(VariableID, index: Int)
  /// A declaration that is reported already and resolves to nothing (a navigation
  /// stack with no screen, so no root): names of it are looked up without a second
  /// error, and without pointing at whatever was declared next.
  case unusable(kind: String)

  /// Whether it names a place in a configuration: a screen or a container.
  var isPlace: Bool {
    switch self {
    case .screen, .nav, .tabs, .pages: true
    case .variable, .enumCase, .unusable: false
    }
  }

  /// How the symbol's kind reads in a message: "a screen", "a variable".
  var kindDescription: String {
    switch self {
    case .screen: "a screen"
    case .nav: "a navigation stack"
    case .tabs: "a tab bar"
    case .pages: "a page set"
    case .variable: "a variable"
    case .enumCase: "an enum case"
    case .unusable(let kind): kind
    }
  }
}

/// The type of a resolved expression.
enum ValueType: Sendable, Hashable {
  case bool
  case int
  /// The enumeration declared by this variable.
  case enumeration(VariableID)
}
