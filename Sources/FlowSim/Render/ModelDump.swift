/// Debug dumps of a resolved flow and its state space, for `flowsim dump model|states`:
/// what the resolver and the explorer made of a flow, in plain text.
public enum ModelDump {
  /// Every entity with its id, and every transition with its how-texts, guards and
  /// actions.
  public static func model(_ flow: Flow) -> String {
    var out = "flow \"\(flow.name)\" start \(flow.name(of: flow.start))\n"
    out += "roots: \(flow.roots.map { flow.name(of: $0) }.joined(separator: ", "))\n"
    for variable in flow.variables {
      out +=
        "var #\(variable.id) \(variable.name): \(variable.domain.syntax) = \(variable.domain.describe(variable.initial))\(variable.isSession ? " session" : "")\n"
    }
    for screen in flow.screens {
      let flags = [
        screen.kind != .screen ? screen.kind.rawValue : nil, screen.isPrivate ? "private" : nil,
        screen.isTerminal ? "terminal" : nil, screen.isNoReturn ? "noreturn" : nil,
        screen.hidesBar ? "nobar" : nil,
      ].compactMap { $0 }
      out +=
        "screen #\(screen.id) \(screen.name) \"\(screen.title)\"\(flags.isEmpty ? "" : " [" + flags.joined(separator: ", ") + "]")\n"
    }
    for nav in flow.navs {
      out +=
        "nav #\(nav.id) \(nav.name): \(nav.members.map { flow.screens[$0].name }.joined(separator: ", "))\(nav.maxDepth.map { " max \($0)" } ?? "")\(nav.hidesBar ? " [nobar]" : "")\n"
    }
    for bar in flow.tabBars {
      let tabs = bar.tabs.map { tab -> String in
        switch tab.content {
        case .screen(let screen): "\"\(tab.label)\" \(flow.screens[screen].name)"
        case .nav(let nav): "\"\(tab.label)\" nav \(flow.navs[nav].name)"
        }
      }
      out += "tabs #\(bar.id) \(bar.name): \(tabs.joined(separator: ", "))\n"
    }
    for set in flow.pageSets {
      out +=
        "pages #\(set.id) \(set.name): \(set.pages.map { flow.screens[$0].name }.joined(separator: ", "))\n"
    }
    for transition in flow.transitions {
      let actions = transition.actions.map { flow.text(of: $0.kind) }.joined(separator: "; ")
      let guards =
        (flow.control(of: transition.id).map { flow.controls[$0].guards } ?? []) + transition.guards
      let when = guards.map { " when \($0.text)" }.joined()
      out +=
        "transition #\(transition.id) \(label(transition, flow))\(when)\(actions.isEmpty ? "" : " -> " + actions)\n"
    }
    return out
  }

  /// Every configuration in discovery order with its parent and successors.
  public static func states(_ space: StateSpace) -> String {
    let flow = space.flow
    let explored = space.described()
    let crumbs = Breadcrumb(flow: flow)
    var out = ""
    for index in 0..<space.count {
      let view = explored.views[index]
      let values = flow.variables.map {
        "\($0.name)=\($0.domain.describe(view.values[$0.id.index]))"
      }
      out +=
        "#\(index) \(crumbs.describe(view))\(values.isEmpty ? "" : " {" + values.joined(separator: ", ") + "}")"
      out += space.parent(of: index).map { " (from #\($0))" } ?? " (start)"
      out += "\n"
      for (target, transition) in space.successors(of: index) {
        out += "    \(flow.label(of: transition)) -> #\(target)\n"
      }
    }
    if !space.isComplete {
      out +=
        space.stoppedForMemory
        ? "(stopped: --max-memory reached)\n" : "(stopped: --max-states reached)\n"
    }
    return out
  }

  /// A transition's label with its how-texts where the flow writes them: `event
  /// "Network lost" "turn on Airplane Mode"`, `tap "Log in" → invalid "enter …"`.
  static func label(_ transition: Transition, _ flow: Flow) -> String {
    guard case .control(let id, let outcome) = transition.kind else {
      return flow.label(of: transition.id)
    }
    func how(_ text: String?) -> String { text.map { " " + StringLiteral.quoted($0) } ?? "" }
    let control = flow.controls[id]
    let label = control.displayName + how(control.how)
    return outcome.map { "\(label) → \($0)\(how(transition.how))" } ?? label
  }

  /// An expression in the flow language's syntax (see `Flow.text(of:as:)`).
  static func describe(_ expr: Expr, as domain: Variable.Domain?, _ flow: Flow) -> String {
    flow.text(of: expr, as: domain)
  }
}
