/// The declarations `flowsim diff` compares besides screens and controls: what
/// changes the meaning of a flow without adding or removing a screen or a control.
extension FlowDiff {
  /// A declaration in one flow only, or in both but saying something else: the start,
  /// a screen's or a stack's modifiers, a variable, `signed in when`, `logout`, an
  /// assertion, a `known` line or a scenario.
  public struct DeclarationChange: Sendable, Hashable {
    /// What kind of declaration changed, in the order a report lists them.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
      case start
      case modifiers
      case variable
      case signedIn = "signed in when"
      case logout
      case assertion
      case known
      case scenario
    }

    public var kind: Kind
    /// What is declared, as a reviewer names it: `start`, `screen SignIn`, `var
    /// voted`, `scenario "Vote"`; `assert` and `known` for an assertion and a `known`
    /// line, which are told apart by their whole text.
    public var subject: String
    /// The declaration as written (canonical spacing), or the part of it that
    /// changed (a screen's modifiers); nil on the side where it does not exist.
    public var before: String?
    public var after: String?
    /// Where it is declared: in the new flow, or in the old one when removed.
    public var location: SourceLocation

    /// `added`, `removed` or `changed`.
    public var change: String {
      before == nil ? "added" : after == nil ? "removed" : "changed"
    }
  }

  /// One flow's declarations by subject: kind and subject to text and place.
  struct Declarations {
    struct Entry {
      var subject: String
      var text: String
      var location: SourceLocation
    }

    var entries: [Kind: [String: Entry]] = [:]
    /// Subjects in declaration order, per kind.
    var order: [Kind: [String]] = [:]

    typealias Kind = DeclarationChange.Kind

    /// Records a declaration under `key` (its subject unless given).
    mutating func add(
      _ kind: Kind, _ subject: String, _ text: String, _ range: SourceRange, key: String? = nil
    ) {
      let key = key ?? subject
      guard entries[kind]?[key] == nil else { return }
      entries[kind, default: [:]][key] = Entry(
        subject: subject, text: text, location: range.location)
      order[kind, default: []].append(key)
    }

    init(_ flow: Flow) {
      if let range = flow.startRange {
        add(.start, "start", "start \(flow.name(of: flow.start))", range)
      }
      for screen in flow.screens {
        let words = [(screen.isTerminal, "terminal"), (screen.isNoReturn, "noreturn")]
          .filter(\.0).map(\.1)
        add(
          .modifiers, "screen \(screen.name)",
          words.isEmpty ? "(none)" : words.joined(separator: " "), screen.range)
      }
      for nav in flow.navs {
        add(.modifiers, "nav \(nav.name)", nav.maxDepth.map { "max \($0)" } ?? "(none)", nav.range)
      }
      for variable in flow.variables {
        let session = variable.isSession ? "session " : ""
        add(
          .variable, "var \(variable.name)",
          "\(session)var \(variable.name): \(variable.domain.syntax) = "
            + variable.domain.describe(variable.initial), variable.range)
      }
      if let signedIn = flow.signedIn, let range = flow.signedInRange {
        add(.signedIn, "signed in when", "signed in when \(flow.text(of: signedIn))", range)
      }
      for logout in flow.logouts {
        let control = flow.controls[logout.control]
        var owner = "event"
        if case .screen(let screen) = control.owner { owner = flow.screens[screen].name }
        let named = "\(owner).\(StringLiteral.quoted(control.label))"
        let outcome = logout.outcome.map { " -> \($0)" } ?? ""
        add(
          .logout, "logout \(named)",
          "logout \(named)\(outcome) lands \(flow.screens[logout.lands].name)", logout.range)
      }
      for assertion in flow.assertions {
        let text = "assert \(assertion.kind.rawValue) \(FlowDiff.canonical(assertion.text))"
        add(.assertion, "assert", text, assertion.range, key: text)
      }
      for known in flow.knownFindings {
        let text = FlowDiff.text(of: known, in: flow)
        add(.known, "known", text, known.range, key: text)
      }
      for scenario in flow.scenarios {
        let steps = scenario.steps.map { FlowDiff.canonical($0.range.file.text(in: $0.range)) }
        add(
          .scenario, "scenario \(StringLiteral.quoted(scenario.name))",
          steps.joined(separator: "; "), scenario.range)
      }
    }
  }

  /// Every declaration that differs between the two flows: by kind, then the new
  /// flow's declarations in order (added or changed), then the old flow's removed ones.
  /// Modifiers are compared on screens and stacks both flows declare (an added or
  /// removed screen is reported as such).
  static func declarationChanges(old: Flow, new: Flow) -> [DeclarationChange] {
    let before = Declarations(old)
    let after = Declarations(new)
    var changes: [DeclarationChange] = []
    for kind in DeclarationChange.Kind.allCases {
      let was = before.entries[kind] ?? [:]
      let now = after.entries[kind] ?? [:]
      for subject in after.order[kind] ?? [] {
        let entry = now[subject]!
        if kind == .modifiers && was[subject] == nil { continue }
        if let old = was[subject], old.text == entry.text { continue }
        changes.append(
          DeclarationChange(
            kind: kind, subject: entry.subject, before: was[subject]?.text, after: entry.text,
            location: entry.location))
      }
      for subject in before.order[kind] ?? [] where now[subject] == nil && kind != .modifiers {
        let entry = was[subject]!
        changes.append(
          DeclarationChange(
            kind: kind, subject: entry.subject, before: entry.text, after: nil,
            location: entry.location))
      }
    }
    return changes
  }

  /// A `known` line as written, without its place:
  /// `known dead-end at Questions when … "reason"`.
  static func text(of known: KnownFinding, in flow: Flow) -> String {
    "known \(known.findingID)" + (known.screen.map { " at \(flow.screens[$0].name)" } ?? "")
      + (known.conditionText.map { " when \(canonical($0))" } ?? "")
      + " \(StringLiteral.quoted(known.reason))"
  }

  /// Flow text in the canonical spacing of `flowsim fmt`.
  static func canonical(_ text: String) -> String {
    let file = SourceFile(path: "", text: text)
    let tokens = Lexer.tokenize(file).tokens.filter {
      $0.kind != .endOfFile && $0.kind != .newline
    }
    return FormatterSpacing.join(tokens, in: file)
  }
}
