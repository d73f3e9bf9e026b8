import Testing

/// What `flowsim help` says can be done works as it says.
@Suite struct HelpTests {
  /// The example command lines of a help text, as words (double quotes group words).
  static func examples(_ help: String) -> [[String]] {
    let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(of: "EXAMPLES:") else { return [] }
    return lines[(start + 1)...].prefix { $0.hasPrefix("  ") }.map { line in
      var words: [String] = []
      var word = ""
      var quoted = false
      for character in line.drop { $0 == " " } {
        if character == "\"" {
          quoted.toggle()
        } else if character == " " && !quoted {
          if !word.isEmpty { words.append(word) }
          word = ""
        } else {
          word.append(character)
        }
      }
      if !word.isEmpty { words.append(word) }
      return words
    }
  }

  /// `help` is a command the overview lists, so it has help too: the overview.
  @Test func helpHasHelp() throws {
    let overview = try FlowsimBinary.run(["help"])
    #expect(overview.stdout.contains("\n  help "))
    for words in [["help", "help"], ["help", "--help"], ["help", "-h"]] {
      let result = try FlowsimBinary.run(words)
      #expect(result.status == 0, "\(words): \(result.stderr)")
      #expect(result.stdout == overview.stdout)
    }
  }

  /// `flowsim test`'s examples run the bundled flows' scenarios, and pass.
  @Test func testExamplesPass() throws {
    let help = try FlowsimBinary.run(["help", "test"])
    let examples = Self.examples(help.stdout)
    #expect(examples.count == 2)
    for example in examples {
      #expect(example.first == "flowsim")
      let result = try FlowsimBinary.run(Array(example.dropFirst()))
      #expect(result.status == 0, "\(example.joined(separator: " ")): \(result.stderr)")
    }
  }
}
