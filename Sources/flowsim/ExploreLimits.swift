import FlowSim

/// `--max-states N` and `--max-memory SIZE`, which every command that explores a flow
/// takes: how far exploring may go before it stops and says so.
enum ExploreLimits {
  /// The options' names, for a command's `Arguments.Spec`.
  static let options = ["max-states", "max-memory"]

  /// The explorer's options from the command line: a bad number or size is a usage
  /// error naming the option, given before any flow is read.
  static func explorerOptions(_ arguments: Arguments, defaultMaxStates: Int = 2_000_000)
    throws(UsageError) -> Explorer.Options
  {
    var options = Explorer.Options(
      maxStates: try arguments.integer("max-states") ?? defaultMaxStates)
    options.maxMemory = try maxMemory(arguments)
    return options
  }

  /// `--max-memory`, or the default ceiling (nil when the machine's memory is unknown).
  private static func maxMemory(_ arguments: Arguments) throws(UsageError) -> Int? {
    guard let text = arguments.value("max-memory") else { return MemoryBudget.defaultBytes }
    guard let bytes = MemoryBudget.parse(text) else {
      throw UsageError(
        "'--max-memory' needs a size such as 512M or 4G (K, M, G: 1,024s), not '\(text)'")
    }
    return bytes
  }
}
