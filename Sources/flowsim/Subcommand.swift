import FlowSim

/// One `flowsim` subcommand.
protocol Subcommand {
  static var name: String { get }
  static var abstract: String { get }
  /// The full help text: usage, options and examples.
  static var help: String { get }
  static var spec: Arguments.Spec { get }
  static func run(_ arguments: Arguments) throws(UsageError) -> Int32
}

/// Routes `flowsim WORDS…` to a subcommand, `help`, or `--version`.
enum Dispatcher {
  static let version = "0.1.0"

  nonisolated(unsafe) static let ordered: [any Subcommand.Type] = [
    CheckCommand.self, TestCommand.self, RunCommand.self, DotCommand.self, MermaidCommand.self,
    WalkCommand.self, PathsCommand.self, TourCommand.self, ReviewCommand.self,
    ImportCommand.self, DumpCommand.self, FmtCommand.self, DiffCommand.self,
    ExplainCommand.self,
  ]

  static func run(_ words: [String]) -> Int32 {
    // No command is a usage error, as elsewhere: the overview goes to standard error.
    guard let first = words.first else {
      Terminal.err(overview)
      return ExitCode.usage
    }
    switch first {
    case "--help", "-h", "help":
      // `flowsim help help` (and `help --help`): the overview is help's own help.
      if first == "help", words.count > 1, !["help", "--help", "-h"].contains(words[1]) {
        // The language reference, from the binary itself (tools/embed-docs).
        if words[1] == "language" {
          Terminal.out(EmbeddedLanguage.text + "\n")
          return ExitCode.success
        }
        guard let command = find(words[1]) else { return unknown(words[1]) }
        Terminal.out(command.help)
        return ExitCode.success
      }
      Terminal.out(overview)
      return ExitCode.success
    case "--version":
      Terminal.out("flowsim \(version)\n")
      return ExitCode.success
    default:
      break
    }
    guard let command = find(first) else {
      if first.hasSuffix(".flow") { return run(["run"] + words) }
      return unknown(first)
    }
    let rest = Array(words.dropFirst())
    if rest.contains("--help") || rest.contains("-h") {
      Terminal.out(command.help)
      return ExitCode.success
    }
    do {
      let (rest, root) = try IncludeRootOption.take(from: rest, command: command.name)
      var parsed = try Arguments(rest, spec: command.spec)
      parsed.includeRoot = root
      return try command.run(parsed)
    } catch {
      Terminal.err(
        "flowsim \(command.name): error: \(error.message)\nsee 'flowsim help \(command.name)'\n")
      return ExitCode.usage
    }
  }

  static func find(_ name: String) -> (any Subcommand.Type)? {
    ordered.first { $0.name == name }
  }

  /// Words people type for what a command does under another name (`render`,
  /// `lint`), and the commands that do it.
  static let intents: [String: [String]] = [
    "render": ["dot", "mermaid"], "draw": ["dot", "mermaid"], "graph": ["dot", "mermaid"],
    "diagram": ["dot", "mermaid"], "graphviz": ["dot"], "lint": ["check"],
    "verify": ["check"], "validate": ["check"], "format": ["fmt"], "simulate": ["run"],
    "step": ["run"], "scenarios": ["test"],
  ]

  /// The commands to suggest for an unknown `name`: those its intent names, else the
  /// closest by spelling.
  static func suggestions(for name: String) -> [String] {
    if let commands = intents[name.lowercased()] { return commands }
    return Suggestions.closest(to: name, among: ordered.map { $0.name }).map { [$0] } ?? []
  }

  static func unknown(_ name: String) -> Int32 {
    let suggested = suggestions(for: name)
    var hint =
      suggested.isEmpty
      ? "" : "; did you mean " + suggested.map { "'\($0)'" }.joined(separator: " or ") + "?"
    if suggested.isEmpty, name.contains("/") || name.contains(".") {
      // A file: only names ending in .flow are stepped through without `run`.
      hint =
        "; to step through a flow file whose name does not end in .flow, use 'flowsim run \(name)'"
    }
    Terminal.err("flowsim: error: unknown command '\(name)'\(hint)\nsee 'flowsim --help'\n")
    return ExitCode.usage
  }

  static var overview: String {
    let width = ordered.map { $0.name.count }.max() ?? 0
    let rows =
      ordered.map { ($0.name, $0.abstract) } + [
        ("help", "Show help for a command (flowsim help check), or the language (help language)")
      ]
    let list = rows.map { name, abstract in
      "  \(name.padding(toLength: width + 2, withPad: " ", startingAt: 0))\(abstract)"
    }
    .joined(separator: "\n")
    return """
      flowsim \(version): simulate, check and draw app navigation flows

      USAGE: flowsim <command> [options] [files…]

      COMMANDS:
      \(list)

      EXAMPLES:
        flowsim check flows                         Check every flow in a folder
        flowsim check --strict flows/dropbox.flow   Treat warnings as errors (for CI)
        flowsim test flows                          Run every scenario
        flowsim flows/dropbox.flow                  Step through a flow

      What a finding means: flowsim explain FINDING-ID (e.g. flowsim explain dead-end).
      The flow language: flowsim help language. The checks: docs/checks.md.

      """
  }
}
