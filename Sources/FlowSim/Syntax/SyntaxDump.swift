/// Renders a syntax tree as indented S-expressions, for tests and `flowsim dump ast`.
///
/// One form per declaration; a form's nested items (screens, controls, outcomes,
/// tabs, steps) go on their own lines, indented two spaces; expressions and actions
/// stay inline in prefix form: `(tap "Vote" (when (not mine)) (reset Home))`.
/// Ranges are not shown. The output is deterministic and ends with a newline.
public enum SyntaxDump {
  /// The whole tree, one top-level form per declaration.
  public static func dump(_ tree: SyntaxTree) -> String {
    tree.declarations.map { render(node($0), indent: "") + "\n" }.joined()
  }

  /// One declaration, without a final newline.
  public static func dump(_ declaration: Declaration) -> String {
    render(node(declaration), indent: "")
  }

  /// One expression in prefix form: `(and (not mine) (enabled "Vote"))`.
  public static func dump(_ expression: Expression) -> String {
    switch expression {
    case .integer(let value, _): return String(value)
    case .boolean(let value, _): return value ? "true" : "false"
    case .name(let name): return name.text
    case .not(let operand, _): return "(not \(dump(operand)))"
    case .binary(let op, let left, let right, _):
      return "(\(op.rawValue) \(dump(left)) \(dump(right)))"
    case .at(let name, _): return "(at \(name.text))"
    case .within(let name, _): return "(in \(name.text))"
    case .enabled(let screen, let label, _):
      return "(enabled \(screen.map { $0.text + " " } ?? "")\(quote(label)))"
    case .parenthesized(let inner, _): return "(paren \(dump(inner)))"
    }
  }

  // MARK: - Nodes

  /// A form: its head (everything inline) and the items on lines of their own.
  private struct Node {
    var head: String
    var children: [Node] = []
  }

  private static func render(_ node: Node, indent: String) -> String {
    guard !node.children.isEmpty else { return "\(indent)(\(node.head))" }
    let inner = indent + "  "
    let children = node.children.map { render($0, indent: inner) }.joined(separator: "\n")
    return "\(indent)(\(node.head)\n\(children))"
  }

  private static func node(_ declaration: Declaration) -> Node {
    switch declaration {
    case .flow(let name, _): return Node(head: "flow \(quote(name))")
    case .start(let name, _): return Node(head: "start \(name.text)")
    case .include(let path, _): return Node(head: "include \(quote(path))")
    case .variable(let variable):
      let head = variable.isSession ? "session var" : "var"
      return Node(
        head: "\(head) \(variable.name.text) \(type(variable.type)) \(dump(variable.initial))")
    case .signedIn(let condition, _): return Node(head: "signed-in \(dump(condition))")
    case .screen(let screen): return node(screen)
    case .extend(let screen):
      var extended = node(screen)
      extended.head = "extend" + extended.head.drop { $0 != " " }
      return extended
    case .nav(let nav): return node(nav)
    case .tabs(let tabs):
      return Node(
        head: words(["tabs", tabs.name.text], tabs.modifiers),
        children: tabs.tabs.map { tab in
          let content: Node
          switch tab.content {
          case .screen(let screen): content = node(screen)
          case .nav(let nav): content = node(nav)
          case .navReference(let name): content = Node(head: "nav-instance \(name.text)")
          }
          return Node(head: "tab \(quote(tab.label))", children: [content])
        })
    case .pages(let pages):
      return Node(
        head: words(["pages", pages.name.text], pages.modifiers), children: pages.screens.map(node))
    case .event(let event): return node(event)
    case .logout(let logout):
      return Node(
        head:
          "logout \(logout.screen.text) \(quote(logout.control))\(logout.outcome.map { " -> \($0.text)" } ?? "") \(logout.lands.text)"
      )
    case .assertion(let assertion):
      let kind = assertion.kind == .alwaysReachable ? "always-reachable" : assertion.kind.rawValue
      return Node(head: "assert \(kind) \(dump(assertion.condition))")
    case .known(let known):
      var head = "known \(known.findingID)"
      if let screen = known.screen { head += " at \(screen.text)" }
      if let condition = known.condition { head += " when \(dump(condition))" }
      return Node(head: head + " \(quote(known.reason))")
    case .scenario(let scenario):
      return Node(
        head: "scenario \(quote(scenario.name))", children: scenario.steps.map(node))
    }
  }

  private static func node(_ screen: ScreenDecl) -> Node {
    var parts = [screen.kind.rawValue, screen.name.text]
    if let title = screen.title { parts.append(quote(title)) }
    return Node(head: words(parts, screen.modifiers), children: screen.controls.map(node))
  }

  private static func node(_ nav: NavDecl) -> Node {
    var head = words(["nav", nav.name.text], nav.modifiers)
    if let maxDepth = nav.maxDepth { head += " (max \(maxDepth.value))" }
    return Node(head: head, children: nav.screens.map(node))
  }

  private static func node(_ control: ControlDecl) -> Node {
    var head = "\(control.verb.rawValue) \(quote(control.label))"
    head += how(control.how) + guards(control.guards)
    switch control.body {
    case .actions(let actions):
      return Node(head: head + actions.map { " " + action($0) }.joined())
    case .code(let what, _):
      return Node(head: head + " (code \(quote(what)))")
    case .outcomes(let outcomes, _):
      return Node(
        head: head,
        children: outcomes.map { outcome in
          let actions = outcome.actions.map { " " + action($0) }.joined()
          let head = "outcome \(outcome.name.text)\(how(outcome.how))\(guards(outcome.guards))"
          return Node(head: head + actions)
        })
    }
  }

  private static func node(_ step: StepSyntax) -> Node {
    switch step.kind {
    case .control(let verb, let label, let outcome):
      return Node(head: "\(verb.rawValue) \(quote(label))\(outcome.map { " -> " + $0.text } ?? "")")
    case .back: return Node(head: "back")
    case .selectTab(let label): return Node(head: "tab \(quote(label))")
    case .nextPage: return Node(head: "next-page")
    case .previousPage: return Node(head: "previous-page")
    case .event(let label, let outcome):
      return Node(head: "event \(quote(label))\(outcome.map { " -> " + $0.text } ?? "")")
    case .expect(let condition): return Node(head: "expect \(dump(condition))")
    }
  }

  // MARK: - Inline parts

  private static func action(_ action: ActionSyntax) -> String {
    switch action.kind {
    case .push(let name): return "(push \(name.text))"
    case .present(let name): return "(present \(name.text))"
    case .show(let name): return "(show \(name.text))"
    case .dismiss: return "(dismiss)"
    case .dismissAll: return "(dismiss-all)"
    case .back: return "(back)"
    case .popToRoot: return "(pop-to-root)"
    case .unwind(let name): return "(unwind \(name.text))"
    case .selectTab(let label): return "(tab \(quote(label)))"
    case .nextPage: return "(next-page)"
    case .previousPage: return "(previous-page)"
    case .page(let name): return "(page \(name.text))"
    case .reset(let name): return "(reset \(name.text))"
    case .set(let name, let value): return "(set \(name.text) \(dump(value)))"
    }
  }

  private static func how(_ how: StringLiteral?) -> String {
    how.map { " (how \(quote($0)))" } ?? ""
  }

  private static func guards(_ guards: [GuardSyntax]) -> String {
    guards.map { guardSyntax in
      let reason = guardSyntax.reason.map { " " + quote($0) } ?? ""
      return " (when \(dump(guardSyntax.condition))\(reason))"
    }.joined()
  }

  private static func type(_ type: TypeSyntax) -> String {
    switch type {
    case .bool: return "bool"
    case .range(let low, let high, _): return "(range \(low) \(high))"
    case .enumeration(let cases): return "(enum \(cases.map(\.text).joined(separator: " ")))"
    }
  }

  private static func words(_ parts: [String], _ modifiers: [ModifierSyntax]) -> String {
    let words = modifiers.map { modifier in
      modifier.argument.map { "\(modifier.modifier.rawValue) \(quote($0))" }
        ?? modifier.modifier.rawValue
    }
    return (parts + words).joined(separator: " ")
  }

  /// A string literal as Swift would write it: quotes, backslashes and control
  /// characters escaped.
  private static func quote(_ literal: StringLiteral) -> String {
    var out = "\""
    for scalar in literal.value.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }
}
