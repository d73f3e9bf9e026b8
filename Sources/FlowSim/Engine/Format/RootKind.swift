/// What a window's root is, as the packed format numbers it (`StateLayout.Root`):
/// a lone screen, a navigation stack, a tab bar or a page set. A root's kind and its
/// number in the flow's list of roots are different integers; this type keeps them apart.
enum RootKind: UInt8, CaseIterable {
  case screen = 0
  case nav = 1
  case tabs = 2
  case pages = 3
}
