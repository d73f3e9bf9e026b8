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
/// and stacks. Equal configurations have equal bytes and vice versa, so the explorer
/// deduplicates on bytes.
final class StateLayout: Sendable {
  /// Bit offset, width and lowest value of each variable.
  let variableBits: [(offset: Int, width: Int, low: Int)]
  let variableBytes: Int
  /// Whether a root-number byte follows the variables.
  let hasRootByte: Bool
  /// Bytes per screen id or modal reference: 1 or 2.
  let idWidth: Int
  let screenCount: Int
  let roots: [RootRef]
  /// The payload a root starts with (fresh stacks, first tab, first page).
  let freshPayloads: [[UInt8]]
  /// The root screen of each navigation stack.
  let navRoots: [Int]
  let navMax: [Int]
  /// Per tab bar, per tab: the nav it holds, or -1 for a single screen.
  let tabNavs: [[Int]]
  let tabScreens: [[Int]]
  let pageScreens: [[Int]]

  /// Stacks deeper than this are cut off and reported (255 fits the depth byte).
  static let maximumDepth = 200
  static let maximumModals = 64

  init(flow: Flow) {
    let tabNavs = flow.tabBars.map { bar in
      bar.tabs.map { tab -> Int in
        if case .nav(let nav) = tab.content { return nav }
        return -1
      }
    }
    var offset = 0
    var bits: [(offset: Int, width: Int, low: Int)] = []
    for variable in flow.variables {
      let bounds = variable.domain.bounds
      let span = bounds.upperBound - bounds.lowerBound
      let width = span == 0 ? 0 : (Int.bitWidth - span.leadingZeroBitCount)
      bits.append((offset, width, bounds.lowerBound))
      offset += width
    }
    variableBits = bits
    variableBytes = (offset + 7) / 8
    hasRootByte = flow.roots.count > 1
    idWidth = flow.screens.count + flow.navs.count > 255 ? 2 : 1
    screenCount = flow.screens.count
    roots = flow.roots
    navRoots = flow.navs.map(\.root)
    navMax = flow.navs.map { $0.maxDepth ?? Int.max }
    self.tabNavs = tabNavs
    tabScreens = flow.tabBars.map { bar in
      bar.tabs.map { tab in
        switch tab.content {
        case .nav(let nav): flow.navs[nav].root
        case .screen(let screen): screen
        }
      }
    }
    pageScreens = flow.pageSets.map(\.pages)
    freshPayloads = flow.roots.map { root in
      switch root {
      case .screen: return []
      case .nav: return [0]
      case .pages: return [0]
      case .tabs(let bar): return [0] + tabNavs[bar].filter { $0 >= 0 }.map { _ in 0 }
      }
    }
  }

  /// The configuration the flow starts in.
  func initialBytes(_ flow: Flow) -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: variableBytes)
    for variable in flow.variables {
      Self.write(variable.initial, of: variable.id, layout: self, into: &bytes)
    }
    if hasRootByte { bytes.append(0) }
    bytes += freshPayloads[0]
    bytes.append(0)
    return bytes
  }

  private static func write(
    _ value: Int, of id: Int, layout: StateLayout, into bytes: inout [UInt8]
  ) {
    bytes.withUnsafeMutableBufferPointer { buffer in
      layout.write(value, variable: id, to: buffer.baseAddress!)
    }
  }

  // MARK: - Variables

  @inline(__always)
  func read(variable id: Int, from base: UnsafePointer<UInt8>) -> Int {
    let (offset, width, low) = variableBits[id]
    if width == 0 { return low }
    var raw = 0
    var shift = 0
    var byte = offset >> 3
    var bit = offset & 7
    var remaining = width
    while remaining > 0 {
      let take = min(8 - bit, remaining)
      let chunk = (Int(base[byte]) >> bit) & ((1 << take) - 1)
      raw |= chunk << shift
      shift += take
      remaining -= take
      byte += 1
      bit = 0
    }
    return raw + low
  }

  @inline(__always)
  func write(_ value: Int, variable id: Int, to base: UnsafeMutablePointer<UInt8>) {
    let (offset, width, low) = variableBits[id]
    if width == 0 { return }
    var raw = value - low
    var byte = offset >> 3
    var bit = offset & 7
    var remaining = width
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
