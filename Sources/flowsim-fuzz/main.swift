import FlowSim
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `flowsim-fuzz`: the long fuzz run (the test suite runs a short, fixed one).
/// Generates cases from a seed until time runs out, runs each through the whole
/// pipeline, and keeps every input that crashes, hangs or breaks a promise.

let usage = """
  USAGE: flowsim-fuzz [--seconds N] [--seed S] [--cases N] [--case I] [--out DIR]
                    [--max-states N] [--size N] [--verbose]

  Runs fuzz cases through parse, load, check, every renderer, scenarios and fmt.
    --seconds N   stop after N seconds (default 60)
    --seed S      the seed (default: from the clock; printed at the start)
    --cases N     stop after N cases
    --case I      run only case I of the seed (to reproduce one)
    --out DIR     where failing inputs are saved (default .build/fuzz)
    --max-states N  the exploration bound per case (default 5000)
    --size N      the largest nesting depth, name length or repetition (default 100000)
    --verbose     print every case's strategy, size and time

  A crash or hang saves the input as DIR/crash.flow or DIR/hang.flow and exits 3;
  a broken promise saves DIR/problem-SEED-I.flow and exits 1. Keep each one as a
  regression case in Tests/FlowSimTests/Fuzz/Regressions/ (see CONTRIBUTING.md).

  """

var options: [String: String] = [:]
var words = Array(CommandLine.arguments.dropFirst())
var verbose = false
while !words.isEmpty {
  let word = words.removeFirst()
  if word == "--verbose" {
    verbose = true
    continue
  }
  guard
    ["--seconds", "--seed", "--cases", "--case", "--out", "--max-states", "--size"].contains(word),
    !words.isEmpty
  else {
    FileHandle.standardError.write(Data(usage.utf8))
    exit(word == "--help" || word == "-h" ? 0 : 2)
  }
  options[String(word.dropFirst(2))] = words.removeFirst()
}
@MainActor func number(_ name: String) -> UInt64? {
  guard let text = options[name] else { return nil }
  guard let value = UInt64(text) else {
    FileHandle.standardError.write(Data("flowsim-fuzz: '--\(name)' needs a whole number\n".utf8))
    exit(2)
  }
  return value
}

let seconds = Double(number("seconds") ?? 60)
let seed = number("seed") ?? UInt64(Date().timeIntervalSince1970 * 1000)
let out = options["out"] ?? ".build/fuzz"
try? FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
FuzzGuard.install(crashPath: out + "/crash.flow", hangPath: out + "/hang.flow", hangSeconds: 20)

let flows = (FileManager.default.enumerator(atPath: "flows")?.allObjects as? [String] ?? [])
  .filter { $0.hasSuffix(".flow") }.sorted()
  .compactMap { FileManager.default.contents(atPath: "flows/" + $0).map { [UInt8]($0) } }
let fixtures = "Tests/FlowSimTests/Import/Fixtures"
let storyboards = ((try? FileManager.default.contentsOfDirectory(atPath: fixtures)) ?? [])
  .filter { $0.hasSuffix(".storyboard") }.sorted()
  .compactMap { FileManager.default.contents(atPath: fixtures + "/" + $0).map { [UInt8]($0) } }
let cases = FuzzCases(
  extraCorpus: flows, storyboards: storyboards, sizeLimit: Int(number("size") ?? 100_000))
let pipeline = FuzzPipeline(maxStates: Int(number("max-states") ?? 5_000))
print(
  "flowsim-fuzz: seed \(seed), \(cases.corpus.count) corpus flows, \(storyboards.count) storyboards,"
    + " up to \(Int(seconds)) s")
// Out before any case runs: a crash must not lose the seed that reproduces it.
fflush(nil)

let started = Date()
let first = Int(number("case") ?? 0)
var index = first
let last = number("case").map { Int($0) + 1 } ?? number("cases").map(Int.init) ?? Int.max
var problemCount = 0
var slowest = (seconds: 0.0, index: 0)
while index < last, Date().timeIntervalSince(started) < seconds {
  let input = cases.make(seed: seed, index: index)
  if options["case"] != nil {
    _ = AtomicFile.write(Data(input.bytes), to: out + "/case-\(seed)-\(index).flow")
    print(
      "case \(index) (\(input.strategy)), \(input.bytes.count) bytes: \(out)/case-\(seed)-\(index).flow"
    )
  }
  let caseStarted = Date()
  FuzzGuard.begin(input.bytes)
  let problems = pipeline.run(input)
  FuzzGuard.end()
  let elapsed = Date().timeIntervalSince(caseStarted)
  if elapsed > slowest.seconds { slowest = (elapsed, index) }
  if verbose {
    print(
      "case \(index) (\(input.strategy)), \(input.bytes.count) bytes: \(String(format: "%.3f", elapsed)) s"
    )
  }
  if !problems.isEmpty {
    problemCount += 1
    let path = "\(out)/problem-\(seed)-\(index).flow"
    _ = AtomicFile.write(Data(input.bytes), to: path)
    print("case \(index) (\(input.strategy)): \(problems.joined(separator: "; ")) (saved \(path))")
  }
  index += 1
}
let total = Date().timeIntervalSince(started)
print(
  "flowsim-fuzz: \(index - first) cases in \(Int(total)) s (seed \(seed)); slowest case \(slowest.index)"
    + " took \(String(format: "%.2f", slowest.seconds)) s; \(problemCount) with problems")
exit(problemCount == 0 ? 0 : 1)
