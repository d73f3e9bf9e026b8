import FlowSim
import Foundation

/// `flowsim mermaid`: the screen graph as a Mermaid state diagram.
enum MermaidCommand: Subcommand {
  static let name = "mermaid"
  static let abstract = "Draw the screens as a Mermaid state diagram for Markdown"
  static let spec = Arguments.Spec(
    flags: ["detail"], options: ["output", "max-states", "max-memory"], aliases: ["-o": "--output"])
  static let help = """
    USAGE: flowsim mermaid [--detail] [-o FILE] [--max-states N] [--max-memory SIZE] <file>

    Prints the flow's screens as a Mermaid stateDiagram-v2, for a Markdown page or a
    pull request (put it in a ```mermaid block). Containers are composite states;
    each transition's label starts with its kind, then what the user does (push: tap
    "Sign in"). System back is not drawn. See docs/outputs.md.

    OPTIONS:
      --detail              Label edges as the model has them: outcome names, guards
                            ([when mine]) and set actions
      -o, --output FILE     Write to FILE (atomically) instead of standard output
      --max-states N        Stop exploring after N configurations (default 2,000,000)
      --max-memory SIZE     Stop exploring when the configurations take more than SIZE
                            (512M, 4G; default 3/4 of the memory available)

    EXIT STATUS:
      0  the diagram was written
      1  the flow does not load
      2  a usage error, an unreadable file, or FILE cannot be written

    EXAMPLES:
      flowsim mermaid flows/dropbox.flow > dropbox.mmd

    """

  static func run(_ arguments: Arguments) throws(UsageError) -> Int32 {
    // Mermaid is drawn by whatever shows the Markdown: text named x.png is no picture.
    if let output = arguments.value("output"), let image = PictureNames.imageFormat(of: output) {
      throw UsageError(
        "cannot draw '\(output)': 'mermaid' writes Mermaid text, which a Markdown page draws inside a ```mermaid block; write it to a .mmd file, or for \(image) run: \(PictureNames.drawing(arguments, image, into: output))"
      )
    }
    let space: StateSpace
    switch try RenderSupport.explore(arguments, command: name) {
    case .success(let explored): space = explored
    case .failure(let status): return status.code
    }
    let flow = space.flow
    let text = MermaidScreenGraph(
      graph: ScreenGraph(flow: flow, space: space),
      detail: arguments.flag("detail") ? .full : .summary
    ).render()
    return RenderSupport.emit(text, arguments, command: name, reading: flow.files)
  }
}
