import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Starts the explorer's helper threads, each on a processor other than the exploring
/// thread's where the system lets it say so (Linux), so that they start helping at
/// once.
///
/// Contract: a helper starts running promptly even while its creator keeps its own
/// processor busy; a new thread is otherwise often queued behind its creator until the
/// scheduler's next balancing, which on a small flow can be much of the whole
/// exploration (bench/RESULTS.md has the measurements). The placement holds for the
/// start only: the thread then widens its affinity back to the processors the process
/// may use, and the scheduler may move it like any other.
enum HelperThread {
  /// Runs `body` on a new thread with a 1 MiB stack, started on the `index`-th
  /// (cyclically) of the processors the process may use other than the calling
  /// thread's, when there is one.
  static func start(index: Int, _ body: @escaping @Sendable () -> Void) {
    #if os(Linux)
      let start = Start(body)
      var attributes = pthread_attr_t()
      pthread_attr_init(&attributes)
      defer { pthread_attr_destroy(&attributes) }
      pthread_attr_setstacksize(&attributes, 1 << 20)
      pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
      var allowed = cpu_set_t()
      if let affinity = Affinity.functions,
        affinity.get(0, MemoryLayout<cpu_set_t>.size, &allowed) == 0,
        let processor = otherProcessor(index, of: allowed, current: Int(affinity.current()))
      {
        var only = cpu_set_t()
        include(processor, in: &only)
        if affinity.setForNew(&attributes, MemoryLayout<cpu_set_t>.size, &only) == 0 {
          start.allowed = allowed
        }
      }
      let context = Unmanaged.passRetained(start).toOpaque()
      var handle = pthread_t()
      if pthread_create(&handle, &attributes, run, context) == 0 { return }
      Unmanaged<Start>.fromOpaque(context).release()
    #endif
    let thread = Thread(block: body)
    thread.stackSize = 1 << 20
    thread.start()
  }

  #if os(Linux)
    /// What a new thread runs, and the processors to allow it once it runs.
    private final class Start {
      let body: @Sendable () -> Void
      var allowed: cpu_set_t?

      init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }

    /// What `pthread_create` runs: the start's body, after widening the affinity.
    private static let run: @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? =
      { runStart($0) }

    private static func runStart(_ context: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
      let start = Unmanaged<Start>.fromOpaque(context!).takeRetainedValue()
      if var allowed = start.allowed, let affinity = Affinity.functions {
        // 0: this thread.
        _ = affinity.set(0, MemoryLayout<cpu_set_t>.size, &allowed)
      }
      start.body()
      return nil
    }

    /// glibc's affinity functions, which Swift's Glibc module leaves out (they are GNU
    /// extensions), looked up by name; nil where one is missing.
    struct Affinity {
      typealias Get = @convention(c) (pid_t, Int, UnsafeMutablePointer<cpu_set_t>) -> Int32
      typealias Set = @convention(c) (pid_t, Int, UnsafePointer<cpu_set_t>) -> Int32
      typealias SetForNew =
        @convention(c) (
          UnsafeMutablePointer<pthread_attr_t>, Int, UnsafePointer<cpu_set_t>
        ) -> Int32
      typealias Current = @convention(c) () -> Int32

      let get: Get
      let set: Set
      let setForNew: SetForNew
      let current: Current

      static let functions: Affinity? = {
        // A null handle is RTLD_DEFAULT: every library loaded.
        guard let get = dlsym(nil, "sched_getaffinity"), let set = dlsym(nil, "sched_setaffinity"),
          let setForNew = dlsym(nil, "pthread_attr_setaffinity_np"),
          let current = dlsym(nil, "sched_getcpu")
        else { return nil }
        return Affinity(
          get: unsafeBitCast(get, to: Get.self), set: unsafeBitCast(set, to: Set.self),
          setForNew: unsafeBitCast(setForNew, to: SetForNew.self),
          current: unsafeBitCast(current, to: Current.self))
      }()
    }

    /// The `index`-th (cyclically) processor in `set` other than `current`; nil when
    /// there is none.
    static func otherProcessor(_ index: Int, of set: cpu_set_t, current: Int) -> Int? {
      let others = (0..<processorLimit).filter { $0 != current && contains($0, in: set) }
      return others.isEmpty ? nil : others[index % others.count]
    }

    /// Processors a `cpu_set_t` can name.
    static let processorLimit = MemoryLayout<cpu_set_t>.size * 8

    /// Whether `set` names `processor` (glibc's CPU_ISSET, a macro Swift cannot call).
    static func contains(_ processor: Int, in set: cpu_set_t) -> Bool {
      let (offset, bit) = place(of: processor)
      return withUnsafeBytes(of: set) { $0.load(fromByteOffset: offset, as: UInt.self) } & bit != 0
    }

    /// Adds `processor` to `set` (glibc's CPU_SET).
    static func include(_ processor: Int, in set: inout cpu_set_t) {
      let (offset, bit) = place(of: processor)
      withUnsafeMutableBytes(of: &set) { bytes in
        let word = bytes.load(fromByteOffset: offset, as: UInt.self)
        bytes.storeBytes(of: word | bit, toByteOffset: offset, as: UInt.self)
      }
    }

    /// Where a processor's bit is in a `cpu_set_t`: an array of words, lowest first.
    private static func place(of processor: Int) -> (offset: Int, bit: UInt) {
      (processor / UInt.bitWidth * MemoryLayout<UInt>.size, 1 << UInt(processor % UInt.bitWidth))
    }
  #endif
}
