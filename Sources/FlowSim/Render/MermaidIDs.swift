/// Every state ID of a Mermaid screen graph, claimed in one place so that no two are
/// the same and none is a word Mermaid's lexer reads as a keyword: screens `s` and
/// their name's ASCII letters and digits, containers `c` and theirs (a tab `cBarTab2`),
/// tab bars `t` and theirs; a clash or a keyword is numbered (`sState2`, `sDtail3`).
struct MermaidIDs {
  private(set) var screens: [String] = []
  private(set) var navs: [String] = []
  private(set) var pageSets: [String] = []
  /// Per tab bar: its composite, its own state, and each tab's composite.
  private(set) var tabBars: [(composite: String, state: String, tabs: [String])] = []
  private var used: Set<String> = ["environment", "unresolved"]

  /// Words Mermaid's lexer reads as keywords where a state ID stands (it matches them
  /// in any case, before IDs): IDs start with `s`, `c` or `t`, so these are the ones
  /// a name can make.
  static let reserved: Set<String> = [
    "state", "scale", "statediagram", "style", "class", "classdef", "click",
  ]

  init(flow: Flow) {
    screens = flow.screens.map { claim("s" + Self.identifier($0.name)) }
    navs = flow.navs.map { claim("c" + Self.identifier($0.name)) }
    pageSets = flow.pageSets.map { claim("c" + Self.identifier($0.name)) }
    tabBars = flow.tabBars.map { bar in
      let name = Self.identifier(bar.name)
      let composite = claim("c" + name)
      let state = claim("t" + name)
      let tabs = bar.tabs.indices.map { claim("c\(name)Tab\($0 + 1)") }
      return (composite, state, tabs)
    }
  }

  /// `base`, or `base` numbered from 2 when it is taken, a keyword, or ends with the
  /// word `direction` (Mermaid reads `…direction` then a line starting `TB` or `LR`
  /// as a direction statement, across the line break).
  private mutating func claim(_ base: String) -> String {
    var id = base
    var number = 1
    while used.contains(id) || Self.reserved.contains(id.lowercased())
      || id.lowercased().hasSuffix("direction")
    {
      number += 1
      id = base + String(number)
    }
    used.insert(id)
    return id
  }

  /// The ASCII letters and digits of a name.
  static func identifier(_ name: String) -> String {
    String(
      name.unicodeScalars.filter {
        $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))
      }.map(Character.init))
  }
}
