import FlowSim
import Foundation

/// `flowsim run`: step through a flow, on a terminal or from a script.
enum RunCommand: Subcommand {
  static let name = "run"
  static let abstract = "Step through a flow: take actions, go back, undo, goto, save"
  static let spec = Arguments.Spec(flags: [], options: ["script"], aliases: [:])
  static let help = """
    USAGE: flowsim run [--script FILE] <file.flow>
           flowsim <file.flow>

    Shows the flow's first screen and what can be done there, and takes the actions
    you type (a number, or a label such as 'Sign in'). Type 'help' inside for the
    commands: back, root, undo, reset, goto SCREEN, vars, set, check, save FILE, quit.

    On a terminal, lines can be edited (arrows, ctrl-a/e/u/k/w) and recalled (up and
    down), tab completes commands, labels and screens, and what is shown wraps at the
    terminal's width. When standard input is not a terminal, commands are read one a
    line and echoed, so sessions can be scripted.

    OPTIONS:
      --script FILE         Read the commands from FILE instead of standard input

    EXIT STATUS:
      0  the session ended (quit, or the end of the input)
      1  the flow does not load
      2  a usage error or an unreadable file

    EXAMPLES:
      flowsim flows/yourchoice.flow
      printf 'Login -> valid\\nvars\\n' | flowsim run flows/yourchoice.flow
      flowsim run --script session.txt flows/yourchoice.flow

    """

  static func run(_ arguments: Arguments) throws(UsageError) -> Int32 {
    guard arguments.positional.count == 1, let path = arguments.positional.first else {
      throw UsageError("name one flow file, e.g. 'flowsim run flows/app.flow'")
    }
    var script: [String]?
    if let file = arguments.value("script") {
      guard let bytes = FileReading.readFile(file) else {
        Terminal.err(
          "flowsim run: error: cannot read script '\(file)': \(FileReading.whyUnreadable(file))\n")
        return ExitCode.usage
      }
      // As `walk --script`: a script is at most as large as a flow file.
      if FlowLoader.tooLarge(SourceFile(path: file, bytes: bytes)) != nil {
        Terminal.err(
          "flowsim run: error: cannot read script '\(file)': it is larger than \(Counting.grouped(FlowLoader.maximumFileSize)) bytes, the most a script may hold\n"
        )
        return ExitCode.usage
      }
      script = String(decoding: bytes, as: UTF8.self).split(
        separator: "\n", omittingEmptySubsequences: false
      ).map { String($0.hasSuffix("\r") ? $0.dropLast() : $0) }
    }
    let loaded = arguments.loader.load(path: path)
    let printer = DiagnosticPrinter(colors: Terminal.errorColors)
    if loaded.isUnreadable {
      Terminal.err(
        "flowsim run: error: cannot read '\(path)': \(FileReading.whyUnreadable(path))\n")
      return ExitCode.usage
    }
    for diagnostic in loaded.diagnostics.limitedForDisplay() {
      Terminal.err(printer.render(diagnostic))
    }
    guard let flow = loaded.flow else { return ExitCode.findings }
    let interactive = script == nil && Terminal.stdinIsTerminal && Terminal.stdoutIsTerminal
    let session = StepSession(
      flow: flow, path: path, style: SessionStyle(colors: interactive && Terminal.colors))
    show(session.start())
    let ended: Bool
    if interactive {
      let dumb = ProcessInfo.processInfo.environment["TERM"] == "dumb"
      ended = converse(session, dumb ? nil : LineEditor())
    } else {
      ended = replay(session, script)
    }
    guard ended else {
      Terminal.err(
        "flowsim run: error: a line of standard input is longer than \(Counting.grouped(InputLines.maximumLineLength)) bytes; stopped reading\n"
      )
      return ExitCode.usage
    }
    return ExitCode.success
  }

  /// Standard input, a line at a time, each at most `InputLines.maximumLineLength`.
  nonisolated(unsafe) static let input = InputLines()

  /// The next line of standard input: nil at its end, `.tooLong` past the limit.
  static func nextLine() -> InputLines.Line { input.next() }

  /// On a terminal: line editing, history and completion (a plain prompt when the
  /// terminal cannot take them). False when a line was too long to read.
  private static func converse(_ session: StepSession, _ editor: LineEditor?) -> Bool {
    while true {
      let prompt = session.isAsking ? "outcome? " : "> "
      let read: InputLines.Line
      if let editor {
        switch editor.readLine(prompt: prompt, complete: session.completions) {
        case .line(let line): read = line
        case .cancelled:
          show(session.cancel().text)
          continue
        }
      } else {
        Terminal.out(prompt)
        read = nextLine()
      }
      guard case .text(let line) = read else {
        if editor == nil { Terminal.out("\n") }
        return read == .end
      }
      let reply = session.handle(line)
      show(reply.text)
      if reply.quit { return true }
    }
  }

  /// The session's text, wrapped at the terminal's width when standard output is a
  /// terminal (measured each time: the window may have changed); as it is otherwise.
  private static func show(_ text: String) {
    guard Terminal.stdoutIsTerminal else { return Terminal.out(text) }
    Terminal.out(SessionWrapping.wrap(text, width: Terminal.columns()))
  }

  /// From a script or a pipe: each line is echoed after '> ', then its reply. False
  /// when a line was too long to read.
  private static func replay(_ session: StepSession, _ script: [String]?) -> Bool {
    var index = 0
    while true {
      let line: String
      if let script {
        guard index < script.count else { return true }
        line = script[index]
        index += 1
      } else {
        switch nextLine() {
        case .text(let read): line = read
        case .end: return true
        case .tooLong: return false
        }
      }
      if line.trimmingCharacters(in: .whitespaces).isEmpty { continue }
      show("> \(line)\n")
      let reply = session.handle(line)
      show(reply.text)
      if reply.quit { return true }
    }
  }
}
