import FlowSim
import Foundation

/// `flowsim review`: an HTML page per flow for a design review, and an index.
enum ReviewCommand: Subcommand {
  static let name = "review"
  static let abstract = "Write an HTML design-review page per flow, and an index"
  static let spec = Arguments.Spec(
    flags: [], options: ["output", "max-states", "max-memory"], aliases: ["-o": "--output"])
  static let help = """
    USAGE: flowsim review -o DIR [--max-states N] [--max-memory SIZE] <file-or-folder>…

    Writes DIR/index.html and one page per flow: a clickable prototype of the flow
    (carrying the configurations the checker explored; a flow too large to carry says
    so), the diagram (drawn with Graphviz's dot when it is installed, else its DOT
    source), the check results with their walkthroughs, the scenarios with their
    transcripts, and a tour (a manual test plan). Pages are self-contained (inline
    styles and scripts, no external files) and each file is written atomically. A folder means the *.flow files directly in it; a *.flow
    symbolic link there whose target is missing is an unreadable path.

    OPTIONS:
      -o, --output DIR      The folder to write (created if missing)
      --max-states N        Stop exploring after N configurations (default 2,000,000)
      --max-memory SIZE     Stop exploring when the configurations take more than SIZE
                            (512M, 4G; default 3/4 of the memory available)

    EXIT STATUS:
      0  the pages were written (whatever they report)
      2  a usage error, an unreadable path, or a file that cannot be written

    EXAMPLES:
      flowsim review -o review flows

    """

  static func run(_ arguments: Arguments) throws(UsageError) -> Int32 {
    guard let directory = arguments.value("output") else {
      throw UsageError(
        "say where to write the pages with -o DIR, e.g. 'flowsim review -o review flows'")
    }
    guard directory != "-" else {
      throw UsageError("review writes a folder of pages, not standard output: name one with -o DIR")
    }
    guard !arguments.positional.isEmpty else {
      throw UsageError(
        "name at least one flow file or folder, e.g. 'flowsim review -o review flows'")
    }
    let limits = try ExploreLimits.explorerOptions(arguments)
    guard let inputs = RenderSupport.flowInputs(arguments, command: name) else {
      return ExitCode.usage
    }
    do {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    } catch {
      Terminal.err(
        "flowsim review: error: cannot create '\(directory)': \(SystemReason.of(error))\n")
      return ExitCode.usage
    }
    // Nothing is written when a page would replace a file the command reads (a flow
    // named like a page: `flowsim review index.html -o .`).
    let names = ReviewPage.fileNames(for: inputs.entries)
    for page in names + ["index.html"] {
      let output = PathText.joined(directory, page)
      if let input = AtomicFile.input(overwrittenBy: output, among: inputs.entries) {
        Terminal.err(
          "flowsim review: error: writing '\(output)' would overwrite '\(input)', which this command reads; write the pages to another folder\n"
        )
        return ExitCode.usage
      }
    }
    let dot = Graphviz.find()
    if dot == nil {
      Terminal.err("flowsim review: note: \(Graphviz.installHint); showing DOT source instead\n")
    }
    let checker = Checker(options: limits)
    var pages: [ReviewPage] = []
    for (path, fileName) in zip(inputs.entries, names) {
      let (page, warnings) = ReviewPage.make(
        path: path, fileName: fileName, loader: arguments.loader, checker: checker, dot: dot)
      if !warnings.isEmpty { Terminal.err("dot: \(warnings)") }
      guard write(page.html(), to: directory, fileName) else { return ExitCode.usage }
      pages.append(page)
    }
    guard write(ReviewIndex.html(pages), to: directory, "index.html") else { return ExitCode.usage }
    Terminal.out(
      "wrote \(PathText.joined(directory, "index.html")) and \(pages.count) flow page\(pages.count == 1 ? "" : "s")\n"
    )
    let unreadable = !inputs.unreadable.isEmpty || pages.contains(where: \.check.isUnreadable)
    return unreadable ? ExitCode.usage : ExitCode.success
  }

  static func write(_ text: String, to directory: String, _ fileName: String) -> Bool {
    let path = PathText.joined(directory, fileName)
    if let problem = AtomicFile.write(text, to: path) {
      Terminal.err("flowsim review: error: \(problem)\n")
      return false
    }
    return true
  }
}
