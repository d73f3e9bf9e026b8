import Foundation

/// The reachable configurations of a flow, found by breadth-first exploration: the
/// input to every check, walkthrough and state diagram.
///
/// Configurations are numbered in discovery order (0 is the start), so following
/// parents from any configuration gives a shortest walkthrough to it.
public final class StateSpace: @unchecked Sendable {
  public let flow: Flow
  let semantics: Semantics
  let store: ConfigurationStore
  /// Transitions taken, counted with multiplicity (one per offered transition that
  /// leads somewhere, from every configuration).
  public internal(set) var transitionCount = 0
  /// False when exploration stopped at `maxStates` before finishing.
  public internal(set) var isComplete = true
  /// Whether exploration stopped at the memory ceiling (`Explorer.Options.maxMemory`)
  /// rather than at `maxStates`.
  public internal(set) var stoppedForMemory = false
  /// Which screens are visible in some configuration.
  public internal(set) var visibleScreens: [Bool]
  /// Which transitions lead somewhere from some configuration.
  public internal(set) var firedTransitions: [Bool]
  /// The first configuration (in breadth-first order) where each distinct issue
  /// happens, in the order they were met.
  public internal(set) var issues: [IssueRecord] = []
  /// Whether some configuration would grow past flowsim's limits (a stack deeper
  /// than `StateLayout.maximumDepth`, more modals than `maximumModals`): the steps
  /// that would make one are cut off, so what lies beyond is left out, reachable or
  /// not (`flowsim check` reports them as `configuration-too-large`).
  public var isCutOff: Bool {
    issues.contains { $0.issue == .stackTooDeep || $0.issue == .tooLarge }
  }

  /// What a command that shows this space should say when it `isCutOff`.
  public static let cutOffNote =
    "some stacks or modals grow past flowsim's limits (\(StateLayout.maximumDepth) screens in a stack, \(StateLayout.maximumModals) modals) and are cut off there; what follows leaves out what lies beyond ('flowsim check' says where)"

  /// Configurations with no transition that leads anywhere, in discovery order.
  public internal(set) var deadEnds: [Int] = []
  /// Successors of each configuration (when edges were recorded): `edgeStart[i]..<edgeStart[i+1]`,
  /// each edge's target and transition (16 bits where the flow allows, see
  /// `EdgeTransitions`), in lists that grew in place (`ReservedList`).
  var edgeStart = ReservedList<UInt32>()
  var edgeTarget = ReservedList<UInt32>()
  var edgeTransition = EdgeTransitions(narrow: true)
  /// The largest breadth-first distance from the start.
  public internal(set) var depth = 0

  /// An issue and where it first happened.
  public struct IssueRecord: Sendable, Hashable {
    /// The configuration in which the transition was taken.
    public var state: Int
    public var transition: TransitionID
    public var issue: StepIssue
    /// The action in the transition's chain (-1 for system controls).
    public var action: Int
  }

  init(flow: Flow, semantics: Semantics, store: ConfigurationStore) {
    self.flow = flow
    self.semantics = semantics
    self.store = store
    visibleScreens = Array(repeating: false, count: flow.screens.count)
    firedTransitions = Array(repeating: false, count: flow.transitions.count)
  }

  /// How many configurations were found.
  public var count: Int { store.count }

  /// Whether edges were recorded (needed by checks that search backwards).
  public var hasEdges: Bool { !edgeStart.isEmpty }

  /// Configuration `index`.
  public func configuration(_ index: Int) -> Configuration {
    Configuration(bytes: store.copy(of: index))
  }

  /// The configuration `index` was first reached from (nil for the start).
  public func parent(of index: Int) -> Int? {
    index == 0 ? nil : Int(store.parents[index])
  }

  /// The number of configuration `index`'s rest, below `restCount`: configurations
  /// of one rest have the same navigation (screens, stacks, modals) and differ only
  /// in the variables of their first byte (see `ConfigurationStore`).
  func rest(of index: Int) -> Int { store.snapshot.key(of: index) &>> store.lowBits }

  /// How many distinct rests the configurations have.
  var restCount: Int { store.rests.count }

  /// Bytes of memory per stored configuration, everything the store holds included.
  public var bytesPerState: Double { Double(store.bytesUsed) / Double(max(1, count)) }

  /// The screen configuration `index` shows: as exploring it recorded (with edges),
  /// else read from the configuration.
  public func visibleScreen(of index: Int) -> ScreenID {
    if index < shown.count { return ScreenID(Int(shown[index])) }
    let state = StateBuffer(layout: semantics.layout, capacity: store.readCapacity)
    state.load { store.snapshot.read(index, into: $0) }
    return ScreenID(state.visibleScreen())
  }

  /// The successors of `index` as (target, transition) pairs, in expansion order.
  public func successors(of index: Int) -> Successors {
    guard hasEdges else {
      return Successors(targets: edgeTarget, transitions: edgeTransition, range: 0..<0)
    }
    return Successors(
      targets: edgeTarget, transitions: edgeTransition,
      range: Int(edgeStart[index])..<Int(edgeStart[index + 1]))
  }

  /// One configuration's successors, read from the recorded edges where they are
  /// (checks walk every configuration's: a copy of each would cost more than the walk).
  public struct Successors: RandomAccessCollection, Sendable {
    let targets: ReservedList<UInt32>
    let transitions: EdgeTransitions
    let range: Range<Int>

    public var startIndex: Int { range.lowerBound }
    public var endIndex: Int { range.upperBound }

    public subscript(position: Int) -> (target: Int, transition: TransitionID) {
      (Int(targets[position]), TransitionID(Int(transitions[position])))
    }
  }

  /// Whether `expr` holds in each configuration, in index order (`Simulator.holds`
  /// over every configuration, without unpacking any). Configurations expanded with
  /// edges recorded take their visible screen and enabled controls from what
  /// exploring them found: the transitions that led somewhere or failed.
  ///
  /// A condition that can hold only at some screens (`at X and …`, see
  /// `ConditionProgram.screens(where:)`) is false in an expanded configuration
  /// showing another one: that is answered from the recorded screen, without
  /// running the program.
  public func holds(_ expr: Expr) -> [Bool] {
    let program = ConditionProgram(expr)
    // Every screen may, when the condition's form does not narrow them down.
    var possible = [Bool](repeating: program.screens == nil, count: flow.screens.count)
    for screen in program.screens ?? [] { possible[screen.index] = true }
    let work = takeWorkspace()
    defer { putBack(work) }
    let semantics = semantics
    let view = store.snapshot
    let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: store.readCapacity)
    defer { buffer.deallocate() }
    let count = count
    let expanded = shown.count
    return [Bool](unsafeUninitializedCapacity: count) { result, initialized in
      shown.withUnsafeBufferPointer { shown in
        possible.withUnsafeBufferPointer { possible in
          edgeStart.withUnsafeBufferPointer { edgeStart in
            failureStart.withUnsafeBufferPointer { failureStart in
              failureTransition.withUnsafeBufferPointer { failureTransition in
                var source = Recorded(
                  controls: semantics.transitionControl, edgeStart: edgeStart,
                  edgeTransition: edgeTransition, failureStart: failureStart,
                  failureTransition: failureTransition)
                for index in 0..<count {
                  if index < expanded, !possible[Int(shown[index])] {
                    result[index] = false
                    continue
                  }
                  let length = view.read(index, into: buffer)
                  let pointer = UnsafePointer(buffer)
                  guard index < expanded else {
                    result[index] = program.holds(
                      in: pointer, count: length, semantics: semantics, work: work)
                    continue
                  }
                  source.index = index
                  result[index] = program.holds(
                    in: pointer, count: length, semantics: semantics, work: work,
                    visible: Int(shown[index]), enabled: &source)
                }
              }
            }
          }
        }
      }
      initialized = count
    }
  }

  /// A workspace for `holds` to reuse: making one clears two 64 KiB state buffers,
  /// which costs more than evaluating a simple condition over every configuration.
  /// Taken under the lock, so threads evaluating at once each work in their own.
  private var spareWorkspace: Semantics.Workspace?
  private let workspaceLock = NSLock()

  private func takeWorkspace() -> Semantics.Workspace {
    workspaceLock.lock()
    defer { workspaceLock.unlock() }
    return spareWorkspace.take() ?? Semantics.Workspace(semantics)
  }

  private func putBack(_ work: Semantics.Workspace) {
    workspaceLock.lock()
    spareWorkspace = work
    workspaceLock.unlock()
  }

  /// The enabled controls of expanded configuration `index`, from what exploring it
  /// recorded: a control is enabled when one of its transitions led somewhere or
  /// failed. Made once per `holds` and pointed at each configuration in turn; each
  /// question scans the configuration's transitions (a condition asks about a control
  /// or two, so listing them all first, each once, would cost more).
  private struct Recorded: ConditionProgram.EnabledControls.Source {
    let controls: Table<Int32>
    let edgeStart: UnsafeBufferPointer<UInt32>
    let edgeTransition: EdgeTransitions
    let failureStart: UnsafeBufferPointer<UInt32>
    let failureTransition: UnsafeBufferPointer<UInt32>
    var index = 0

    func isEnabled(_ control: ControlID) -> Bool {
      let control = Int32(truncatingIfNeeded: control.index)
      for edge in Int(edgeStart[index])..<Int(edgeStart[index + 1])
      where controls[Int(edgeTransition[edge])] == control {
        return true
      }
      for failure in Int(failureStart[index])..<Int(failureStart[index + 1])
      where controls[Int(failureTransition[failure])] == control {
        return true
      }
      return false
    }
  }

  /// With edges: each expanded configuration's visible screen (two bytes number every
  /// screen, see `FlowLimits`), and the transitions that failed in it
  /// (`failureTransition[failureStart[i]..<failureStart[i + 1]]`).
  var shown = ReservedList<UInt16>()
  var failureStart = ReservedList<UInt32>()
  var failureTransition = ReservedList<UInt32>()

  /// Every configuration from which one in `targets` can be reached (targets included),
  /// passing only through configurations `through` allows (all, when nil).
  public func canReach(_ targets: [Bool], through allowed: [Bool]? = nil) -> [Bool] {
    guard hasEdges else { return targets }
    incomingLock.lock()
    if incomingEdges == nil { incomingEdges = makeIncomingEdges() }
    let incoming = incomingEdges.unsafelyUnwrapped
    incomingLock.unlock()
    let count = targets.count
    let everywhere = allowed == nil
    let allowed = allowed ?? []
    // The search touches every edge into a reached configuration: plain memory keeps
    // bounds and uniqueness checks out of it. Each configuration is pushed once.
    let work = UnsafeMutablePointer<Int>.allocate(capacity: max(1, count))
    defer { work.deallocate() }
    return [Bool](unsafeUninitializedCapacity: count) { reached, initialized in
      var pending = 0
      for (index, isTarget) in targets.enumerated() {
        reached[index] = isTarget
        if isTarget {
          work[pending] = index
          pending += 1
        }
      }
      incoming.start.withUnsafeBufferPointer { start in
        incoming.sources.withUnsafeBufferPointer { sources in
          allowed.withUnsafeBufferPointer { allowed in
            while pending > 0 {
              pending -= 1
              let next = work[pending]
              for edge in Int(start[next])..<Int(start[next + 1]) {
                let source = Int(sources[edge])
                if !reached[source], everywhere || allowed[source] {
                  reached[source] = true
                  work[pending] = source
                  pending += 1
                }
              }
            }
          }
        }
      }
      initialized = count
    }
  }

  /// The edges into each configuration, flat: the configurations with an edge to `t`
  /// are `sources[start[t]..<start[t + 1]]`. 32-bit, as the recorded edges are:
  /// this index is held beside them while the checks run.
  struct IncomingEdges {
    var start: [UInt32]
    var sources: [UInt32]
  }

  /// The incoming edges, once some check has asked for them (several checks search
  /// backwards from different targets, maybe on several threads: hence the lock).
  private var incomingEdges: IncomingEdges?
  private let incomingLock = NSLock()

  /// Counts the edges into each configuration, then files each edge's source under
  /// its target, on plain memory (a pass over every edge, twice).
  private func makeIncomingEdges() -> IncomingEdges {
    let count = count
    let edges = edgeTarget.count
    let filled = UnsafeMutablePointer<UInt32>.allocate(capacity: count + 1)
    defer { filled.deallocate() }
    let start = [UInt32](unsafeUninitializedCapacity: count + 1) { start, initialized in
      start.initialize(repeating: 0)
      edgeTarget.withUnsafeBufferPointer { edgeTarget in
        for target in edgeTarget { start[Int(target) + 1] &+= 1 }
      }
      for index in 0..<count { start[index + 1] &+= start[index] }
      filled.initialize(from: start.baseAddress!, count: count + 1)
      initialized = count + 1
    }
    let sources = [UInt32](unsafeUninitializedCapacity: edges) { sources, initialized in
      edgeStart.withUnsafeBufferPointer { edgeStart in
        edgeTarget.withUnsafeBufferPointer { edgeTarget in
          for source in 0..<count {
            for edge in Int(edgeStart[source])..<Int(edgeStart[source + 1]) {
              let target = Int(edgeTarget[edge])
              sources[Int(filled[target])] = UInt32(source)
              filled[target] &+= 1
            }
          }
        }
      }
      initialized = edges
    }
    return IncomingEdges(start: start, sources: sources)
  }
}
