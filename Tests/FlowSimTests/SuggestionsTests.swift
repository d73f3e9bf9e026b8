import Testing

@testable import FlowSim

@Suite struct SuggestionsTests {
  @Test func suggestsCloseNames() {
    #expect(Suggestions.closest(to: "Setings", among: ["Files", "Settings"]) == "Settings")
    #expect(Suggestions.closest(to: "Lnading", among: ["Landing", "Login"]) == "Landing")
  }

  @Test func staysQuietForDistantNames() {
    #expect(Suggestions.closest(to: "Profile", among: ["Files", "Settings"]) == nil)
  }

  @Test func columnsCountUnicodeScalars() {
    let file = SourceFile(path: "t.flow", text: "screen Été \"Café\" {\n  x\n}")
    #expect(file.location(of: 14).description == "t.flow:1:13")
    #expect(file.location(of: 25).description == "t.flow:2:3")
  }

  /// A scenario name that is not one: those holding it, else the closest, else the
  /// names when they are few, else how many there are.
  @Test func noScenarioSaysWhichWereMeant() {
    let names = ["sign in", "sign in and vote", "log out"]
    #expect(
      Suggestions.noScenario(named: "Sign", among: names)
        == #"no scenario named "Sign"; did you mean "sign in" or "sign in and vote"?"#)
    #expect(
      Suggestions.noScenario(named: "log ot", among: names, in: "a.flow")
        == #"no scenario named "log ot" in 'a.flow'; did you mean "log out"?"#)
    #expect(
      Suggestions.noScenario(named: "zzz", among: names)
        == #"no scenario named "zzz"; the scenarios are "sign in", "sign in and vote", "log out""#)
    let many = (1...12).map { "step \($0)" }
    #expect(
      Suggestions.noScenario(named: "step", among: many)
        == #"no scenario named "step"; 12 scenarios have "step" in their names, such as "step 1", "step 2", "step 3""#
    )
    #expect(
      Suggestions.noScenario(named: "zzz", among: many)
        == "no scenario named \"zzz\" among 12 scenarios ('flowsim walk --all FILE' narrates each by name)"
    )
  }
}
