import Dispatch
import Foundation
import Testing

@testable import FlowSim

#if canImport(Glibc)
  import Glibc
#endif

/// The explorer's helper threads run their work on a thread of their own; on Linux
/// they start on another processor than their creator's, then may run on any the
/// process may use.
@Suite struct HelperThreadTests {
  /// Starts a helper and waits for what its body hands back.
  static func fromHelper<T: Sendable>(index: Int = 0, _ body: @escaping @Sendable () -> T) -> T {
    let done = DispatchSemaphore(value: 0)
    nonisolated(unsafe) var result: T?
    HelperThread.start(index: index) {
      result = body()
      done.signal()
    }
    done.wait()
    return result!
  }

  @Test func runsItsBodyOnAThreadOfItsOwn() {
    #if os(Linux)
      let here = pthread_self()
      #expect(Self.fromHelper { pthread_self() } != here)
    #else
      #expect(Self.fromHelper { !Thread.isMainThread })
    #endif
  }

  #if os(Linux)
    static func processors(_ set: cpu_set_t) -> [Int] {
      (0..<HelperThread.processorLimit).filter { HelperThread.contains($0, in: set) }
    }

    static func set(_ processors: [Int]) -> cpu_set_t {
      var set = cpu_set_t()
      for processor in processors { HelperThread.include(processor, in: &set) }
      return set
    }

    /// Once running, a helper may use every processor the process may: its start on
    /// one other processor does not confine it.
    @Test func mayRunAnywhereOnceStarted() throws {
      let affinity = try #require(HelperThread.Affinity.functions)
      var allowed = cpu_set_t()
      #expect(affinity.get(0, MemoryLayout<cpu_set_t>.size, &allowed) == 0)
      for index in 0..<3 {
        let inside = Self.fromHelper(index: index) {
          var own = cpu_set_t()
          _ = affinity.get(0, MemoryLayout<cpu_set_t>.size, &own)
          return Self.processors(own)
        }
        #expect(inside == Self.processors(allowed))
      }
    }

    @Test func startsOnTheOtherProcessorsInTurn() {
      let allowed = Self.set([0, 2, 3, 130])
      #expect(HelperThread.otherProcessor(0, of: allowed, current: 2) == 0)
      #expect(HelperThread.otherProcessor(1, of: allowed, current: 2) == 3)
      #expect(HelperThread.otherProcessor(2, of: allowed, current: 2) == 130)
      #expect(HelperThread.otherProcessor(3, of: allowed, current: 2) == 0)
      // The creator's processor is not among those allowed: any allowed one will do.
      #expect(HelperThread.otherProcessor(1, of: allowed, current: 1) == 2)
    }

    @Test func startsAnywhereWhenNoOtherProcessorIsAllowed() {
      #expect(HelperThread.otherProcessor(0, of: Self.set([5]), current: 5) == nil)
      #expect(HelperThread.otherProcessor(0, of: Self.set([]), current: 0) == nil)
    }

    @Test func setsAndReadsProcessorsBeyondTheFirstWord() {
      #expect(Self.processors(Self.set([1, 64, 1023])) == [1, 64, 1023])
      #expect(HelperThread.processorLimit == 1024)
    }
  #endif
}
