import Foundation
import Testing

@testable import FlowSim

/// `flowsim fmt`'s layout: goldens for odd inputs, and on every flow of the repository
/// and the fuzz corpus, the promises: same tree, same comments, idempotent.
@Suite struct FormatterTests {
  static let cases = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Cases")
  static let root = PackagePaths.root

  static var caseNames: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: cases.path)) ?? [])
      .filter { $0.hasSuffix(".flow") }.sorted()
  }

  /// Each `Cases/NAME.flow` formats to `Cases/NAME.formatted`.
  @Test(arguments: caseNames)
  func golden(name: String) throws {
    let input = try [UInt8](Data(contentsOf: Self.cases.appendingPathComponent(name)))
    let result = FlowFormatter.format(SourceFile(path: name, bytes: input))
    let text = try #require(result.text)
    let golden = Self.cases.appendingPathComponent(
      String(name.dropLast(".flow".count)) + ".formatted")
    if let failure = Golden.check(text, against: golden) {
      Issue.record(Comment(rawValue: failure))
    }
  }

  /// Every flow in the repository and in the fuzz corpus, and the golden inputs.
  static var allFlows: [(name: String, bytes: [UInt8])] {
    let flows = root.appendingPathComponent("flows")
    let names = (FileManager.default.enumerator(atPath: flows.path)?.allObjects as? [String] ?? [])
      .filter { $0.hasSuffix(".flow") }.sorted()
    var all = names.compactMap { name in
      (try? Data(contentsOf: flows.appendingPathComponent(name))).map {
        ("flows/" + name, [UInt8]($0))
      }
    }
    all += FuzzCorpus.seeds.map { ($0.name, Array($0.text.utf8)) }
    all += caseNames.compactMap { name in
      (try? Data(contentsOf: cases.appendingPathComponent(name))).map { (name, [UInt8]($0)) }
    }
    return all
  }

  @Test func keepsTreeCommentsAndIsIdempotent() {
    for (name, bytes) in Self.allFlows {
      let file = SourceFile(path: name, bytes: bytes)
      let (tree, diagnostics) = FlowParser.parse(file)
      guard !diagnostics.hasErrors else { continue }
      #expect(FuzzPipeline().formatting(file, tree: tree) == [], "\(name)")
    }
  }

  /// CI runs `flowsim fmt --check flows`: the bundled flows are kept canonical.
  @Test func bundledFlowsAreCanonical() {
    for (name, bytes) in Self.allFlows where name.hasPrefix("flows/") {
      #expect(FlowFormatter.isFormatted(SourceFile(path: name, bytes: bytes)), "\(name)")
    }
  }

  @Test func refusesFilesWithSyntaxErrors() {
    let result = FlowFormatter.format(SourceFile(path: "bad.flow", text: "start A\nscreen A {\n"))
    #expect(result.text == nil)
    #expect(result.diagnostics.map(\.id) == ["unclosed-brace"])
  }

  @Test func normalizesLineBreaksMarksAndBlankLines() {
    let input = "\u{FEFF}\r\n\r\nstart A\r\n\r\n\r\n\r\nscreen A  \r\n\r\n"
    #expect(
      FlowFormatter.format(SourceFile(path: "a.flow", text: input)).text == "start A\n\nscreen A\n")
    #expect(FlowFormatter.format(SourceFile(path: "e.flow", text: "")).text == "")
    #expect(FlowFormatter.format(SourceFile(path: "c.flow", text: "#x  \n\n\n")).text == "#x\n")
  }

  @Test func keepsNegativeNumbersAndMinusApart() {
    let input =
      "start A\nvar n: -3...3 = -1\nscreen A terminal { tap \"t\" when n-1 > -3 and n - -1 < 3 -> set n = n -1 }\n"
    #expect(
      FlowFormatter.format(SourceFile(path: "n.flow", text: input)).text
        == "start A\nvar n: -3...3 = -1\nscreen A terminal { tap \"t\" when n - 1 > -3 and n - -1 < 3 -> set n = n - 1 }\n"
    )
  }
}
