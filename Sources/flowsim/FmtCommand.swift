import FlowSim
import Foundation

/// `flowsim fmt`: lay out flow files in the canonical form.
enum FmtCommand: Subcommand {
  static let name = "fmt"
  static let abstract = "Format flow files in the canonical layout"
  static let spec = Arguments.Spec(flags: ["w", "check"], options: [], aliases: ["--write": "-w"])
  static let help = """
    USAGE: flowsim fmt [-w | --check] <file-or-folder>…
           flowsim fmt [--check] -

    Lays out each flow in the canonical form: two-space indentation, one space between
    tokens, blocks kept on one line where their author wrote them on one line and
    otherwise one item group per line, comments kept, at most one blank line in a
    row. Formatting never changes what a flow means. A folder means every *.flow file
    in it and in its subfolders (a *.flow symbolic link whose target is missing is an
    unreadable path). A file with syntax errors is not formatted: its diagnostics are
    printed and the file is left as it is.

    '-' means standard input (for editors and hooks that pipe a buffer through): the
    formatted text goes to standard output, and messages name the input '<stdin>'
    ('<stdin>:2:11: error: …'). Each file is formatted on its own, its includes never
    read, so a flow formats the same from standard input as from its file. A file
    named '-' is './-'.

    OPTIONS:
      -w, --write           Rewrite the files in place (atomically: a crash or an
                            interrupted run never leaves a file half written); not
                            with '-'
      --check               Change nothing; list the files that are not formatted
                            ('<stdin>' for standard input) on standard output,
                            and say how many on standard error

    By default the formatted text is printed to standard output.

    EXIT STATUS:
      0  every file formatted (with --check: every file already formatted)
      1  a file has syntax errors, is too large, could not be written, or (with
         --check) is not formatted
      2  a usage error, an unreadable path, or unreadable standard input

    EXAMPLES:
      flowsim fmt flows/dropbox.flow
      flowsim fmt -w flows
      flowsim fmt --check flows
      flowsim fmt - < flows/dropbox.flow

    """

  static func run(_ arguments: Arguments) throws(UsageError) -> Int32 {
    let write = arguments.flag("w")
    let check = arguments.flag("check")
    if write && check { throw UsageError("'-w' and '--check' cannot be used together") }
    guard !arguments.positional.isEmpty else {
      throw UsageError("name at least one flow file or folder, e.g. 'flowsim fmt flows'")
    }
    let standardInputs = arguments.positional.filter { $0 == StandardInput.operand }.count
    if write && standardInputs > 0 {
      throw UsageError(
        "'-w' cannot rewrite '-' (standard input); leave out '-w' to print the formatted text")
    }
    if standardInputs > 1 { throw UsageError("'-' (standard input) can be named only once") }
    var status = ExitCode.success
    var unformatted: [String] = []
    let (inputs, problems) = FormatInputs.expand(arguments.positional)
    for problem in problems {
      switch problem {
      case .unreadable(let path, let why):
        Terminal.err("flowsim fmt: error: cannot read '\(path)': \(why)\n")
      case .noFlows(let folder):
        Terminal.err("flowsim fmt: error: no .flow files in '\(folder)'\n")
      }
    }
    var unreadable = !problems.isEmpty
    for input in inputs {
      guard case .file(let path) = input else {
        switch StandardInput.read() {
        case .bytes(let bytes):
          status = max(
            status,
            format(
              bytes, name: StandardInput.name, check: check, write: false, unformatted: &unformatted
            ))
        case .tooLarge:
          Terminal.err(
            "flowsim fmt: error: standard input has more than \(FlowLoader.maximumFileSize) bytes;"
              + " flow files are limited to \(FlowLoader.maximumFileSize) bytes; not formatted\n")
          status = ExitCode.findings
        case .failed(let reason):
          Terminal.err("flowsim fmt: error: cannot read standard input: \(reason)\n")
          unreadable = true
        }
        continue
      }
      guard let bytes = FileReading.readFile(path) else {
        Terminal.err(
          "flowsim fmt: error: cannot read '\(path)': \(FileReading.whyUnreadable(path))\n")
        unreadable = true
        continue
      }
      if let tooLarge = FlowLoader.tooLarge(SourceFile(path: path, bytes: bytes)) {
        Terminal.err("flowsim fmt: error: \(tooLarge.message); not formatted\n")
        status = ExitCode.findings
        continue
      }
      status = max(
        status, format(bytes, name: path, check: check, write: write, unformatted: &unformatted))
    }
    if unformatted == [StandardInput.name] {
      Terminal.err(
        "flowsim fmt: standard input is not formatted; 'flowsim fmt -' prints it formatted\n")
    } else if !unformatted.isEmpty {
      let one = unformatted.count == 1
      Terminal.err(
        "flowsim fmt: \(Counting.count(unformatted.count, "file")) \(one ? "is" : "are") not formatted (listed above); 'flowsim fmt -w' rewrites \(one ? "it" : "them") in place\n"
      )
    }
    return unreadable ? ExitCode.usage : status
  }

  /// Formats one file's bytes, named `name` in messages (`<stdin>` for standard
  /// input): prints the text, lists the file when `check` finds it unformatted (and
  /// adds its name to `unformatted`), or rewrites it when `write`. Returns the exit status
  /// it calls for.
  static func format(
    _ bytes: [UInt8], name: String, check: Bool, write: Bool, unformatted: inout [String]
  ) -> Int32 {
    let result = FlowFormatter.format(SourceFile(path: name, bytes: bytes))
    guard let text = result.text else {
      let printer = DiagnosticPrinter(colors: Terminal.errorColors)
      Terminal.err(result.diagnostics.limitedForDisplay().map(printer.render).joined())
      Terminal.err("flowsim fmt: '\(name)' has syntax errors; not formatted\n")
      return ExitCode.findings
    }
    let changed = Array(text.utf8) != bytes
    if check {
      guard changed else { return ExitCode.success }
      Terminal.out(name + "\n")
      unformatted.append(name)
      if FlowFormatter.onlyLineEndingsDiffer(bytes, text) {
        Terminal.err(
          "flowsim fmt: note: '\(name)' differs only in its line endings: it has CRLF, fmt writes LF\n"
        )
      }
      return ExitCode.findings
    }
    guard write else {
      Terminal.out(text)
      return ExitCode.success
    }
    guard changed else { return ExitCode.success }
    // A symbolic link stays a link: its target is rewritten.
    if let problem = AtomicFile.write(text, to: (name as NSString).resolvingSymlinksInPath) {
      Terminal.err("flowsim fmt: error: \(problem)\n")
      return ExitCode.findings
    }
    return ExitCode.success
  }
}
