import FlowSim
import Foundation

/// `flowsim check`: load, explore and check flows.
enum CheckCommand: Subcommand {
  static let name = "check"
  static let abstract = "Check flows: reachability, ways out, back, unwind, log out, assertions"
  static let spec = Arguments.Spec(
    flags: ["strict", "no-reduce"], options: ["format", "max-states", "max-memory", "threads"],
    aliases: ["-f": "--format"])
  static let help = """
    USAGE: flowsim check [--strict] [--no-reduce] [--format text|json|github|sarif] [--max-states N] [--max-memory SIZE] [--threads N] <file-or-folder>…

    Loads each flow, explores every configuration reachable from its start, and runs
    the checks (docs/checks.md). A folder means the *.flow files directly in it; a
    *.flow symbolic link there whose target is missing is an unreadable path.
    Several flows are checked side by side, one per core (per N cores with
    --threads N), and reported in the order given.

    OPTIONS:
      --strict              Treat warnings as errors (exit 1 when any exists)
      --format FORMAT       text (default; colour on a terminal), json (docs/json.md),
                            github (workflow annotations), or sarif (SARIF 2.1.0)
      --max-states N        Stop exploring after N configurations (default 2,000,000)
      --max-memory SIZE     Stop exploring when the configurations take more than SIZE
                            (512M, 4G; default 3/4 of the memory available)
      --no-reduce           Explore the variables nothing reads too (by default they
                            are left out: the same findings, fewer configurations)
      --threads N           Explore on N threads (default 1, at most 64), and from 2
                            run the reachability check beside the others: faster on
                            large flows with several cores; the output is the same
                            for any N
      --include-root DIR    Let includes read from DIR's tree (default: each flow's
                            own folder); every command that loads flows takes it

    EXIT STATUS:
      0  no errors (and, with --strict, no warnings)
      1  an error-level finding or a flow that does not load
      2  a usage error or an unreadable path

    EXAMPLES:
      flowsim check flows
      flowsim check --strict --format github flows/dropbox.flow

    """

  /// More threads than this only cost memory: exploring stops scaling long before.
  static let maximumThreads = 64

  @Sendable static func showProgress(_ count: Int, _ seconds: Double) {
    let rate = seconds > 0 ? Int(Double(count) / seconds) : 0
    Terminal.err(
      "\rexplored \(CheckOutput.grouped(count)) configurations (\(CheckOutput.grouped(rate))/s)\u{1B}[K"
    )
  }

  static func run(_ arguments: Arguments) throws(UsageError) -> Int32 {
    let format = arguments.value("format") ?? "text"
    guard ["text", "json", "github", "sarif"].contains(format) else {
      throw UsageError("unknown format '\(format)'; use text, json, github or sarif")
    }
    // Options first: '--threads flows' should say what is wrong with the option.
    var options = try ExploreLimits.explorerOptions(arguments)
    let threads = try arguments.integer("threads") ?? 1
    guard threads <= maximumThreads else {
      throw UsageError("'--threads' can be at most \(maximumThreads), not \(threads)")
    }
    guard !arguments.positional.isEmpty else {
      throw UsageError("name at least one flow file or folder, e.g. 'flowsim check flows'")
    }
    guard
      let inputs = RenderSupport.flowInputs(
        arguments, command: name, reportingUnreadable: format != "text")
    else {
      return ExitCode.usage
    }
    // Machine-readable reports list every path given, an unreadable one with its
    // `unreadable-file` finding; text has said so on standard error already.
    let paths = format == "text" ? inputs.entries : inputs.inOrder
    // Flows are checked side by side on the cores their explorer threads leave free;
    // the progress line, one per terminal, is kept for one flow at a time.
    let lanes = max(1, ProcessInfo.processInfo.activeProcessorCount / threads)
    let progress: (@Sendable (Int, Double) -> Void)? =
      Terminal.stderrIsTerminal && min(lanes, paths.count) == 1 ? CheckCommand.showProgress : nil
    options.progress = progress
    options.threads = threads
    // Flows checked side by side share the ceiling.
    options.maxMemory = options.maxMemory.map { $0 / max(1, min(lanes, paths.count)) }
    let checker = Checker(options: options, leavesOutUnread: !arguments.flag("no-reduce"))
    let checks = FlowCheck.run(
      paths: paths, lanes: lanes, loader: arguments.loader, checker: checker)
    if progress != nil { Terminal.err("\r\u{1B}[K") }
    switch format {
    case "json": Terminal.out(CheckOutput.json(checks))
    case "github": Terminal.out(CheckOutput.github(checks))
    case "sarif":
      let tool = SarifOutput.Tool(
        version: Dispatcher.version)
      Terminal.out(
        SarifOutput.sarif(
          checks, tool: tool, workingDirectory: FileManager.default.currentDirectoryPath))
    default:
      Terminal.out(
        CheckOutput.text(checks, colors: Terminal.colors, strict: arguments.flag("strict")))
    }
    let errors = checks.map(\.errorCount).reduce(0, +)
    let warnings = checks.map(\.warningCount).reduce(0, +)
    if !inputs.unreadable.isEmpty || checks.contains(where: \.isUnreadable) {
      return ExitCode.usage
    }
    return errors > 0 || (arguments.flag("strict") && warnings > 0)
      ? ExitCode.findings : ExitCode.success
  }
}
