/// How a flow's configurations are packed into bytes: the engine's storage format.
///
/// ```
/// [variables, bit-packed]  [root number, if the flow has several roots]
/// [root payload]           screen: nothing; nav: a stack; pages: the page;
///                          tabs: the selected tab, then a stack per tab that holds one
/// [modal count]  then per modal: [reference] and, for a navigation stack, a stack
/// stack = [depth above the root] then that many screen ids (the root is implied)
/// ```
/// Ids are one byte, or two (little-endian) when the flow has more than 255 screens
/// and stacks; the root number, the selected tab and the page are one byte. A flow
/// that loads fits these (`FlowLimits`). Equal configurations have equal bytes and vice versa, so the explorer
/// deduplicates on bytes. The tables are flat and manually managed so the hot path
/// reads them without reference counting.
final class StateLayout: @unchecked Sendable {
  /// Where a variable's bits are: bit offset, width, and the value that 0 stands for.
  struct Bits {
    var offset: Int32
    var width: Int32
    var low: Int32
  }

  /// What a root is, and which one of its kind.
  struct Root {
    var kind: RootKind
    var index: Int32
  }

  let variableBits: Table<Bits>
  let variableCount: Int
  let variableBytes: Int
  /// Bits the variables take, from bit 0 of the first byte.
  let variableBitCount: Int
  /// Whether a root-number byte follows the variables.
  let hasRootByte: Bool
  /// Bytes per screen id or modal reference: 1 or 2.
  let idWidth: Int
  let screenCount: Int
  let roots: [RootRef]
  let rootTable: Table<Root>
  /// The payload each root starts with (fresh stacks, first tab, first page).
  let freshPayloads: [[UInt8]]
  let navRoots: Table<Int32>
  /// Deepest a stack may get (Int32.max when unbounded).
  let navMax: Table<Int32>
  /// Per tab bar: where its tabs start in the flat tab tables, and how many.
  let tabStart: Table<Int32>
  let tabCount: Table<Int32>
  /// Per tab (flat): the nav it holds or -1, its root screen, its system transition.
  let tabNav: Table<Int32>
  let tabScreen: Table<Int32>
  let tabTransition: Table<Int32>
  let pageStart: Table<Int32>
  let pageCount: Table<Int32>
  let pageScreen: Table<Int32>

  /// The longest a configuration gets with at most one modal up, when every stack it
  /// can hold is bounded by `max`; nil when one is not. The explorer's table starts
  /// with slots this wide, so that it need not widen while young (a bounded flow
  /// explored breadth-first soon fills its stacks; more modals still widen it).
  let boundedLength: Int?

  /// Stacks deeper than this are cut off and reported (it fits the depth byte).
  static let maximumDepth = 200
  static let maximumModals = 64

  init(flow: Flow) {
    var offset = 0
    var bits: [Bits] = []
    for variable in flow.variables {
      let bounds = variable.domain.bounds
      let span = bounds.upperBound - bounds.lowerBound
      let width = span == 0 ? 0 : (Int.bitWidth - span.leadingZeroBitCount)
      bits.append(Bits(offset: Int32(offset), width: Int32(width), low: Int32(bounds.lowerBound)))
      offset += width
    }
    variableBits = Table(bits)
    variableCount = bits.count
    variableBytes = (offset + 7) / 8
    variableBitCount = offset
    hasRootByte = flow.roots.count > 1
    // A modal's reference is a screen id or `screenCount` plus a nav id, in at most
    // two bytes: loading refuses a flow with more (`FlowLimits`). A screen id
    // (`ScreenID.index`) is written as such in a stack, and held in 32 bits by the
    // tables, compiled actions, rest plans and the explorer's visible screens: this
    // bounds them all.
    precondition(
      flow.screens.count + flow.navs.count <= FlowLimits.screensAndStacks,
      "a flow's screens and stacks must fit two bytes (FlowLimits.screensAndStacks)")
    idWidth = flow.screens.count + flow.navs.count > 255 ? 2 : 1
    screenCount = flow.screens.count
    roots = flow.roots
    rootTable = Table(
      flow.roots.map { root in
        switch root {
        case .screen(let id): Root(kind: .screen, index: Int32(id.index))
        case .nav(let id): Root(kind: .nav, index: Int32(id.index))
        case .tabs(let id): Root(kind: .tabs, index: Int32(id.index))
        case .pages(let id): Root(kind: .pages, index: Int32(id.index))
        }
      })
    navRoots = Table(flow.navs.map { Int32($0.root.index) })
    navMax = Table(flow.navs.map { Int32(min($0.maxDepth ?? Int(Int32.max), Int(Int32.max))) })
    var starts: [Int32] = []
    var counts: [Int32] = []
    var navs: [Int32] = []
    var screens: [Int32] = []
    var transitions: [Int32] = []
    for bar in flow.tabBars {
      starts.append(Int32(navs.count))
      counts.append(Int32(bar.tabs.count))
      for tab in bar.tabs {
        switch tab.content {
        case .nav(let nav):
          navs.append(Int32(nav.index))
          screens.append(Int32(flow.navs[nav].root.index))
        case .screen(let screen):
          navs.append(-1)
          screens.append(Int32(screen.index))
        }
        transitions.append(Int32(tab.transition.index))
      }
    }
    tabStart = Table(starts)
    tabCount = Table(counts)
    tabNav = Table(navs)
    tabScreen = Table(screens)
    tabTransition = Table(transitions)
    var pageStarts: [Int32] = []
    var pages: [Int32] = []
    for set in flow.pageSets {
      pageStarts.append(Int32(pages.count))
      pages += set.pages.map { Int32($0.index) }
    }
    pageStart = Table(pageStarts)
    pageCount = Table(flow.pageSets.map { Int32($0.pages.count) })
    pageScreen = Table(pages)
    boundedLength = StateLayout.boundedLength(
      flow, idWidth: idWidth, fixed: variableBytes + (hasRootByte ? 1 : 0) + 1)
    freshPayloads = flow.roots.map { root in
      switch root {
      case .screen: return []
      case .nav: return [0]
      case .pages: return [0]
      case .tabs(let bar):
        return [0]
          + flow.tabBars[bar].tabs.compactMap { tab -> UInt8? in
            if case .nav = tab.content { return 0 }
            return nil
          }
      }
    }
  }

  deinit {
    variableBits.deallocate()
    rootTable.deallocate()
    navRoots.deallocate()
    navMax.deallocate()
    tabStart.deallocate()
    tabCount.deallocate()
    tabNav.deallocate()
    tabScreen.deallocate()
    tabTransition.deallocate()
    pageStart.deallocate()
    pageCount.deallocate()
    pageScreen.deallocate()
  }

  /// `boundedLength`: `fixed` bytes (variables, root number, modal count), the
  /// longest root payload, and the longest modal a transition presents.
  private static func boundedLength(_ flow: Flow, idWidth: Int, fixed: Int) -> Int? {
    // A stack: its depth byte, then the ids above its root (no more than exploring
    // keeps, whatever `max` says: a bound up to Int.max must not overflow here).
    func stack(_ nav: NavID) -> Int? {
      flow.navs[nav].maxDepth.map { 1 + (min($0, maximumDepth) - 1) * idWidth }
    }
    var longestRoot = 0
    for root in flow.roots {
      var payload = 0
      switch root {
      case .screen: break
      case .nav(let nav):
        guard let bytes = stack(nav) else { return nil }
        payload = bytes
      case .pages: payload = 1
      case .tabs(let bar):
        payload = 1
        for tab in flow.tabBars[bar].tabs {
          guard case .nav(let nav) = tab.content else { continue }
          guard let bytes = stack(nav) else { return nil }
          payload += bytes
        }
      }
      longestRoot = max(longestRoot, payload)
    }
    var longestModal = 0
    for transition in flow.transitions {
      for action in transition.actions {
        guard let modal = action.kind.mayPresent else { continue }
        switch modal {
        case .screen: longestModal = max(longestModal, idWidth)
        case .nav(let nav):
          guard let bytes = stack(nav) else { return nil }
          longestModal = max(longestModal, idWidth + bytes)
        }
      }
    }
    return fixed + longestRoot + longestModal
  }

  /// The configuration the flow starts in.
  func initialBytes(_ flow: Flow) -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: variableBytes + 8)
    bytes.withUnsafeMutableBufferPointer { buffer in
      for variable in flow.variables {
        write(variable.initial, variable: variable.id.index, to: buffer.baseAddress!)
      }
    }
    bytes.removeLast(8)
    if hasRootByte { bytes.append(0) }
    bytes += freshPayloads[0]
    bytes.append(0)
    return bytes
  }

  /// The tab bar's tab `index` in the flat tab tables.
  @inline(__always)
  func tab(_ bar: Int, _ index: Int) -> Int { Int(tabStart[bar]) &+ index }

  /// Page `index` of page set `set`.
  @inline(__always)
  func page(_ set: Int, _ index: Int) -> Int { Int(pageScreen[Int(pageStart[set]) &+ index]) }

  // MARK: - Variables

  @inline(__always)
  func read(variable id: Int, from base: UnsafePointer<UInt8>) -> Int {
    let bits = variableBits[id]
    let width = Int(bits.width)
    if width == 0 { return Int(bits.low) }
    let offset = Int(bits.offset)
    let byte = offset >> 3
    let shift = offset & 7
    // Gather the (at most three) bytes the field spans.
    var raw = Int(base[byte]) >> shift
    if shift + width > 8 { raw |= Int(base[byte + 1]) << (8 - shift) }
    if shift + width > 16 { raw |= Int(base[byte + 2]) << (16 - shift) }
    return (raw & ((1 << width) - 1)) + Int(bits.low)
  }

  @inline(__always)
  func write(_ value: Int, variable id: Int, to base: UnsafeMutablePointer<UInt8>) {
    let bits = variableBits[id]
    var remaining = Int(bits.width)
    if remaining == 0 { return }
    var raw = value - Int(bits.low)
    var byte = Int(bits.offset) >> 3
    var bit = Int(bits.offset) & 7
    while remaining > 0 {
      let take = min(8 - bit, remaining)
      let mask = ((1 << take) - 1) << bit
      base[byte] = UInt8((Int(base[byte]) & ~mask) | ((raw << bit) & mask))
      raw >>= take
      remaining -= take
      byte += 1
      bit = 0
    }
  }
}
