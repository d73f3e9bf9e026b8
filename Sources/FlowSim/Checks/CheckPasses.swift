import Foundation

/// Runs the checks over one explored space, on one thread or two: with two, the first
/// check (`ReachabilityCheck`, the costliest: unused controls, dead ends, no way out)
/// runs on a second thread with a context of its own (a simulator is not
/// thread-safe), while the calling thread runs the others. The findings are returned
/// per check, in the checks' order, the same on one thread as on two.
enum CheckPasses {
  /// Each check's findings, in the order of `checks`; `context` then knows every
  /// `known` line met, whichever thread met it.
  static func run(_ checks: [any Check], _ context: CheckContext, threads: Int) -> [[Finding]] {
    guard threads > 1, checks.count > 1 else { return checks.map { $0.run(context) } }
    let aside = Aside(
      check: checks[0],
      context: CheckContext(
        flow: context.flow, space: context.space, original: context.original,
        leftOut: context.leftOut))
    let done = DispatchSemaphore(value: 0)
    // The main thread's stack size: a check may recurse as deep there.
    let thread = Thread {
      aside.findings = aside.check.run(aside.context)
      done.signal()
    }
    thread.stackSize = 8 << 20
    thread.start()
    let rest = checks.dropFirst().map { $0.run(context) }
    done.wait()
    context.knownLinesMet.formUnion(aside.context.knownLinesMet)
    return [aside.findings] + rest
  }

  /// What the second thread reads and writes: handed over before it starts, read
  /// back after it signals, so never touched by both threads at once.
  private final class Aside: @unchecked Sendable {
    let check: any Check
    let context: CheckContext
    var findings: [Finding] = []

    init(check: any Check, context: CheckContext) {
      self.check = check
      self.context = context
    }
  }
}
