import Foundation
import Testing

@testable import FlowSim

/// The edges exploring records keep their transitions in 16 bits where the flow has
/// at most 65,536 transitions, else in 32 (`EdgeTransitions`), in lists that grow in
/// place (`ReservedList`). Both widths must record the same edges, and `check` must
/// say the same on either.
@Suite struct EdgeBooksTests {
  @Test func theWidthFollowsTheFlowsTransitions() {
    #expect(EdgeTransitions.narrow(for: 0))
    #expect(EdgeTransitions.narrow(for: 65_536))
    #expect(!EdgeTransitions.narrow(for: 65_537))
    #expect(EdgeTransitions(narrow: true).isNarrow)
    #expect(!EdgeTransitions(narrow: false).isNarrow)
  }

  /// Every test and bundled flow explored with 16-bit and with 32-bit transitions:
  /// the same successors everywhere, and the same check output.
  @Test func bothWidthsRecordTheSameEdges() {
    var edges = 0
    for (name, flow) in LeftOutVariablesTests.flows() {
      var options = Explorer.Options(maxStates: 200_000)
      options.recordEdges = true
      let narrow = Explorer(flow: flow, options: options).explore()
      options.narrowsTransitions = false
      let wide = Explorer(flow: flow, options: options).explore()
      #expect(narrow.edgeTransition.isNarrow && !wide.edgeTransition.isNarrow, "\(name)")
      #expect(narrow.count == wide.count, "\(name)")
      #expect(narrow.edgeTransition.all == wide.edgeTransition.all, "\(name)")
      #expect(narrow.edgeTarget == wide.edgeTarget && narrow.edgeStart == wide.edgeStart)
      edges += narrow.edgeTarget.count
      var checked = Explorer.Options(maxStates: 200_000)
      checked.narrowsTransitions = false
      let report = Checker(options: checked).check(flow)
      let plain = Checker(options: .init(maxStates: 200_000)).check(flow)
      #expect(text(name, report) == text(name, plain), "\(name)")
    }
    #expect(edges > 10_000)
  }

  private func text(_ name: String, _ report: Checker.Report) -> String {
    let check = FlowCheck(path: name, findings: report.findings, report: report)
    return CheckOutput.text([check]) + CheckOutput.json([check])
  }

  /// Past `ReservedList.reservedFrom` a list moves once into reserved address space and
  /// grows there; past its reservation it grows by doubling; it keeps every value.
  @Test(arguments: [1 << 36, 2 << 20])
  func aListKeepsEveryValueAsItGrows(ceiling: Int) {
    let list = ReservedList<UInt32>(ceiling: ceiling)
    let values = (0..<UInt32(1_500_000)).map { $0 &* 2_654_435_761 }
    var appended = 0
    while appended < values.count {
      let part = min(values.count - appended, 70_001)
      values[appended..<appended + part].withUnsafeBufferPointer {
        list.append(contentsOf: $0)
      }
      list.append(7)
      appended += part
    }
    #expect(list.count == values.count + (values.count + 70_000) / 70_001)
    var position = 0
    var matches = true
    for chunk in stride(from: 0, to: values.count, by: 70_001) {
      for value in values[chunk..<min(values.count, chunk + 70_001)] {
        matches = matches && list[position] == value
        position += 1
      }
      matches = matches && list[position] == 7
      position += 1
    }
    #expect(matches)
    // Reserved, it counts the bytes it holds; outgrown, its capacity.
    #expect(list.bytes >= list.count * 4)
    if ceiling > list.count * 4 { #expect(list.bytes == list.count * 4) }
  }
}
