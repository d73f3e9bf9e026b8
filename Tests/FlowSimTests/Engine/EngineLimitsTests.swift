import Testing

@testable import FlowSim

/// The limits of what the engine packs into few bits, asserted where the packing is
/// defined, so that a new kind that no longer fits fails here rather than mixing
/// two issues up at run time.
@Suite struct EngineLimitsTests {
  /// `IssueFilter` packs a step issue's kind into `kindBits` bits, and 0 means none.
  @Test func everyStepIssueKindFitsItsBits() {
    let raw = StepIssue.Kind.allCases.map(\.rawValue)
    #expect(Set(raw).count == raw.count)
    #expect(raw.allSatisfy { $0 > 0 })
    #expect(raw.allSatisfy { Int($0) < 1 << IssueFilter.kindBits })
    // Kind, action and payload (32 bits) share one 64-bit code.
    #expect(IssueFilter.kindBits + IssueFilter.actionBits + 32 <= 64)
  }

  /// The root kinds are the packed format's numbers (`StateLayout`), and a flow's
  /// roots come out as their kind, not as their position in the list of roots.
  @Test func rootKindsAreTheFormatsNumbers() throws {
    #expect(RootKind.allCases.map(\.rawValue) == [0, 1, 2, 3])
    let flow = try #require(
      loadFlow(
        """
        start Intro
        pages Intro {
          screen First { tap "go" -> reset App }
        }
        tabs App {
          tab "A" screen A { tap "flip" -> set on = not on }
          tab "B" nav BNav { screen B }
        }
        var on: bool = false
        """))
    let layout = StateLayout(flow: flow)
    #expect(flow.roots.count == 2)
    for (index, root) in flow.roots.enumerated() {
      let expected: RootKind =
        switch root {
        case .screen: .screen
        case .nav: .nav
        case .tabs: .tabs
        case .pages: .pages
        }
      #expect(layout.rootTable[index].kind == expected, "root \(index)")
    }
    #expect(Set(flow.roots.indices.map { layout.rootTable[$0].kind }) == [.pages, .tabs])
    let buffer = StateBuffer(layout: layout, capacity: 256)
    let start = layout.initialBytes(flow)
    buffer.load(start, count: start.count)
    #expect(buffer.rootKind == .pages)
  }
}
