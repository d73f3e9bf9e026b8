/// What the review page's prototype carries: every configuration the engine
/// explored, with its visible screen, breadcrumb, variables and offered actions (their
/// labels, kinds, the configuration each leads to, and why a disabled one cannot be
/// used), as compact JSON. The page's script only looks things up in it: the engine's
/// answers, never a second semantics in JavaScript.
///
/// The JSON (strings and screens are numbered, so a large space stays small):
/// `start` (the configuration the app opens in), `screens` `[[name, title]]`, `variables` `[name]`, `controls` `[label]`, `texts` (interned strings),
/// `transitions` `[{label, button, say, kind, control, outcome}]` (`button` is the text on its button) (`say` is the walkthrough's
/// instruction, word for word; `kind` is `control`, `outcome`, `event`, `back`, `tab`
/// or `page`), and `states`, one per configuration in the engine's order, the start
/// first: `[screen, breadcrumb text, [value text…], [[transition, target]…]]`, where a
/// target of `-1` is a disabled action and `-2` one that fails, each followed by the
/// text saying why; `replays` `[{title, start, steps: [[transition, target]…]}]`, the
/// findings', scenarios' and tour's walkthroughs as configuration indexes.
public enum PrototypeData {
  /// The largest space a page carries, and its JSON's largest size in bytes.
  public struct Limits: Sendable {
    public var configurations: Int
    public var bytes: Int

    public init(configurations: Int = 20_000, bytes: Int = 3_000_000) {
      self.configurations = configurations
      self.bytes = bytes
    }
  }

  /// The prototype's data, or why a page cannot carry it.
  public enum Outcome: Sendable, Equatable {
    /// The JSON, safe to place inside a `<script>` element.
    case json(String)
    /// The space is larger than the limits: its configuration count.
    case tooLarge(configurations: Int)
    /// Exploration was cut off, so the space is not the flow's whole behaviour.
    case incomplete(configurations: Int)
  }

  /// A walkthrough the prototype can replay step by step, forwards and back: a
  /// finding's, a scenario's, a tour's.
  public struct Replay: Sendable {
    public var title: String
    public var walkthrough: Walkthrough

    public init(title: String, walkthrough: Walkthrough) {
      self.title = title
      self.walkthrough = walkthrough
    }
  }

  public static func make(
    space: StateSpace, replays: [Replay] = [], limits: Limits = Limits()
  ) -> Outcome {
    guard !space.isCutOff else { return .incomplete(configurations: space.count) }
    guard space.count <= limits.configurations else {
      return .tooLarge(configurations: space.count)
    }
    let json = build(space, replays: replays).serialized(pretty: false)
    // Inside <script>, "</script" or "<!--" would end or confuse the element: "<"
    // only ever appears in JSON strings, where \u003c says the same.
    let safe = json.replacingOccurrences(of: "<", with: "\\u003c")
    guard safe.utf8.count <= limits.bytes else { return .tooLarge(configurations: space.count) }
    return .json(safe)
  }

  static func build(_ space: StateSpace, replays: [Replay]) -> JSONValue {
    let flow = space.flow
    let explored = space.described(options: true)
    let narrator = TranscriptNarrator(flow: flow)
    let breadcrumb = Breadcrumb(flow: flow)
    var texts = Interned()

    var states: [JSONValue] = []
    for state in 0..<space.count {
      let view = explored.views[state]
      let values = flow.variables.indices.map { variable in
        JSONValue.number(texts.id(flow.variables[variable].domain.describe(view.values[variable])))
      }
      var actions: [JSONValue] = []
      for option in explored.options[state] {
        switch option.result {
        case .leadsTo(let target):
          actions.append(.array([.number(option.transition.index), .number(target ?? -3)]))
        case .disabled(let why):
          actions.append(
            .array([.number(option.transition.index), .number(-1), .number(texts.id(why))]))
        case .fails(let why):
          actions.append(
            .array([.number(option.transition.index), .number(-2), .number(texts.id(why))]))
        }
      }
      states.append(
        .array([
          .number(view.visible.index), .number(texts.id(breadcrumb.describe(view))), .array(values),
          .array(actions),
        ]))
    }
    let transitions: [JSONValue] = flow.transitions.ids.map { transition in
      var control = -1
      var outcome = JSONValue.null
      if case .control(let id, let name) = flow.transitions[transition].kind {
        control = id.index
        outcome = name.map(JSONValue.string) ?? .null
      }
      return JSONValue.object([
        ("label", .string(flow.label(of: transition))),
        ("button", .string(buttonText(transition, in: flow))),
        ("say", .string(Transcript.plain(narrator.instruction(transition)))),
        ("kind", .string(kind(of: transition, in: flow))),
        ("control", .number(control)),
        ("outcome", outcome),
      ])
    }
    return .object([
      ("flow", .string(flow.name)),
      ("start", .number(explored.start)),
      ("screens", .array(flow.screens.map { .array([.string($0.name), .string($0.title)]) })),
      ("variables", .array(flow.variables.map { .string($0.name) })),
      ("controls", .array(flow.controls.map { .string($0.label) })),
      ("transitions", .array(transitions)),
      ("texts", .array(texts.list.map(JSONValue.string))),
      ("states", .array(states)),
      ("replays", .array(replays.compactMap { replay(explored, $0) })),
    ])
  }

  /// `{title, start, steps: [[transition, target]…]}`, or nil when a configuration of
  /// the walkthrough is not in the space (it cannot be, when exploration completed).
  static func replay(_ explored: ExploredSpace, _ replay: Replay) -> JSONValue? {
    guard let start = explored.index(of: replay.walkthrough.start) else { return nil }
    var steps: [JSONValue] = []
    for step in replay.walkthrough.steps {
      guard let target = explored.index(of: step.configuration) else { return nil }
      steps.append(.array([.number(step.transition.index), .number(target)]))
    }
    return .object([
      ("title", .string(replay.title)), ("start", .number(start)), ("steps", .array(steps)),
    ])
  }

  /// How the prototype offers a transition: `control`, `outcome` (one of a control's
  /// several outcomes, offered through a chooser), `event`, `back`, `tab` or `page`.
  static func kind(of transition: TransitionID, in flow: Flow) -> String {
    switch flow.transitions[transition].kind {
    case .back: return "back"
    case .tab: return "tab"
    case .nextPage, .previousPage: return "page"
    case .control(let control, let outcome):
      if flow.controls[control].owner == .event { return "event" }
      return outcome == nil ? "control" : "outcome"
    }
  }

  /// The text on a transition's button: the control's label, the outcome's name (its
  /// control's label heads the chooser), the tab's label, `Back`, `Next page`.
  static func buttonText(_ transition: TransitionID, in flow: Flow) -> String {
    switch flow.transitions[transition].kind {
    case .back: return "‹ Back"
    case .nextPage: return "Next page ›"
    case .previousPage: return "‹ Previous page"
    case .tab(let bar, let index): return flow.tabBars[bar].tabs[index].label
    case .control(let control, let outcome): return outcome ?? flow.controls[control].label
    }
  }

  /// Strings numbered in the order they are first used.
  struct Interned {
    var list: [String] = []
    var ids: [String: Int] = [:]

    mutating func id(_ text: String) -> Int {
      if let id = ids[text] { return id }
      ids[text] = list.count
      list.append(text)
      return list.count - 1
    }
  }
}
