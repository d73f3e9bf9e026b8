import FlowSim
import Foundation

/// `flowsim import`: turn storyboards into a flow file.
enum ImportCommand: Subcommand {
  static let name = "import"
  static let abstract = "Turn iOS storyboards into a flow file"
  static let spec = Arguments.Spec(
    flags: ["force", "stdout"], options: ["output", "name"], aliases: ["-o": "--output"])
  static let help = """
    USAGE: flowsim import [-o FILE] [--name NAME] [--force] [--stdout] <storyboard>…

    Reads Interface Builder storyboards and writes their navigation as a flow:
    scenes become screens, navigation and tab bar controllers become 'nav' and
    'tabs', segues become push, present and unwind. Storyboards imported together
    resolve their references to each other. What could not be mapped is listed on
    standard error with its XML line.

    The flow goes to NAME.imported.flow in the working directory (NAME: the first
    storyboard's name), and a companion NAME.flow that includes it is created once, for
    what a storyboard cannot say: transitions made in code, guards, log out,
    assertions, scenarios. Import never writes the companion again, and refuses to
    replace an existing imported file unless --force is given. See docs/import.md.

    OPTIONS:
      -o, --output FILE     Write the imported flow here (a companion is proposed only
                            when FILE ends in .imported.flow)
      --name NAME           The 'flow "…"' line's name (default: the storyboard's;
                            the files keep the storyboard's name)
      --force               Replace an existing imported file
      --stdout              Print the flow instead of writing files

    EXIT STATUS:
      0  imported (warnings are listed on standard error)
      2  a usage error, an unreadable file, malformed XML, not a storyboard, an
         imported file already there (without --force), or FILE cannot be written

    EXAMPLES:
      flowsim import Main.storyboard && flowsim check Main.flow
      flowsim import Main.storyboard About.storyboard -o App.imported.flow

    """

  static func run(_ arguments: Arguments) throws(UsageError) -> Int32 {
    guard !arguments.positional.isEmpty else {
      throw UsageError("name at least one storyboard, e.g. 'flowsim import Main.storyboard'")
    }
    var files: [SourceFile] = []
    var seen: Set<String> = []
    for path in arguments.positional {
      let real = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
      guard seen.insert(real).inserted else {
        Terminal.err("flowsim import: note: '\(path)' is named twice; it is imported once\n")
        continue
      }
      guard let bytes = FileReading.readFile(path) else {
        Terminal.err(
          "flowsim import: error: cannot read '\(path)': \(FileReading.whyUnreadable(path))\n")
        return ExitCode.usage
      }
      files.append(SourceFile(path: path, bytes: bytes))
    }
    let result = StoryboardImporter(flowName: arguments.value("name")).importStoryboards(files)
    let printer = DiagnosticPrinter(colors: Terminal.errorColors)
    for diagnostic in result.diagnostics.limitedForDisplay() {
      Terminal.err(printer.render(diagnostic))
    }
    if result.diagnostics.hasErrors { return ExitCode.usage }
    if arguments.flag("stdout") {
      Terminal.out(result.flowText)
      return ExitCode.success
    }
    let plan = ImportOutputPlan.plan(
      storyboardPaths: arguments.positional, output: arguments.value("output"))
    for output in [plan.importedPath, plan.companionPath].compactMap({ $0 }) {
      if let input = AtomicFile.input(overwrittenBy: output, among: arguments.positional) {
        Terminal.err(
          "flowsim import: error: writing '\(output)' would overwrite '\(input)', which this command reads; name another output with -o\n"
        )
        return ExitCode.usage
      }
    }
    let existing = FileReading.readFile(plan.importedPath)
    switch ImportOutputPlan.decide(
      path: plan.importedPath, existing: existing, force: arguments.flag("force"))
    {
    case .refuse(let diagnostic):
      Terminal.err("flowsim import: error: \(diagnostic.message)\n")
      return ExitCode.usage
    case .create, .replace:
      guard write(result.flowText, to: plan.importedPath) else { return ExitCode.usage }
      Terminal.err("wrote \(plan.importedPath)\n")
    }
    if let companion = plan.companionPath, !FileManager.default.fileExists(atPath: companion) {
      guard write(ImportOutputPlan.companionText(including: plan.importedPath), to: companion)
      else {
        return ExitCode.usage
      }
      Terminal.err("wrote \(companion) (yours to edit; import never writes it again)\n")
    } else if let companion = plan.companionPath {
      // A file of that name that is not the companion: checking the folder would
      // check it and the imported flow as two separate flows.
      if ImportOutputPlan.companionLeavesOut(plan.importedPath, companion: companion) {
        let name = PathText.name(of: plan.importedPath)
        Terminal.err(
          "flowsim import: warning: '\(companion)' does not include '\(name)': add 'include \"\(name)\"' to it, or 'flowsim check' will check the two as separate flows\n"
        )
      }
    }
    return ExitCode.success
  }

  /// Writes atomically (see `AtomicFile`), so an interrupted run never leaves a
  /// half-written flow.
  static func write(_ text: String, to path: String) -> Bool {
    guard let problem = AtomicFile.write(text, to: path) else { return true }
    Terminal.err("flowsim import: error: \(problem)\n")
    return false
  }
}
