import FlowSim
import Foundation

// flowsim-bench: times flowsim's pipeline on NAVBENCH instances, generated apps and flow
// files. Build it in release mode for measurements: swift build -c release --product flowsim-bench

func fail(_ message: String, status: Int32) -> Never {
  FileHandle.standardError.write(Data("flowsim-bench: \(message)\n".utf8))
  exit(status)
}

let options: Options
do {
  options = try Options.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
  guard let message = error.message else {
    print(Options.usage)
    exit(0)
  }
  fail("\(message)\n\n\(Options.usage)", status: 2)
}

let workload: PreparedWorkload
do {
  workload = try PreparedWorkload.prepare(options)
} catch {
  fail("\(error)", status: 1)
}

if options.emitPromela {
  print(workload.promela ?? "", terminator: "")
  exit(0)
}

if options.emitFlow {
  print(String(decoding: workload.source.bytes, as: UTF8.self), terminator: "")
  exit(0)
}

let baselineResidentBytes = Memory.residentBytes()
var runs: [PipelineRun] = []
for _ in 0..<options.repeats {
  runs.append(
    Pipeline.run(
      workload.source, stages: options.effectiveStages, threads: options.threads,
      maxStates: options.maxStates, tableSlots: options.tableSlots))
}
let report = Report(
  workload: workload, options: options, runs: runs, baselineResidentBytes: baselineResidentBytes,
  peakResidentBytes: Memory.peakResidentBytes())
print(options.format == .json ? report.json() : report.text())

if !report.frontEndErrors.isEmpty {
  let printer = DiagnosticPrinter()
  for diagnostic in report.frontEndErrors.sortedForDisplay().prefix(10) {
    FileHandle.standardError.write(Data((printer.render(diagnostic) + "\n").utf8))
  }
  fail("the flow has errors; stages after them did not run", status: 1)
}
if !report.consistent { fail("repeats found different counts", status: 1) }
