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
}
