import FlowSim
import Foundation

/// `flowsim`: the command-line front end. Every subcommand is a thin shell over the
/// FlowSim library: it reads files, calls the library, prints, and sets the exit code.

Terminal.holdClosedDescriptors()
Signals.install()
let arguments = Array(CommandLine.arguments.dropFirst())
exit(Dispatcher.run(arguments))
