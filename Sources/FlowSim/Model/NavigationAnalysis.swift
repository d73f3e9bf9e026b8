/// Static checks of how screens are placed: a push from a screen that is in no
/// navigation stack (UIKit would present instead), a `show` that presents from a
/// screen declared in a stack but shown alone, and a back or dismiss that can never
/// apply. Runs on the resolved flow, before any exploration.
struct NavigationAnalysis {
  let flow: Flow

  /// How a screen can come to be shown outside any navigation stack.
  private struct Outside {
    var reason: String
    var range: SourceRange?
    var fixIt: FixIt? = nil
    /// The screen is declared in a stack or tab that was shown instead of it: the
    /// advice to embed it in a `nav` does not apply.
    var isDeclaredInContainer = false

    /// The note that says how screen `name` comes to be shown outside any stack, at
    /// the `start` or `reset` (or `show`) that does it.
    func note(on name: String) -> Note { Note("'\(name)' \(reason)", at: range) }

    /// The fix-it that shows the stack instead, where there is one.
    var fixIts: [FixIt] { fixIt.map { [$0] } ?? [] }
  }

  /// What is known, at one point of an action chain, about the screen then visible.
  private enum Context {
    /// The control's own screen: known through its placements.
    case own(ScreenID)
    case known(inStack: Bool, inModal: Bool)
    case unknown
  }

  func diagnostics() -> [Diagnostic] {
    let outside = outsidePlacements()
    let pushed = pushTargets()
    let modal = modalCapable()
    var found: [Diagnostic] = []
    for control in flow.controls {
      guard case .screen(let owner) = control.owner, !flow.screens[owner].isAlert else { continue }
      for transition in control.transitions {
        var context = Context.own(owner)
        for action in flow.transitions[transition].actions {
          switch (action.kind, context) {
          case (.push(let target), .own(let source)):
            if let why = outside[source]?.first {
              found.append(pushOutside(from: source, target: target, why: why, at: action.range))
            }
          case (.push(let target), .known(inStack: false, _)):
            found.append(
              .error(
                .pushOutsideNavigation,
                "cannot push '\(flow.screens[target].name)' here: the screen shown at this point is in no navigation stack",
                at: action.range,
                notes: [
                  Note(
                    "UIKit would present '\(flow.screens[target].name)' modally instead; \(Self.advice)"
                  )
                ]))
          case (.show(let target), .own(let source)):
            // Declared in a stack, shown alone: it presents where the stack was meant.
            if let why = outside[source]?.first(where: \.isDeclaredInContainer) {
              found.append(showOutside(from: source, target: target, why: why, at: action.range))
            }
          case (.back, .own(let source)), (.popToRoot, .own(let source)):
            if !pushed.contains(source) {
              found.append(neverPops(source, action))
            }
          case (.dismiss, .own(let source)), (.dismissAll, .own(let source)):
            if !modal.contains(source) {
              // `dismiss all` applies where nothing is presented, doing nothing.
              let what =
                action.kind == .dismiss
                ? "there is nothing to dismiss" : "'dismiss all' does nothing here"
              found.append(
                .warning(
                  .dismissNeverApplies,
                  "'\(flow.screens[source].name)' is never presented, so \(what)",
                  at: action.range,
                  notes: [
                    Note("dismiss closes a modal; to go back in a navigation stack use 'back'")
                  ]
                ))
            }
          default:
            break
          }
          context = next(context, after: action.kind)
        }
      }
    }
    return found + popsAfterSwitch(modal: modal)
  }

  private static let advice = "put it in a 'nav', or use 'present'"

  /// `back` or `pop to root` on a screen that is never pushed, named as written.
  private func neverPops(_ source: ScreenID, _ action: Action) -> Diagnostic {
    let name = flow.screens[source].name
    let isBack = action.kind == .back
    return .warning(
      .backNeverApplies,
      isBack
        ? "'\(name)' is never pushed, so there is nothing to go back to"
        : "'\(name)' is never pushed, so '\(flow.text(of: action))' has nothing to pop",
      at: action.range,
      notes: [
        Note(
          isBack
            ? "back pops the navigation stack; to close a presented screen use 'dismiss'"
            : "pop to root pops the navigation stack down to its root; to close a presented screen use 'dismiss'"
        )
      ])
  }

  private func pushOutside(
    from source: ScreenID, target: ScreenID, why: Outside, at range: SourceRange
  )
    -> Diagnostic
  {
    let name = flow.screens[source].name
    return .error(
      .pushOutsideNavigation,
      "cannot push '\(flow.screens[target].name)' from '\(name)': '\(name)' is not in a navigation stack",
      at: range,
      notes: [
        why.note(on: name),
        Note(
          "UIKit would present '\(flow.screens[target].name)' modally instead"
            + (why.isDeclaredInContainer
              ? "" : "; embed '\(name)' in a 'nav', or use 'present \(flow.screens[target].name)'")
        ),
      ], fixIts: why.fixIts)
  }

  /// `show` from a screen declared in a stack or tab but shown alone by `start` or
  /// `reset`: there it presents, though in its stack it would push. A warning, since
  /// presenting may be meant; the fix-it shows the stack instead, where there is one.
  private func showOutside(
    from source: ScreenID, target: ScreenID, why: Outside, at range: SourceRange
  )
    -> Diagnostic
  {
    let name = flow.screens[source].name
    let shown = flow.screens[target].name
    return .warning(
      .showOutsideStack,
      "'show \(shown)' presents '\(shown)' modally from '\(name)': '\(name)' is shown outside its navigation stack",
      at: range,
      notes: [
        why.note(on: name),
        Note(
          "in its stack, 'show' would push '\(shown)'; write 'present \(shown)' if a modal is meant"
        ),
      ], fixIts: why.fixIts)
  }

  private func next(_ context: Context, after action: Action.Kind) -> Context {
    switch action {
    case .set: return context
    case .push: return .known(inStack: true, inModal: inModal(context))
    case .present(.screen): return .known(inStack: false, inModal: true)
    case .present(.nav): return .known(inStack: true, inModal: true)
    case .show:
      // Pushed where a stack is active (staying in it), presented bare elsewhere.
      if case .known(true, let modal) = context { return .known(inStack: true, inModal: modal) }
      if case .known(false, _) = context { return .known(inStack: false, inModal: true) }
      return .unknown
    case .reset(.screen), .reset(.pages): return .known(inStack: false, inModal: false)
    case .reset(.nav): return .known(inStack: true, inModal: false)
    case .reset(.tabs(let bar)):
      let first = flow.tabBars[bar].tabs.first?.content
      if case .nav = first { return .known(inStack: true, inModal: false) }
      return .known(inStack: false, inModal: false)
    case .back, .popToRoot, .dismiss, .dismissAll, .unwind, .selectTab, .nextPage, .previousPage,
      .page:
      return .unknown
    }
  }

  private func inModal(_ context: Context) -> Bool {
    if case .known(_, let modal) = context { return modal }
    return false
  }

  /// Every way each screen can be shown outside a navigation stack, in declaration order.
  private func outsidePlacements() -> [ScreenID: [Outside]] {
    var outside: [ScreenID: [Outside]] = [:]
    func add(_ screen: ScreenID, _ reason: String, _ range: SourceRange?) {
      outside[screen, default: []].append(Outside(reason: reason, range: range))
    }
    // The other roots are the targets of `reset`, each placed by the loop below.
    if case .screen(let screen) = flow.roots.first {
      if let range = flow.startRange {
        outside[screen, default: []].append(rootOutside(screen, range, verb: "start"))
      } else {
        add(screen, "is the start screen, outside any navigation stack", nil)
      }
    }
    for transition in flow.transitions {
      for action in transition.actions {
        if case .present(.screen(let screen)) = action.kind {
          add(screen, "is presented modally without a navigation stack here", action.range)
        }
        if case .reset(.screen(let screen)) = action.kind {
          outside[screen, default: []].append(rootOutside(screen, action.range, verb: "reset"))
        }
      }
    }
    addShown(to: &outside)
    for bar in flow.tabBars {
      for tab in bar.tabs {
        if case .screen(let screen) = tab.content {
          add(
            screen, "is tab \"\(tab.label)\" of '\(bar.name)' without a navigation stack", tab.range
          )
        }
      }
    }
    for set in flow.pageSets {
      for page in set.pages {
        add(page, "is a page of '\(set.name)'; pages are not in a navigation stack", set.range)
      }
    }
    return outside
  }

  /// `show S` from a screen that can be outside any stack presents S there: S is
  /// outside too, and so on along chains of `show`. Only a show that comes first in its
  /// chain, from a control's own screen, is followed (what the chain did before it
  /// decides otherwise, and exploring reports a push that fails).
  private func addShown(to outside: inout [ScreenID: [Outside]]) {
    var changed = true
    while changed {
      changed = false
      for control in flow.controls {
        // An alert's button acts on the screen under the alert, whatever the alert is.
        guard case .screen(let source) = control.owner, !flow.screens[source].isAlert,
          outside[source] != nil
        else { continue }
        for transition in control.transitions {
          guard let action = flow.transitions[transition].actions.first,
            case .show(let target) = action.kind, outside[target] == nil
          else { continue }
          var shown = Outside(
            reason:
              "is presented by 'show' from '\(flow.screens[source].name)', which is shown outside any navigation stack",
            range: action.range)
          // Declared in a stack, it needs no 'nav' around it: what shows its source
          // alone does the harm, and that one's fix-it mends this too.
          if case .nav(let nav) = flow.screens[target].home {
            shown.reason += ", though it is declared in '\(flow.navs[nav].name)'"
            shown.isDeclaredInContainer = true
            shown.fixIt = outside[source]?.lazy.compactMap(\.fixIt).first
          }
          outside[target] = [shown]
          changed = true
        }
      }
    }
  }

  /// `reset S` or `start S` for a screen S (`verb`; `range` covers the whole of it):
  /// the window shows S alone. Where S is declared in a navigation stack or a tab,
  /// that was probably meant: say so, with a fix-it where it shows S itself (S is
  /// the stack's root).
  private func rootOutside(_ screen: ScreenID, _ range: SourceRange, verb: String) -> Outside {
    let reason =
      verb == "start"
      ? "is the start screen, outside any navigation stack"
      : "becomes the window's root here, outside any navigation stack"
    let name = flow.screens[screen].name
    switch flow.screens[screen].home {
    case .nav(let nav):
      let stack = flow.navs[nav].name
      guard flow.navs[nav].root == screen else {
        return Outside(
          reason:
            "\(reason): '\(verb) \(name)' shows it alone, though it is declared in '\(stack)'; '\(verb) \(stack)' and pushes from its root show it in that stack",
          range: range, isDeclaredInContainer: true)
      }
      return Outside(
        reason:
          "\(reason): '\(verb) \(name)' shows it alone, though it is declared in '\(stack)'; '\(verb) \(stack)' shows that stack",
        range: range,
        fixIt: FixIt(
          verb == "start" ? "start with '\(stack)'" : "reset to '\(stack)'", replacing: range,
          with: "\(verb) \(stack)"),
        isDeclaredInContainer: true)
    case .tab(let bar, let index):
      let tabs = flow.tabBars[bar]
      // A tab that holds the screen itself, not a stack, cannot push either.
      guard case .nav = tabs.tabs[index].content else {
        return Outside(reason: reason, range: range)
      }
      return Outside(
        reason:
          "\(reason): '\(verb) \(name)' shows it alone, though it is in tab \"\(tabs.tabs[index].label)\" of '\(tabs.name)'; '\(verb) \(tabs.name)' shows the tab bar",
        range: range, isDeclaredInContainer: true)
    case .topLevel, .pages:
      return Outside(reason: reason, range: range)
    }
  }

  private func pushTargets() -> Set<ScreenID> {
    var pushed: Set<ScreenID> = []
    for transition in flow.transitions {
      for action in transition.actions {
        if let screen = action.kind.mayPush { pushed.insert(screen) }
      }
    }
    return pushed
  }

  /// Screens that can be shown inside a modal: presented, roots of presented stacks,
  /// and screens pushed from those.
  private func modalCapable() -> Set<ScreenID> {
    var modal: Set<ScreenID> = []
    var pushesFrom: [ScreenID: [ScreenID]] = [:]
    for control in flow.controls {
      for transition in control.transitions {
        var context: Context = .unknown
        if case .screen(let owner) = control.owner { context = .own(owner) }
        for action in flow.transitions[transition].actions {
          switch action.kind {
          case .present(.screen(let screen)):
            modal.insert(screen)
          case .show(let target):
            // Presented where no stack is active, pushed (in a modal, as the source
            // may be) where one is: either way it may be in a modal.
            modal.insert(target)
          case .present(.nav(let nav)):
            modal.insert(flow.navs[nav].root)
          case .push(let target):
            switch context {
            case .own(let source): pushesFrom[source, default: []].append(target)
            case .known(_, true): modal.insert(target)
            default: break
            }
          default:
            break
          }
          context = next(context, after: action.kind)
        }
      }
    }
    var work = Array(modal).sorted()
    while let screen = work.popLast() {
      for target in pushesFrom[screen] ?? [] where modal.insert(target).inserted {
        work.append(target)
      }
    }
    return modal
  }
}
