import Testing

@testable import FlowSim

/// A misspelled keyword's fix-it offers a word that can stand at that place in the
/// grammar (issue 29, item 4): `asert` at the start of a declaration is `assert`, not
/// the equally close `alert`.
@Suite struct KeywordFixItTests {
  /// The fix-its of the first diagnostic loading `text` reports.
  private func fixIts(_ text: String) -> [String] {
    let loaded = FlowLoader().load(SourceFile(path: "t.flow", text: text + "\n"))
    return loaded.diagnostics.first?.fixIts.map(\.message) ?? []
  }

  @Test func declarationKeyword() {
    #expect(
      fixIts("start Main\nnav Main { screen Home }\nasert always true") == [
        "replace 'asert' with 'assert'"
      ])
  }

  @Test func modifierAfterAContainerName() {
    #expect(
      fixIts("start Main\nnav Main privat { screen Home }") == ["replace 'privat' with 'private'"])
    #expect(
      fixIts("start T\ntabs T privat { tab \"A\" screen A }") == ["replace 'privat' with 'private'"]
    )
  }

  @Test func guardKeyword() {
    #expect(
      fixIts("var a: bool = false\nstart S\nscreen S { tap \"X\" wen a -> set a = false }")
        == ["replace 'wen' with 'when'"])
  }

  @Test func outcomeAfterTheArrow() {
    #expect(
      fixIts("var a: bool = false\nstart S\nscreen S { tap \"X\" -> outcom { ok: set a = true } }")
        == ["replace 'outcom' with 'outcome'"])
  }

  @Test func screenInsideANav() {
    #expect(
      fixIts("start Main\nnav Main {\n  screen Home\n  sceen Other\n}") == [
        "replace 'sceen' with 'screen'"
      ])
  }

  @Test func boolValue() {
    #expect(fixIts("var a: bool = flase\nstart S\nscreen S") == ["replace with 'false'"])
  }
}
