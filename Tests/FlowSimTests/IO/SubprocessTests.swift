import Foundation
import Testing

@testable import FlowSim

/// Running a program: its outputs, its status, and what happens when it does not
/// read its input.
@Suite struct SubprocessTests {
  @Test func capturesOutputsAndStatus() throws {
    let result = try Subprocess.run(
      URL(fileURLWithPath: "/bin/sh"), ["-c", "cat; echo oops >&2; exit 3"],
      input: Data("hello".utf8))
    #expect(result.status == 3 && result.stdout == "hello" && result.stderr == "oops\n")
  }

  /// A program that exits without reading a megabyte of input (more than a pipe
  /// holds) ends the write, not this process (SIGPIPE would kill it).
  @Test func aProgramThatReadsNothingDoesNotKillTheWriter() throws {
    let result = try Subprocess.run(
      URL(fileURLWithPath: "/bin/sh"), ["-c", "exit 0"],
      input: Data(repeating: 0x61, count: 1 << 20))
    #expect(result.status == 0)
  }
}
