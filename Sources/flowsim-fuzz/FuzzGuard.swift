import FlowSim
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Keeps the input being run where a signal handler can reach it, so that a crash
/// (a trap, a bad access, a stack overflow) saves the input before the process dies,
/// and a watchdog thread saves an input that runs too long.
enum FuzzGuard {
  nonisolated(unsafe) static var input: UnsafeMutableBufferPointer<UInt8> = .init(
    start: nil, count: 0)
  nonisolated(unsafe) static var crashPath: UnsafeMutablePointer<CChar>?
  static let lock = NSLock()
  nonisolated(unsafe) static var running: (bytes: [UInt8], started: Date)?

  static func install(crashPath: String, hangPath: String, hangSeconds: Double) {
    self.crashPath = strdup(crashPath)
    var alternate = stack_t()
    alternate.ss_sp = UnsafeMutableRawPointer.allocate(byteCount: 1 << 16, alignment: 16)
    alternate.ss_size = 1 << 16
    sigaltstack(&alternate, nil)
    for signal in [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE] {
      var action = sigaction()
      #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = crashed
      #else
        action.__sigaction_u.__sa_handler = crashed
      #endif
      action.sa_flags = Int32(SA_ONSTACK) | Int32(bitPattern: UInt32(SA_RESETHAND))
      sigaction(signal, &action, nil)
    }
    Thread.detachNewThread {
      while true {
        Thread.sleep(forTimeInterval: 1)
        lock.lock()
        let current = running
        lock.unlock()
        guard let current, Date().timeIntervalSince(current.started) > hangSeconds else { continue }
        _ = AtomicFile.write(Data(current.bytes), to: hangPath)
        FileHandle.standardError.write(
          Data(
            "flowsim-fuzz: a case ran over \(Int(hangSeconds)) s; input saved as \(hangPath)\n".utf8
          ))
        exit(3)
      }
    }
  }

  static func begin(_ bytes: [UInt8]) {
    let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
    _ = copy.initialize(from: bytes)
    let old = input
    input = copy
    old.deallocate()
    lock.lock()
    running = (bytes, Date())
    lock.unlock()
  }

  static func end() {
    lock.lock()
    running = nil
    lock.unlock()
  }
}

/// The signal handler: only async-signal-safe calls (open, write, close, raise).
private func crashed(_ signal: Int32) {
  if let path = FuzzGuard.crashPath {
    let file = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    if file >= 0, let base = FuzzGuard.input.baseAddress {
      _ = write(file, base, FuzzGuard.input.count)
    }
    if file >= 0 { close(file) }
    let message = "flowsim-fuzz: crashed; the input is saved as "
    _ = write(2, message, strlen(message))
    _ = write(2, path, strlen(path))
    _ = write(2, "\n", 1)
  }
  raise(signal)
}
