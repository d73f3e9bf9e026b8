/// `code "…"` on a screen or container: code shows it, in a way the flow does not
/// model yet (see `CodeEntry`).
extension Resolver {
  /// Every `code "…"` modifier of the trees' declarations and extensions, in source order.
  mutating func resolveCodeEntries(_ trees: [SyntaxTree]) -> [CodeEntry] {
    var entries: [CodeEntry] = []
    func add(_ name: Name, _ modifiers: [ModifierSyntax]) {
      for modifier in modifiers where modifier.modifier == .code {
        guard let what = modifier.argument, let place = symbols[name.text]?.symbol.place
        else { continue }
        entries.append(CodeEntry(place: place, what: what.value, range: modifier.range))
      }
    }
    func add(_ nav: NavDecl) {
      add(nav.name, nav.modifiers)
      for screen in nav.screens { add(screen.name, screen.modifiers) }
    }
    for tree in trees {
      for declaration in tree.declarations {
        switch declaration {
        case .screen(let decl), .extend(let decl): add(decl.name, decl.modifiers)
        case .nav(let decl): add(decl)
        case .tabs(let decl):
          add(decl.name, decl.modifiers)
          for tab in decl.tabs {
            switch tab.content {
            case .screen(let screen): add(screen.name, screen.modifiers)
            case .nav(let nav): add(nav)
            case .navReference: break  // its modifiers are where it is declared
            }
          }
        case .pages(let decl):
          add(decl.name, decl.modifiers)
          for screen in decl.screens { add(screen.name, screen.modifiers) }
        default: break
        }
      }
    }
    return entries
  }
}

extension Symbol {
  /// The screen or container this symbol names, if it names one.
  fileprivate var place: Place? {
    switch self {
    case .screen(let id): .screen(id)
    case .nav(let id): .nav(id)
    case .tabs(let id): .tabs(id)
    case .pages(let id): .pages(id)
    default: nil
    }
  }
}
