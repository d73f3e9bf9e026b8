import FlowSim
import Foundation

/// `flowsim fmt`: lay out flow files in the canonical form.
enum FmtCommand: Subcommand {
  static let name = "fmt"
  static let abstract = "Format flow files in the canonical layout"
  static let spec = Arguments.Spec(flags: ["w", "check"], options: [], aliases: ["--write": "-w"])
  static let help = """
    USAGE: flowsim fmt [-w | --check] <file-or-folder>…

    Lays out each flow in the canonical form: two-space indentation, one space between
    tokens, blocks kept on one line where their author wrote them on one line and
    otherwise one item group per line, comments kept, at most one blank line in a
    row. Formatting never changes what a flow means. A folder means every *.flow file
    in it and in its subfolders. A file with syntax errors is not formatted: its
    diagnostics are printed and the file is left as it is.

    OPTIONS:
      -w, --write           Rewrite the files in place (atomically: a crash or an
                            interrupted run never leaves a file half written)
      --check               Change nothing; list the files that are not formatted

    By default the formatted text is printed to standard output.

    EXIT STATUS:
      0  every file formatted (with --check: every file already formatted)
      1  a file has syntax errors, could not be written, or (with --check) is not
         formatted
      2  a usage error or an unreadable path

    EXAMPLES:
      flowsim fmt flows/app.flow
      flowsim fmt -w flows
      flowsim fmt --check flows

    """

  static func run(_ arguments: Arguments) throws(UsageError) -> Int32 {
    let write = arguments.flag("w")
    let check = arguments.flag("check")
    if write && check { throw UsageError("'-w' and '--check' cannot be used together") }
    guard !arguments.positional.isEmpty else {
      throw UsageError("name at least one flow file or folder, e.g. 'flowsim fmt flows'")
    }
    var status = ExitCode.success
    var unreadable = false
    let printer = DiagnosticPrinter(colors: Terminal.errorColors)
    for path in files(arguments.positional, unreadable: &unreadable) {
      guard let bytes = FlowLoader.readFile(path) else {
        Terminal.err("flowsim fmt: error: cannot read '\(path)'\n")
        unreadable = true
        continue
      }
      guard bytes.count <= FlowLoader.maximumFileSize else {
        Terminal.err(
          "flowsim fmt: error: '\(path)' is \(bytes.count) bytes; flow files are limited to"
            + " \(FlowLoader.maximumFileSize) bytes; not formatted\n")
        status = ExitCode.findings
        continue
      }
      let file = SourceFile(path: path, bytes: bytes)
      let result = FlowFormatter.format(file)
      guard let text = result.text else {
        Terminal.err(result.diagnostics.limitedForDisplay().map(printer.render).joined())
        Terminal.err("flowsim fmt: '\(path)' has syntax errors; not formatted\n")
        status = ExitCode.findings
        continue
      }
      let changed = Array(text.utf8) != bytes
      if check {
        if changed {
          Terminal.out(path + "\n")
          status = ExitCode.findings
          if onlyLineEndingsDiffer(bytes, text) {
            Terminal.err(
              "flowsim fmt: note: '\(path)' differs only in its line endings: it has CRLF, fmt writes LF\n"
            )
          }
        }
      } else if write {
        guard changed else { continue }
        // A symbolic link stays a link: its target is rewritten.
        if let problem = AtomicFile.write(text, to: (path as NSString).resolvingSymlinksInPath) {
          Terminal.err("flowsim fmt: error: \(problem)\n")
          status = ExitCode.findings
        }
      } else {
        Terminal.out(text)
      }
    }
    return unreadable ? ExitCode.usage : status
  }

  /// Whether the formatted text is the file with its CRLF line endings made LF.
  static func onlyLineEndingsDiffer(_ bytes: [UInt8], _ text: String) -> Bool {
    guard bytes.contains(0x0D) else { return false }
    var unix: [UInt8] = []
    unix.reserveCapacity(bytes.count)
    for (index, byte) in bytes.enumerated()
    where !(byte == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A) {
      unix.append(byte)
    }
    return unix == Array(text.utf8)
  }

  /// The files to format: files as given, folders searched recursively for `*.flow`
  /// files (in name order).
  static func files(_ paths: [String], unreadable: inout Bool) -> [String] {
    var result: [String] = []
    let manager = FileManager.default
    for path in paths {
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
        Terminal.err(
          "flowsim fmt: error: cannot read '\(path)': \(FlowLoader.whyUnreadable(path, foldersAllowed: true))\n"
        )
        unreadable = true
        continue
      }
      guard isDirectory.boolValue else {
        result.append(path)
        continue
      }
      let found = (manager.enumerator(atPath: path)?.allObjects as? [String] ?? [])
        .filter { $0.hasSuffix(".flow") }.sorted()
        .map { PathText.joined(path, $0) }
        .filter {
          manager.fileExists(atPath: $0, isDirectory: &isDirectory) && !isDirectory.boolValue
        }
      if found.isEmpty {
        Terminal.err("flowsim fmt: error: no .flow files in '\(path)'\n")
        unreadable = true
      }
      result += found
    }
    return result
  }
}
