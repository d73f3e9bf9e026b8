/// What expanding a configuration yields, worked out once for its rest, as one
/// explorer thread has seen it: a cache that spares expanding most configurations
/// at all.
///
/// Where configurations share rests (see `ConfigurationStore`), everything a
/// configuration offers depends on its rest and its first byte, and on the first
/// byte only through guards and `set`s. So once a rest has been expanded the full
/// way (see `expanded` for when), its *plan* lists, in expansion order, every step it
/// offers (the screen's controls, back and tabs, the events): a flip of the first
/// byte (a toggle) by its bits, a step to another rest (known from the thread's
/// `SuccessorMemo`, or looked up in the store; a rest whose step leads to a rest not
/// stored yet is tried again later), or a step to a rest with the first byte mapped
/// through a table of 256
/// (a `set` of a variable of the first byte, alone or after other actions), each
/// with the mask of first bytes for which its guards hold (worked out over the 256
/// first bytes with the rest's own variables, for a guard that reads both).
/// Expanding another configuration of that rest is then a walk down the plan,
/// making each successor's key from the configuration's own: no bytes read,
/// parsed, written or hashed.
///
/// What a step reports (a screen pushed a second time, a `noreturn` screen
/// uncovered, a failure) depends on the rest too, and is kept in the plan beside it.
/// A rest gets no plan (and is expanded the full way every time) where anything
/// could depend on the first byte otherwise: an outcome's guard or a `set`'s value
/// reading it, a toggle of it among other actions, a `set` that fails for some
/// first byte its guard lets through. Tests explore every flow with and without
/// plans and compare the results.
final class RestPlans {
  /// One step of a plan.
  struct Step {
    var transition: UInt32
    /// The mask of first bytes for which the step's guard holds (an index into
    /// `masks`, in 256-bit blocks), or -1: always.
    var mask: Int32
    /// What `kind` says: the bits a flip flips, the number of the rest a step leads
    /// to, or the notice's index in `notices`.
    var target: UInt32
    var kind: Kind
    /// For `mapped`: the number of the map of first bytes (see `maps`).
    var map: UInt16 = 0
  }

  /// What a step yields. Flips and rests come first: replaying tells them from the
  /// others by one comparison of the raw value.
  enum Kind: UInt8 {
    /// The configuration with its first byte flipped (`target`: the bits).
    case flip
    /// Rest number `target`, with the same first byte.
    case rest
    /// Rest number `target`, with the first byte mapped through map `map`.
    case mapped
    /// An issue to report (notice `target`): a notice before the step's successor,
    /// or a failure instead of one.
    case issue
  }

  /// An issue a step reports, and at which of its actions.
  struct Notice {
    var issue: StepIssue
    var action: Int
  }

  /// A rest's plan: its steps, and the screen it shows.
  struct Plan {
    let steps: UnsafePointer<Step>
    let count: Int
    let visible: Int
  }

  /// Per rest: how often it was expanded the full way (below `planned`), or where
  /// its plan is (`planned` plus its first step's index in `steps`), or `never`.
  private var states: UnsafeMutablePointer<UInt32>
  private var stateCapacity: Int
  private var steps: UnsafeMutablePointer<Step>
  private var stepCount = 0
  private var stepCapacity: Int
  /// 256-bit masks of first bytes, four words each (see `Step.mask`).
  private(set) var masks: UnsafeMutablePointer<UInt64>
  private var maskCount = 0
  private var maskCapacity: Int
  /// Per guard program: its scope, once worked out.
  private let guardScopes: UnsafeMutablePointer<GuardScope?>
  /// Masks of guards reading the first byte and the rest, by program and the values
  /// of what they read outside the first byte (see `restMask`).
  private var restMasks: [Int: Int32] = [:]
  /// Per program, the key looked up last and its mask (most lookups repeat it).
  private let lastRestKeys: UnsafeMutablePointer<Int>
  private let lastRestMasks: UnsafeMutablePointer<Int32>
  /// Per guard program reading both bytes: the variables it reads outside the first.
  private var restReads: [[Int]?]
  /// Per control: the number of the map of its direct `set` of the first byte, -1
  /// for none, -2 until worked out.
  private let effectMaps: UnsafeMutablePointer<Int32>
  /// Masks made by intersecting two, by their numbers.
  private var intersections: [Int64: Int32] = [:]
  /// The maps of first bytes that `mapped` steps name.
  let maps = FirstByteMaps()
  /// Per transition: the bits of the first byte it writes, -1 where it reads the
  /// first byte, -2 until worked out (see `writes(ofTransition:)`).
  private let generalWrites: UnsafeMutablePointer<Int16>
  /// A copy of the variables of the configuration being planned, to evaluate guards
  /// reading the first byte and the rest on.
  private let restProbe: UnsafeMutablePointer<UInt8>
  /// A configuration of zeros but its first byte, to evaluate guards on.
  private let probe: UnsafeMutablePointer<UInt8>
  /// The issues plans report (see `Kind.issue`).
  private var notices: UnsafeMutablePointer<Notice>
  private var noticeCount = 0
  private var noticeCapacity = 16
  /// Where a walk writes a successor the memo does not know, to look its rest up
  /// (with 8 bytes of slack).
  private var scratch: UnsafeMutablePointer<UInt8>
  private var scratchCapacity = 256

  /// Full expansions of a rest before it is planned: one, probed first, so that the
  /// memo knows where its steps led (walking at the second cost a full expansion
  /// more on each rest, most of the time where rests have few configurations).
  static let due: UInt32 = 1
  /// Configurations of a rest stored but not yet expanded that its plan waits for,
  /// once walks miss often (see `expanded`): a walk costs a few full expansions, and
  /// where a full expansion is cheap (every step known to the memo) a plan pays only
  /// over several configurations.
  static let waiting = 4
  /// Walks missing more than one in `ratio` make a thread wait for configurations.
  static let ratio = 4
  /// This thread's walks so far, and those that met a step to a rest not stored.
  private(set) var walks = 0
  private var misses = 0
  /// Full expansions after which a rest not planned yet (a step still leading to a
  /// rest not stored, or too few configurations waiting) is expanded the full way
  /// for good.
  static let tries: UInt32 = 32
  /// The first state that is a plan: past every count of full expansions.
  private static let planned: UInt32 = due + tries
  private static let never = UInt32.max

  init(semantics: Semantics) {
    stateCapacity = 256
    states = .allocate(capacity: stateCapacity)
    states.initialize(repeating: 0, count: stateCapacity)
    stepCapacity = 256
    steps = .allocate(capacity: stepCapacity)
    maskCapacity = 4
    masks = .allocate(capacity: maskCapacity * 4)
    guardScopes = .allocate(capacity: max(1, semantics.programs.ranges.count))
    guardScopes.initialize(repeating: nil, count: max(1, semantics.programs.ranges.count))
    restReads = Array(repeating: nil, count: semantics.programs.ranges.count)
    let programCount = max(1, semantics.programs.ranges.count)
    lastRestKeys = .allocate(capacity: programCount)
    lastRestKeys.initialize(repeating: -1, count: programCount)
    lastRestMasks = .allocate(capacity: programCount)
    lastRestMasks.initialize(repeating: 0, count: programCount)
    effectMaps = .allocate(capacity: max(1, semantics.flow.controls.count))
    effectMaps.initialize(repeating: -2, count: max(1, semantics.flow.controls.count))
    probe = .allocate(capacity: 16 + semantics.layout.variableBytes)
    probe.initialize(repeating: 0, count: 16 + semantics.layout.variableBytes)
    restProbe = .allocate(capacity: 16 + semantics.layout.variableBytes)
    restProbe.initialize(repeating: 0, count: 16 + semantics.layout.variableBytes)
    generalWrites = .allocate(capacity: max(1, semantics.flow.transitions.count))
    generalWrites.initialize(repeating: -2, count: max(1, semantics.flow.transitions.count))
    scratch = .allocate(capacity: scratchCapacity + 8)
    notices = .allocate(capacity: noticeCapacity)
  }

  deinit {
    states.deallocate()
    steps.deallocate()
    masks.deallocate()
    probe.deallocate()
    restProbe.deallocate()
    scratch.deallocate()
    notices.deallocate()
    rare.deallocate()
    guardScopes.deallocate()
    lastRestKeys.deallocate()
    lastRestMasks.deallocate()
    effectMaps.deallocate()
    generalWrites.deallocate()
  }

  /// Where the notices and the maps are, as a lookup reads them.
  fileprivate struct Rare {
    var notices: UnsafePointer<Notice>
    var maps: UnsafePointer<UInt8>
  }

  private let rare: UnsafeMutablePointer<Rare> = .allocate(capacity: 1)

  /// The plans as the expanding loop reads them: valid until the next plan is made
  /// (which may move them). A plain value, read without reference counting.
  struct Lookup {
    fileprivate let states: UnsafeMutablePointer<UInt32>
    fileprivate let stateCapacity: Int
    fileprivate let steps: UnsafeMutablePointer<Step>
    let masks: UnsafePointer<UInt64>
    /// What only issues and mapped steps read, behind one pointer (the walk keeps
    /// fewer values at hand).
    fileprivate let rare: UnsafePointer<Rare>

    var notices: UnsafePointer<Notice> { rare.pointee.notices }
    var maps: UnsafePointer<UInt8> { rare.pointee.maps }

    /// Rest `rest`'s plan, where it has one.
    @inline(__always)
    func plan(for rest: Int) -> Plan? {
      guard rest < stateCapacity else { return nil }
      let state = states[rest]
      guard state >= RestPlans.planned, state != RestPlans.never else { return nil }
      let start = Int(state &- RestPlans.planned)
      let head = steps[start]
      return Plan(
        steps: steps + (start &+ 1), count: Int(head.transition), visible: Int(head.target))
    }
  }

  var lookup: Lookup {
    rare.pointee = Rare(notices: notices, maps: maps.table)
    return Lookup(
      states: states, stateCapacity: stateCapacity, steps: steps, masks: masks, rare: rare)
  }

  /// Rest `rest`'s plan, where it has one.
  func plan(for rest: Int) -> Plan? { lookup.plan(for: rest) }

  /// Whether first byte `byte` passes mask `mask` (see `Step.mask`).
  @inline(__always)
  static func passes(
    _ masks: UnsafePointer<UInt64>, _ mask: Int32, _ byte: Int
  ) -> Bool {
    mask < 0 || masks[Int(mask) &<< 2 | byte &>> 6] & (1 &<< UInt64(byte & 63)) != 0
  }

  /// Notes that a configuration of rest `rest`, loaded in `work` and showing
  /// `visible`, was just expanded the full way (and probed: the memo knows its
  /// steps), and plans the rest when it is due: at its first full expansion whose
  /// steps all led to rests stored (else `census` is `RestCensus.none`); and once
  /// more than one in `ratio` of this thread's walks have missed (a walk takes every
  /// step, whatever its guard, and stops at one leading to a rest not stored yet),
  /// only where `census` counts `waiting` configurations of the rest stored and not
  /// yet expanded, since a plan is worth only the configurations replaying it. A
  /// rest that cannot be planned, or is still not after `tries` full expansions, is
  /// expanded the full way for good.
  @inline(__always)
  func expanded(
    rest: Int, visible: Int, semantics: Semantics, work: Semantics.Workspace,
    memo: SuccessorMemo.Lookup, rests: StateStore.Snapshot, census: RestCensus
  ) {
    if rest >= stateCapacity { growStates(to: rest) }
    let state = states[rest]
    guard state < RestPlans.planned else { return }
    let expansions = state &+ 1
    if expansions < RestPlans.due {
      states[rest] = expansions
      return
    }
    // This thread's full expansions are every expansion of the rest so far (with
    // one thread; with more, the others' are taken for waiting).
    let waiting = misses &* RestPlans.ratio > walks ? RestPlans.waiting : 0
    if census.stored(rest: rest) &- Int(expansions) < waiting {
      states[rest] = expansions >= RestPlans.planned &- 1 ? RestPlans.never : expansions
      return
    }
    plan(
      rest, expansions: expansions, visible: visible, semantics: semantics, work: work, memo: memo,
      rests: rests)
  }

  private func growStates(to rest: Int) {
    var capacity = stateCapacity
    while capacity <= rest { capacity *= 2 }
    states = states.reallocated(keeping: stateCapacity, capacity: capacity)
    (states + stateCapacity).initialize(repeating: 0, count: capacity - stateCapacity)
    stateCapacity = capacity
  }

  /// Works out rest `rest`'s plan from its configuration loaded in `work`.
  private func plan(
    _ rest: Int, expansions: UInt32, visible: Int, semantics: Semantics, work: Semantics.Workspace,
    memo: SuccessorMemo.Lookup, rests: StateStore.Snapshot
  ) {
    let start = stepCount
    let noticeStart = noticeCount
    var recorder = Recorder(
      plans: self, semantics: semantics, work: work, memo: memo, rests: rests, rest: rest)
    append(Step(transition: 0, mask: -1, target: UInt32(truncatingIfNeeded: visible), kind: .rest))
    let outcome = semantics.plan(in: work, into: &recorder)
    walks &+= 1
    switch outcome {
    case .planned:
      steps[start].transition = UInt32(truncatingIfNeeded: stepCount &- start &- 1)
      states[rest] = RestPlans.planned &+ UInt32(truncatingIfNeeded: start)
    case .notYet:
      misses &+= 1
      stepCount = start
      noticeCount = noticeStart
      states[rest] = expansions >= RestPlans.planned &- 1 ? RestPlans.never : expansions
    case .never:
      stepCount = start
      noticeCount = noticeStart
      states[rest] = RestPlans.never
    }
  }

  /// Room for a successor of `count` bytes, and the slack after them.
  func scratch(for count: Int) -> UnsafeMutablePointer<UInt8> {
    if count > scratchCapacity {
      scratch.deallocate()
      scratchCapacity = count
      scratch = .allocate(capacity: count + 8)
    }
    return scratch
  }

  func append(_ notice: Notice) -> UInt32 {
    if noticeCount == noticeCapacity {
      noticeCapacity *= 2
      let moved = UnsafeMutablePointer<Notice>.allocate(capacity: noticeCapacity)
      moved.moveInitialize(from: notices, count: noticeCount)
      notices.deallocate()
      notices = moved
    }
    (notices + noticeCount).initialize(to: notice)
    noticeCount &+= 1
    return UInt32(truncatingIfNeeded: noticeCount &- 1)
  }

  func append(_ step: Step) {
    if stepCount == stepCapacity {
      stepCapacity *= 2
      steps = steps.reallocated(keeping: stepCount, capacity: stepCapacity)
    }
    steps[stepCount] = step
    stepCount &+= 1
  }

  /// What a guard reads, as a plan takes it.
  enum GuardScope {
    /// The first byte only: it holds for the first bytes of mask `mask`.
    case firstByte(mask: Int32)
    /// No variable of the first byte: it holds or fails for every configuration
    /// of a rest.
    case rest
    /// Both (or a variable spanning both): no plan can hold it.
    case both
  }

  /// What guard program `program` reads; for the first byte only, its mask is made.
  func scope(
    ofGuard program: Int, _ semantics: Semantics, stack: UnsafeMutablePointer<Int>
  ) -> GuardScope {
    if let scope = guardScopes[program] { return scope }
    let layout = semantics.layout
    var first = false
    var later = false
    for variable in semantics.programs.variables(of: program) {
      let bits = layout.variableBits[variable.index]
      guard bits.width > 0 else { continue }
      if bits.offset < 8 { first = true }
      if bits.offset + bits.width > 8 { later = true }
    }
    let scope: GuardScope =
      !first ? .rest : later ? .both : .firstByte(mask: makeMask(program, semantics, stack: stack))
    guardScopes[program] = scope
    return scope
  }

  /// Makes the mask of first bytes for which program `program`, which reads the
  /// first byte only, holds; returns its number.
  private func makeMask(
    _ program: Int, _ semantics: Semantics, stack: UnsafeMutablePointer<Int>
  ) -> Int32 {
    var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    for byte in 0..<256 {
      probe[0] = UInt8(byte)
      if semantics.programs.run(program, semantics.layout, probe, stack: stack) != 0 {
        Self.set(&words, byte)
      }
    }
    if words == (0, 0, 0, 0) { return RestPlans.none }
    if words == (.max, .max, .max, .max) { return -1 }
    return addMask(words)
  }

  /// A mask for which no first byte passes.
  static let none: Int32 = -2

  /// The mask of first bytes for which guard program `program` holds in the
  /// configurations of the rest loaded in `work.parent` (whatever its first byte):
  /// -1 for all, `none` for none.
  func mask(ofGuard program: Int, _ semantics: Semantics, work: Semantics.Workspace) -> Int32 {
    switch scope(ofGuard: program, semantics, stack: work.stack) {
    case .firstByte(let mask):
      return mask
    case .rest:
      let holds = semantics.programs.run(
        program, semantics.layout, work.parent.base, stack: work.stack)
      return holds != 0 ? -1 : RestPlans.none
    case .both:
      return restMask(program, semantics, work: work)
    }
  }

  /// What a guard reading both the first byte and the rest holds for, over the 256
  /// first bytes with the rest's variables: worked out once for each value of what
  /// it reads outside the first byte (packed into the key where it fits 32 bits).
  private func restMask(_ program: Int, _ semantics: Semantics, work: Semantics.Workspace)
    -> Int32
  {
    let layout = semantics.layout
    PackedBytes.copy(work.parent.base, to: restProbe, layout.variableBytes)
    restProbe[0] = 0
    if restReads[program] == nil {
      restReads[program] = semantics.programs.variables(of: program).map(\.index).filter {
        let bits = layout.variableBits[$0]
        return bits.offset + bits.width > 8
      }
    }
    var packed = 0
    var width = 0
    for variable in restReads[program].unsafelyUnwrapped {
      let bits = layout.variableBits[variable]
      packed =
        packed << Int(bits.width)
        | (layout.read(variable: variable, from: restProbe) - Int(bits.low))
      width += Int(bits.width)
    }
    let key = width <= 32 ? program << 32 | packed : -1
    if key >= 0, lastRestKeys[program] == key { return lastRestMasks[program] }
    if key >= 0, let known = restMasks[key] {
      (lastRestKeys[program], lastRestMasks[program]) = (key, known)
      return known
    }
    var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    for byte in 0..<256 {
      restProbe[0] = UInt8(byte)
      if semantics.programs.run(program, layout, restProbe, stack: work.stack) != 0 {
        Self.set(&words, byte)
      }
    }
    let mask: Int32
    if words == (0, 0, 0, 0) {
      mask = RestPlans.none
    } else if words == (.max, .max, .max, .max) {
      mask = -1
    } else {
      mask = addMask(words)
    }
    if key >= 0 {
      restMasks[key] = mask
      (lastRestKeys[program], lastRestMasks[program]) = (key, mask)
    }
    return mask
  }

  /// The mask of first bytes passing both `a` and `b`.
  func intersect(_ a: Int32, _ b: Int32) -> Int32 {
    if a == RestPlans.none || b == RestPlans.none { return RestPlans.none }
    if a < 0 { return b }
    if b < 0 || a == b { return a }
    let pair = Int64(min(a, b)) << 32 | Int64(max(a, b))
    if let known = intersections[pair] { return known }
    let (x, y) = (masks + Int(a) * 4, masks + Int(b) * 4)
    let words = (x[0] & y[0], x[1] & y[1], x[2] & y[2], x[3] & y[3])
    let mask = words == (0, 0, 0, 0) ? RestPlans.none : addMask(words)
    intersections[pair] = mask
    return mask
  }

  /// The first bytes of mask `mask` (-1: all) as four words.
  func words(of mask: Int32) -> (UInt64, UInt64, UInt64, UInt64) {
    guard mask >= 0 else { return (.max, .max, .max, .max) }
    let x = masks + Int(mask) * 4
    return (x[0], x[1], x[2], x[3])
  }

  private static func set(_ words: inout (UInt64, UInt64, UInt64, UInt64), _ byte: Int) {
    let bit: UInt64 = 1 << UInt64(byte & 63)
    switch byte >> 6 {
    case 0: words.0 |= bit
    case 1: words.1 |= bit
    case 2: words.2 |= bit
    default: words.3 |= bit
    }
  }

  /// Adds mask `words`; returns its number.
  private func addMask(_ words: (UInt64, UInt64, UInt64, UInt64)) -> Int32 {
    if maskCount == maskCapacity {
      maskCapacity *= 2
      masks = masks.reallocated(keeping: maskCount * 4, capacity: maskCapacity * 4)
    }
    let x = masks + maskCount * 4
    (x[0], x[1], x[2], x[3]) = words
    maskCount += 1
    return Int32(maskCount - 1)
  }

  /// The map of compiled control `compiled`'s direct `set` of the first byte, where
  /// it applies to every first byte of `passing`; -1 where it has none; nil where it
  /// fails for one (see `FirstByteMaps.map(of:)`).
  func effectMap(
    of compiled: UnsafePointer<Semantics.DirectControl>,
    passing: (UInt64, UInt64, UInt64, UInt64)
  ) -> Int32? {
    let control = Int(compiled.pointee.control)
    var number = effectMaps[control]
    if number == -2 {
      let effect = compiled.pointee.effect
      number = -1
      if effect.kind != .none, effect.field.byte == 0 {
        number = maps.map(of: effect).map { Int32($0) } ?? -3
      }
      effectMaps[control] = number
    }
    if number == -1 { return -1 }
    guard number >= 0, maps.applies(UInt16(number), passing: passing) else { return nil }
    return number
  }

  /// Whether what control `control`'s transitions do depends on the first byte only
  /// through the bits each writes: no outcome guard, no `set`'s value and no toggle
  /// reads it.
  func isPlannable(control: Int, _ semantics: Semantics) -> Bool {
    let entry = semantics.controlTable[control]
    for index in 0..<Int(entry.transitionCount) {
      let transition = Int(semantics.controlTransitions[Int(entry.transitionStart) + index])
      if writes(ofTransition: transition, semantics) == nil { return false }
    }
    return true
  }

  /// The bits of the first byte transition `transition` writes (each to a value that
  /// does not depend on it), or nil where what it does reads the first byte.
  func writes(ofTransition transition: Int, _ semantics: Semantics) -> UInt8? {
    var known = generalWrites[transition]
    if known == -2 {
      known = Int16(Self.firstByteWrites(of: transition, semantics) ?? -1)
      generalWrites[transition] = known
    }
    return known < 0 ? nil : UInt8(truncatingIfNeeded: known)
  }

  private static func firstByteWrites(of transition: Int, _ semantics: Semantics) -> Int? {
    let layout = semantics.layout
    func readsFirst(_ program: Int) -> Bool {
      semantics.programs.variables(of: program).contains {
        let bits = layout.variableBits[$0.index]
        return bits.width > 0 && bits.offset < 8
      }
    }
    var writes = 0
    let outcome = semantics.transitionTable[transition]
    for guardIndex in 0..<Int(outcome.guardCount) {
      if readsFirst(Int(semantics.guardPrograms[Int(outcome.guardStart) + guardIndex])) {
        return nil
      }
    }
    for actionIndex in 0..<Int(outcome.actionCount) {
      let action = semantics.actionTable[Int(outcome.actionStart) + actionIndex]
      switch action.kind {
      case .set:
        if readsFirst(Int(action.b)) { return nil }
        let bits = layout.variableBits[Int(action.a)]
        if bits.width > 0, bits.offset < 8 {
          writes |= ((1 << Int(bits.width)) - 1) << Int(bits.offset) & 0xff
        }
      case .toggle:
        if layout.variableBits[Int(action.a)].offset < 8 { return nil }
      default:
        break
      }
    }
    return writes
  }
}
