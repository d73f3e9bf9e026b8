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
}
