import Testing

@testable import FlowSim

/// No input crashes the lexer or parser, and every diagnostic points into the file.
@Suite struct ParserRobustnessTests {
  /// Parses `bytes` and checks every diagnostic's range lies inside the file.
  private func parseChecked(_ bytes: [UInt8]) -> [Diagnostic] {
    let file = SourceFile(path: "t.flow", bytes: bytes)
    let (_, diagnostics) = FlowParser.parse(file)
    for diagnostic in diagnostics {
      let range = diagnostic.range
      #expect(range != nil)
      if let range {
        #expect(range.start >= 0 && range.start <= range.end && range.end <= bytes.count)
      }
      for note in diagnostic.notes {
        if let range = note.range { #expect(range.end <= bytes.count) }
      }
    }
    return diagnostics
  }

  private func ids(_ diagnostics: [Diagnostic]) -> [String] { diagnostics.map(\.id) }

  @Test func hundredThousandOpenParentheses() {
    let text = "assert always " + String(repeating: "(", count: 100_000) + "x\n"
    let diagnostics = parseChecked(Array(text.utf8))
    #expect(ids(diagnostics) == ["too-deeply-nested"])
    #expect(diagnostics.first?.range?.start == 14 + 63)
  }

  @Test func hundredThousandNots() {
    let text = "assert never " + String(repeating: "not ", count: 100_000) + "x\n"
    let diagnostics = parseChecked(Array(text.utf8))
    #expect(ids(diagnostics) == ["too-deeply-nested"])
  }

  @Test func longOperatorChainIsBounded() {
    let text = "assert always x" + String(repeating: " + 1", count: 100_000) + " > 0\n"
    #expect(ids(parseChecked(Array(text.utf8))) == ["too-deeply-nested"])
  }

  @Test func deepestAllowedNestingParses() {
    let text = "assert always " + String(repeating: "(", count: 63) + "x"
      + String(repeating: ")", count: 63) + "\n"
    #expect(parseChecked(Array(text.utf8)).isEmpty)
    let notText = "assert never " + String(repeating: "not ", count: 63) + "x\n"
    #expect(parseChecked(Array(notText.utf8)).isEmpty)
  }
}
