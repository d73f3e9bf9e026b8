import FlowSim

/// `flowsim tour`: walkthroughs that together take every action (a test plan).
enum TourCommand: Subcommand {
  static let name = "tour"
  static let abstract = "Print walkthroughs that together use every transition"
  static let spec = Arguments.Spec(
    flags: [], options: ["format", "output", "max-states", "max-memory"],
    aliases: ["-f": "--format", "-o": "--output"])
  static let help = """
    USAGE: flowsim tour [--format markdown|text] [-o FILE] [--max-states N] [--max-memory SIZE] <file>

    A manual test plan: a small set of walkthroughs from the start ("Tour 1", …) that
    together take every action that can happen (each control's outcome and event,
    back and page swipes on every screen they are taken on, each tab switched to and
    re-tapped once), going on
    from where the tester stands rather than relaunching when that is shorter; then
    the declared transitions that can never fire.

    OPTIONS:
      --format FORMAT       markdown (default) or text
      -o, --output FILE     Write to FILE (atomically) instead of standard output
      --max-states N        Stop exploring after N configurations (default 2,000,000)
      --max-memory SIZE     Stop exploring when the configurations take more than SIZE
                            (512M, 4G; default 3/4 of the memory available)

    EXIT STATUS:
      0  the tour was printed
      1  the flow does not load
      2  a usage error, an unreadable file, or FILE cannot be written

    EXAMPLES:
      flowsim tour -o dropbox-test-plan.md flows/dropbox.flow

    """

  static func run(_ arguments: Arguments) throws(UsageError) -> Int32 {
    let format = try RenderSupport.transcriptFormat(arguments)
    let space: StateSpace
    switch try RenderSupport.explore(arguments, command: name) {
    case .success(let explored): space = explored
    case .failure(let status): return status.code
    }
    let transcript = TranscriptDocuments(flow: space.flow).tour(Tour(space: space))
    return RenderSupport.emit(
      format.render(transcript), arguments, command: name, reading: space.flow.files)
  }
}
