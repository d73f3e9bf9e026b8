/// Every value a condition could take in any configuration at all, reachable or not:
/// each variable it reads over its whole domain, each screen it names visible or not
/// (one at a time), each place it names present or not, each control it names enabled
/// or not (only while its screen is visible). What `assertion-vacuous` decides from,
/// whatever the flow does.
struct ConditionSpace {
  /// The values (true or false) the condition takes over every assignment; nil when
  /// there are too many assignments to try.
  let values: Set<Bool>?

  /// At most this many expression nodes are evaluated in all (assignments times the
  /// expression's size), so that a long expression over many variables stays quick.
  static let limit = 1 << 18

  init(_ condition: Expr, flow: Flow) {
    var variables: [VariableID] = []
    var screens: [ScreenID] = []
    var places: [Place] = []
    var controls: [ControlID] = []
    func collect(_ expr: Expr) {
      switch expr {
      case .constant: break
      case .variable(let id): if !variables.contains(id) { variables.append(id) }
      case .at(let screen): if !screens.contains(screen) { screens.append(screen) }
      case .within(let place): if !places.contains(place) { places.append(place) }
      case .enabled(let control):
        if !controls.contains(control) { controls.append(control) }
        if case .screen(let owner) = flow.controls[control].owner, !screens.contains(owner) {
          screens.append(owner)
        }
      case .not(let inner): collect(inner)
      case .and(let a, let b), .or(let a, let b), .compare(_, let a, let b), .add(let a, let b),
        .subtract(let a, let b):
        collect(a)
        collect(b)
      }
    }
    collect(condition)
    func size(_ expr: Expr) -> Int {
      switch expr {
      case .constant, .variable, .at, .within, .enabled: 1
      case .not(let inner): 1 + size(inner)
      case .and(let a, let b), .or(let a, let b), .compare(_, let a, let b), .add(let a, let b),
        .subtract(let a, let b):
        1 + size(a) + size(b)
      }
    }
    var total = size(condition)
    let sizes = variables.map { flow.variables[$0].domain.bounds.count }
    // The visible screen: one of those named, or another (index screens.count).
    for count in sizes + [screens.count + 1]
      + Array(repeating: 2, count: places.count + controls.count)
    {
      let (product, overflow) = total.multipliedReportingOverflow(by: count)
      total = product
      if overflow || total > Self.limit {
        values = nil
        return
      }
    }
    total /= size(condition)
    var found: Set<Bool> = []
    var digits = Array(repeating: 0, count: sizes.count + 1 + places.count + controls.count)
    let radix =
      sizes + [screens.count + 1] + Array(repeating: 2, count: places.count + controls.count)
    for _ in 0..<total {
      let visible = digits[sizes.count] < screens.count ? screens[digits[sizes.count]] : nil
      func value(_ expr: Expr) -> Int {
        switch expr {
        case .constant(let constant): return constant
        case .variable(let id):
          return flow.variables[id].domain.bounds.lowerBound + digits[variables.firstIndex(of: id)!]
        case .at(let screen): return visible == screen ? 1 : 0
        case .within(let place):
          if case .screen(let screen) = place, visible == screen { return 1 }
          return digits[sizes.count + 1 + places.firstIndex(of: place)!]
        case .enabled(let control):
          guard case .screen(let owner) = flow.controls[control].owner, visible == owner else {
            return 0
          }
          return digits[sizes.count + 1 + places.count + controls.firstIndex(of: control)!]
        case .not(let inner): return value(inner) == 0 ? 1 : 0
        case .and(let a, let b): return value(a) != 0 && value(b) != 0 ? 1 : 0
        case .or(let a, let b): return value(a) != 0 || value(b) != 0 ? 1 : 0
        case .compare(let op, let a, let b): return op.holds(value(a), value(b)) ? 1 : 0
        case .add(let a, let b): return value(a) &+ value(b)
        case .subtract(let a, let b): return value(a) &- value(b)
        }
      }
      found.insert(value(condition) != 0)
      if found.count == 2 { break }
      var position = 0
      while position < digits.count {
        digits[position] += 1
        if digits[position] < radix[position] { break }
        digits[position] = 0
        position += 1
      }
    }
    values = found
  }
}
