/// A configuration being edited in place: packed bytes (see `StateLayout`) in a
/// scratch buffer, with the positions of its parts.
///
/// Edits splice bytes (a push inserts an id, a dismiss truncates), then `parse()`
/// refreshes the positions. Nothing here allocates, so the explorer can apply
/// millions of transitions a second.
struct StateBuffer {
  let layout: StateLayout
  let base: UnsafeMutablePointer<UInt8>
  let capacity: Int
  var count = 0

  // Positions, valid after `parse()`.
  private(set) var rootIndex = 0
  private(set) var payload = 0
  /// Tabs: the selected tab; pages: the current page.
  private(set) var selection = 0
  /// Tabs: where the selected tab's stack starts, or -1 when it holds one screen.
  private(set) var selectedStack = -1
  private(set) var modalsAt = 0
  private(set) var modalCount = 0
  /// Where the top modal's reference starts, or -1.
  private(set) var topModal = -1

  init(layout: StateLayout, capacity: Int) {
    self.layout = layout
    self.capacity = capacity
    self.base = .allocate(capacity: capacity + 8)
    self.base.initialize(repeating: 0, count: capacity + 8)
  }

  func deallocate() { base.deallocate() }

  mutating func load(_ source: UnsafePointer<UInt8>, count: Int) {
    base.update(from: source, count: count)
    self.count = count
    parse()
  }

  var root: RootRef { layout.roots[rootIndex] }

  // MARK: - Reading

  @inline(__always)
  func id(at position: Int) -> Int {
    layout.idWidth == 1 ? Int(base[position]) : Int(base[position]) | Int(base[position + 1]) << 8
  }

  @inline(__always)
  func stackEnd(_ position: Int) -> Int { position + 1 + Int(base[position]) * layout.idWidth }

  /// The top screen of the stack at `position` of navigation stack `nav`.
  @inline(__always)
  func top(ofStack position: Int, nav: Int) -> Int {
    let depth = Int(base[position])
    return depth == 0 ? layout.navRoots[nav] : id(at: position + 1 + (depth - 1) * layout.idWidth)
  }

  mutating func parse() {
    var at = layout.variableBytes
    if layout.hasRootByte {
      rootIndex = Int(base[at])
      at += 1
    } else {
      rootIndex = 0
    }
    payload = at
    selectedStack = -1
    selection = 0
    switch layout.roots[rootIndex] {
    case .screen:
      break
    case .nav:
      at = stackEnd(at)
    case .pages:
      selection = Int(base[at])
      at += 1
    case .tabs(let bar):
      selection = Int(base[at])
      at += 1
      let navs = layout.tabNavs[bar]
      for tab in navs.indices where navs[tab] >= 0 {
        if tab == selection { selectedStack = at }
        at = stackEnd(at)
      }
    }
    modalsAt = at
    modalCount = Int(base[at])
    at += 1
    topModal = -1
    for _ in 0..<modalCount {
      topModal = at
      let reference = id(at: at)
      at += layout.idWidth
      if reference >= layout.screenCount { at = stackEnd(at) }
    }
  }

  /// The nearest navigation stack of the visible screen: its position and nav, or nil.
  func activeStack() -> (position: Int, nav: Int)? {
    if topModal >= 0 {
      let reference = id(at: topModal)
      return reference >= layout.screenCount
        ? (topModal + layout.idWidth, reference - layout.screenCount) : nil
    }
    switch layout.roots[rootIndex] {
    case .nav(let nav): return (payload, nav)
    case .tabs(let bar):
      return selectedStack >= 0 ? (selectedStack, layout.tabNavs[bar][selection]) : nil
    case .screen, .pages: return nil
    }
  }

  /// The screen the user sees.
  func visibleScreen() -> Int {
    if topModal >= 0 {
      let reference = id(at: topModal)
      if reference < layout.screenCount { return reference }
      return top(ofStack: topModal + layout.idWidth, nav: reference - layout.screenCount)
    }
    switch layout.roots[rootIndex] {
    case .screen(let screen): return screen
    case .nav(let nav): return top(ofStack: payload, nav: nav)
    case .pages(let set): return layout.pageScreens[set][selection]
    case .tabs(let bar):
      if selectedStack >= 0 {
        return top(ofStack: selectedStack, nav: layout.tabNavs[bar][selection])
      }
      return layout.tabScreens[bar][selection]
    }
  }

  /// How often `screen` occurs in the stack at `position` of `nav`, its root included.
  func occurrences(of screen: Int, inStack position: Int, nav: Int) -> Int {
    var found = layout.navRoots[nav] == screen ? 1 : 0
    let depth = Int(base[position])
    for index in 0..<depth where id(at: position + 1 + index * layout.idWidth) == screen {
      found += 1
    }
    return found
  }

  // MARK: - Editing

  /// Opens `width` bytes at `position`, moving the rest right.
  @inline(__always)
  mutating func insert(_ width: Int, at position: Int) -> Bool {
    guard count + width <= capacity else { return false }
    (base + position + width).update(from: base + position, count: count - position)
    count += width
    return true
  }

  @inline(__always)
  mutating func remove(_ width: Int, at position: Int) {
    (base + position).update(from: base + position + width, count: count - position - width)
    count -= width
  }

  @inline(__always)
  func writeID(_ value: Int, at position: Int) {
    base[position] = UInt8(truncatingIfNeeded: value)
    if layout.idWidth == 2 { base[position + 1] = UInt8(truncatingIfNeeded: value >> 8) }
  }

  /// Pushes `screen` onto the stack at `position`; false when the buffer is full.
  mutating func push(_ screen: Int, ontoStack position: Int) -> Bool {
    guard insert(layout.idWidth, at: stackEnd(position)) else { return false }
    writeID(screen, at: stackEnd(position))
    base[position] += 1
    parse()
    return true
  }

  /// Cuts the stack at `position` down to `depth` screens above its root.
  mutating func truncate(stack position: Int, toDepth depth: Int) {
    let current = Int(base[position])
    guard depth < current else { return }
    remove((current - depth) * layout.idWidth, at: position + 1 + depth * layout.idWidth)
    base[position] = UInt8(depth)
    parse()
  }

  mutating func present(_ modal: Modal) -> Bool {
    let reference: Int
    let extra: Int
    switch modal {
    case .screen(let screen): (reference, extra) = (screen, 0)
    case .nav(let nav): (reference, extra) = (layout.screenCount + nav, 1)
    }
    guard count + layout.idWidth + extra <= capacity else { return false }
    writeID(reference, at: count)
    if extra == 1 { base[count + layout.idWidth] = 0 }
    count += layout.idWidth + extra
    base[modalsAt] += 1
    parse()
    return true
  }

  /// Removes modals from the top until `remaining` are left.
  mutating func dismiss(keeping remaining: Int) {
    guard remaining < modalCount else { return }
    var at = modalsAt + 1
    for _ in 0..<remaining {
      let reference = id(at: at)
      at += layout.idWidth
      if reference >= layout.screenCount { at = stackEnd(at) }
    }
    count = at
    base[modalsAt] = UInt8(remaining)
    parse()
  }

  /// Replaces the root (and drops every modal): `reset`.
  mutating func reset(toRoot index: Int) {
    var at = layout.variableBytes
    if layout.hasRootByte {
      base[at] = UInt8(index)
      at += 1
    }
    for byte in layout.freshPayloads[index] {
      base[at] = byte
      at += 1
    }
    base[at] = 0
    count = at + 1
    parse()
  }

  /// Selects tab or page `index` (the byte after the root number).
  mutating func select(_ index: Int) {
    base[payload] = UInt8(index)
    parse()
  }

  /// Every modal from the bottom: its position, and its nav or -1 for a plain screen.
  func modals() -> [(position: Int, nav: Int, screen: Int)] {
    var result: [(Int, Int, Int)] = []
    var at = modalsAt + 1
    for _ in 0..<modalCount {
      let reference = id(at: at)
      if reference >= layout.screenCount {
        result.append((at + layout.idWidth, reference - layout.screenCount, -1))
        at = stackEnd(at + layout.idWidth)
      } else {
        result.append((at, -1, reference))
        at += layout.idWidth
      }
    }
    return result
  }

  /// The screens of the stack at `position` of `nav`, root first.
  func screens(ofStack position: Int, nav: Int) -> [Int] {
    [layout.navRoots[nav]]
      + (0..<Int(base[position])).map { id(at: position + 1 + $0 * layout.idWidth) }
  }
}
