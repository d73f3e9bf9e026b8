import Testing

@testable import FlowSim

/// Exploring stops at a memory ceiling (by default 3/4 of the memory available)
/// with a message, as it stops at `--max-states`, instead of running the machine
/// out of memory: a large `--max-states` is bounded by it too.
@Suite struct MemoryLimitTests {
  static let flow = """
    start A
    var a: 0...1000 = 0
    var b: 0...1000 = 0
    screen A terminal {
      tap "a" -> set a = a + 1
      tap "b" -> set b = b + 1
    }

    """

  @Test func exploringStopsAtTheCeilingWithAMessage() throws {
    let loaded = FlowLoader().load(SourceFile(path: "mem.flow", text: Self.flow))
    let flow = try #require(loaded.flow)
    var options = Explorer.Options(maxStates: Int.max)
    options.maxMemory = 2 << 20
    let report = Checker(options: options).check(flow)
    #expect(!report.space.isComplete)
    #expect(report.space.stoppedForMemory)
    #expect(report.space.count < 1_002_001)
    let limit = try #require(report.findings.first { $0.id == "memory-limit" })
    #expect(
      limit.diagnostic.message
        == "stopped exploring: the flow's \(Counting.count(report.space.count, "configuration")) found so far fill the memory ceiling of 2 MiB (--max-memory); the results below are incomplete"
    )
    #expect(!report.findings.contains { $0.id == "state-limit" })
  }

  @Test func withoutACeilingTheStateBoundStillStops() throws {
    let loaded = FlowLoader().load(SourceFile(path: "mem.flow", text: Self.flow))
    var options = Explorer.Options(maxStates: 1_000)
    options.maxMemory = nil
    let report = Checker(options: options).check(try #require(loaded.flow))
    #expect(!report.space.stoppedForMemory)
    #expect(report.findings.contains { $0.id == "state-limit" })
  }

  @Test func theDefaultComesFromTheMemoryAvailable() throws {
    #if os(Linux)
      // MemAvailable moves from one read to the next: only that there is one.
      #expect(MemoryBudget.availableFromMeminfo() != nil)
      let ceiling = try #require(MemoryBudget.defaultBytes)
      #expect(ceiling >= 64 << 20)
      #expect(Explorer.Options().maxMemory == ceiling)
    #endif
  }

  @Test func sizesAreRead() {
    #expect(MemoryBudget.parse("512M") == 512 << 20)
    #expect(MemoryBudget.parse("2g") == 2 << 30)
    #expect(MemoryBudget.parse("1.5G") == 3 << 29)
    #expect(MemoryBudget.parse("4096") == 4096)
    #expect(MemoryBudget.parse("64MiB") == 64 << 20)
    for bad in ["", "2X", "-1G", "0", "G", "99999999999T"] {
      #expect(MemoryBudget.parse(bad) == nil)
    }
  }
}
