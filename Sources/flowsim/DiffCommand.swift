import FlowSim
import Foundation

/// `flowsim diff`: what a change to a flow does to the app's behaviour.
enum DiffCommand: Subcommand {
  static let name = "diff"
  static let abstract = "Show what a change to a flow does to the app (for pull requests)"
  static let spec = Arguments.Spec(
    flags: ["fail-on-new-errors", "dot"],
    options: ["format", "max-states", "max-memory", "output"],
    aliases: ["-f": "--format", "-o": "--output"])
  static let help = """
    USAGE: flowsim diff [--format markdown|json | --dot] [-o FILE] [--max-states N] [--max-memory SIZE] [--fail-on-new-errors] <old.flow> <new.flow>

    Explores and checks both versions of a flow and reports what changed in what the
    app does: screens that became reachable or unreachable, screens that became
    private (needing sign-in) or public, controls added, removed or changed (by
    screen, label and outcome), other declarations that change meaning (a screen's
    terminal or noreturn, a stack's max, variables, signed in when, logout,
    assertions, known lines, scenarios; each with its file and line), findings that
    appeared or were fixed (by id and message, whatever their lines), and shortest paths to screens that got longer or
    shorter, with the new walkthrough. Moving or reformatting declarations is not a
    change.

    OPTIONS:
      --format FORMAT       markdown (default; for a pull-request comment) or json
                            (docs/json.md)
      --dot                 Draw the change instead: the new flow's screen graph
                            as Graphviz DOT, with what was added in bold green,
                            changed in bold orange, removed as grey dashed ghosts,
                            and a legend (docs/outputs.md)
      -o, --output FILE     Write to FILE (atomically) instead of standard output;
                            with --dot, FILE.svg or FILE.png is drawn (needs
                            Graphviz)
      --max-states N        Stop exploring each flow after N configurations
                            (default 2,000,000)
      --max-memory SIZE     Stop exploring when the configurations take more than SIZE
                            (512M, 4G; default 3/4 of the memory available)
      --fail-on-new-errors  Exit 1 when the new flow has an error finding the old
                            one had not (for CI), saying how many on standard error

    EXIT STATUS:
      0  the diff was produced (whether or not anything changed)
      1  a flow does not load (its diagnostics are printed), or, with
         --fail-on-new-errors, the change brings a new error
      2  a usage error, an unreadable file, FILE cannot be written, or (with
         --dot) a FILE.svg or FILE.png without Graphviz installed

    EXAMPLES:
      git show main:flows/dropbox.flow > /tmp/old.flow
      flowsim diff /tmp/old.flow flows/dropbox.flow
      flowsim diff --format json old.flow new.flow
      flowsim diff --dot -o change.svg /tmp/old.flow flows/dropbox.flow

    An old version taken out of git keeps its includes working when it is written
    next to the new one (e.g. flows/.dropbox.old.flow) rather than in /tmp.

    """

  static func run(_ arguments: Arguments) throws(UsageError) -> Int32 {
    let format = arguments.value("format") ?? "markdown"
    guard ["markdown", "json"].contains(format) else {
      throw UsageError("unknown format '\(format)'; use markdown or json")
    }
    let drawing = arguments.flag("dot")
    if drawing, arguments.value("format") != nil {
      throw UsageError("--dot draws the change; --format says how to write it as text")
    }
    let output = arguments.value("output").flatMap { $0 == "-" ? nil : $0 }
    let limits = try ExploreLimits.explorerOptions(arguments)
    guard arguments.positional.count == 2 else {
      throw UsageError("name the old and the new flow file, e.g. 'flowsim diff old.flow new.flow'")
    }
    let paths = arguments.positional
    let loaded = paths.map { arguments.loader.load(path: $0) }
    var status = ExitCode.success
    for (path, result) in zip(paths, loaded) where result.flow == nil {
      if result.isUnreadable {
        Terminal.err(
          "flowsim diff: error: cannot read '\(path)': \(FileReading.whyUnreadable(path))\n")
        status = ExitCode.usage
        continue
      }
      Terminal.err(
        result.diagnostics.limitedForDisplay().map(
          DiagnosticPrinter(colors: Terminal.errorColors).render
        ).joined())
      Terminal.err("flowsim diff: '\(path)' does not load\n")
      if status == ExitCode.success { status = ExitCode.findings }
    }
    guard status == ExitCode.success, let old = loaded[0].flow, let new = loaded[1].flow else {
      return status
    }
    let checker = Checker(options: limits)
    let reports = [checker.check(old), checker.check(new)]
    let diff = FlowDiff(old: reports[0], new: reports[1])
    if let output,
      RenderSupport.refusesOverwriting(
        output, arguments, files: old.files + new.files, command: name)
    {
      return ExitCode.usage
    }
    let text: String
    if drawing {
      // The checker's exploration records edges, which the graphs' targets need.
      let graphs = reports.map { ScreenGraph(flow: $0.flow, space: $0.space) }
      text = DotDiffGraph(diff: diff, old: graphs[0], new: graphs[1]).render()
      let image = output.flatMap(PictureNames.imageFormat(of:))
      if let image, !["svg", "png"].contains(image) {
        throw UsageError("cannot draw '\(output ?? "")': flowsim draws svg or png")
      }
      let status = DotCommand.emit(text, format: image, output: output, implied: image != nil)
      if status != ExitCode.success { return status }
    } else {
      text =
        format == "json"
        ? DiffOutput.json(diff, old: paths[0], new: paths[1])
        : DiffOutput.markdown(diff, old: paths[0], new: paths[1])
      if let output {
        if let problem = AtomicFile.write(Data(text.utf8), to: output) {
          Terminal.err("flowsim diff: error: \(problem)\n")
          return ExitCode.usage
        }
      } else {
        Terminal.out(text)
      }
    }
    let newErrors = diff.newFindings.filter { $0.severity == .error }.count
    if arguments.flag("fail-on-new-errors"), newErrors > 0 {
      Terminal.err(
        "flowsim diff: \(Counting.count(newErrors, "new error")) in '\(paths[1])' (--fail-on-new-errors)\n"
      )
      return ExitCode.findings
    }
    return ExitCode.success
  }
}
