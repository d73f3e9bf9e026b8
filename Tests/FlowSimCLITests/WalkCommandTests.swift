import Foundation
import Testing

/// `flowsim walk`: a scenario or a session script narrated for a tester.
@Suite struct WalkCommandTests {
  static let login = "Tests/FlowSimTests/Render/Flows/login.flow"
  static let scripts = "Tests/FlowSimCLITests/Goldens"

  @Test func narratesAPassingScenario() throws {
    let result = try FlowsimBinary.run([
      "walk", "--scenario", "wrong password, then log out", Self.login,
    ])
    #expect(result.status == 0)
    #expect(result.stderr == "")
    CLIGolden.check(result.stdout, "walk-wrong-password.md")
  }

  @Test func marksTheFailingStepAndStops() throws {
    let result = try FlowsimBinary.run(
      ["walk", "--scenario", "vote on my own poll", "--format", "text", Self.login])
    #expect(result.status == 1)
    #expect(
      result.stderr
        == "flowsim walk: \(Self.login):98:3: step 6 failed: tap \"Vote\" is disabled on 'Voting': this is your own poll\n"
    )
    CLIGolden.check(result.stdout, "walk-own-poll.txt")
  }

  @Test func replaysASessionScript() throws {
    let result = try FlowsimBinary.run([
      "walk", "--script", "\(Self.scripts)/session.txt", Self.login,
    ])
    #expect(result.status == 0)
    #expect(result.stderr == "")
    CLIGolden.check(result.stdout, "walk-session.md")
  }

  /// The contract with the interactive stepper: what `save` writes, `walk` replays.
  @Test func replaysASessionSavedByTheStepper() throws {
    let directory = try CLIGolden.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let saved = directory.appendingPathComponent("saved.txt").path
    let commands =
      "next page\nSign in\nSign in -> invalid\nOK\nSign in -> valid\nSettings\nsave \(saved)\nquit\n"
    let session = try FlowsimBinary.run(["run", Self.login], input: commands)
    #expect(session.status == 0)
    let replay = try FlowsimBinary.run(["walk", "--script", saved, "--format", "text", Self.login])
    #expect(replay.status == 0, "\(replay.stderr)")
    #expect(replay.stdout.contains("passes in the model (6 steps)."))
    #expect(
      replay.stdout.hasSuffix("selected tab \"Settings\".\n   Now: tabs Home: Polls, *Settings\n"))
  }

  @Test func aScriptWithMistakesPointsAtItsLines() throws {
    let result = try FlowsimBinary.run([
      "walk", "--script", "\(Self.scripts)/session-mistakes.txt", Self.login,
    ])
    #expect(result.status == 1)
    #expect(result.stdout == "")
    CLIGolden.check(result.stderr, "walk-session-mistakes.err")
  }

  @Test func unknownScenarioNamesTheKnownOnes() throws {
    let result = try FlowsimBinary.run(["walk", "--scenario", "nope", Self.login])
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "flowsim walk: error: no scenario named \"nope\" in '\(Self.login)'; the scenarios are \"sign in and vote\", \"wrong password, then log out\", \"vote on my own poll\"\nsee 'flowsim help walk'\n"
    )
  }

  @Test func needsExactlyOneOfScenarioAndScript() throws {
    let neither = try FlowsimBinary.run(["walk", Self.login])
    #expect(neither.status == 2)
    #expect(
      neither.stderr
        == "flowsim walk: error: give one of --scenario NAME, --all or --script FILE\nsee 'flowsim help walk'\n"
    )
    let missing = try FlowsimBinary.run(["walk", "--script", "no/such.txt", Self.login])
    #expect(missing.status == 2)
    #expect(missing.stderr == "flowsim walk: error: cannot read 'no/such.txt': no such file\n")
  }

  /// `--all` narrates every scenario in declaration order, each as `--scenario` does,
  /// and fails when one fails (saying where on standard error).
  @Test func narratesEveryScenario() throws {
    let result = try FlowsimBinary.run(["walk", "--all", "--format", "text", Self.login])
    #expect(result.status == 1)
    var expected = ""
    for name in ["sign in and vote", "wrong password, then log out", "vote on my own poll"] {
      let one = try FlowsimBinary.run(["walk", "--scenario", name, "--format", "text", Self.login])
      expected += (expected.isEmpty ? "" : "\n") + one.stdout
    }
    #expect(result.stdout == expected)
    #expect(
      result.stderr
        == "flowsim walk: \(Self.login):98:3: step 6 failed: tap \"Vote\" is disabled on 'Voting': this is your own poll\n"
    )
  }

  @Test func writesToAFileWithOutput() throws {
    let directory = try CLIGolden.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("walk.md").path
    let result = try FlowsimBinary.run([
      "walk", "--scenario", "wrong password, then log out", "-o", file, Self.login,
    ])
    #expect(result.status == 0 && result.stdout == "" && result.stderr == "")
    let printed = try FlowsimBinary.run([
      "walk", "--scenario", "wrong password, then log out", Self.login,
    ])
    #expect(try String(contentsOfFile: file, encoding: .utf8) == printed.stdout)
  }
}
