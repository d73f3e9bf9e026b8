import Foundation
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
      for character in line.drop(while: { $0 == " " }) {
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

  /// The overview and every command's help, by command name ("" for the overview).
  static func helps() throws -> [(command: String, text: String)] {
    let overview = try FlowsimBinary.run(["help"]).stdout
    let lines = overview.split(separator: "\n", omittingEmptySubsequences: false)
    let start = try #require(lines.firstIndex(of: "COMMANDS:"))
    let commands = lines[(start + 1)...].prefix { $0.hasPrefix("  ") }
      .compactMap { $0.split(separator: " ").first.map(String.init) }
      .filter { $0 != "help" }
    #expect(commands.count > 10)
    return try [("", overview)]
      + commands.map { ($0, try FlowsimBinary.run(["help", $0]).stdout) }
  }

  /// The lines of a help's section (`OPTIONS:`, `EXIT STATUS:`): up to a blank line.
  static func section(_ title: String, of help: String) -> [Substring] {
    let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(of: "\(title):") else { return [] }
    return Array(lines[(start + 1)...].prefix { !$0.isEmpty })
  }

  /// The examples name bundled flows that exist (`flows/app.flow` did not).
  @Test func examplesNameFlowsThatExist() throws {
    for (command, text) in try Self.helps() {
      for match in text.matches(of: #/flows/[A-Za-z0-9_]+\.flow/#) {
        let path = FlowsimBinary.root.appendingPathComponent(String(match.output)).path
        #expect(
          FileManager.default.fileExists(atPath: path),
          "help \(command) names \(match.output), which does not exist")
      }
    }
  }

  /// Every option the usage line names is described under OPTIONS, and a wrapped
  /// description lines up with the first line's, at column 24.
  @Test func optionsAreDescribedAndAligned() throws {
    for (command, text) in try Self.helps() where !command.isEmpty {
      let usage = text.prefix { $0 != "\n" }
      let options = Self.section("OPTIONS", of: text)
      for option in usage.matches(of: #/--[a-z-]+/#) {
        #expect(
          options.contains { $0.hasPrefix("  ") && $0.contains(option.output) },
          "help \(command): \(option.output) is not under OPTIONS")
      }
      for line in options {
        let indent = line.prefix { $0 == " " }.count
        let described = indent == 2 ? line.dropFirst(24 - 1).first == " " : indent == 24
        #expect(
          described && line.dropFirst(24).first != " ",
          "help \(command): OPTIONS line not at column 24: '\(line)'")
      }
    }
  }

  /// A command that writes `-o FILE` says under EXIT STATUS that it fails when it
  /// cannot.
  @Test func writersSayWhenTheyCannotWrite() throws {
    for (command, text) in try Self.helps() where text.prefix(while: { $0 != "\n" }).contains("-o ")
    {
      let status = Self.section("EXIT STATUS", of: text).joined(separator: " ")
      #expect(
        status.contains("cannot be written"),
        "help \(command): EXIT STATUS does not say what happens when FILE cannot be written")
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
