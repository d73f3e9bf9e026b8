/// Names every screen, nav and tab bar of the import, and gives screens their titles.
///
/// A screen is named from (SCHEMA.md §7) its navigation title, its title, its user
/// label, its storyboard identifier, its class (without `ViewController`), and last its
/// element; its title is the first of the first three, in any script. A nav is named from its own title, user label, identifier or class, else
/// its tab's title, else its root (`FilesNav`); a tab bar from the same, else `Tabs`. Names repeat as `Files`,
/// `Files2` in document order.
struct EntityNaming {
  private(set) var names: [ControllerRef: String] = [:]
  /// Screens' titles as the storyboard shows them (emitted when they differ from the name).
  private(set) var titles: [ControllerRef: String] = [:]

  init(graph: ImportGraph, placement: ScreenPlacement) {
    var bases: [(ControllerRef, String)] = []
    var screenBases: [ControllerRef: String] = [:]
    for screen in placement.screens {
      let (base, title) = Self.screenBase(graph, screen)
      screenBases[screen] = base
      if let title { titles[screen] = title }
    }
    for ref in graph.allControllers {
      if let base = screenBases[ref] {
        bases.append((ref, base))
      } else if let root = graph.navRoots[ref] {
        bases.append((ref, Self.navBase(graph[ref], rootBase: screenBases[root])))
      } else if !(graph.tabs[ref] ?? []).isEmpty {
        bases.append((ref, Self.tabsBase(graph[ref])))
      }
    }
    var unique = UniqueNames(reserving: bases.map(\.1))
    for (ref, base) in bases { names[ref] = unique.claim(base) }
  }

  /// The name of a screen, nav or tab bar.
  func name(_ ref: ControllerRef) -> String { names[ref] ?? "Unnamed" }

  /// The name of a flow target.
  func name(_ target: FlowTarget) -> String {
    switch target {
    case .screen(let ref), .nav(let ref), .tabs(let ref): name(ref)
    }
  }

  /// How people call a target: a screen's title (else its name); a nav's root's.
  func displayTitle(_ target: FlowTarget, _ graph: ImportGraph) -> String {
    switch target {
    case .screen(let ref): titles[ref] ?? name(ref)
    case .nav(let ref): graph.navRoots[ref].map { titles[$0] ?? name($0) } ?? name(ref)
    case .tabs(let ref): name(ref)
    }
  }

  // MARK: - Base names

  private static func screenBase(_ graph: ImportGraph, _ ref: ControllerRef) -> (
    String, String?
  ) {
    let controller = graph[ref]
    if controller.kind == .reference {
      let text = [controller.storyboardName, controller.referencedIdentifier].compactMap { $0 }
        .joined(separator: " ")
      if let name = FlowNames.identifier(from: text) {
        return (name, "→ " + FlowNames.cleanText(text))
      }
    }
    let isContainer = [.navigation, .tabBar, .split].contains(controller.kind)
    let titles =
      ((isContainer ? [] : [controller.navigationTitle]) + [
        controller.title, controller.userLabel,
      ]).compactMap { $0 }
    let title = titles.first.map(FlowNames.cleanText)
    for text in titles {
      if let name = FlowNames.identifier(from: text) { return (name, title) }
    }
    for text in [controller.storyboardIdentifier, controller.customClass].compactMap({ $0 }) {
      if let name = FlowNames.identifier(from: text) {
        return (FlowNames.withoutControllerSuffix(name), title)
      }
    }
    return (FlowNames.identifier(from: controller.element) ?? "Screen", title)
  }

  private static func explicitName(_ controller: Controller) -> String? {
    [
      controller.title, controller.userLabel, controller.storyboardIdentifier,
      controller.customClass,
    ]
    .lazy.compactMap { $0.flatMap(FlowNames.identifier(from:)) }.first
  }

  private static func navBase(_ controller: Controller, rootBase: String?) -> String {
    if var name = explicitName(controller) {
      for suffix in ["NavigationController", "NavController", "Navigation", "Controller"]
      where name.hasSuffix(suffix) && name.count > suffix.count {
        name.removeLast(suffix.count)
        break
      }
      return name.hasSuffix("Nav") ? name : name + "Nav"
    }
    if let tab = controller.tabBarItem?.title.flatMap(FlowNames.identifier(from:)) {
      return tab + "Nav"
    }
    return (rootBase ?? "") + "Nav"
  }

  private static func tabsBase(_ controller: Controller) -> String {
    guard var name = explicitName(controller) else { return "Tabs" }
    for suffix in ["TabBarController", "TabBar", "Controller"]
    where name.hasSuffix(suffix) && name.count > suffix.count {
      name.removeLast(suffix.count)
      break
    }
    return name.hasSuffix("Tabs") ? name : name + "Tabs"
  }
}
