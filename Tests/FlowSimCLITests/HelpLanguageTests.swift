import Foundation
import Testing

/// `flowsim help language` prints docs/language.md from the binary (issue 29, item
/// 11): the embedded copy is the docs' text, byte for byte.
@Suite struct HelpLanguageTests {
  @Test func printsTheLanguageReferenceAsTheDocsHaveIt() throws {
    let result = try FlowsimBinary.run(["help", "language"])
    #expect(result.status == 0)
    let docs = try String(
      contentsOf: FlowsimBinary.root.appendingPathComponent("docs/language.md"), encoding: .utf8)
    #expect(
      result.stdout == docs,
      "the embedded language reference is out of date: run tools/embed-docs")
  }
}
