import Foundation

/// Runs a program to completion for a test: the flowsim binary, Graphviz's `dot`.
/// Standard input is written and both outputs are read on their own threads, so a
/// full pipe never blocks the child.
public enum Subprocess {
  /// How the program ended and what it printed.
  public struct Result: Sendable {
    public var status: Int32
    public var stdout: String
    public var stderr: String
  }

  /// Runs `executable` with `arguments`, `input` on standard input, in `directory`
  /// (else this process's), with `environment` (else this process's).
  public static func run(
    _ executable: URL, _ arguments: [String], input: String? = nil, directory: URL? = nil,
    environment: [String: String]? = nil
  ) throws -> Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    if let environment { process.environment = environment }
    let inPipe = Pipe()
    let out = Pipe()
    let err = Pipe()
    process.standardInput = inPipe
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let group = DispatchGroup()
    nonisolated(unsafe) var outData = Data()
    nonisolated(unsafe) var errData = Data()
    let bytes = Data((input ?? "").utf8)
    DispatchQueue.global().async(group: group) {
      inPipe.fileHandleForWriting.write(bytes)
      try? inPipe.fileHandleForWriting.close()
    }
    DispatchQueue.global().async(group: group) {
      outData = out.fileHandleForReading.readDataToEndOfFile()
    }
    errData = err.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self))
  }
}
