import Testing

@testable import FlowSim

/// No input crashes the lexer or parser, recursion is bounded, and every diagnostic
/// points into the file.
@Suite struct ParserRobustnessTests {
  /// Parses `bytes` and checks every diagnostic's and note's range lies inside the file.
  @discardableResult
  private func parseChecked(_ bytes: [UInt8]) -> [Diagnostic] {
    let file = SourceFile(path: "t.flow", bytes: bytes)
    let (_, diagnostics) = FlowParser.parse(file)
    for diagnostic in diagnostics {
      #expect(diagnostic.range != nil, "\(diagnostic.id) has no range")
      let ranges = [diagnostic.range] + diagnostic.notes.map(\.range)
      for case let range? in ranges {
        #expect(range.start >= 0 && range.start <= range.end && range.end <= bytes.count)
      }
    }
    return diagnostics
  }

  private func parseChecked(_ text: String) -> [String] {
    parseChecked(Array(text.utf8)).map(\.id)
  }

  /// A small deterministic generator (SplitMix64), so failures reproduce.
  private struct Generator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
  }

  // MARK: - Nesting

  @Test func hundredThousandOpenParentheses() {
    let text = "assert always " + String(repeating: "(", count: 100_000) + "x\n"
    let diagnostics = parseChecked(Array(text.utf8))
    #expect(diagnostics.map(\.id) == ["too-deeply-nested"])
    #expect(diagnostics.first?.range?.start == 14 + 63)
  }

  @Test func hundredThousandNots() {
    let text = "assert never " + String(repeating: "not ", count: 100_000) + "x\n"
    #expect(parseChecked(text) == ["too-deeply-nested"])
  }

  @Test func longOperatorChainsAreBounded() {
    #expect(
      parseChecked("assert always x" + String(repeating: " + 1", count: 100_000)) == [
        "too-deeply-nested"
      ])
    #expect(
      parseChecked("assert always x" + String(repeating: " and y", count: 64)) == [
        "too-deeply-nested"
      ])
    #expect(parseChecked("assert always x" + String(repeating: " and y", count: 63)) == [])
  }

  @Test func deepestAllowedNestingParses() {
    let parens =
      "assert always " + String(repeating: "(", count: 63) + "x"
      + String(repeating: ")", count: 63)
    #expect(parseChecked(parens) == [])
    #expect(parseChecked("assert never " + String(repeating: "not ", count: 63) + "x") == [])
    #expect(
      parseChecked("assert never " + String(repeating: "not ", count: 64) + "x") == [
        "too-deeply-nested"
      ])
  }

  @Test func manyBracesAndBlocks() {
    #expect(parseChecked(String(repeating: "{", count: 100_000)).count == 1)
    #expect(parseChecked(String(repeating: "}", count: 1000)).count == 1000)
    let nested = String(repeating: "nav N { screen A { tap \"x\" -> outcome {\n", count: 2000)
    #expect(!parseChecked(nested).isEmpty)
  }

  // MARK: - Odd bytes

  @Test func oneMegabyteLine() {
    let long = String(repeating: "a", count: 1 << 20)
    #expect(parseChecked("flow \"\(long)\"\nstart A\n") == [])
  }

  @Test func longLinesOfEveryKind() {
    let long = String(repeating: "a", count: 1 << 16)
    #expect(parseChecked("start \(long)\n# \(long)\n") == [])
    #expect(
      parseChecked("assert always " + String(repeating: "x ", count: 1 << 15)) == [
        "unexpected-token"
      ])
    #expect(parseChecked("flow \"\(long)") == ["unterminated-string"])
  }

  @Test func invalidUTF8AndNULBytes() {
    var bytes: [UInt8] = []
    for byte in [0x00, 0x80, 0xBF, 0xC0, 0xC1, 0xF5, 0xFF, 0xED] as [UInt8] {
      bytes += Array("screen A".utf8) + [byte] + Array(" { tap \"".utf8) + [byte, 0x00]
      bytes += Array("\" -> dismiss }\n".utf8)
    }
    let file = SourceFile(path: "t.flow", bytes: bytes)
    let (tree, diagnostics) = FlowParser.parse(file)
    #expect(Set(diagnostics.map(\.id)) == ["invalid-character", "invalid-utf8"])
    #expect(diagnostics.count == 23)
    #expect(tree.declarations.count == 8)
    parseChecked(bytes)
    // Nothing but NULs is binary data, one error that shows none of it.
    #expect(parseChecked([UInt8](repeating: 0, count: 10_000)).map(\.id) == ["not-a-flow-file"])
    #expect(parseChecked([0xE2, 0x82]).map(\.id) == ["invalid-utf8"])
    #expect(parseChecked([]).isEmpty)
  }

  @Test func randomBytes() {
    var generator = Generator(state: 42)
    for _ in 0..<300 {
      let count = generator.below(200)
      parseChecked((0..<count).map { _ in UInt8(truncatingIfNeeded: generator.next()) })
    }
  }

  @Test func randomTokenSoup() {
    let vocabulary =
      Keyword.allCases.map(\.rawValue) + Punctuation.allCases.map(\.rawValue) + [
        "A", "x", "\"L\"", "\"", "1", "-", "99999999999999999999", "\n", "\n", "\n", " ", "#c",
        "\\", "\u{0}", "é", "\u{FF}",
      ]
    var generator = Generator(state: 7)
    for _ in 0..<300 {
      let words = (0..<generator.below(80)).map { _ in
        vocabulary[generator.below(vocabulary.count)]
      }
      parseChecked(Array(words.joined(separator: " ").utf8))
    }
  }

  @Test func everyTruncationOfAValidFile() {
    let text = """
      flow "Hello"
      start Main
      session var signedIn: bool = false
      var filter: mine | all = all
      nav Main max 4 {
        screen Inbox "Inbox" private {
          tap "Vote" when not mine "own" -> outcome {
            ok when filter == all: push Message; set signedIn = true
            no: present Oops
          }
        }
      }
      alert Oops "Oops" { button "OK" -> dismiss }
      tabs T { tab "A" screen A; tab "B" nav B { screen C } }
      assert always reachable at Inbox and enabled Inbox."Vote" or (1 + -2 < 3)
      scenario "s" { tap "Vote" -> ok; expect Message }
      """
    let bytes = Array(text.utf8)
    #expect(parseChecked(bytes).isEmpty)
    for end in 0..<bytes.count {
      parseChecked(Array(bytes[..<end]))
    }
  }
}
