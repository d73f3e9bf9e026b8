import FlowSim

/// What to benchmark and how, from the command line.
struct Options {
  /// The flow to benchmark: a NAVBENCH instance, a generated app, or a flow file.
  enum Workload {
    case navBench(NavBenchParameters)
    case navBenchSpec(path: String)
    case largeFlow(screens: Int)
    case shape(ShapeParameters)
    case flowFile(path: String)
  }

  /// How the report is printed: text for people, one JSON line for scripts.
  enum Format: String {
    case text
    case json
  }

  var workload: Workload?
  var seed: UInt64 = 1
  var threads = 1
  var maxStates: Int?
  /// Size the explorer for what a table of this many slots holds (as pan's `-w` sizes SPIN's).
  var tableSlots: Int?
  var stages: Set<Stage>?
  var repeats = 1
  var format = Format.text
  var emitFlow = false
  var emitPromela = false

  /// The stages to run: as given, else everything except for the large flow (front end only).
  var effectiveStages: Set<Stage> {
    if let stages { return stages }
    if case .largeFlow = workload { return [.parse, .resolve] }
    return Set(Stage.allCases)
  }

  static let usage = """
    usage: flowsim-bench WORKLOAD [options]

    Runs a flow through flowsim's parser, resolver, explorer and checks, timing each.

    workloads (one):
      -T N -S N -K N -D N -V N [--seed N]   a NAVBENCH instance (seed defaults to 1)
      --navbench NAME                        a NAVBENCH instance by name, e.g. T3-S10-K2-D4-V8-s1
      --json FILE                            a NAVBENCH JSON spec written by navbench.py gen
      --large-flow N [--seed N]              a generated app of N screens (front end only
                                             unless --stages says otherwise)
      --shape NAME                           a shape workload by name (bools, counters,
                                             modals), e.g. bools-T2-S4-D3-V16-s1
      --flow FILE                            a flow file

    options:
      --threads N        explorer threads (default 1)
      --max-states N     stop exploring after N states
      --slots N          size the explorer for what a table of N slots holds, as
                         pan's -w does SPIN's (2^w); default: start small and grow
      --stages LIST      comma-separated subset of parse,resolve,explore,check
      --repeat N         run the pipeline N times in this process; report medians
      --format text|json report format (json: one object on one line, for scripts)
      --emit-flow        print the generated flow text and exit
      --emit-promela     print a shape workload's Promela model and exit
      -h, --help         this text
    """

  /// Parses `arguments` (without the program name); throws a message for the user.
  static func parse(_ arguments: [String]) throws(UsageError) -> Options {
    var options = Options()
    var navBench: [String: Int] = [:]
    var rest = arguments[...]
    func value(_ flag: String) throws(UsageError) -> String {
      guard let next = rest.popFirst() else { throw UsageError("\(flag) needs a value") }
      return next
    }
    func number(_ flag: String, minimum: Int = 0) throws(UsageError) -> Int {
      let text = try value(flag)
      guard let number = Int(text), number >= minimum else {
        throw UsageError("\(flag) needs a whole number of at least \(minimum), got '\(text)'")
      }
      return number
    }
    while let flag = rest.popFirst() {
      switch flag {
      case "-T", "-S", "-K", "-D", "-V": navBench[flag] = try number(flag)
      case "--seed":
        let text = try value(flag)
        guard let seed = UInt64(text) else {
          throw UsageError("--seed needs an unsigned 64-bit number")
        }
        options.seed = seed
      case "--navbench":
        let name = try value(flag)
        guard let parameters = NavBenchParameters(name: name) else {
          throw UsageError("'\(name)' is not a NAVBENCH name such as T3-S10-K2-D4-V8-s1")
        }
        try options.setWorkload(.navBench(parameters))
      case "--json": try options.setWorkload(.navBenchSpec(path: try value(flag)))
      case "--large-flow":
        try options.setWorkload(.largeFlow(screens: try number(flag, minimum: 1)))
      case "--shape":
        let name = try value(flag)
        guard let parameters = ShapeParameters(name: name) else {
          throw UsageError("'\(name)' is not a shape name such as bools-T2-S4-D3-V16-s1")
        }
        try options.setWorkload(.shape(parameters))
      case "--flow": try options.setWorkload(.flowFile(path: try value(flag)))
      case "--threads": options.threads = try number(flag, minimum: 1)
      case "--max-states": options.maxStates = try number(flag, minimum: 1)
      case "--slots": options.tableSlots = try number(flag, minimum: 1)
      case "--repeat": options.repeats = try number(flag, minimum: 1)
      case "--stages": options.stages = try Stage.parseList(try value(flag))
      case "--format":
        let text = try value(flag)
        guard let format = Format(rawValue: text) else {
          throw UsageError("--format is text or json")
        }
        options.format = format
      case "--emit-flow": options.emitFlow = true
      case "--emit-promela": options.emitPromela = true
      case "-h", "--help": throw UsageError(nil)
      default: throw UsageError("unknown argument '\(flag)'")
      }
    }
    if !navBench.isEmpty {
      let letters = ["-T", "-S", "-K", "-D", "-V"]
      let missing = letters.filter { navBench[$0] == nil }
      guard missing.isEmpty else {
        throw UsageError("a NAVBENCH instance needs \(missing.joined(separator: " ")) too")
      }
      try options.setWorkload(
        .navBench(
          NavBenchParameters(
            tabs: navBench["-T"]!, screensPerTab: navBench["-S"]!, pushesPerScreen: navBench["-K"]!,
            maxDepth: navBench["-D"]!, variables: navBench["-V"]!, seed: options.seed)))
    }
    guard options.workload != nil else { throw UsageError("no workload given") }
    if options.emitPromela, case .shape = options.workload {
    } else if options.emitPromela {
      throw UsageError("--emit-promela needs a --shape workload")
    }
    return options
  }

  private mutating func setWorkload(_ workload: Workload) throws(UsageError) {
    guard self.workload == nil else { throw UsageError("give one workload only") }
    self.workload = workload
  }
}

/// A command-line mistake, or a request for help (nil message).
struct UsageError: Error {
  var message: String?

  init(_ message: String?) { self.message = message }
}
