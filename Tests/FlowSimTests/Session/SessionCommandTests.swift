import Testing

@testable import FlowSim

@Suite struct SessionCommandTests {
  @Test(arguments: [
    ("", SessionCommand.nothing),
    ("  # a comment", .nothing),
    ("2", .number(2, outcome: nil)),
    (" 12 -> invalid ", .number(12, outcome: "invalid")),
    ("Sign in", .action(verb: nil, label: "Sign in", outcome: nil)),
    ("tap \"Sign in\"", .action(verb: "tap", label: "Sign in", outcome: nil)),
    ("TAP \"Sign in\" -> valid", .action(verb: "tap", label: "Sign in", outcome: "valid")),
    ("Sign in → invalid", .action(verb: nil, label: "Sign in", outcome: "invalid")),
    ("tap \"a -> b\"", .action(verb: "tap", label: "a -> b", outcome: nil)),
    ("tap \"say \\\"hi\\\"\"", .action(verb: "tap", label: "say \"hi\"", outcome: nil)),
    ("tab Photos", .action(verb: "tab", label: "Photos", outcome: nil)),
    ("event \"Network lost\"", .action(verb: "event", label: "Network lost", outcome: nil)),
    ("tap", .action(verb: nil, label: "tap", outcome: nil)),
    ("back", .back),
    ("Back", .back),
    ("back up", .action(verb: nil, label: "back up", outcome: nil)),
    ("root", .root),
    ("next", .nextPage),
    ("next page", .nextPage),
    ("previous page", .previousPage),
    ("prev", .previousPage),
    ("undo", .undo(1)),
    ("undo 3", .undo(3)),
    ("undo x", .usage("undo takes how many steps to undo, e.g. 'undo 3'")),
    ("undo 0", .usage("undo takes how many steps to undo, e.g. 'undo 3'")),
    ("reset", .reset),
    ("Reset password", .action(verb: nil, label: "Reset password", outcome: nil)),
    ("goto Voting", .goto("Voting")),
    ("goto", .usage("goto needs a screen, e.g. 'goto Home'")),
    ("vars", .vars),
    ("set mine = true", .set(variable: "mine", value: "true")),
    ("set mine=true", .set(variable: "mine", value: "true")),
    ("set alarm", .action(verb: nil, label: "set alarm", outcome: nil)),
    ("set = 1", .usage("set needs a variable and a value, e.g. 'set online = false'")),
    ("set", .usage("set needs a variable and a value, e.g. 'set online = false'")),
    ("check", .check),
    ("save my session.txt", .save("my session.txt")),
    ("save", .usage("save needs a file name, e.g. 'save session.txt'")),
    ("help", .help),
    ("?", .help),
    ("quit", .quit),
    ("exit", .quit),
  ])
  func parse(_ line: String, _ expected: SessionCommand) {
    #expect(SessionCommand.parse(line) == expected)
  }

  @Test func quote() {
    #expect(StringLiteral.quoted("Sign in") == "\"Sign in\"")
    #expect(StringLiteral.quoted("a \"b\" \\ c") == "\"a \\\"b\\\" \\\\ c\"")
  }
}
