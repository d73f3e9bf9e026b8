import Foundation
import Testing

@testable import FlowSim

@Suite struct ExplorerTests {
  /// Three tabs with bounded stacks and a few toggles: thousands of configurations.
  static let flow = """
    var a: bool = false
    var b: bool = false
    var n: 0...3 = 0
    start Home
    tabs Home {
      tab "One" nav One max 4 {
        screen A1 { tap "push" -> push A2; tap "a" -> set a = not a }
        screen A2 { tap "push" -> push A1; tap "more" when n < 3 -> set n = n + 1 }
      }
      tab "Two" nav Two max 3 {
        screen B1 { tap "push" when a -> push B2; tap "b" -> set b = not b }
        screen B2 { tap "sheet" -> present Sheet }
      }
      tab "Three" screen C1 { tap "less" when n > 0 -> set n = n - 1 }
    }
    screen Sheet { tap "close" -> dismiss; tap "reset" -> reset Home }
    """

  /// Storage that starts tiny must grow under the explorer's feet without changing
  /// anything: same configurations, same order, same counts.
  @Test func resultsDoNotDependOnInitialCapacity() throws {
    let flow = try #require(loadFlow(Self.flow))
    var small = Explorer.Options()
    small.expectedStates = 1
    var large = Explorer.Options()
    large.expectedStates = 100_000
    let a = Explorer(flow: flow, options: small).explore()
    let b = Explorer(flow: flow, options: large).explore()
    #expect(a.count == b.count)
    #expect(a.transitionCount == b.transitionCount)
    #expect(a.count == 448)
    #expect((0..<a.count).allSatisfy { a.configuration($0) == b.configuration($0) })
  }

  /// The visible screen checks read without unpacking a configuration is the one the
  /// configuration shows: as recorded while exploring (with edges), and as read from
  /// the bytes for configurations not expanded (a stopped run) or without edges.
  @Test(arguments: [(2_000_000, true), (100, true), (2_000_000, false)])
  func visibleScreensAreTheConfigurationsOwn(maxStates: Int, recordEdges: Bool) throws {
    let flow = try #require(loadFlow(Self.flow))
    let space = Explorer(
      flow: flow, options: .init(maxStates: maxStates, recordEdges: recordEdges)
    ).explore()
    let simulator = space.makeSimulator()
    #expect(space.count > 100)
    #expect(
      (0..<space.count).allSatisfy {
        space.visibleScreen(of: $0) == simulator.view(space.configuration($0)).visible
      })
    #expect(Set((0..<space.count).map(space.visibleScreen(of:))).count == 6)
  }

  @Test func stopsAtMaxStatesAndSaysSo() throws {
    let flow = try #require(loadFlow(Self.flow))
    let space = Explorer(flow: flow, options: .init(maxStates: 100)).explore()
    #expect(!space.isComplete)
    #expect(space.count >= 100)
    let report = Checker(options: .init(maxStates: 100)).check(flow)
    // Reported with the findings that need no whole exploration (an unread variable
    // is one, at its declaration, which may come first).
    #expect(report.findings.contains { $0.id == "state-limit" })
  }

  /// A run stopped at `maxStates` keeps, for every configuration it expanded, the
  /// edges, screen and failed transitions a whole run records (storing appends a
  /// batch's books at once, also when it stops inside the batch), and no edges for
  /// the configurations it found but did not expand.
  @Test func stoppedRunKeepsTheBooksOfWhatItExpanded() throws {
    // "over" fails (out of range) where n is 3: failed transitions to keep.
    let text = Self.flow.replacingOccurrences(
      of: "tap \"less\" when n > 0 -> set n = n - 1",
      with: "tap \"less\" when n > 0 -> set n = n - 1; tap \"over\" -> set n = n + 1")
    let flow = try #require(loadFlow(text))
    let full = Explorer(flow: flow, options: .init(recordEdges: true)).explore()
    let stopped = Explorer(flow: flow, options: .init(maxStates: 300, recordEdges: true))
      .explore()
    #expect(!stopped.isComplete)
    let expanded = stopped.shown.count
    #expect(expanded > 0 && expanded < stopped.count)
    #expect(stopped.edgeStart.count == stopped.count + 1)
    #expect(Array(stopped.shown) == Array(full.shown[..<expanded]))
    #expect(
      (0..<expanded).allSatisfy {
        Array(stopped.successors(of: $0)).map(\.target)
          == Array(full.successors(of: $0)).map(\.target)
          && Array(stopped.successors(of: $0)).map(\.transition)
            == Array(full.successors(of: $0)).map(\.transition)
      })
    #expect((expanded..<stopped.count).allSatisfy { stopped.successors(of: $0).isEmpty })
    #expect(Array(stopped.failureStart) == Array(full.failureStart[...expanded]))
    let failures = Int(full.failureStart[expanded])
    #expect(failures > 0)
    #expect(Array(stopped.failureTransition) == Array(full.failureTransition[..<failures]))
  }
}
