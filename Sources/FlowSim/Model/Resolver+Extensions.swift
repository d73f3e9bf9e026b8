/// `extend NAME modifiers { controls }`: what a hand-written file adds to a screen or
/// container declared elsewhere — typically a flow imported from a storyboard, which
/// is regenerated on every import while the additions live in their own file.
extension Resolver {
  mutating func applyExtensions() {
    for decl in extensions {
      if let title = decl.title {
        error(
          .extendTitle,
          "'extend' adds modifiers and controls; a title belongs in the declaration",
          at: title.range)
      }
      let symbol = lookup(decl.name, expecting: "a screen or container", id: .unknownScreen) {
        switch $0 {
        case .screen, .nav, .tabs, .pages: true
        default: false
        }
      }
      let modifiers = modifierSet(decl.modifiers)
      switch symbol {
      case .screen(let id):
        if modifiers.contains(.private) { screens[id].isPrivate = true }
        if modifiers.contains(.terminal) { screens[id].isTerminal = true }
        if modifiers.contains(.noreturn) { screens[id].isNoReturn = true }
        if modifiers.contains(.nobar) {
          if screens[id].isAlert {
            misplacedBar(decl.modifiers, "\(screens[id].kind.rawValue)s are presented without one")
          } else {
            screens[id].hidesBar = true
          }
        }
        screenSyntax[id.index].controls += decl.controls
      case .nav(let id):
        extendContainer(decl, modifiers, members: navs[id].members) { $0.navs[id].isPrivate = true }
        if modifiers.contains(.nobar) { navs[id].hidesBar = true }
      case .tabs(let id):
        let members = tabBars[id].tabs.flatMap { tab -> [ScreenID] in
          switch tab.content {
          case .screen(let screen): [screen]
          case .nav(let nav): navs[nav].members
          }
        }
        misplacedBar(decl.modifiers, "a tab bar has no navigation bar: put it on a tab's 'nav'")
        extendContainer(decl, modifiers, members: members) { $0.tabBars[id].isPrivate = true }
      case .pages(let id):
        misplacedBar(decl.modifiers, "a page set has no navigation bar")
        extendContainer(decl, modifiers, members: pageSets[id].pages) {
          $0.pageSets[id].isPrivate = true
        }
      default:
        break
      }
    }
  }

  private mutating func extendContainer(
    _ decl: ScreenDecl, _ modifiers: Set<Modifier>, members: [ScreenID],
    markPrivate: (inout Resolver) -> Void
  ) {
    if let control = decl.controls.first {
      error(
        .extendContainerControls,
        "'\(decl.name.text)' is a container; controls belong to its screens: 'extend SCREEN { … }'",
        at: control.keyword)
    }
    if modifiers.contains(.terminal) || modifiers.contains(.noreturn) {
      error(
        .misplacedModifier, "'terminal' and 'noreturn' belong on screens, not on a container",
        at: decl.name.range)
    }
    if modifiers.contains(.private) {
      markPrivate(&self)
      for member in members { screens[member].isPrivate = true }
    }
  }
}
