import FlowSim

/// `flowsim dump`: what each stage made of a flow, for debugging flowsim itself.
enum DumpCommand: Subcommand {
  static let name = "dump"
  static let abstract = "Show the syntax tree, resolved model or state space (debugging)"
  static let spec = Arguments.Spec(flags: [], options: ["max-states", "max-memory"])
  static let help = """
    USAGE: flowsim dump ast|model|states [--max-states N] [--max-memory SIZE] <file>

    Prints what a stage of flowsim made of a flow: 'ast' the parsed syntax tree,
    'model' the resolved flow (every screen, container, variable and transition with
    its id), 'states' every reachable configuration in discovery order with its
    parent and successors. For debugging flowsim and for bug reports.

    OPTIONS:
      --max-states N        With 'states': stop exploring after N configurations
                            (default 10,000); 'ast' and 'model' do not explore
      --max-memory SIZE     With 'states': stop exploring when the configurations take
                            more than SIZE (512M, 4G; default 3/4 of the memory available)

    EXIT STATUS:
      0  the dump was printed
      1  the flow does not load, or with 'ast' does not parse: its diagnostics are
         printed ('ast' prints the tree all the same)
      2  a usage error or an unreadable file

    EXAMPLES:
      flowsim dump ast flows/dropbox.flow
      flowsim dump states --max-states 100 flows/plicker.flow

    """

  static func run(_ arguments: Arguments) throws(UsageError) -> Int32 {
    guard arguments.positional.count == 2, let what = arguments.positional.first,
      ["ast", "model", "states"].contains(what)
    else {
      throw UsageError("say what to dump and of which file: 'flowsim dump ast|model|states FILE'")
    }
    let path = arguments.positional[1]
    guard let bytes = FileReading.readFile(path) else {
      Terminal.err(
        "flowsim dump: error: cannot read '\(path)': \(FileReading.whyUnreadable(path))\n")
      return ExitCode.usage
    }
    let printer = DiagnosticPrinter(colors: Terminal.errorColors)
    if what == "ast" {
      let file = SourceFile(path: path, bytes: bytes)
      if let tooLarge = FlowLoader.tooLarge(file) {
        Terminal.err(printer.render(tooLarge))
        return ExitCode.findings
      }
      let (tree, diagnostics) = FlowParser.parse(file)
      for diagnostic in diagnostics.limitedForDisplay() { Terminal.err(printer.render(diagnostic)) }
      Terminal.out(SyntaxDump.dump(tree) + "\n")
      return diagnostics.hasErrors ? ExitCode.findings : ExitCode.success
    }
    let loaded = arguments.loader.load(SourceFile(path: path, bytes: bytes))
    for diagnostic in loaded.diagnostics.limitedForDisplay() {
      Terminal.err(printer.render(diagnostic))
    }
    guard let flow = loaded.flow else { return ExitCode.findings }
    if what == "model" {
      Terminal.out(ModelDump.model(flow))
    } else {
      let options = try ExploreLimits.explorerOptions(arguments, defaultMaxStates: 10_000)
      Terminal.out(ModelDump.states(Explorer(flow: flow, options: options).explore()))
    }
    return ExitCode.success
  }
}
