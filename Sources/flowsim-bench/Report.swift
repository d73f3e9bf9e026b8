import FlowSim
import Foundation

/// The figures of a benchmark run, summarised over its repeats (medians of stage times).
struct Report {
  var workload: PreparedWorkload
  var options: Options
  var runs: [PipelineRun]
  /// Resident bytes before the first stage ran (runtime, libraries, the flow text).
  var baselineResidentBytes: Int?
  var peakResidentBytes: Int?

  private var last: PipelineRun { runs[runs.count - 1] }

  /// The median time of `stage` over the runs where it ran.
  func seconds(_ stage: Stage) -> Double? {
    let times = runs.compactMap { $0.seconds[stage] }.sorted()
    guard !times.isEmpty else { return nil }
    let middle = times.count / 2
    return times.count % 2 == 1 ? times[middle] : (times[middle - 1] + times[middle]) / 2
  }

  /// Whether every repeat found the same counts (they must: exploration is deterministic).
  var consistent: Bool {
    runs.allSatisfy { $0.states == last.states && $0.transitions == last.transitions }
  }

  var statesPerSecond: Double? {
    guard let states = last.states, let time = seconds(.explore), time > 0 else { return nil }
    return Double(states) / time
  }

  var peakBytesPerState: Double? {
    guard let peak = peakResidentBytes, let states = last.states, states > 0 else { return nil }
    return Double(peak) / Double(states)
  }

  /// Peak RSS growth over the baseline per stored state: memory the pipeline added.
  var peakGrowthBytesPerState: Double? {
    guard let peak = peakResidentBytes, let baseline = baselineResidentBytes,
      let states = last.states, states > 0
    else { return nil }
    return Double(peak - baseline) / Double(states)
  }

  var frontEndErrors: [Diagnostic] { last.diagnostics.filter { $0.severity == .error } }

  private func count(_ severity: Severity, in diagnostics: [Diagnostic]) -> Int {
    diagnostics.filter { $0.severity == severity }.count
  }

  // MARK: - Text

  func text() -> String {
    var lines = [
      "workload   \(workload.kind) \(workload.name) "
        + "(\(workload.source.bytes.count) bytes, \(workload.source.bytes.filter { $0 == 10 }.count) lines)",
      "threads    \(options.threads)" + (runs.count > 1 ? ", median of \(runs.count) runs" : ""),
    ]
    for stage in Stage.allCases {
      guard let time = seconds(stage) else { continue }
      var line = stage.rawValue.padding(toLength: 11, withPad: " ", startingAt: 0)
      line += String(format: "%10.3f ms", time * 1000)
      switch stage {
      case .parse, .resolve:
        let diagnostics = last.diagnostics
        line +=
          "   \(count(.error, in: diagnostics)) errors, \(count(.warning, in: diagnostics)) warnings so far"
      case .explore:
        line += "   \(last.states ?? 0) states, \(last.transitions ?? 0) transitions"
        if let rate = statesPerSecond { line += String(format: ", %.0f states/s", rate) }
        if last.complete == false { line += " (stopped at --max-states)" }
      case .check:
        line +=
          "   \(count(.error, in: last.findings)) errors, \(count(.warning, in: last.findings)) warnings"
      }
      lines.append(line)
    }
    var memory =
      "memory     peak RSS "
      + (peakResidentBytes.map { String(format: "%.1f MB", Double($0) / 1_048_576) } ?? "unknown")
    if let perState = last.bytesPerState {
      memory += String(format: ", %.1f bytes/state (explorer)", perState)
    }
    if let perState = peakBytesPerState {
      memory += String(format: ", %.1f bytes/state (peak RSS)", perState)
    }
    if let perState = peakGrowthBytesPerState {
      memory += String(format: ", %.1f bytes/state (peak RSS over baseline)", perState)
    }
    lines.append(memory)
    if !consistent { lines.append("WARNING    repeats found different counts") }
    return lines.joined(separator: "\n")
  }

  // MARK: - JSON

  /// One JSON object on one line, keys in a fixed order; absent figures are `null`.
  func json() -> String {
    func number(_ value: Double?) -> String { value.map { String(format: "%.9g", $0) } ?? "null" }
    func integer(_ value: Int?) -> String { value.map(String.init) ?? "null" }
    // Numbers keep nine significant digits, which JSONValue's doubles do not: only
    // strings go through it.
    func string(_ value: String) -> String { JSONValue.string(value).serialized(pretty: false) }
    let fields: [(String, String)] = [
      ("workload", string(workload.kind)),
      ("name", string(workload.name)),
      ("flow_bytes", integer(workload.source.bytes.count)),
      ("threads", integer(options.threads)),
      ("repeat", integer(runs.count)),
      (
        "stages",
        "[" + options.effectiveStages.sorted().map { string($0.rawValue) }.joined(separator: ",")
          + "]"
      ),
      ("prepare_seconds", number(workload.prepareSeconds)),
      ("parse_seconds", number(seconds(.parse))),
      ("resolve_seconds", number(seconds(.resolve))),
      ("explore_seconds", number(seconds(.explore))),
      ("check_seconds", number(seconds(.check))),
      ("states", integer(last.states)),
      ("transitions", integer(last.transitions)),
      ("complete", last.complete.map { $0 ? "true" : "false" } ?? "null"),
      ("consistent", consistent ? "true" : "false"),
      ("states_per_second", number(statesPerSecond)),
      ("bytes_per_state", number(last.bytesPerState)),
      ("peak_rss_bytes", integer(peakResidentBytes)),
      ("peak_rss_bytes_per_state", number(peakBytesPerState)),
      ("baseline_rss_bytes", integer(baselineResidentBytes)),
      ("peak_rss_growth_bytes_per_state", number(peakGrowthBytesPerState)),
      ("errors", integer(count(.error, in: last.diagnostics + last.findings))),
      ("warnings", integer(count(.warning, in: last.diagnostics + last.findings))),
    ]
    return "{" + fields.map { "\(string($0.0)):\($0.1)" }.joined(separator: ",") + "}"
  }
}
