import FlowSim

/// `flowsim paths`: the shortest walkthrough to every screen.
enum PathsCommand: Subcommand {
  static let name = "paths"
  static let abstract = "Print the shortest walkthrough to every screen"
  static let spec = Arguments.Spec(
    flags: [], options: ["format", "output", "max-states", "max-memory"],
    aliases: ["-f": "--format", "-o": "--output"])
  static let help = """
    USAGE: flowsim paths [--format markdown|text] [-o FILE] [--max-states N] [--max-memory SIZE] <file>

    The shortest walkthrough from the start to the first configuration where each
    screen is visible, all as one tree: the opening steps they share are written
    once, and where the ways part each is indented under the last shared step; then
    the screens none reaches.

    OPTIONS:
      --format FORMAT       markdown (default) or text
      -o, --output FILE     Write to FILE (atomically) instead of standard output
      --max-states N        Stop exploring after N configurations (default 2,000,000)
      --max-memory SIZE     Stop exploring when the configurations take more than SIZE
                            (512M, 4G; default 3/4 of the memory available)

    EXIT STATUS:
      0  the walkthroughs were printed
      1  the flow does not load
      2  a usage error, an unreadable file, or FILE cannot be written

    EXAMPLES:
      flowsim paths flows/dropbox.flow > dropbox-paths.md

    """

  static func run(_ arguments: Arguments) throws(UsageError) -> Int32 {
    let format = try RenderSupport.transcriptFormat(arguments)
    let space: StateSpace
    switch try RenderSupport.explore(arguments, command: name) {
    case .success(let explored): space = explored
    case .failure(let status): return status.code
    }
    let transcript = TranscriptDocuments(flow: space.flow).paths(
      Paths(space: space))
    return RenderSupport.emit(
      format.render(transcript), arguments, command: name, reading: space.flow.files)
  }
}
