import Foundation
import Testing

@testable import FlowSim

/// Conditions evaluated from packed bytes (`StateSpace.holds`, `Simulator.holds`) mean
/// exactly what they mean over an unpacked `ConfigurationView`.
@Suite struct ConditionProgramTests {
  /// The meaning of a condition, written against the view (the reference).
  static func reference(_ expr: Expr, _ view: ConfigurationView, enabled: Set<ControlID>) -> Int {
    func value(_ expr: Expr) -> Int {
      switch expr {
      case .constant(let constant): return constant
      case .variable(let id): return view.values[id.index]
      case .not(let inner): return value(inner) == 0 ? 1 : 0
      case .and(let a, let b): return value(a) != 0 && value(b) != 0 ? 1 : 0
      case .or(let a, let b): return value(a) != 0 || value(b) != 0 ? 1 : 0
      case .compare(let op, let a, let b): return op.holds(value(a), value(b)) ? 1 : 0
      case .add(let a, let b): return value(a) &+ value(b)
      case .subtract(let a, let b): return value(a) &- value(b)
      case .at(let screen): return view.visible == screen ? 1 : 0
      case .within(.screen(let screen)): return view.allScreens.contains(screen) ? 1 : 0
      case .within(.tabs(let bar)): return view.root == .tabs(bar) ? 1 : 0
      case .within(.pages(let set)): return view.root == .pages(set) ? 1 : 0
      case .within(.nav(let nav)):
        return (view.stacks + view.modals).contains { $0.nav == nav } ? 1 : 0
      case .enabled(let control): return enabled.contains(control) ? 1 : 0
      }
    }
    return value(expr)
  }

  /// The flows: the bundled ones and every check's examples.
  static var flows: [(String, Flow)] {
    TestFlows.checkExamplesAndBundled()
  }

  /// Every atom the flow can ask about, the flow's own conditions, and a few compounds.
  static func conditions(_ flow: Flow) -> [Expr] {
    var atoms: [Expr] = flow.screens.ids.flatMap { [Expr.at($0), .within(.screen($0))] }
    atoms += flow.navs.ids.map { .within(.nav($0)) }
    atoms += flow.tabBars.ids.map { .within(.tabs($0)) }
    atoms += flow.pageSets.ids.map { .within(.pages($0)) }
    atoms += flow.controls.ids.map { .enabled($0) }
    atoms += flow.variables.ids.map { .compare(.greater, .variable($0), .constant(0)) }
    var conditions = atoms + flow.assertions.map(\.condition)
    if let signedIn = flow.signedIn { conditions.append(signedIn) }
    for (a, b) in zip(atoms, atoms.dropFirst()) {
      conditions += [.and(a, .not(b)), .or(.not(a), b)]
    }
    // Bound to screens by their form, so answered from the visible screen elsewhere
    // (`ConditionProgram.screens(where:)`): unions, intersections, an empty one.
    for (a, b) in zip(flow.screens.ids, flow.screens.ids.dropFirst()) {
      conditions += [
        .or(.at(a), .and(.at(b), .constant(1))), .and(.at(a), .at(b)),
        .and(.or(.at(a), .at(b)), .not(.at(b))), .and(.at(b), .or(.at(a), .constant(1))),
      ]
    }
    return conditions
  }

  @Test func holdsMeansWhatTheViewSays() {
    var compared = 0
    for (name, flow) in Self.flows {
      // Complete runs take visible screens and enabled controls from exploration; a
      // stopped run evaluates its unexpanded configurations from their bytes.
      for maxStates in [600, 7] {
        let space = Explorer(flow: flow, options: .init(maxStates: maxStates)).explore()
        let simulator = space.makeSimulator()
        let configurations = (0..<min(space.count, 150)).map { space.configuration($0) }
        let views = configurations.map { simulator.view($0) }
        let enabled = configurations.map { simulator.enabledControls($0) }
        for expr in Self.conditions(flow) {
          let expected = views.indices.map {
            Self.reference(expr, views[$0], enabled: enabled[$0]) != 0
          }
          let bulk = Array(space.holds(expr).prefix(configurations.count))
          let single = configurations.map { simulator.holds(expr, in: $0) }
          #expect(bulk == expected, "\(name): \(expr)")
          #expect(single == expected, "\(name): \(expr)")
          compared += expected.count
        }
      }
    }
    #expect(compared > 50_000)
  }
}
