import FlowSim
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A flowsim ended by a signal (`timeout`, `kill`, a cancelled CI job) leaves no
/// Graphviz drawing on with no one to read it, and no output file half-written.
@Suite struct InterruptionTests {
  /// A flow whose diagram takes Graphviz seconds: 1,500 screens, three pushes each.
  static func bigFlow() -> String {
    let count = 1500
    var lines = ["start Main", "nav Main max 2 {"]
    for index in 0..<count {
      let targets = [index * 7 + 1, index * 13 + 5, index * 31 + 11].map { $0 % count }
      let taps = zip(["a", "b", "c"], targets).map { "tap \"\($0)\" -> push S\($1)" }
        .joined(separator: "; ")
      lines.append("  screen S\(index) { \(taps) }")
    }
    return (lines + ["}", ""]).joined(separator: "\n")
  }

  /// The processes whose parent is `parent` (Linux's /proc).
  static func children(of parent: Int32) -> [Int32] {
    let ids = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return ids.compactMap(Int32.init).filter { id in
      guard let stat = try? String(contentsOfFile: "/proc/\(id)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { return false }
      // After the command in parentheses: the state, then the parent's id.
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      return fields.count > 2 && Int32(fields[1]) == parent
    }
  }

  /// The processor time `id` has used, in clock ticks (0 when it is gone).
  static func ticks(_ id: Int32) -> Int {
    guard let stat = try? String(contentsOfFile: "/proc/\(id)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return 0 }
    // After the command: state, ppid, …, utime and stime are the 12th and 13th.
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    guard fields.count > 12 else { return 0 }
    return (Int(fields[11]) ?? 0) + (Int(fields[12]) ?? 0)
  }

  /// Whether `id` has ended (gone, or a zombie no one has reaped yet).
  static func hasEnded(_ id: Int32) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(id)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return true }
    return stat[stat.index(after: close)...].split(separator: " ").first == "Z"
  }

  @Test(
    .enabled(if: CLIGolden.dotInstalled, "Graphviz's dot is not installed"),
    .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/stat"), "no /proc"))
  func aSignalEndsGraphvizToo() throws {
    let folder = try ScratchFolder.make("flowsim-interrupt")
    defer { ScratchFolder.remove(folder) }
    try Self.bigFlow().write(
      to: folder.appendingPathComponent("big.flow"), atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = FlowsimBinary.url
    process.arguments = ["dot", "-o", "big.svg", "big.flow"]
    process.currentDirectoryURL = folder
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    let flowsim = process.processIdentifier
    var dot: Int32?
    let deadline = Date().addingTimeInterval(60)
    while dot == nil, process.isRunning, Date() < deadline {
      dot = Self.children(of: flowsim).first
      if dot == nil { usleep(20_000) }
    }
    let child = try #require(dot, "flowsim ended or never ran Graphviz")
    // Past reading its input (which flowsim's end would cut short, ending it anyway):
    // laying the graph out, for half a second of processor time.
    let drawing = Date().addingTimeInterval(30)
    while Self.ticks(child) < 50, !Self.hasEnded(child), Date() < drawing { usleep(20_000) }
    try #require(!Self.hasEnded(child), "Graphviz finished before it could be interrupted")
    kill(flowsim, SIGTERM)
    process.waitUntilExit()
    #expect(process.terminationReason == .uncaughtSignal)
    #expect(process.terminationStatus == SIGTERM)
    var ended = Self.hasEnded(child)
    let grace = Date().addingTimeInterval(10)
    while !ended, Date() < grace {
      usleep(20_000)
      ended = Self.hasEnded(child)
    }
    if !ended { kill(child, SIGKILL) }
    #expect(ended, "Graphviz (\(child)) went on drawing after flowsim was ended")
    let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(left == ["big.flow"])
  }
}
