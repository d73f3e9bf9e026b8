import FlowSim
import Foundation

/// `flowsim dot`: the screen graph (or the state graph) as Graphviz DOT.
enum DotCommand: Subcommand {
  static let name = "dot"
  static let abstract = "Draw the screens and transitions as a Graphviz DOT graph"
  static let spec = Arguments.Spec(
    flags: ["states", "detail"],
    options: ["render", "output", "max-states", "max-memory", "draw-limit"],
    aliases: ["-o": "--output"])
  static let help = """
    USAGE: flowsim dot [--detail | --states [--draw-limit N]] [--render svg|png] [-o FILE] [--max-states N] [--max-memory SIZE] <file>

    Prints the flow's screens as a Graphviz DOT graph: containers as boxes, one edge
    style per transition kind (push solid, present dashed, dismiss and back dotted,
    reset bold, unwind purple), what the user does on the edges (tap "Log in"
    (invalid email)), and a legend. System back is not drawn (the legend says so).
    See docs/outputs.md.

    A FILE ending in .svg or .png is drawn in that format, as with --render (which
    needs Graphviz); one ending in another image format (.pdf, .jpg, …) is refused.

    OPTIONS:
      --detail              Label edges as the model has them: outcome names, guards
                            ([when mine]) and set actions, one transition per line
      --states              Draw the explored configurations instead (at most 150)
      --draw-limit N        With --states, draw up to N configurations instead of 150
      --render FORMAT       Run Graphviz's dot to make svg or png (needs Graphviz)
      -o, --output FILE     Write to FILE (atomically) instead of standard output;
                            FILE.svg or FILE.png is drawn (implies --render)
      --max-states N        Stop exploring after N configurations (default 2,000,000;
                            100,000 with --states)
      --max-memory SIZE     Stop exploring when the configurations take more than SIZE
                            (512M, 4G; default 3/4 of the memory available)

    EXIT STATUS:
      0  the graph was written
      1  the flow does not load
      2  a usage error, an unreadable file, a state graph too large to draw,
         --render without Graphviz installed, or FILE cannot be written

    EXAMPLES:
      flowsim dot flows/dropbox.flow > dropbox.dot
      flowsim dot --render svg -o dropbox.svg flows/dropbox.flow
      flowsim dot -o dropbox.png flows/dropbox.flow
      flowsim dot --states flows/plicker.flow | dot -Tpng -o states.png

    """

  static func run(_ arguments: Arguments) throws(UsageError) -> Int32 {
    var format = arguments.value("render")
    if let format, !PictureNames.formats.contains(format) {
      throw UsageError("unknown render format '\(format)'; use svg or png")
    }
    // `-o -` is standard output, as usual.
    let output = arguments.value("output").flatMap { $0 == "-" ? nil : $0 }
    // Without --render, `-o x.png` asks for a drawing, not DOT text named x.png.
    var implied = false
    if format == nil, let output, let image = PictureNames.imageFormat(of: output) {
      guard PictureNames.formats.contains(image) else {
        throw UsageError(
          "cannot draw '\(output)': flowsim draws svg or png; for \(image), run: \(PictureNames.drawing(arguments, image, into: output))"
        )
      }
      format = image
      implied = true
    }
    let states = arguments.flag("states")
    let limit = try arguments.integer("draw-limit")
    if limit != nil, !states {
      throw UsageError("--draw-limit sets how many configurations --states draws")
    }
    if states, arguments.flag("detail") {
      throw UsageError("--detail labels the screen graph; --states draws configurations")
    }
    let space: StateSpace
    switch try RenderSupport.explore(
      arguments, command: name, defaultMaxStates: states ? 100_000 : 2_000_000,
      notesStop: !states)
    {
    case .success(let explored): space = explored
    case .failure(let status): return status.code
    }
    let flow = space.flow
    let source: String
    if states {
      switch DotStateGraph(space: space, limit: limit ?? DotStateGraph.maximumConfigurations)
        .render()
      {
      case .success(let text): source = text
      case .failure(let tooLarge):
        Terminal.err("flowsim dot: error: \(tooLarge.message)\n")
        return ExitCode.usage
      }
    } else {
      source = DotScreenGraph(
        graph: ScreenGraph(flow: flow, space: space),
        detail: arguments.flag("detail") ? .full : .summary
      ).render()
    }
    if let output,
      RenderSupport.refusesOverwriting(output, arguments, files: flow.files, command: name)
    {
      return ExitCode.usage
    }
    return emit(source, format: format, output: output, implied: implied)
  }

  /// Writes DOT source, or what Graphviz makes of it, to a file or standard output.
  /// `implied`: the format comes from the output file's name, not from --render.
  static func emit(_ source: String, format: String?, output: String?, implied: Bool = false)
    -> Int32
  {
    var bytes = Data(source.utf8)
    if let format {
      guard let dot = Graphviz.find() else {
        if implied, let output {
          Terminal.err(
            "flowsim dot: error: -o '\(output)' asks for a \(format.uppercased()) drawing, but \(Graphviz.installHint), or write DOT text to a .dot file\n"
          )
        } else {
          Terminal.err("flowsim dot: error: \(Graphviz.installHint)\n")
        }
        return ExitCode.usage
      }
      if output == nil, format == "png", Terminal.stdoutIsTerminal {
        Terminal.err("flowsim dot: error: not writing PNG to a terminal; use -o FILE\n")
        return ExitCode.usage
      }
      switch Graphviz.render(source, format: format, dot: dot) {
      case .success(let drawing):
        if !drawing.warnings.isEmpty { Terminal.err("dot: \(drawing.warnings)") }
        bytes = drawing.data
      case .failure(let failure):
        Terminal.err("flowsim dot: error: \(failure.message)\n")
        return ExitCode.findings
      }
    }
    guard let output else {
      Terminal.out(bytes)
      return ExitCode.success
    }
    if let problem = AtomicFile.write(bytes, to: output) {
      Terminal.err("flowsim dot: error: \(problem)\n")
      return ExitCode.usage
    }
    return ExitCode.success
  }
}
