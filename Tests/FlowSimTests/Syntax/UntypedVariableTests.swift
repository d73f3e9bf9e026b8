import Testing

@testable import FlowSim

/// `var x = false` (the type left out) says so, with a fix-it inserting the type the
/// value tells (issue 29): applied, the flow loads.
@Suite struct UntypedVariableTests {
  private let rest = "start Home\nscreen Home terminal { tap \"A\" when not x -> set x = true }\n"

  private func diagnostics(_ line: String) -> [Diagnostic] {
    FlowLoader().load(SourceFile(path: "t.flow", text: line + "\n" + rest)).diagnostics
  }

  /// The text with the first diagnostic's fix-it applied.
  private func fixed(_ line: String) throws -> String {
    let fix = try #require(diagnostics(line).first?.fixIts.first)
    var bytes = Array((line + "\n" + rest).utf8)
    bytes.replaceSubrange(fix.range.start..<fix.range.end, with: Array(fix.replacement.utf8))
    return String(decoding: bytes, as: UTF8.self)
  }

  @Test func aBooleanGetsBool() throws {
    let found = diagnostics("var x = false")
    #expect(found.count == 1)
    #expect(found.first?.id == "expected-type")
    #expect(
      found.first?.message
        == "'x' has no type: write it after the name, 'var x: bool = false'")
    #expect(found.first?.range?.location.description == "t.flow:1:7")
    #expect(found.first?.fixIts.map(\.message) == ["insert ': bool'"])
    let text = try fixed("var x = false")
    #expect(text.hasPrefix("var x: bool = false\n"))
    #expect(FlowLoader().load(SourceFile(path: "t.flow", text: text)).flow != nil)
  }

  @Test func anIntegerGetsARangeHoldingIt() throws {
    #expect(
      diagnostics("var n = 3").first?.message
        == "'n' has no type: give the range of values it can take, 'var n: 0...3 = 3'")
    #expect(try fixed("var n = 3").hasPrefix("var n: 0...3 = 3\n"))
    #expect(try fixed("var n = -2").hasPrefix("var n: -2...0 = -2\n"))
    #expect(try fixed("var n = 0").hasPrefix("var n: 0...1 = 0\n"))
  }

  /// A case name cannot tell the other cases: the form is shown, nothing inserted.
  @Test func aCaseNameShowsTheForm() {
    let found = diagnostics("var f = mine")
    #expect(
      found.first?.message
        == "'f' has no type: list the cases it can take, 'var f: mine | … = mine'")
    #expect(found.first?.fixIts == [])
  }
}
