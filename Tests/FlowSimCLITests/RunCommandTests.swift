import Foundation
import Testing

@testable import FlowSim

/// `flowsim run` driven with scripted input, as in CI: exact transcripts (goldens in
/// `Run/`), the saved session, and how bad input is reported.
@Suite struct RunCommandTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Run")

  static func fixture(_ name: String) -> URL { folder.appendingPathComponent(name) }

  static func text(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

  /// A scratch folder holding `flows/NAME` copied from the repository, so a session
  /// can save into it and its transcript still names `flows/NAME`.
  static func scratch(with flows: [String]) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("flowsim-run-\(UUID().uuidString)")
    let target = folder.appendingPathComponent("flows")
    try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
    for name in flows {
      try FileManager.default.copyItem(
        at: FlowsimBinary.root.appendingPathComponent("flows/\(name)"),
        to: target.appendingPathComponent(name))
    }
    return folder
  }

  /// The issue's story: log in, create a poll, vote on someone else's, see why one's
  /// own cannot be voted on, go back, log out, save; then replay the saved file.
  @Test func yourChoiceStory() throws {
    let folder = try Self.scratch(with: ["yourchoice.flow"])
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = try Self.text(Self.fixture("yourchoice.input"))
    let result = try FlowsimBinary.run(["flows/yourchoice.flow"], input: input, directory: folder)
    #expect(result.status == 0)
    #expect(result.stderr == "")
    if let failure = Golden.check(result.stdout, against: Self.fixture("yourchoice.transcript")) {
      Issue.record("\(failure)")
    }
    let saved = try Self.text(folder.appendingPathComponent("session.txt"))
    if let failure = Golden.check(saved, against: Self.fixture("yourchoice.saved")) {
      Issue.record("\(failure)")
    }
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(leftovers.sorted() == ["flows", "session.txt"])

    // The saved steps are a scenario body: `flowsim test` replays them to Login.
    let flow = try Self.text(folder.appendingPathComponent("flows/yourchoice.flow"))
    let scenario =
      "\nscenario \"saved\" {\n\(saved)  expect at Login and not signedIn and pending == 2\n}\n"
    try (flow + scenario).write(
      to: folder.appendingPathComponent("flows/replay.flow"), atomically: true, encoding: .utf8)
    let test = try FlowsimBinary.run(
      ["test", "--scenario", "saved", "flows/replay.flow"], directory: folder)
    #expect(
      test.stdout == "flows/replay.flow: 1 scenario, 1 passed, 0 failed\n")
    #expect(test.status == 0)

    // The stepper replays it too, step for step.
    let replay = try FlowsimBinary.run(
      ["run", "--script", "session.txt", "flows/yourchoice.flow"], directory: folder)
    #expect(replay.status == 0)
    let steps = replay.stdout.split(separator: "\n").filter { $0.hasPrefix("step ") }
    let original = result.stdout.split(separator: "\n").filter { $0.hasPrefix("step ") }
    #expect(steps == original)
  }

  /// A short session on each other bundled flow (`Run/NAME.input`).
  @Test(arguments: ["dropbox", "favoured", "plicker", "upload"])
  func bundledFlow(_ name: String) throws {
    let input = try Self.text(Self.fixture("\(name).input"))
    let result = try FlowsimBinary.run(["run", "flows/\(name).flow"], input: input)
    #expect(result.status == 0)
    #expect(result.stderr == "")
    if let failure = Golden.check(result.stdout, against: Self.fixture("\(name).transcript")) {
      Issue.record("\(failure)")
    }
  }

  /// A session on each broken bundled flow reaches its bug and shows it.
  @Test(arguments: [
    ("unwind_not_in_history", "Latest results\nDone\ncheck\nback\ngoto Results\nDone\n"),
    ("logout_leaves_home", "Sign in\ntab Settings\nLog out\ncheck\nback\nroot\nvars\n"),
  ])
  func brokenFlow(_ name: String, _ input: String) throws {
    let result = try FlowsimBinary.run(["run", "flows/broken/\(name).flow"], input: input)
    #expect(result.status == 0)
    if let failure = Golden.check(result.stdout, against: Self.fixture("\(name).transcript")) {
      Issue.record("\(failure)")
    }
  }

  /// `flowsim FILE.flow` is `flowsim run FILE.flow`; the end of input ends the session.
  @Test func flowFileAloneRunsTheStepper() throws {
    let path = "Tests/FlowSimCLITests/Run/albums.flow"
    let plain = try FlowsimBinary.run([path], input: "Document\nLike\n")
    let run = try FlowsimBinary.run(["run", path], input: "Document\nLike\n")
    #expect(plain.status == 0)
    #expect(plain.stdout == run.stdout)
    if let failure = Golden.check(plain.stdout, against: Self.fixture("albums.transcript")) {
      Issue.record("\(failure)")
    }
  }

  @Test func badInvocations() throws {
    let missing = try FlowsimBinary.run(["run", "no/such.flow"], input: "")
    #expect(missing.status == 2)
    #expect(missing.stdout == "")
    #expect(missing.stderr == "flowsim run: error: cannot read 'no/such.flow': no such file\n")

    let none = try FlowsimBinary.run(["run"])
    #expect(none.status == 2)
    #expect(
      none.stderr
        == "flowsim run: error: name one flow file, e.g. 'flowsim run flows/app.flow'\nsee 'flowsim help run'\n"
    )

    let script = try FlowsimBinary.run(["run", "--script", "no/such.txt", "flows/plicker.flow"])
    #expect(script.status == 2)
    #expect(script.stderr == "flowsim run: error: cannot read script 'no/such.txt': no such file\n")

    let broken = try FlowsimBinary.run(
      ["run", "Tests/FlowSimCLITests/Run/does_not_load.flow"], input: "")
    #expect(broken.status == 1)
    #expect(broken.stdout == "")
    if let failure = Golden.check(broken.stderr, against: Self.fixture("does_not_load.diag")) {
      Issue.record("\(failure)")
    }
  }
}
