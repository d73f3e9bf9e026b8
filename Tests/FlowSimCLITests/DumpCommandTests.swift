import FlowSim
import Foundation
import Testing

/// `flowsim dump` shows what each stage made of a flow (goldens beside this file).
@Suite struct DumpCommandTests {
  static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Goldens")

  @Test(arguments: ["ast", "model", "states"])
  func dumpsThePlickerFlow(_ what: String) throws {
    let result = try FlowsimBinary.run(["dump", what, "flows/plicker.flow"])
    #expect(result.status == 0)
    let golden = Self.goldens.appendingPathComponent("dump-\(what)-plicker.txt")
    if let failure = Golden.check(result.stdout, against: golden) {
      Issue.record(Comment(rawValue: failure))
    }
  }

  @Test func needsAStageAndAFile() throws {
    let result = try FlowsimBinary.run(["dump", "flows/plicker.flow"])
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "flowsim dump: error: say what to dump and of which file: 'flowsim dump ast|model|states FILE'\nsee 'flowsim help dump'\n"
    )
  }

  /// `dump ast` refuses a file over the size limit, as loading does (it had parsed
  /// and printed the tree of any size).
  @Test func aFileTooLargeIsRefused() throws {
    let dir = try ScratchFolder.make("flowsim-dump")
    defer { ScratchFolder.remove(dir) }
    let size = FlowLoader.maximumFileSize + 1
    try Data(repeating: UInt8(ascii: "\n"), count: size).write(
      to: dir.appendingPathComponent("big.flow"))
    let result = try FlowsimBinary.run(["dump", "ast", "big.flow"], directory: dir)
    #expect(result.status == 1)
    #expect(result.stdout == "")
    #expect(
      result.stderr
        == "error: 'big.flow' is \(size) bytes; flow files are limited to \(size - 1) bytes [file-too-large]\n"
    )
  }
}
