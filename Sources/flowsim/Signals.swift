import FlowSim

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// On SIGINT, SIGTERM and SIGHUP, before dying of the signal as usual: the terminal
/// back in the mode it was in (the stepper types in raw mode), no temporary output
/// file left, and no Graphviz left drawing (`Interruption`).
enum Signals {
  static func install() {
    // A parent may have started flowsim with them blocked (a multi-threaded runner's
    // mask is inherited): then a signal would wait, and flowsim with it.
    var mask = sigset_t()
    sigemptyset(&mask)
    for number in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&mask, number) }
    sigprocmask(SIG_UNBLOCK, &mask, nil)
    for number in [SIGINT, SIGTERM, SIGHUP] {
      _ = signal(number) { received in
        if TerminalRestore.isRaw == 1 { tcsetattr(0, TCSANOW, TerminalRestore.saved) }
        Interruption.cleanUp()
        _ = signal(received, SIG_DFL)
        raise(received)
      }
    }
  }
}
