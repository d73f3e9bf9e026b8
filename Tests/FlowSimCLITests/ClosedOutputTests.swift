import FlowSim
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard output that cannot take what flowsim writes: a reader that went away
/// (`| head`), a full disk, a closed descriptor. flowsim ends as other tools do,
/// never with a crash and a backtrace.
@Suite struct ClosedOutputTests {
  static let login = "Tests/FlowSimTests/Render/Flows/login.flow"

  /// How a run into a pipe whose reader has gone ended.
  struct Ending {
    var reason: Process.TerminationReason
    var status: Int32
    var stderr: String
  }

  /// Runs `flowsim ARGS…` with standard output a pipe whose reading end is closed
  /// before flowsim starts, so its first write finds no reader.
  static func runIntoClosedPipe(_ arguments: [String]) throws -> Ending {
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    close(ends[0])
    let writer = FileHandle(fileDescriptor: ends[1], closeOnDealloc: true)
    let errors = Pipe()
    let process = Process()
    process.executableURL = FlowsimBinary.url
    process.arguments = arguments
    process.currentDirectoryURL = FlowsimBinary.root
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = writer
    process.standardError = errors
    try process.run()
    try writer.close()
    let text = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Ending(
      reason: process.terminationReason, status: process.terminationStatus,
      stderr: String(decoding: text, as: UTF8.self))
  }

  /// Runs `flowsim ARGS…` through the shell with standard output redirected by
  /// `redirection` (`>&-`, `>/dev/full`).
  static func run(_ arguments: [String], stdout redirection: String) throws -> Subprocess.Result {
    try Subprocess.run(
      URL(fileURLWithPath: "/bin/sh"),
      ["-c", "exec \"$0\" \"$@\" \(redirection)", FlowsimBinary.url.path] + arguments,
      directory: FlowsimBinary.root)
  }

  /// Running Graphviz ignores SIGPIPE; the PNG written after it into a pipe nobody
  /// reads had trapped in FileHandle.write ('try!' … Broken pipe, a backtrace).
  @Test(.enabled(if: CLIGolden.dotInstalled, "Graphviz's dot is not installed"))
  func aDrawingIntoAPipeWithoutReaderEndsBySIGPIPE() throws {
    let ending = try Self.runIntoClosedPipe(["dot", "--render", "png", Self.login])
    #expect(ending.reason == .uncaughtSignal)
    #expect(ending.status == SIGPIPE)
    #expect(ending.stderr == "")
  }

  @Test func textIntoAPipeWithoutReaderEndsBySIGPIPE() throws {
    for arguments in [["dump", "states", Self.login], ["check", Self.login]] {
      let ending = try Self.runIntoClosedPipe(arguments)
      #expect(ending.reason == .uncaughtSignal, "\(arguments)")
      #expect(ending.status == SIGPIPE, "\(arguments)")
      #expect(ending.stderr == "", "\(arguments)")
    }
  }

  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "no /dev/full"))
  func aFullDiskIsSaidOnce() throws {
    let result = try Self.run(["dot", Self.login], stdout: ">/dev/full")
    #expect(result.status == 2)
    #expect(
      result.stderr == "flowsim: error: cannot write to standard output: no space left on device\n")
  }

  @Test func aClosedStandardOutputIsSaidOnce() throws {
    let result = try Self.run(["check", Self.login], stdout: ">&-")
    #expect(result.status == 2)
    #expect(
      result.stderr == "flowsim: error: cannot write to standard output: bad file descriptor\n")
  }

  /// With standard output closed, a pipe to Graphviz took descriptor 1, and the SVG
  /// went nowhere with exit status 0.
  @Test(.enabled(if: CLIGolden.dotInstalled, "Graphviz's dot is not installed"))
  func aClosedStandardOutputIsNotReusedByGraphviz() throws {
    let result = try Self.run(["dot", "--render", "svg", Self.login], stdout: ">&-")
    #expect(result.status == 2)
    #expect(
      result.stderr == "flowsim: error: cannot write to standard output: bad file descriptor\n")
  }

  /// A closed standard error costs the messages, not the run.
  @Test func aClosedStandardErrorIsNoCrash() throws {
    let result = try Subprocess.run(
      URL(fileURLWithPath: "/bin/sh"),
      ["-c", "exec \"$0\" \"$@\" 2>&-", FlowsimBinary.url.path, "dot", "no/such.flow"],
      directory: FlowsimBinary.root)
    #expect(result.status == 2)
    #expect(result.stdout == "")
  }
}
