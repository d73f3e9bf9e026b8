import Foundation

/// An interactive walk through a flow: what `flowsim run` drives. It takes the lines
/// a user types and returns the text to show; it never reads, prints or exits, so a
/// terminal, a script and a test drive it the same way.
///
/// The session keeps the steps taken from the start (so any number can be undone and
/// the session can be saved as a walkthrough), and a pending question when an action
/// has several outcomes. Not thread-safe.
public final class StepSession {
  public let flow: Flow
  /// The flow file as the user named it, for the banner and the saved transcript.
  public let path: String
  public let simulator: Simulator
  public let view: SessionView
  /// How many configurations `goto` and `check` may search before giving up.
  public var searchLimit = 200_000
  /// Writes a saved transcript: (path, text) → an error message, or nil when written.
  public var write: (String, String) -> String? = { AtomicFile.write($1, to: $0) }

  /// The steps since the start, oldest first.
  public internal(set) var history: [Entry] = []
  /// The action whose outcome the user is being asked to choose.
  var pending: Pending?
  /// The checker's report on the whole flow, computed on the first `check`.
  var report: Checker.Report?
  private var cachedMenu: (configuration: Configuration, menu: SessionMenu)?

  /// One step of the session and the configuration after it.
  public struct Entry: Sendable {
    public var step: Step
    public var configuration: Configuration

    /// What a step did.
    public enum Step: Sendable, Hashable {
      /// A transition was taken; notices are issues it ran into.
      case transition(TransitionID, notices: [StepIssue])
      /// A variable was set by hand.
      case set(VariableID, Int)
      /// The session went back to the start.
      case reset
    }
  }

  /// An action with several possible outcomes, waiting for the user to choose one.
  struct Pending {
    var item: SessionMenu.Item
    var choices: [Simulator.Option]
  }

  /// What to show after a line, and whether the session is over.
  public struct Reply: Sendable, Hashable {
    public var text: String
    public var quit: Bool

    public init(_ text: String, quit: Bool = false) {
      self.text = text
      self.quit = quit
    }
  }

  public init(flow: Flow, path: String, style: SessionStyle = SessionStyle()) {
    self.flow = flow
    self.path = path
    simulator = Simulator(flow: flow)
    view = SessionView(simulator: simulator, style: style)
  }

  /// The configuration the session is in.
  public var current: Configuration { history.last?.configuration ?? simulator.initial }

  /// What the current configuration offers.
  public var menu: SessionMenu {
    let configuration = current
    if let cachedMenu, cachedMenu.configuration == configuration { return cachedMenu.menu }
    let menu = SessionMenu(simulator: simulator, configuration: configuration)
    cachedMenu = (configuration, menu)
    return menu
  }

  /// Whether the session is waiting for an outcome to be chosen.
  public var isAsking: Bool { pending != nil }

  /// The banner and the first screen.
  public func start() -> String {
    "\(flow.name) (\(path)): type an action's number or label to take it, 'help' for commands\n\n"
      + show()
  }

  /// The number the step at `index` in `history` is shown with: steps count from 1
  /// at the start and again after each reset, as `save` writes them (a reset is the
  /// last step of the count before it, so undoing it numbers on from there).
  func stepNumber(_ index: Int) -> Int {
    index - (history[..<index].lastIndex { $0.step == .reset } ?? -1)
  }

  /// The current screen, ending with a blank line.
  func show() -> String { view.render(current, menu: menu) + "\n" }

  /// The user dropped the line being typed (ctrl-c at a terminal): nothing is taken;
  /// a pending question about an outcome is dropped too, and said so.
  public func cancel() -> Reply {
    guard let pending else { return Reply("") }
    self.pending = nil
    return Reply("(no outcome chosen: \(pending.item.phrase) not taken)\n")
  }

  /// Handles one input line.
  public func handle(_ line: String) -> Reply {
    if let pending {
      if let reply = answer(pending, line) { return reply }
      self.pending = nil
      let skipped = "(no outcome chosen: \(pending.item.phrase) not taken)\n"
      let reply = handle(line)
      return Reply(skipped + reply.text, quit: reply.quit)
    }
    // An empty line shows where the user is again (after help or vars, say).
    if line.allSatisfy(\.isWhitespace) { return Reply(show()) }
    let command = SessionCommand.parse(line)
    guard let action = listedAction(labelled: line) else { return run(command) }
    // A label that is also a command: "Save" alone, and "Save draft" (which would
    // write a file named draft), are the action; "Help" or "Next" runs the command
    // and says how to reach the action.
    switch command {
    case .usage: return Reply(take(action, outcome: nil))
    case .save(let file):
      let note =
        "(that was \(action.phrase), not the 'save' command; to save the session to a file named \(file), type 'save ./\(file)')\n\n"
      return Reply(take(action, outcome: nil) + note)
    case .help, .root, .reset, .vars, .where, .check, .undo, .nextPage, .previousPage, .goto:
      let before = (configuration: current, steps: history.count)
      let text = run(command).text
      return Reply(text + commandNote(line, instead: action, before: before))
    default: return run(command)
    }
  }

  /// Says that `line` ran a command rather than `action`, a control on the screen
  /// shown `before`, and how to take the action instead: by its number when the
  /// command left that screen showing; after undoing the command's steps when it
  /// moved on (the number is then that screen's again).
  private func commandNote(
    _ line: String, instead action: SessionMenu.Item,
    before: (configuration: Configuration, steps: Int)
  ) -> String {
    let command = "the '\(line.trimmingCharacters(in: .whitespaces).lowercased())' command"
    let choice = action.number.map { "\($0)" } ?? "'\(action.phrase)'"
    if current == before.configuration {
      return "(that was \(command); for \(action.phrase) on this screen, type \(choice))\n\n"
    }
    let screen = flow.screens[simulator.view(before.configuration).visible].name
    let added = history.count - before.steps
    guard added > 0 else {
      // An undo: nothing brings those steps back.
      return "(that was \(command), not \(action.phrase) on \(screen))\n\n"
    }
    let undo = added == 1 ? "'undo'" : "'undo \(added)'"
    return
      "(that was \(command), not \(action.phrase) on \(screen); to take that instead, type \(undo), then \(choice))\n\n"
  }

  private func run(_ command: SessionCommand) -> Reply {
    switch command {
    case .nothing: return Reply("")
    case .number(let number, let outcome): return Reply(take(number: number, outcome: outcome))
    case .action(let verb, let label, let outcome):
      return Reply(take(verb: verb, label: label, outcome: outcome))
    case .back: return Reply(back())
    case .root: return Reply(root())
    case .nextPage: return Reply(system(.nextPage, missing: "there is no next page here"))
    case .previousPage:
      return Reply(system(.previousPage, missing: "there is no previous page here"))
    case .undo(let count): return Reply(undo(count))
    case .reset: return Reply(reset())
    case .goto(let screen): return Reply(goto(screen))
    case .vars: return Reply(variables())
    case .where: return Reply(show())
    case .set(let variable, let value): return Reply(set(variable, value))
    case .check: return Reply(check())
    case .save(let file): return Reply(save(file))
    case .help: return Reply(Self.help + "\n\n")
    case .quit: return Reply("", quit: true)
    case .usage(let message): return Reply(message + "\n\n")
    }
  }

  /// The answer to "which outcome?", or nil when the line is something else.
  private func answer(_ pending: Pending, _ line: String) -> Reply? {
    let text = line.trimmingCharacters(in: .whitespaces)
    if text.isEmpty { return Reply(question(pending)) }
    let names = pending.choices.map { SessionMenu.outcome(of: $0.transition, flow: flow) ?? "" }
    let typed = text.lowercased()
    var chosen: Int?
    if let number = Int(text), pending.choices.indices.contains(number - 1) {
      chosen = number - 1
    } else if let index = names.firstIndex(where: { $0.lowercased() == typed }) {
      // A whole outcome name wins over a command of that name (`cancel`, `undo`).
      chosen = index
    } else if typed == "cancel" {
      self.pending = nil
      return Reply("(nothing taken)\n\n")
    } else if Int(text) != nil {
      return Reply("choose 1–\(pending.choices.count), or 'cancel'\n" + question(pending))
    } else if case .action = SessionCommand.parse(text) {
      // The start of a name (any case), as after '->'; a command word stays a command.
      let starting = names.indices.filter {
        !names[$0].isEmpty && names[$0].lowercased().hasPrefix(typed)
      }
      if starting.count > 1 {
        let which = starting.map { names[$0] }.joined(separator: " or ")
        return Reply("'\(text)' could be outcome \(which)\n" + question(pending))
      }
      chosen = starting.first
    }
    guard let chosen else { return nil }
    self.pending = nil
    return Reply(move(pending.choices[chosen]))
  }

  /// "Which outcome of tap "Login"? 1. valid → presents Main (Home)  2. failed → …"
  func question(_ pending: Pending) -> String {
    let here = simulator.view(current)
    let names = pending.choices.map { SessionMenu.outcome(of: $0.transition, flow: flow) ?? "?" }
    let effects = pending.choices.map { view.effect(of: $0, from: here) }
    let hows = pending.choices.map { flow.transitions[$0.transition].how }
    guard hows.contains(where: { $0 != nil }) else {
      let choices = names.indices.map { "\($0 + 1). \(names[$0]) → \(effects[$0])" }
      return "Which outcome of \(pending.item.phrase)? \(choices.joined(separator: "  "))\n"
    }
    // One outcome a line, each with what the tester does to make the app decide so,
    // then what it does.
    let width = String(names.count).count
    var out = "Which outcome of \(pending.item.phrase)?\n"
    for index in names.indices {
      let pad = String(repeating: " ", count: width - String(index + 1).count)
      let how = hows[index].map { ": " + $0 } ?? ""
      out += "  \(pad)\(index + 1). \(names[index])\(how) → \(effects[index])\n"
    }
    return out
  }

  /// Takes an option that leads somewhere and shows where it led.
  func move(_ option: Simulator.Option) -> String {
    guard case .leadsTo(let target, let notices) = option.result else {
      if case .fails(let issue, _) = option.result {
        return
          "\(flow.label(of: option.transition)) fails here: \(simulator.explain(issue)) (a flow bug); nothing happened\n\n"
      }
      return "\(flow.label(of: option.transition)) cannot be used here\n\n"
    }
    let before = current
    history.append(
      Entry(step: .transition(option.transition, notices: notices), configuration: target))
    let line = view.stepLine(
      stepNumber(history.count - 1), transition: option.transition, from: before, to: target,
      notices: notices)
    return line + "\n" + show()
  }
}
