import Testing

@testable import FlowSim

/// A flow full of unknown names (generated or garbled) stays linear to resolve: the
/// "did you mean" search runs for the first 200 unknown names only.
@Suite struct SuggestionBoundTests {
  @Test func suggestionsStopAfterTwoHundredUnknownNames() {
    var text = "start S0\nnav N {\n"
    for index in 0..<300 { text += "  screen S\(index) { tap \"a\" -> push S\(index)x }\n" }
    text += "}\n"
    // The resolver's own list: loading shows only the first hundred.
    let (tree, _) = FlowParser.parse(SourceFile(path: "t.flow", text: text))
    let diagnostics = Resolver.resolve([tree]).1.filter { $0.id == "unknown-screen" }
    #expect(diagnostics.count == 300)
    #expect(diagnostics.prefix(200).allSatisfy { !$0.notes.isEmpty })
    #expect(diagnostics.dropFirst(200).allSatisfy { $0.notes.isEmpty })
  }
}
