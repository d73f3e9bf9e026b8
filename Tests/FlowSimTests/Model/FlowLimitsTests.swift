import Testing

@testable import FlowSim

/// Flows beyond what a configuration's bytes can number are refused while loading:
/// a 257th root, tab or page had crashed the explorer or been numbered as another,
/// and a 65,537th screen had wrapped round to screen 0's neighbours.
@Suite struct FlowLimitsTests {
  /// `id: message` of each diagnostic loading `text` gives.
  static func diagnostics(_ text: String) -> [String] {
    FlowLoader().load(SourceFile(path: "t.flow", text: text)).diagnostics.map {
      "\($0.range.map { "\($0.location.line):\($0.location.column)" } ?? "-") \($0.id): \($0.message)"
    }
  }

  static func resets(_ count: Int) -> String {
    "start S0\n"
      + (0..<count).map { "screen S\($0) { tap \"Next\" -> reset S\($0 + 1) }\n" }.joined()
      + "screen S\(count) terminal\n"
  }

  @Test func roots() {
    #expect(Self.diagnostics(Self.resets(255)) == [])
    #expect(
      Self.diagnostics(Self.resets(256)) == [
        "257:29 flow-too-large: this reset makes more than 256 places the window's root can be (the start and every 'reset' target), more than flowsim can number"
      ])
  }

  @Test func tabsAndPages() {
    func tabs(_ count: Int) -> String {
      "start T\ntabs T {\n"
        + (0..<count).map { "  tab \"t\($0)\" screen T\($0) terminal\n" }.joined()
        + "}\n"
    }
    func pages(_ count: Int) -> String {
      "start P\npages P {\n" + (0..<count).map { "  screen P\($0) terminal\n" }.joined() + "}\n"
    }
    #expect(Self.diagnostics(tabs(256)) == [])
    #expect(
      Self.diagnostics(tabs(257)) == [
        "259:7 flow-too-large: tab bar 'T' has 257 tabs; flowsim numbers at most 256"
      ])
    #expect(Self.diagnostics(pages(256)) == [])
    #expect(
      Self.diagnostics(pages(257)) == [
        "259:10 flow-too-large: page set 'P' has 257 pages; flowsim numbers at most 256"
      ])
  }

  @Test func screensAndStacks() {
    let text =
      "start S0\nnav N { screen R terminal }\n"
      + (0..<65_535).map { "screen S\($0) terminal\n" }.joined()
    #expect(
      Self.diagnostics(text) == [
        "65537:8 flow-too-large: the flow has 65,536 screens and 1 navigation stack; flowsim numbers at most 65,536 of them together"
      ])
  }
}
