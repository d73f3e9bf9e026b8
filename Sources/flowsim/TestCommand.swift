import FlowSim

/// `flowsim test`: run the flows' scenarios.
enum TestCommand: Subcommand {
  static let name = "test"
  static let abstract = "Run the scenarios of flows and report failed expectations"
  static let spec = Arguments.Spec(flags: [], options: ["scenario"])
  static let help = """
    USAGE: flowsim test [--scenario NAME] <file-or-folder>…

    """

  static func run(_ arguments: Arguments) throws(UsageError) -> Int32 {
    throw UsageError("not yet available")
  }
}
