import FlowSim
import Foundation

/// What the drawing and walkthrough commands share: loading one flow with its
/// diagnostics printed, and the walkthroughs' formats.
enum RenderSupport {
  /// The one flow file a command names, loaded and explored (with edges) within the
  /// `--max-states` and `--max-memory` limits; on failure prints why and returns the
  /// exit status. `defaultMaxStates` applies when `--max-states` is not given; a stop there is noted on standard error unless the
  /// command says so itself (`notesStop`).
  static func explore(
    _ arguments: Arguments, command: String, defaultMaxStates: Int = 2_000_000,
    notesStop: Bool = true
  ) throws(UsageError) -> Swift.Result<StateSpace, ExitStatus> {
    let options = try ExploreLimits.explorerOptions(arguments, defaultMaxStates: defaultMaxStates)
    guard arguments.positional.count == 1 else {
      throw UsageError("name one flow file, e.g. 'flowsim \(command) flows/dropbox.flow'")
    }
    let maxStates = options.maxStates
    return load(arguments.positional[0], command: command, loader: arguments.loader).map { flow in
      let space = Explorer(flow: flow, options: options).explore()
      if space.isCutOff {
        Terminal.err("flowsim \(command): note: \(StateSpace.cutOffNote)\n")
      }
      if !space.isComplete && notesStop {
        let limit =
          space.stoppedForMemory
          ? "\(Counting.count(space.count, "configuration")), at the memory ceiling (--max-memory)"
          : "\(CheckOutput.grouped(maxStates)) configurations (--max-states)"
        Terminal.err(
          "flowsim \(command): note: exploring stopped after \(limit); what follows covers only those\n"
        )
      }
      return space
    }
  }

  /// Loads the flow at `path` with `loader`; on failure prints why and returns the
  /// exit status.
  static func load(_ path: String, command: String, loader: FlowLoader)
    -> Swift.Result<Flow, ExitStatus>
  {
    loadResult(path, command: command, loader: loader).map { $0.flow! }
  }

  /// Loads the flow at `path`, keeping the loader's result (with a flow) for callers
  /// that need its syntax trees; on failure prints why and returns the exit status.
  static func loadResult(_ path: String, command: String, loader: FlowLoader)
    -> Swift.Result<FlowLoader.Result, ExitStatus>
  {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
      !isDirectory.boolValue
    else {
      Terminal.err(
        "flowsim \(command): error: cannot read '\(path)': \(FileReading.whyUnreadable(path))\n")
      return .failure(ExitStatus(ExitCode.usage))
    }
    let loaded = loader.load(path: path)
    if loaded.isUnreadable {
      Terminal.err(
        "flowsim \(command): error: cannot read '\(path)': \(FileReading.whyUnreadable(path))\n")
      return .failure(ExitStatus(ExitCode.usage))
    }
    guard loaded.flow != nil else {
      let printer = DiagnosticPrinter(colors: Terminal.errorColors)
      for diagnostic in loaded.diagnostics.limitedForDisplay() {
        Terminal.err(printer.render(diagnostic))
      }
      Terminal.err("flowsim \(command): '\(path)' does not load; nothing written\n")
      return .failure(ExitStatus(ExitCode.findings))
    }
    return .success(loaded)
  }

  /// The flow files named on the command line (folders searched for `.flow` files),
  /// having said on standard error which names cannot be read; nil, having said so,
  /// when there is no flow file at all (unless `reportingUnreadable`, and some path
  /// could not be read: a machine-readable report still lists it).
  static func flowInputs(
    _ arguments: Arguments, command: String, reportingUnreadable: Bool = false
  ) -> FlowInputs.Expanded? {
    let inputs = FlowInputs.expand(arguments.positional)
    for path in inputs.unreadable {
      Terminal.err(
        "flowsim \(command): error: cannot read '\(path)': \(FileReading.whyUnreadable(path, foldersAllowed: true))\n"
      )
    }
    guard inputs.entries.isEmpty, !(reportingUnreadable && !inputs.unreadable.isEmpty) else {
      return inputs
    }
    if inputs.unreadable.isEmpty {
      let names = arguments.positional.map { "'\($0)'" }.joined(separator: ", ")
      Terminal.err("flowsim \(command): error: no .flow files in \(names)\n")
    }
    return nil
  }

  /// Prints `text`, or with `-o FILE` writes it there atomically (a temporary file,
  /// then a rename: an interrupted run never leaves half a file). Returns the exit
  /// status: 2 when the file cannot be written.
  static func emit(
    _ text: String, _ arguments: Arguments, command: String, reading files: [SourceFile] = []
  ) -> Int32 {
    guard let output = arguments.value("output"), output != "-" else {
      Terminal.out(text)
      return ExitCode.success
    }
    if refusesOverwriting(output, arguments, files: files, command: command) {
      return ExitCode.usage
    }
    if let problem = AtomicFile.write(text, to: output) {
      Terminal.err("flowsim \(command): error: \(problem)\n")
      return ExitCode.usage
    }
    return ExitCode.success
  }

  /// Whether writing `output` would replace an input (a file named on the command
  /// line, a `--script`, or a file the flow includes): the same file, however the two
  /// paths are spelled. Says so on standard error when it would.
  static func refusesOverwriting(
    _ output: String, _ arguments: Arguments, files: [SourceFile], command: String
  ) -> Bool {
    guard let input = input(overwrittenBy: output, arguments, files: files) else { return false }
    Terminal.err(
      "flowsim \(command): error: '-o \(output)' would overwrite '\(input)', which this command reads; write to another file\n"
    )
    return true
  }

  private static func input(
    overwrittenBy output: String, _ arguments: Arguments, files: [SourceFile]
  ) -> String? {
    let inputs =
      arguments.positional + [arguments.value("script")].compactMap { $0 }
      + files.map(\.path)
    return AtomicFile.input(overwrittenBy: output, among: inputs)
  }

  /// How the walkthrough commands print a transcript (`--format`).
  enum TranscriptFormat: String {
    case markdown, text

    func render(_ transcript: Transcript) -> String {
      switch self {
      case .markdown: transcript.markdown()
      case .text: transcript.text()
      }
    }
  }

  /// The `--format` of the walkthrough commands: markdown (default) or text.
  static func transcriptFormat(_ arguments: Arguments) throws(UsageError) -> TranscriptFormat {
    let name = arguments.value("format") ?? "markdown"
    guard let format = TranscriptFormat(rawValue: name) else {
      throw UsageError("unknown format '\(name)'; use markdown or text")
    }
    return format
  }
}

/// An exit status carried through `Result`.
struct ExitStatus: Error {
  var code: Int32
  init(_ code: Int32) { self.code = code }
}
