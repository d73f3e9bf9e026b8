import Testing

@testable import FlowSim

/// `flowsim dump model` shows what a `set` sets, in the flow's own syntax.
@Suite struct ModelDumpTests {
  @Test func setShowsItsValue() throws {
    let text = """
      var n: 0...3 = 0
      var b: bool = false
      var layout: textOverImage | imageOnly = textOverImage
      start A
      screen A terminal {
        tap "Count" -> set n = n + 1
        tap "Flip" -> set b = not b
        tap "Both" -> set b = layout == imageOnly and (n > 1 or not b)
        tap "Back off" -> set n = 3 - (n - 1)
        tap "Open" -> outcome {
          text: set layout = textOverImage
          image: set layout = imageOnly; set b = true
        }
      }
      event "Reset" -> set n = 0
      """
    let flow = try #require(FlowLoader().load(SourceFile(path: "app.flow", text: text)).flow)
    let sets = ModelDump.model(flow).split(separator: "\n").filter { $0.contains(" -> ") }
      .map { $0.split(separator: " -> ", maxSplits: 1)[1] }
    #expect(
      sets == [
        "set n = n + 1", "set b = not b", "set b = layout == imageOnly and (n > 1 or not b)",
        "set n = 3 - (n - 1)", "set layout = textOverImage",
        "set layout = imageOnly; set b = true", "set n = 0",
      ])
  }
}
