/// Turns the segues of each screen into controls: what the user does, the label, and
/// the flow action UIKit's segue amounts to.
///
/// push, show and (from a split view's master) showDetail push when the source is
/// declared in a nav and never shown outside one (as start, tab, or presented bare).
/// Elsewhere show and showDetail become the flow's `show`, which pushes or presents as
/// UIKit does, decided where the segue fires; a push segue presents (warned: it fails
/// at run time). A showDetail outside a split view presents (warned). modal, presentation and popovers present; a custom segue (its class is
/// code) pushes where a push would push and presents elsewhere (warned); a tab bar cannot be presented,
/// so segues to one reset to it (warned). An unwind returns to the one screen that
/// leads to its source; else it goes back or dismisses, whichever can apply, and says so.
struct SegueMapping {
  let graph: ImportGraph
  let placement: ScreenPlacement
  let naming: EntityNaming
  var diagnostics: [Diagnostic] = []
  /// Each screen's controls, in document order, labels unique per screen.
  private(set) var controls: [ControllerRef: [FlowDraft.Control]] = [:]
  /// Comment lines for screens: container views and what they embed.
  private(set) var notes: [ControllerRef: [String]] = [:]
  /// For each screen, the screens that push or present it (or its nav), in order.
  var parents: [ControllerRef: [ControllerRef]] = [:]
  /// Screens that can be shown outside any navigation stack: their pushes present.
  private var outside: Set<ControllerRef>
  /// The screens inside a split view's master (its stack, or itself), where a
  /// `showDetail` segue shows the detail: pushed, as the split collapsed on a phone
  /// does. Anywhere else UIKit presents it modally.
  private let inSplit: Set<ControllerRef>

  /// What a segue does, before it is written.
  enum Action: Hashable {
    case push(ControllerRef)
    case present(FlowTarget)
    /// The flow's `show`: a push where the segue fires in a navigation stack, else a
    /// presentation.
    case show(ControllerRef)
    case reset(FlowTarget)
    /// A custom segue to a controller already on screen (the source itself, or the
    /// stack it is the root of): its class can only dismiss (`DismissSegue`).
    case dismiss
  }

  /// A segue mapped to a control whose label is not yet made unique on its screen
  /// (and, for an unwind, whose target is not yet known).
  struct Pending {
    var segue: Segue
    var verb: String
    var label: String
    /// nil for an unwind, which is resolved once every other transition is known.
    var action: Action?
    var comment: [String]
  }

  /// `start` is what the window shows first: a screen there is outside any stack.
  init(graph: ImportGraph, placement: ScreenPlacement, naming: EntityNaming, start: FlowTarget?) {
    self.graph = graph
    self.placement = placement
    self.naming = naming
    var initial: Set<ControllerRef> = []
    if case .screen(let screen) = start { initial.insert(screen) }
    for tabs in graph.tabs.values {
      for tab in tabs { if case .screen(let screen) = tab.target { initial.insert(screen) } }
    }
    outside = initial
    var splitNavs: Set<ControllerRef> = []
    var splitScreens: Set<ControllerRef> = []
    for split in graph.splits.values {
      guard let master = split.master else { continue }
      switch graph.target(of: master) {
      case .nav(let nav): splitNavs.insert(nav)
      case .screen(let screen): splitScreens.insert(screen)
      case .tabs: break
      }
    }
    inSplit = splitScreens.union(
      placement.screens.filter { screen in
        switch placement.home(of: screen) {
        case .navRoot(let nav), .navMember(let nav): splitNavs.contains(nav)
        case .tab, .loose: false
        }
      })
    // Each round may turn pushes into presentations, which shows more screens outside
    // a stack; the set only grows, so this ends.
    var pending: [ControllerRef: [Pending]] = [:]
    while true {
      diagnostics = []
      notes = [:]
      parents = [:]
      pending = [:]
      for screen in placement.screens {
        for segueRef in placement.segues[screen] ?? [] {
          if let control = map(segueRef, from: screen) {
            pending[screen, default: []].append(control)
          }
        }
      }
      addSplitDetails(to: &pending)
      var next = initial
      for action in pending.values.joined().compactMap(\.action) {
        // A shown screen may be presented bare: its own shows must decide too.
        if case .present(.screen(let screen)) = action { next.insert(screen) }
        if case .show(let screen) = action { next.insert(screen) }
        if case .reset(.screen(let screen)) = action { next.insert(screen) }
      }
      if next == outside { break }
      outside = next
    }
    let reach = Reach(pending.values.joined().compactMap(\.action), graph: graph, pending: pending)
    let sheets = Self.sheets(
      placement.screens.map { ($0, pending[$0] ?? []) }, inSplit: inSplit, graph)
    for screen in placement.screens {
      let code = graph.partsOfScreen(screen).flatMap { graph[$0].actions }.map {
        (ControlLabels.verbAndLabel(for: $0), $0)
      }
      var labels = UniqueLabels(
        reserving: (pending[screen] ?? []).map(\.label) + code.map(\.0.label))
      let madeInCode = code.map { verbAndLabel, action in
        let what = action.selectors.joined(separator: " ")
        return FlowDraft.Control(
          verb: verbAndLabel.verb, label: verbAndLabel.label,
          action: "code \(StringLiteral.quoted(FlowNames.cleanText(what)))")
      }
      controls[screen] = (pending[screen] ?? []).map { item in
        var comment = item.comment
        let label = labels.claim(item.label)
        guard let action = item.action else {
          let unwind = unwindAction(item.segue, from: screen, reach: reach, comment: &comment)
          return FlowDraft.Control(
            verb: item.verb, label: label, action: unwind ?? "dismiss",
            comment: comment.joined(separator: "; "), isCommentedOut: unwind == nil)
        }
        return FlowDraft.Control(
          verb: item.verb, label: label, action: text(action),
          comment: comment.isEmpty ? nil : comment.joined(separator: "; "))
      }
      switch sheets[screen] {
      case .sheet?:
        controls[screen, default: []].append(
          FlowDraft.Control(
            verb: "swipe", label: labels.claim("down"), action: "dismiss",
            comment: "a sheet: the user can swipe it down"))
      case .detail?:
        controls[screen, default: []].append(
          FlowDraft.Control(
            verb: "tap", label: labels.claim("master"), action: "dismiss",
            comment:
              "a split view's detail: the master beside it, or back on a collapsed split, leads on"
          ))
      case .popover?:
        controls[screen, default: []].append(
          FlowDraft.Control(
            verb: "tap", label: labels.claim("outside"), action: "dismiss",
            comment: "a popover: a tap outside it dismisses it"))
      case nil: break
      }
      controls[screen, default: []] += madeInCode.map { control in
        var control = control
        control.label = labels.claim(control.label)
        return control
      }
    }
    for segueRef in placement.orphanSegues {
      let controller = graph[segueRef.controller]
      diagnostics.append(
        .warning(
          "import-segue-not-mapped",
          "segue on a '\(controller.element)' is not imported: a flow gives it no controls",
          at: controller.segues[segueRef.index].range))
    }
  }

  /// A split view's detail navigation controller is shown beside its master: a flow has
  /// no split view, so the master's first screen gets a `tap "detail"` that shows it
  /// (and the detail a way back to the master, as for `showDetail`).
  private mutating func addSplitDetails(to pending: inout [ControllerRef: [Pending]]) {
    for ref in graph.allControllers {
      guard let split = graph.splits[ref], let master = split.master, let detail = split.detail,
        case .nav(let nav) = graph.target(of: detail), let root = graph.navRoots[nav]
      else { continue }
      let source: ControllerRef?
      switch graph.target(of: master) {
      case .screen(let screen): source = screen
      case .nav(let masterNav): source = graph.navRoots[masterNav]
      case .tabs(let tabs): source = ScreenPlacement.sourceScreen(of: tabs, graph)
      }
      guard let source, source != root else { continue }
      let segue = Segue(
        kind: "showDetail", destination: graph[detail].id, trigger: .manual,
        range: graph[ref].range)
      parents[root, default: []].append(source)
      pending[source, default: []].append(
        Pending(
          segue: segue, verb: "tap", label: "detail", action: .present(.nav(nav)),
          comment: ["the split view's detail, shown beside its master"]))
    }
  }

  /// The screens (or roots of navigation stacks) every presentation shows as a popover
  /// (dismissed by a tap outside it) or as a sheet:
  /// a `presentation` segue with the automatic style (a page sheet since
  /// iOS 13), `pageSheet` or `formSheet`, which the user can swipe down (so is `modal`,
  /// the kind before iOS 8: it presents in the destination's own style, automatic when
  /// built today). `fullScreen`
  /// and `overFullScreen` cannot be swiped away, so one of them anywhere keeps the
  /// screen out.
  static func sheets(
    _ sources: [(ControllerRef, [Pending])], inSplit: Set<ControllerRef>, _ graph: ImportGraph
  ) -> [ControllerRef: Dismissal] {
    var found: [ControllerRef: Dismissal] = [:]
    var full: Set<ControllerRef> = []
    for (source, items) in sources {
      for item in items {
        let target: FlowTarget
        switch item.action {
        case .present(let presented): target = presented
        // Where it presents, it is a sheet as a presentation is.
        case .show(let screen): target = .screen(screen)
        case .push, .reset, .dismiss, nil: continue
        }
        let root: ControllerRef?
        let controller: ControllerRef
        switch target {
        case .screen(let screen):
          root = screen
          controller = screen
        case .nav(let nav):
          root = graph.navRoots[nav]
          controller = nav
        case .tabs: continue
        }
        guard let root else { continue }
        let style = item.segue.modalPresentationStyle ?? graph[controller].modalPresentationStyle
        let kind = item.segue.kind
        if kind == "replace" || (kind == "showDetail" && inSplit.contains(source)) {
          found[root] = found[root] ?? .detail
        } else if ["popover", "popoverPresentation"].contains(kind) {
          found[root] = found[root] ?? .popover
        } else if ["presentation", "modal", "showDetail", "show"].contains(kind),
          [nil, "automatic", "pageSheet", "formSheet"].contains(style)
        {
          // `show` and `showDetail` present outside a stack or split, as a sheet.
          found[root] = .sheet
        } else {
          full.insert(root)
        }
      }
    }
    for root in full { found[root] = nil }
    // A popover's screen also pushed somewhere is left by back there.
    for item in sources.flatMap(\.1) {
      if case .push(let screen) = item.action, found[screen] == .popover {
        found[screen] = nil
      }
    }
    return found
  }

  /// How the user can dismiss a presented screen without a control of its own.
  enum Dismissal {
    /// Swiped down.
    case sheet
    /// A tap outside it.
    case popover
    /// A split view's detail: the master beside it (or back, collapsed) leads on.
    case detail
  }

  private func text(_ action: Action) -> String {
    switch action {
    case .push(let screen): "push \(naming.name(screen))"
    case .present(let target): "present \(naming.name(target))"
    case .show(let screen): "show \(naming.name(screen))"
    case .reset(let target): "reset \(naming.name(target))"
    case .dismiss: "dismiss"
    }
  }

  /// Whether pushes from `screen` push: it is declared in a nav and never shown outside one.
  private func pushes(from screen: ControllerRef) -> Bool {
    placement.isInNav(screen) && !outside.contains(screen)
  }

  // MARK: - One segue

  private mutating func map(_ segueRef: ImportGraph.SegueRef, from screen: ControllerRef)
    -> Pending?
  {
    let segue = graph[segueRef.controller].segues[segueRef.index]
    var comment: [String] = []
    if case .manual = segue.trigger {
      comment.append("manual segue: performed in code")
    } else if let identifier = segue.identifier {
      comment.append("segue " + FlowNames.cleanText(identifier))
    }
    if segue.kind == "unwind" {
      let fallback = segue.unwindAction.map(ControlLabels.unwindName) ?? "unwind"
      let (verb, label) = ControlLabels.verbAndLabel(for: segue, fallback: fallback)
      return Pending(segue: segue, verb: verb, label: label, action: nil, comment: comment)
    }
    let showsDetail = segue.kind == "showDetail" || segue.kind == "replace"
    guard
      segue.kind == "embed" || ImportGraph.isPushLike(segue.kind)
        || ImportGraph.isPresentLike(segue.kind)
    else {
      warn("import-unknown-segue", "segue kind '\(segue.kind)' is not imported", segue)
      return nil
    }
    guard let destination = graph.destination(of: segue, in: segueRef.controller.file) else {
      warn(
        "import-missing-destination",
        "segue destination '\(segue.destination)' is not a controller of this storyboard", segue)
      return nil
    }
    let target = graph.target(of: destination)
    // UIKit cannot present or push a controller already on screen: a custom segue to
    // its own scene, or to the stack its scene is the root of, is a class that
    // dismisses (the `DismissSegue` pattern).
    let resolved = graph.resolved(destination)
    if segue.kind == "custom", resolved == screen || graph.navRoots[resolved] == screen {
      let what = segue.customClass.map { "custom segue '\($0)'" } ?? "custom segue"
      comment.append(what)
      warn(
        "import-custom-segue",
        "\(what) leads to '\(naming.name(target))', already on screen, so it is imported as 'dismiss': check what its class's perform() does",
        segue)
      let (verb, label) = ControlLabels.verbAndLabel(
        for: segue, fallback: naming.displayTitle(target, graph))
      return Pending(segue: segue, verb: verb, label: label, action: .dismiss, comment: comment)
    }
    // A custom segue's class is code; as a rule it pushes (with an animation of its own)
    // from a screen whose pushes push, and presents from anywhere else.
    let pushLike =
      (ImportGraph.isPushLike(segue.kind) && (!showsDetail || inSplit.contains(screen)))
      || (segue.kind == "custom" && pushes(from: screen) && target.isScreen)
    if segue.kind == "embed" {
      let child = graph.resolved(destination)
      let text: String
      if graph.embeddedIn[child] != nil {
        let controller = graph[child]
        let what = controller.customClass ?? controller.storyboardIdentifier ?? controller.element
        text =
          "\(FlowNames.cleanText(what)) (id \(FlowNames.cleanText(controller.id))), part of this screen"
      } else if graph.embeddedNav[segueRef.controller] == child {
        text = "\(naming.name(target)), whose stack this screen shows"
      } else {
        text = naming.name(target)
      }
      notes[screen, default: []].append("container view embeds \(text)")
      return nil
    }
    let (verb, label) = ControlLabels.verbAndLabel(
      for: segue, fallback: naming.displayTitle(target, graph))
    let action = self.action(segue, from: screen, to: target, pushLike: pushLike, &comment)
    return Pending(segue: segue, verb: verb, label: label, action: action, comment: comment)
  }

  private mutating func action(
    _ segue: Segue, from screen: ControllerRef, to target: FlowTarget, pushLike: Bool,
    _ comment: inout [String]
  ) -> Action {
    let kind = segue.kind
    let source = naming.name(screen)
    let name = naming.name(target)
    switch kind {
    case "popover", "popoverPresentation": comment.append("popover")
    case "showDetail", "replace":
      comment.append("show detail")
      if !pushLike {
        warn(
          "import-show-presents",
          "'\(kind)' segue is imported as 'present \(name)': '\(source)' is in no split view, where UIKit presents the detail modally",
          segue)
      }
    case "custom":
      let what = segue.customClass.map { "custom segue '\($0)'" } ?? "custom segue"
      comment.append(what)
      let how: String
      if case .tabs = target {
        how = "'reset \(name)', as a tab bar can only be the window's root"
      } else if pushLike {
        how = "'push \(name)': from a screen in a navigation stack, a custom segue pushes as a rule"
      } else if pushes(from: screen) {
        how = "'present \(name)': a navigation controller cannot be pushed"
      } else {
        how = "'present \(name)': outside a navigation stack, a custom segue presents as a rule"
      }
      warn(
        "import-custom-segue",
        "\(what) is imported as \(how): check what its class's perform() does",
        segue)
    default: break
    }
    switch target {
    case .tabs:
      comment.append("\(kind) of a tab bar")
      warn(
        "import-tabs-reset",
        "'\(kind)' segue to tab bar '\(name)' is imported as 'reset \(name)': a tab bar can only be the window's root",
        segue)
      return .reset(target)
    case .nav(let nav):
      if pushLike {
        let why =
          pushes(from: screen)
          ? "a navigation controller cannot be pushed" : outsideNav(kind, source, screen)
        warn(
          "import-show-presents", "'\(kind)' segue is imported as 'present \(name)': \(why)",
          segue)
      }
      if let root = graph.navRoots[nav] { parents[root, default: []].append(screen) }
      return .present(target)
    case .screen(let destination):
      parents[destination, default: []].append(screen)
      if pushLike && pushes(from: screen) { return .push(destination) }
      // UIKit's show and showDetail (collapsed, from a split's master) push or present
      // depending on where they fire: the flow's `show` decides the same way.
      if pushLike && (kind == "show" || kind == "showDetail") { return .show(destination) }
      if pushLike {
        comment.append("\(kind) outside a navigation stack")
        warn(
          "import-show-presents",
          "'\(kind)' segue is imported as 'present \(name)': \(outsideNav(kind, source, screen))",
          segue)
      }
      return .present(target)
    }
  }

  /// Why a push-like segue from `source` presents instead.
  private func outsideNav(_ kind: String, _ source: String, _ screen: ControllerRef) -> String {
    let place =
      placement.isInNav(screen)
      ? "'\(source)' is also shown outside its navigation stack"
      : "'\(source)' is in no navigation stack"
    return kind == "push" || kind == "replace"
      ? "\(place), where a '\(kind)' segue fails at run time"
      : "\(place), where UIKit presents it"
  }

  mutating func warn(_ id: String, _ message: String, _ segue: Segue) {
    diagnostics.append(.warning(id, message, at: segue.range))
  }
}
