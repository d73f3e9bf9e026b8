/// Everything said about an action kind, answered once per kind: the keyword that
/// writes it, how a flow writes it, its kind of step (its word in pictures, JSON and
/// walkthroughs, and its edge's style), the screen it may push, what it may present,
/// and the screen it leaves the user on when that does not depend on the history.
/// Every stage after Model reads these instead of matching kinds itself, so that a new
/// kind is a compile error here (every switch is exhaustive) and, for what it does,
/// in the engine's rules, their explanations and what a walkthrough step changed.
extension Action.Kind {
  /// The keyword that starts it in a flow (`dismiss all` is `dismiss`'s, `pop to root`
  /// is `pop`'s).
  public var keyword: ActionKeyword {
    switch self {
    case .push: .push
    case .present: .present
    case .show: .show
    case .dismiss, .dismissAll: .dismiss
    case .back: .back
    case .popToRoot: .pop
    case .unwind: .unwind
    case .selectTab: .tab
    case .nextPage: .next
    case .previousPage: .previous
    case .page: .page
    case .reset: .reset
    case .set: .set
    }
  }

  /// Its kind of step: what the user sees it do, which picks its edge's style.
  public var category: StepKind {
    switch self {
    case .push: .push
    case .present: .present
    case .show: .show
    case .dismiss, .dismissAll: .dismiss
    case .back: .back
    case .popToRoot: .popToRoot
    case .unwind: .unwind
    case .selectTab: .tab
    case .nextPage, .previousPage, .page: .page
    case .reset: .reset
    case .set: .stay
    }
  }

  /// The screen this action pushes onto the active stack, where it pushes: `push`,
  /// and `show` where the chain has reached a navigation stack.
  public var mayPush: ScreenID? {
    switch self {
    case .push(let screen), .show(let screen): screen
    case .present, .dismiss, .dismissAll, .back, .popToRoot, .unwind, .selectTab, .nextPage,
      .previousPage, .page, .reset, .set:
      nil
    }
  }

  /// What this action presents, where it presents: `present`, and `show` where no
  /// navigation stack is active.
  public var mayPresent: Modal? {
    switch self {
    case .present(let modal): modal
    case .show(let screen): .screen(screen)
    case .push, .dismiss, .dismissAll, .back, .popToRoot, .unwind, .selectTab, .nextPage,
      .previousPage, .page, .reset, .set:
      nil
    }
  }

  /// The word for the kind in pictures, JSON and walkthroughs (`Flow.kind(of:)`):
  /// `push`, `present`, `show`, `dismiss`, `back`, `pop to root`, `unwind`, `tab`,
  /// `page`, `reset`, or `stay` for `set`.
  public var word: String { category.rawValue }
}

extension ActionKeyword {
  /// The keyword as a step of a chain starts with it: `pop to root`, `unwind to`,
  /// `next page`.
  public var phrase: String {
    switch self {
    case .push, .present, .show, .dismiss, .back, .tab, .page, .reset, .set: rawValue
    case .pop: "pop to root"
    case .unwind: "unwind to"
    case .next: "next page"
    case .previous: "previous page"
    }
  }

  /// Whether the made-in-code check names it among what a control's code may do (the
  /// actions a view controller's code commonly does in one call).
  public var isCommonInCode: Bool {
    switch self {
    case .push, .present, .show, .dismiss, .back, .unwind, .reset, .set: true
    case .pop, .tab, .next, .previous, .page: false
    }
  }
}

extension Flow {
  /// An action as the flow writes it, canonically: `push Detail`, `present Main`,
  /// `unwind to Home`, `tab "Files"`, `set count = 2`.
  public func text(of kind: Action.Kind) -> String {
    func screen(_ id: ScreenID) -> String { screens[id].name }
    let phrase = kind.keyword.phrase
    switch kind {
    case .push(let id), .show(let id), .unwind(let id):
      return "\(phrase) \(screen(id))"
    case .present(.screen(let id)): return "\(phrase) \(screen(id))"
    case .present(.nav(let nav)): return "\(phrase) \(navs[nav].name)"
    case .dismissAll: return "\(phrase) all"
    case .dismiss, .back, .popToRoot, .nextPage, .previousPage: return phrase
    case .selectTab(let bar, let index):
      return "\(phrase) \"\(tabBars[bar].tabs[index].label)\""
    case .page(let set, let index): return "\(phrase) \(screen(pageSets[set].pages[index]))"
    case .reset(let root): return "\(phrase) \(name(of: root))"
    case .set(let variable, let value):
      let target = variables[variable]
      return "\(phrase) \(target.name) = \(text(of: value, as: target.domain))"
    }
  }

  /// The screen the user is on after `kind`, from `current` (nil: not known), when the
  /// action says so; nil when it depends on the history (`dismiss`, `back`, `pop to
  /// root`) or cannot apply. `set` leaves the user where they were.
  public func landing(after kind: Action.Kind, from current: ScreenID?) -> ScreenID? {
    switch kind {
    case .push(let screen), .show(let screen), .unwind(let screen): return screen
    case .present(let modal): return entry(of: modal)
    case .reset(let root): return entry(of: root)
    case .selectTab(let bar, let index): return tabRoot(bar, index)
    case .page(let set, let index): return pageSets[set].pages[index]
    case .nextPage, .previousPage:
      let step = kind == .nextPage ? 1 : -1
      return current.flatMap { screen in
        for set in pageSets {
          if let at = set.pages.firstIndex(of: screen), set.pages.indices.contains(at + step) {
            return set.pages[at + step]
          }
        }
        return nil
      }
    case .dismiss, .dismissAll, .back, .popToRoot: return nil
    case .set: return current
    }
  }

  /// The screens `kind` names as where it leads, where it applies: what it pushes or
  /// presents (a stack's root), every screen a reset may show first (each tab's first
  /// screen, each page), the page it picks, the screen it unwinds to. None for the
  /// actions whose landing depends on where the user is (`dismiss`, `back`, `pop to
  /// root`, `tab`, `next page`) or that stay (`set`).
  public func screensNamed(by kind: Action.Kind) -> [ScreenID] {
    switch kind {
    case .push(let screen), .show(let screen), .unwind(let screen): [screen]
    case .present(let modal): [entry(of: modal)]
    case .reset(let root): firstScreens(of: root)
    case .page(let set, let index): [pageSets[set].pages[index]]
    case .dismiss, .dismissAll, .back, .popToRoot, .selectTab, .nextPage, .previousPage, .set: []
    }
  }

  /// The screen shown first when `modal` is presented: the screen, or the stack's root.
  public func entry(of modal: Modal) -> ScreenID {
    switch modal {
    case .screen(let screen): screen
    case .nav(let nav): navs[nav].root
    }
  }
}
