/// A configuration being edited in place: packed bytes (see `StateLayout`) in a
/// scratch buffer, with the positions of its parts.
///
/// Edits splice bytes (a push inserts an id, a dismiss truncates) and keep the
/// positions up to date. Nothing here allocates or reference-counts, so the explorer
/// can apply millions of transitions a second.
final class StateBuffer {
  let layout: StateLayout
  let base: UnsafeMutablePointer<UInt8>
  let capacity: Int
  private let idWidth: Int
  private let screenCount: Int
  /// The bytes' length and the positions of their parts, kept valid by every edit;
  /// one value, so copying a buffer copies them in a few moves.
  struct Parts {
    var count = 0
    var rootIndex = 0
    /// What the root is (see `StateLayout.Root`), and which one.
    var rootKind = RootKind.screen
    var rootArgument = 0
    var payload = 0
    /// Tabs: the selected tab; pages: the current page.
    var selection = 0
    /// Tabs: where the selected tab's stack starts, or -1 when it holds one screen.
    var selectedStack = -1
    var modalsAt = 0
    var modalCount = 0
    /// Where the top modal's reference starts, or -1.
    var topModal = -1
  }

  /// Kept out of line so that copying is a block copy and editing needs no
  /// exclusivity checks.
  let parts: UnsafeMutablePointer<Parts>

  var count: Int {
    @inline(__always) get { parts.pointee.count }
    @inline(__always) set { parts.pointee.count = newValue }
  }
  var rootIndex: Int { parts.pointee.rootIndex }
  var rootKind: RootKind { parts.pointee.rootKind }
  var rootArgument: Int { parts.pointee.rootArgument }
  var payload: Int { parts.pointee.payload }
  var selection: Int { parts.pointee.selection }
  var selectedStack: Int { parts.pointee.selectedStack }
  var modalsAt: Int { parts.pointee.modalsAt }
  var modalCount: Int { parts.pointee.modalCount }
  var topModal: Int { parts.pointee.topModal }

  init(layout: StateLayout, capacity: Int) {
    self.layout = layout
    self.capacity = capacity
    idWidth = layout.idWidth
    screenCount = layout.screenCount
    base = .allocate(capacity: capacity + 8)
    base.initialize(repeating: 0, count: capacity + 8)
    parts = .allocate(capacity: 1)
    parts.initialize(to: Parts())
  }

  deinit {
    base.deallocate()
    parts.deallocate()
  }

  /// Loads packed bytes and finds their parts. Reads nothing outside the bytes.
  @inline(__always)
  func load(_ source: UnsafePointer<UInt8>, count: Int) {
    PackedBytes.copyExactly(source, to: base, count)
    self.count = count
    parse()
  }

  /// Loads the configuration that `write` writes at the buffer's start (returning
  /// its length; it may use the 8 bytes of slack after it).
  @inline(__always)
  func load(_ write: (UnsafeMutablePointer<UInt8>) -> Int) {
    count = write(base)
    parse()
  }

  /// Copies another buffer, positions included (no parsing).
  @inline(__always)
  func copy(_ other: StateBuffer) {
    // Both buffers have 8 bytes of slack: whole words.
    PackedBytes.copy(UnsafePointer(other.base), to: base, other.count)
    // A fixed-size block copy (a few vector moves), not field by field.
    UnsafeMutableRawPointer(parts).copyMemory(
      from: other.parts, byteCount: MemoryLayout<Parts>.size)
  }

  var root: RootRef { layout.roots[rootIndex] }

  // MARK: - Reading

  // Positions, depths and ids are small (a configuration is under 65,536 bytes), so
  // the reading below uses wrapping arithmetic: no overflow checks in the hot path.

  @inline(__always)
  func id(at position: Int) -> Int {
    idWidth == 1 ? Int(base[position]) : Int(base[position]) | Int(base[position &+ 1]) &<< 8
  }

  @inline(__always)
  func stackEnd(_ position: Int) -> Int { position &+ 1 &+ Int(base[position]) &* idWidth }

  /// The top screen of the stack at `position` of navigation stack `nav`.
  @inline(__always)
  func top(ofStack position: Int, nav: Int) -> Int {
    let depth = Int(base[position])
    return depth == 0
      ? Int(layout.navRoots[nav]) : id(at: position &+ 1 &+ (depth &- 1) &* idWidth)
  }

  func parse() {
    var at = layout.variableBytes
    if layout.hasRootByte {
      parts.pointee.rootIndex = Int(base[at])
      at &+= 1
    } else {
      parts.pointee.rootIndex = 0
    }
    let root = layout.rootTable[rootIndex]
    parts.pointee.rootKind = root.kind
    parts.pointee.rootArgument = Int(root.index)
    parts.pointee.payload = at
    parts.pointee.selectedStack = -1
    parts.pointee.selection = 0
    switch rootKind {
    case .nav:
      at = stackEnd(at)
    case .tabs:
      parts.pointee.selection = Int(base[at])
      at &+= 1
      let first = Int(layout.tabStart[rootArgument])
      for tab in 0..<Int(layout.tabCount[rootArgument]) where layout.tabNav[first &+ tab] >= 0 {
        if tab == selection { parts.pointee.selectedStack = at }
        at = stackEnd(at)
      }
    case .pages:
      parts.pointee.selection = Int(base[at])
      at &+= 1
    case .screen:
      break
    }
    parts.pointee.modalsAt = at
    parts.pointee.modalCount = Int(base[at])
    at &+= 1
    parts.pointee.topModal = -1
    for _ in 0..<modalCount {
      parts.pointee.topModal = at
      let reference = id(at: at)
      at &+= idWidth
      if reference >= screenCount { at = stackEnd(at) }
    }
  }

  /// The nearest navigation stack of the visible screen: its position and nav, or nil.
  @inline(__always)
  func activeStack() -> (position: Int, nav: Int)? {
    if topModal >= 0 {
      let reference = id(at: topModal)
      return reference >= screenCount ? (topModal &+ idWidth, reference &- screenCount) : nil
    }
    switch rootKind {
    case .nav: return (payload, rootArgument)
    case .tabs:
      return selectedStack >= 0
        ? (selectedStack, Int(layout.tabNav[layout.tab(rootArgument, selection)])) : nil
    case .screen, .pages: return nil
    }
  }

  /// The screen the user sees.
  @inline(__always)
  func visibleScreen() -> Int {
    if topModal >= 0 {
      let reference = id(at: topModal)
      if reference < screenCount { return reference }
      return top(ofStack: topModal &+ idWidth, nav: reference &- screenCount)
    }
    switch rootKind {
    case .screen: return rootArgument
    case .nav: return top(ofStack: payload, nav: rootArgument)
    case .pages: return layout.page(rootArgument, selection)
    case .tabs:
      let tab = layout.tab(rootArgument, selection)
      if selectedStack >= 0 { return top(ofStack: selectedStack, nav: Int(layout.tabNav[tab])) }
      return Int(layout.tabScreen[tab])
    }
  }

  /// How often `screen` occurs in the stack at `position` of `nav`, its root included.
  @inline(__always)
  func occurrences(of screen: Int, inStack position: Int, nav: Int) -> Int {
    var found = Int(layout.navRoots[nav]) == screen ? 1 : 0
    let depth = Int(base[position])
    var at = position + 1
    for _ in 0..<depth {
      if id(at: at) == screen { found += 1 }
      at += idWidth
    }
    return found
  }

  /// How many modals show `screen` (as a plain modal or as a stack's root).
  func modalOccurrences(of screen: Int) -> Int {
    var found = 0
    var at = modalsAt + 1
    for _ in 0..<modalCount {
      let reference = id(at: at)
      at += idWidth
      if reference >= screenCount {
        if Int(layout.navRoots[reference - screenCount]) == screen { found += 1 }
        at = stackEnd(at)
      } else if reference == screen {
        found += 1
      }
    }
    return found
  }

  /// Whether `screen` shows anywhere: as the root screen, in a stack of the root (a
  /// tab's stack or single screen, the current page) or in a modal.
  func shows(screen: Int) -> Bool {
    switch rootKind {
    case .screen: if rootArgument == screen { return true }
    case .nav: if occurrences(of: screen, inStack: payload, nav: rootArgument) > 0 { return true }
    case .tabs:
      var at = payload + 1
      let first = Int(layout.tabStart[rootArgument])
      for tab in first..<first + Int(layout.tabCount[rootArgument]) {
        let nav = Int(layout.tabNav[tab])
        if nav >= 0 {
          if occurrences(of: screen, inStack: at, nav: nav) > 0 { return true }
          at = stackEnd(at)
        } else if Int(layout.tabScreen[tab]) == screen {
          return true
        }
      }
    case .pages: if layout.page(rootArgument, selection) == screen { return true }
    }
    var at = modalsAt + 1
    for _ in 0..<modalCount {
      let reference = id(at: at)
      at += idWidth
      if reference >= screenCount {
        if occurrences(of: screen, inStack: at, nav: reference - screenCount) > 0 { return true }
        at = stackEnd(at)
      } else if reference == screen {
        return true
      }
    }
    return false
  }

  /// Whether a stack of `nav` shows: the root's, a tab's, or a presented one.
  func shows(nav: Int) -> Bool {
    switch rootKind {
    case .nav: if rootArgument == nav { return true }
    case .tabs:
      let first = Int(layout.tabStart[rootArgument])
      for tab in first..<first + Int(layout.tabCount[rootArgument])
      where Int(layout.tabNav[tab]) == nav {
        return true
      }
    case .screen, .pages: break
    }
    var at = modalsAt + 1
    for _ in 0..<modalCount {
      let reference = id(at: at)
      at += idWidth
      if reference >= screenCount {
        if reference - screenCount == nav { return true }
        at = stackEnd(at)
      }
    }
    return false
  }

  // MARK: - Editing

  /// Shifts the positions after `position` by `delta` bytes (a stack in the root grew
  /// or shrank; the modals after it moved).
  @inline(__always)
  private func shift(after position: Int, by delta: Int) {
    if position < modalsAt {
      parts.pointee.modalsAt += delta
      if topModal >= 0 { parts.pointee.topModal += delta }
    }
  }

  /// Pushes `screen` onto the stack at `position`; false when the buffer is full.
  @inline(__always)
  func push(_ screen: Int, ontoStack position: Int) -> Bool {
    guard count + idWidth <= capacity else { return false }
    let end = stackEnd(position)
    if count > end {
      // Move the tail right by whole words, from its end; the first word is read before
      // anything is written and written last (what it carries past the tail is what
      // the words after it carry too, or lands in the slack).
      let head = PackedBytes.word(base, end)
      var from = count
      while from &- end > 8 {
        from &-= 8
        PackedBytes.store(PackedBytes.word(base, from), at: base + (from &+ idWidth))
      }
      PackedBytes.store(head, at: base + (end &+ idWidth))
    }
    count += idWidth
    base[end] = UInt8(truncatingIfNeeded: screen)
    if idWidth == 2 { base[end + 1] = UInt8(truncatingIfNeeded: screen >> 8) }
    base[position] += 1
    shift(after: position, by: idWidth)
    return true
  }

  /// Cuts the stack at `position` down to `depth` screens above its root.
  @inline(__always)
  func truncate(stack position: Int, toDepth depth: Int) {
    let current = Int(base[position])
    guard depth < current else { return }
    let removed = (current - depth) * idWidth
    var from = position + 1 + current * idWidth
    // Move the tail left by whole words, from its start (the slack takes the spill).
    while from < count {
      PackedBytes.store(PackedBytes.word(base, from), at: base + (from &- removed))
      from &+= 8
    }
    count -= removed
    base[position] = UInt8(depth)
    shift(after: position, by: -removed)
  }

  func present(_ modal: Modal) -> Bool {
    let reference: Int
    let extra: Int
    switch modal {
    case .screen(let screen): (reference, extra) = (screen.index, 0)
    case .nav(let nav): (reference, extra) = (screenCount + nav.index, 1)
    }
    guard count + idWidth + extra <= capacity else { return false }
    parts.pointee.topModal = count
    base[count] = UInt8(truncatingIfNeeded: reference)
    if idWidth == 2 { base[count + 1] = UInt8(truncatingIfNeeded: reference >> 8) }
    if extra == 1 { base[count + idWidth] = 0 }
    count += idWidth + extra
    base[modalsAt] += 1
    parts.pointee.modalCount += 1
    return true
  }

  /// Removes modals from the top until `remaining` are left.
  func dismiss(keeping remaining: Int) {
    guard remaining >= 0, remaining < modalCount else { return }
    var at = modalsAt + 1
    var top = -1
    for _ in 0..<remaining {
      top = at
      let reference = id(at: at)
      at += idWidth
      if reference >= screenCount { at = stackEnd(at) }
    }
    count = at
    base[modalsAt] = UInt8(remaining)
    parts.pointee.modalCount = remaining
    parts.pointee.topModal = top
  }

  /// Replaces the root (and drops every modal): `reset`.
  func reset(toRoot index: Int) {
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

  /// Selects tab or page `index` (the byte after the root number). Nothing moves:
  /// only the selected tab's stack is looked up again.
  @inline(__always)
  func select(_ index: Int) {
    base[payload] = UInt8(index)
    parts.pointee.selection = index
    guard rootKind == .tabs else { return }
    parts.pointee.selectedStack = -1
    var at = payload + 1
    let first = Int(layout.tabStart[rootArgument])
    for tab in 0...index where layout.tabNav[first + tab] >= 0 {
      if tab == index {
        parts.pointee.selectedStack = at
      } else {
        at = stackEnd(at)
      }
    }
  }

  // MARK: - Unpacking (slow paths: views, unwind)

  /// Every modal from the bottom: its stack's position and nav, or -1 and its screen.
  func modals() -> [(position: Int, nav: Int, screen: Int)] {
    var result: [(Int, Int, Int)] = []
    var at = modalsAt + 1
    for _ in 0..<modalCount {
      let reference = id(at: at)
      if reference >= screenCount {
        result.append((at + idWidth, reference - screenCount, -1))
        at = stackEnd(at + idWidth)
      } else {
        result.append((at, -1, reference))
        at += idWidth
      }
    }
    return result
  }

  /// The screens of the stack at `position` of `nav`, root first.
  func screens(ofStack position: Int, nav: Int) -> [Int] {
    let depth = Int(base[position])
    return [Int](unsafeUninitializedCapacity: depth + 1) { screens, initialized in
      screens[0] = Int(layout.navRoots[nav])
      for index in 0..<depth { screens[index + 1] = id(at: position + 1 + index * idWidth) }
      initialized = depth + 1
    }
  }
}
