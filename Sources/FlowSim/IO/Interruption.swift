import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What flowsim must not leave behind when a signal ends it mid-way (`timeout`, `kill`,
/// a CI job cancelled): the temporary file `AtomicFile` is writing, and the Graphviz
/// that `Subprocess` is running, which would otherwise draw on with no one to read it.
///
/// The writers note what is in progress here; the executable's signal handler calls
/// `cleanUp()`, which does only what a signal handler may (`unlink`, `kill`). One
/// write and one program at a time are covered, which is how the commands run them.
public enum Interruption {
  private static let child = Atomic<Int32>(0)
  private static let isWriting = Atomic<Bool>(false)
  /// The temporary file's path, as a C string, while `isWriting`.
  nonisolated(unsafe) private static let temporary: UnsafeMutablePointer<CChar> = {
    let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: capacity)
    buffer.initialize(repeating: 0, count: capacity)
    return buffer
  }()
  private static let capacity = 4096

  /// Removes the temporary file being written and ends the program being run, if
  /// any. Safe in a signal handler.
  public static func cleanUp() {
    let pid = child.load(ordering: .sequentiallyConsistent)
    if pid > 0 { kill(pid, SIGTERM) }
    if isWriting.load(ordering: .sequentiallyConsistent) { unlink(temporary) }
  }

  /// `pid` runs until `finished()`.
  static func running(_ pid: Int32) { child.store(pid, ordering: .sequentiallyConsistent) }

  static func finished() { child.store(0, ordering: .sequentiallyConsistent) }

  /// A temporary file at `path` is being written until `written()`.
  static func writing(_ path: String) {
    isWriting.store(false, ordering: .sequentiallyConsistent)
    let bytes = Array(path.utf8)
    guard bytes.count < capacity else { return }
    for (index, byte) in bytes.enumerated() { temporary[index] = CChar(bitPattern: byte) }
    temporary[bytes.count] = 0
    isWriting.store(true, ordering: .sequentiallyConsistent)
  }

  static func written() { isWriting.store(false, ordering: .sequentiallyConsistent) }
}
