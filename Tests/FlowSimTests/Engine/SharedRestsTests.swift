import Testing

@testable import FlowSim

/// Storing configurations as a first byte and a shared rest changes nothing that
/// exploring finds: the same configurations in the same order, the same parents and
/// edges. A flow whose valuations are sparse over its rests is explored again with
/// every configuration its own rest; a dense one is not.
@Suite struct SharedRestsTests {
  static func explore(_ text: String, shares: Bool, maxStates: Int) throws -> StateSpace {
    let source = SourceFile(path: "shared.flow", text: text)
    let flow = try #require(Resolver.resolve([FlowParser.parse(source).0]).0)
    var options = Explorer.Options(maxStates: maxStates, recordEdges: true)
    options.expectedStates = 1024
    options.sharesRests = shares
    return Explorer(flow: flow, options: options).explore()
  }

  static func expectSame(_ a: StateSpace, _ b: StateSpace) {
    #expect(a.count == b.count)
    #expect(a.transitionCount == b.transitionCount)
    #expect(a.isComplete == b.isComplete)
    #expect((0..<a.count).allSatisfy { a.configuration($0) == b.configuration($0) })
    #expect((0..<a.count).allSatisfy { a.parent(of: $0) == b.parent(of: $0) })
    #expect(
      (0..<a.count).allSatisfy {
        Array(a.successors(of: $0)).map(\.target) == Array(b.successors(of: $0)).map(\.target)
      })
  }

  @Test func denseValuationsKeepSharedRests() throws {
    let text = try NavBench(#require(NavBenchParameters(name: "T3-S10-K2-D3-V4-s1"))).flowText()
    let shared = try Self.explore(text, shares: true, maxStates: 1_000_000)
    let whole = try Self.explore(text, shares: false, maxStates: 1_000_000)
    #expect(shared.count == 21_168)
    #expect(shared.store.split == 1)
    #expect(whole.store.split == 0)
    Self.expectSame(shared, whole)
  }

  @Test func sparseValuationsStartAgainWithWholeConfigurations() throws {
    let text = LargeFlow(screens: 100, seed: 1).text()
    let shared = try Self.explore(text, shares: true, maxStates: 60_000)
    let whole = try Self.explore(text, shares: false, maxStates: 60_000)
    #expect(shared.store.split == 0)
    #expect(!shared.isComplete)
    Self.expectSame(shared, whole)
  }
}
