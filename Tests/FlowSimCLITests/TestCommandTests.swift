import Testing

/// `flowsim test --scenario NAME` with a name no scenario has: the message helps find
/// the right one.
@Suite struct TestCommandTests {
  @Test func aPartOfANameSuggestsTheScenariosHoldingIt() throws {
    let result = try FlowsimBinary.run(["test", "--scenario", "Open a question", "flows"])
    #expect(result.status == 2)
    #expect(
      result.stderr == """
        flowsim test: error: no scenario named "Open a question"; did you mean "open a question with text over its image and read its choices and responses" or "open a question whose text is within its image"?
        see 'flowsim help test'

        """)
  }

  @Test func aFewScenariosAreListed() throws {
    let result = try FlowsimBinary.run(["test", "--scenario", "zzz", "flows/plicker.flow"])
    #expect(result.status == 2)
    #expect(
      result.stderr == """
        flowsim test: error: no scenario named "zzz"; the scenarios are "questions cannot be opened before they download", "a network error leaves the list with nothing to open and no retry", "relaunching the app after a network error downloads the questions again", "open a question with text over its image and read its choices and responses", "open a question whose text is within its image"
        see 'flowsim help test'

        """)
  }

  @Test func manyScenariosAreCounted() throws {
    let result = try FlowsimBinary.run(["test", "--scenario", "zzz", "flows"])
    #expect(result.status == 2)
    let first = result.stderr.split(separator: "\n").first.map(String.init) ?? ""
    #expect(first.hasPrefix("flowsim test: error: no scenario named \"zzz\" among "))
    #expect(first.hasSuffix(" scenarios ('flowsim walk --all FILE' narrates each by name)"))
  }

  /// Many scenarios holding the text: how many, and the first three.
  @Test func manyScenariosHoldingTheTextAreCountedWithExamples() throws {
    let result = try FlowsimBinary.run(["test", "--scenario", "log", "flows"])
    #expect(result.status == 2)
    let first = result.stderr.split(separator: "\n").first.map(String.init) ?? ""
    #expect(first.hasPrefix("flowsim test: error: no scenario named \"log\"; "))
    #expect(first.contains(" scenarios have \"log\" in their names, such as \""))
  }
}
