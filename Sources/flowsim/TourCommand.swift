import FlowSim

/// `flowsim tour`: walkthroughs that together fire every transition (a test plan).
enum TourCommand: Subcommand {
  static let name = "tour"
  static let abstract = "Print walkthroughs that together use every transition"
  static let spec = Arguments.Spec(
    flags: [], options: ["format", "max-states"], aliases: ["-f": "--format"])
  static let help = """
    USAGE: flowsim tour [--format markdown|text] [--max-states N] <file>

    A manual test plan: a small set of walkthroughs from the start ("Tour 1", …) that
    together use every transition that can happen at least once, then the declared
    transitions that can never fire.

    OPTIONS:
      --format FORMAT       markdown (default) or text
      --max-states N        Stop exploring after N configurations (default 2,000,000)

    EXIT STATUS:
      0  the tour was printed
      1  the flow does not load
      2  a usage error or an unreadable file

    EXAMPLES:
      flowsim tour flows/dropbox.flow > dropbox-test-plan.md

    """

  static func run(_ arguments: Arguments) throws(UsageError) -> Int32 {
    let format = try RenderSupport.transcriptFormat(arguments)
    let space: StateSpace
    switch try RenderSupport.explore(arguments, command: name) {
    case .success(let explored): space = explored
    case .failure(let status): return status.code
    }
    let transcript = TranscriptDocuments(simulator: space.makeSimulator()).tour(Tour(space: space))
    Terminal.out(format.render(transcript))
    return ExitCode.success
  }
}
