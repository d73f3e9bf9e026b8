import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `flowsim run` on a real (pseudo-)terminal: line editing, history, completion and
/// colour. Keys are typed only once the editor shows a fresh prompt (so the terminal
/// is in raw mode), every wait is bounded, and the process is killed at the end.
@Suite(.serialized) struct RunTerminalTests {
  static let flow = "Tests/FlowSimCLITests/Run/albums.flow"
  /// An empty prompt, as the editor draws it: what "ready for the next line" looks like.
  static let prompt = "\r> \u{1B}[K"

  @Test func editingHistoryAndCompletion() throws {
    let terminal = try PseudoTerminal(["run", Self.flow], environment: ["NO_COLOR": "1"])
    defer { terminal.stop() }
    try terminal.expect(suffix: Self.prompt)
    // Tab completes "ta" to the only tab on offer.
    terminal.type("ta\t")
    try terminal.expect(suffix: "\r> tab \"Photos\"\u{1B}[K")
    terminal.type("\r")
    try terminal.expect(suffix: Self.prompt)
    terminal.type("Files\r")
    try terminal.expect(suffix: Self.prompt)
    // Up twice recalls `tab "Photos"`; enter takes it again.
    terminal.type("\u{1B}[A\u{1B}[A")
    try terminal.expect(suffix: "\r> tab \"Photos\"\u{1B}[K")
    terminal.type("\r")
    try terminal.expect(suffix: Self.prompt)
    // ctrl-a, right arrow and typing in the middle: "vrs" becomes "vars".
    terminal.type("vrs\u{01}\u{1B}[Ca\r")
    try terminal.expect(suffix: Self.prompt)
    // ctrl-c drops a line; ctrl-u and ctrl-w cut; backspace; tab completes a screen.
    terminal.type("nonsense\u{03}")
    try terminal.expect(suffix: Self.prompt)
    terminal.type("junk\u{15}goto Deta junk\u{17}\u{7F}\t")
    try terminal.expect(suffix: "\r> goto Detail\u{1B}[K")
    terminal.type("\r")
    try terminal.expect(suffix: Self.prompt)
    // ctrl-e, left, ctrl-k: "Like it" becomes "Like".
    terminal.type("Lik it\u{01}\u{05}\u{1B}[D\u{1B}[D\u{1B}[D\u{0B}")
    try terminal.expect(suffix: "\r> Lik\u{1B}[K")
    terminal.type("e\r")
    try terminal.expect(suffix: Self.prompt)
    // Several candidates: tab lists them under the line and draws it again.
    terminal.type("s\t")
    try terminal.expect(suffix: "\r> s\u{1B}[K")
    terminal.type("\u{15}\u{04}")
    let status = try terminal.waitForExit()
    #expect(status == 0)
    let screen = TerminalScreen(terminal.output).text
    if let failure = Golden.check(screen, against: RunCommandTests.fixture("terminal.screen")) {
      Issue.record("\(failure)")
    }
  }

  /// ctrl-c on an empty line says how to leave (issue 29, item 8); on a line with
  /// text it only drops the line.
  @Test func ctrlCOnAnEmptyLineSaysHowToLeave() throws {
    let terminal = try PseudoTerminal(["run", Self.flow], environment: ["NO_COLOR": "1"])
    defer { terminal.stop() }
    try terminal.expect(suffix: Self.prompt)
    let hint = "^C (to leave, type 'quit' or press ctrl-d)"
    terminal.type("\u{03}")
    try terminal.expect(suffix: Self.prompt)
    terminal.type("junk\u{03}")
    try terminal.expect(suffix: Self.prompt)
    terminal.type("\u{04}")
    #expect(try terminal.waitForExit() == 0)
    // Said once, for the empty line; the screen is not shown again after either.
    #expect(terminal.output.components(separatedBy: hint).count == 2)
    #expect(terminal.output.contains("junk\u{1B}[K^C\r"))
    #expect(terminal.output.components(separatedBy: "where: tabs Home").count == 2)
  }

  /// On a terminal the screen name is bold and disabled actions dim.
  @Test func colour() throws {
    let terminal = try PseudoTerminal(["run", Self.flow], environment: [:])
    defer { terminal.stop() }
    try terminal.expect(suffix: Self.prompt)
    terminal.type("Document\r")
    try terminal.expect(suffix: Self.prompt)
    terminal.type("Like\r")
    try terminal.expect(suffix: Self.prompt)
    terminal.type("quit\r")
    #expect(try terminal.waitForExit() == 0)
    #expect(terminal.output.contains("\u{1B}[1mFiles\u{1B}[0m\r\n"))
    #expect(
      terminal.output.contains(
        "unavailable:\r\n\u{1B}[2m  tap \"Like\" — disabled: you like it already\u{1B}[0m\r\n"))
  }
}

/// The built `flowsim` on the slave side of a pseudo-terminal; the test types into and
/// reads from the master side.
final class PseudoTerminal {
  let master: Int32
  let process = Process()
  private(set) var bytes: [UInt8] = []
  var output: String { String(decoding: bytes, as: UTF8.self) }

  init(_ arguments: [String], environment: [String: String], columns: UInt16 = 100) throws {
    let pty = try LibC()
    master = pty.openpt(O_RDWR | O_NOCTTY)
    guard master >= 0, pty.grantpt(master) == 0, pty.unlockpt(master) == 0,
      let name = pty.ptsname(master)
    else { throw TerminalError("cannot open a pseudo-terminal") }
    let slave = open(String(cString: name), O_RDWR | O_NOCTTY)
    guard slave >= 0 else { throw TerminalError("cannot open the terminal's slave side") }
    var size = winsize(ws_row: 40, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(slave, UInt(TIOCSWINSZ), &size)
    let handle = FileHandle(fileDescriptor: slave, closeOnDealloc: true)
    process.executableURL = FlowsimBinary.url
    process.arguments = arguments
    process.currentDirectoryURL = FlowsimBinary.root
    var env = ProcessInfo.processInfo.environment
    env["TERM"] = "xterm"
    env["NO_COLOR"] = nil
    for (key, value) in environment { env[key] = value }
    process.environment = env
    process.standardInput = handle
    process.standardOutput = handle
    process.standardError = handle
    try process.run()
    try handle.close()
  }

  /// How much output there was when text was last typed: what answers it comes after.
  private var typedAt = 0

  func type(_ text: String) {
    typedAt = bytes.count
    let data = Array(text.utf8)
    _ = data.withUnsafeBytes { write(master, $0.baseAddress!, $0.count) }
  }

  /// Reads until the output written since the last typing ends with `suffix` (so
  /// the prompt that was already there when a line was typed does not count, and the
  /// next line is not typed ahead while the stepper still answers); throws after
  /// `seconds`.
  func expect(suffix: String, seconds: Double = 20) throws {
    let deadline = Date().addingTimeInterval(seconds)
    while bytes.count <= typedAt || !output.hasSuffix(suffix) {
      guard Date() < deadline, read(until: deadline) else {
        throw TerminalError("no \(suffix.debugDescription) after:\n\(output.debugDescription)")
      }
    }
  }

  /// Reads what is there (waiting at most until `deadline`); false at the end of output.
  @discardableResult
  private func read(until deadline: Date) -> Bool {
    var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
    let wait = Int32(max(0, min(1000, deadline.timeIntervalSinceNow * 1000)))
    guard poll(&descriptor, 1, wait) > 0 else { return Date() < deadline }
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = buffer.withUnsafeMutableBytes { Glibc.read(master, $0.baseAddress!, $0.count) }
    guard count > 0 else { return false }
    bytes += buffer[..<count]
    return true
  }

  /// Collects the rest of the output and the exit status; kills the process after `seconds`.
  func waitForExit(seconds: Double = 20) throws -> Int32 {
    let deadline = Date().addingTimeInterval(seconds)
    while process.isRunning && Date() < deadline { read(until: deadline) }
    while read(until: Date().addingTimeInterval(0.2)) {}
    guard !process.isRunning else {
      stop()
      throw TerminalError("flowsim did not exit; output:\n\(output.debugDescription)")
    }
    return process.terminationStatus
  }

  func stop() {
    if process.isRunning {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    }
    close(master)
  }
}

/// The C library's pseudo-terminal functions, looked up at run time: Swift's Glibc
/// module leaves them out (they need _XOPEN_SOURCE).
struct LibC {
  typealias OpenPT = @convention(c) (Int32) -> Int32
  typealias OnFD = @convention(c) (Int32) -> Int32
  typealias Name = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?
  let openpt: OpenPT
  let grantpt: OnFD
  let unlockpt: OnFD
  let ptsname: Name

  init() throws {
    let library = dlopen(nil, RTLD_NOW)
    func symbol<T>(_ name: String, as type: T.Type) throws -> T {
      guard let pointer = dlsym(library, name) else { throw TerminalError("no \(name) in libc") }
      return unsafeBitCast(pointer, to: type)
    }
    openpt = try symbol("posix_openpt", as: OpenPT.self)
    grantpt = try symbol("grantpt", as: OnFD.self)
    unlockpt = try symbol("unlockpt", as: OnFD.self)
    ptsname = try symbol("ptsname", as: Name.self)
  }
}

struct TerminalError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

/// What a terminal shows after some output: carriage returns, line feeds, erase to
/// the end of line, cursor left/right and clear screen applied; bells dropped.
struct TerminalScreen {
  private var lines: [[Character]] = [[]]
  private var row = 0
  private var column = 0

  init(_ output: String) {
    var characters = Array(output)[...]
    while let character = characters.popFirst() {
      switch character {
      case "\r": column = 0
      case "\n", "\r\n":
        if character == "\r\n" { column = 0 }
        row += 1
        if row == lines.count { lines.append([]) }
      case "\u{07}": break
      case "\u{1B}":
        guard characters.first == "[" else { continue }
        characters.removeFirst()
        var argument = ""
        while let next = characters.popFirst() {
          if next.isNumber {
            argument.append(next)
            continue
          }
          apply(next, Int(argument) ?? 1, argument.isEmpty)
          break
        }
      default: put(character)
      }
    }
  }

  private mutating func apply(_ command: Character, _ count: Int, _ bare: Bool) {
    switch command {
    case "K": if column < lines[row].count { lines[row].removeSubrange(column...) }
    case "C": column += count
    case "D": column = max(0, column - count)
    case "H":
      row = 0
      column = 0
    case "J":
      lines = [[]]
      row = 0
    default: break
    }
  }

  private mutating func put(_ character: Character) {
    while lines[row].count < column { lines[row].append(" ") }
    if column < lines[row].count {
      lines[row][column] = character
    } else {
      lines[row].append(character)
    }
    column += 1
  }

  var text: String { lines.map { String($0) }.joined(separator: "\n") }
}
