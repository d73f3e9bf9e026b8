import Foundation

/// A program run to completion with input on its standard input and both outputs
/// captured: how flowsim runs Graphviz, and how its tests run the built binary.
///
/// Standard input is written and each output read on its own thread, so a child
/// that fills one pipe while flowsim writes the other never blocks either side; a
/// child that exits before reading all its input ends the write, not flowsim.
public enum Subprocess {
  /// How the program ended and what it printed.
  public struct Result: Sendable {
    public var status: Int32
    public var output: Data
    public var errors: Data

    /// Standard output as text (invalid UTF-8 repaired).
    public var stdout: String { String(decoding: output, as: UTF8.self) }
    /// Standard error as text (invalid UTF-8 repaired).
    public var stderr: String { String(decoding: errors, as: UTF8.self) }
  }

  /// Writing to a program that has exited (or closed its input) raises SIGPIPE, whose
  /// default action kills the writer, flowsim itself; ignored, the write fails
  /// instead. Done once, before the first program runs. It holds for flowsim's own
  /// output too: the command line's writer (`Terminal`) turns a failed write to a
  /// pipe without reader back into an ending by SIGPIPE.
  private static let ignoreBrokenPipes: Void = {
    signal(SIGPIPE, SIG_IGN)
  }()

  /// Runs `executable` with `arguments` and `input` on standard input, in `directory`
  /// (else this process's), with `environment` (else this process's). Throws when the
  /// program cannot be started.
  public static func run(
    _ executable: URL, _ arguments: [String], input: Data = Data(), directory: URL? = nil,
    environment: [String: String]? = nil
  ) throws -> Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    if let environment { process.environment = environment }
    let inPipe = Pipe()
    let outPipe = Pipe()
    let errPipe = Pipe()
    process.standardInput = inPipe
    process.standardOutput = outPipe
    process.standardError = errPipe
    try process.run()
    Interruption.running(process.processIdentifier)
    defer { Interruption.finished() }
    let group = DispatchGroup()
    nonisolated(unsafe) var output = Data()
    nonisolated(unsafe) var errors = Data()
    ignoreBrokenPipes
    DispatchQueue.global().async(group: group) {
      // A program that exits without reading all its input is not an error here.
      try? inPipe.fileHandleForWriting.write(contentsOf: input)
      try? inPipe.fileHandleForWriting.close()
    }
    DispatchQueue.global().async(group: group) {
      output = outPipe.fileHandleForReading.readDataToEndOfFile()
    }
    errors = errPipe.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    return Result(status: process.terminationStatus, output: output, errors: errors)
  }
}
