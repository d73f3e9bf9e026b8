/// The declarations of the draft: screens, navs and tab bars with their comments.
extension FlowMapper {
  func screenDraft(_ ref: ControllerRef, via reference: ControllerRef? = nil)
    -> FlowDraft.Screen
  {
    let controller = graph[ref]
    var notes: [String] = []
    switch controller.kind {
    case .page: notes.append("page view controller: code creates its pages, which are swiped")
    case .reference:
      let target = FlowNames.cleanText(controller.storyboardName ?? "this storyboard")
      let reason = graph.unresolvedReasons[ref].map(FlowNames.cleanText) ?? "not imported"
      notes.append("storyboard reference to \(target): \(reason)")
    case .navigation: notes.append("navigation controller with no root view controller")
    case .tabBar: notes.append("tab bar controller with no tabs")
    case .split: notes.append("split view controller with no usable master")
    case .screen: break
    }
    notes += segues.notes[ref] ?? []
    var controls = segues.controls[ref] ?? []
    if graph.partsOfScreen(ref).contains(where: { graph[$0].kind == .page }),
      !controls.contains(where: { $0.label == "pages" })
    {
      // Its pages are swiped, and its data source (code) makes them.
      controls.append(
        FlowDraft.Control(verb: "swipe", label: "pages", action: "code \"data source\""))
    }
    if graph.partsOfScreen(ref).contains(where: { graph[$0].codeFilledContainers > 0 }) {
      // Code puts a child controller in it: what the user does there is code's.
      notes.append("container view with no embed segue: code fills it")
      var labels = UniqueLabels(reserving: [])
      for control in controls { _ = labels.claim(control.label) }
      controls.append(
        FlowDraft.Control(
          verb: "tap", label: labels.claim("container view"), action: "code \"child controller\""))
    }
    return FlowDraft.Screen(
      name: naming.name(ref), title: naming.titles[ref], comment: comment(ref, via: reference),
      notes: notes, controls: controls, code: codeEntries[ref])
  }

  func navDraft(_ ref: ControllerRef, via reference: ControllerRef? = nil) -> FlowDraft.Nav {
    let hidesBar = graph[ref].navigationBarHidden
    return FlowDraft.Nav(
      name: naming.name(ref), comment: comment(ref, via: reference),
      notes: hidesBar
        ? [
          "navigationBarHidden=\"YES\": no back button and no edge swipe back (nobar); the screens' own buttons go back"
        ] : [],
      screens: (placement.navScreens[ref] ?? []).map { screenDraft($0) }.enumerated().map {
        hidesBar && $0.offset > 0 ? backMadeInCode($0.element) : $0.element
      }, code: codeEntries[ref], hidesBar: hidesBar)
  }

  /// A screen pushed onto a stack whose bar is hidden, with no way back of its own in
  /// the storyboard (no control going back and none wired to code): its way back, if
  /// any, is made in code (the code shows the bar again, or adds a button), so it gets
  /// a "Back" made in code, listed as work left rather than a dead end.
  private func backMadeInCode(_ screen: FlowDraft.Screen) -> FlowDraft.Screen {
    let goesBack = screen.controls.contains { control in
      ["code ", "back", "pop ", "unwind ", "dismiss"].contains { control.action.hasPrefix($0) }
    }
    guard !goesBack, !screen.controls.contains(where: { $0.label == "Back" }) else { return screen }
    var screen = screen
    screen.controls.append(
      FlowDraft.Control(
        verb: "tap", label: "Back", action: "code \"navigationBarHidden\"",
        comment: "the bar is hidden: the way back, if any, is made in code"))
    return screen
  }

  func tabsDraft(_ ref: ControllerRef) -> FlowDraft.Tabs {
    let list = graph.tabs[ref] ?? []
    let raw = list.enumerated().map { tabLabel($0.element, position: $0.offset) }
    var labels = UniqueLabels(reserving: raw)
    let tabs = list.enumerated().map { position, tab in
      let reference = tab.declared == graph.resolved(tab.declared) ? nil : tab.declared
      let label = labels.claim(raw[position])
      switch tab.target {
      case .nav(let nav) where tab.isInstance:
        return FlowDraft.Tab(
          label: label,
          content: .navInstance(
            name: naming.name(nav),
            comment: comment(nav, via: reference)
              + "; this tab bar's own instance of the stack declared in \(declaringTabBar(of: nav))"
          ))
      case .nav(let nav):
        return FlowDraft.Tab(label: label, content: .nav(navDraft(nav, via: reference)))
      case .screen(let screen), .tabs(let screen):
        return FlowDraft.Tab(label: label, content: .screen(screenDraft(screen, via: reference)))
      }
    }
    return FlowDraft.Tabs(
      name: naming.name(ref), comment: comment(ref), tabs: tabs, code: codeEntries[ref])
  }

  /// The name of the first tab bar that holds navigation controller `nav` (as a tab
  /// of its own, not an instance): where its stack is declared.
  private func declaringTabBar(of nav: ControllerRef) -> String {
    let holder = graph.allControllers.first { ref in
      (graph.tabs[ref] ?? []).contains { $0.target == .nav(nav) && !$0.isInstance }
    }
    return holder.map { naming.name($0) } ?? naming.name(nav)
  }

  /// A tab's label: the tab bar item's title (the referenced controller's first, for a
  /// storyboard reference), its system item, then the title of what it shows.
  private func tabLabel(_ tab: ImportGraph.Tab, position: Int) -> String {
    let real = graph[graph.resolved(tab.declared)].tabBarItem
    let declared = graph[tab.declared].tabBarItem
    let text =
      real?.title ?? declared?.title ?? real?.systemItem.map(FlowNames.humanized)
      ?? declared?.systemItem.map(FlowNames.humanized) ?? naming.displayTitle(tab.target, graph)
    let clean = FlowNames.cleanText(text)
    return clean.isEmpty ? "Tab \(position + 1)" : clean
  }

  /// `id 59C-ZM-o74, RestaurantTableViewController`, naming the storyboard for the
  /// files other than the start's, and the reference a tab went through.
  private func comment(_ ref: ControllerRef, via reference: ControllerRef? = nil) -> String {
    var text = idText(ref)
    if let customClass = graph[ref].customClass { text += ", " + FlowNames.cleanText(customClass) }
    if let reference { text += "; via reference \(FlowNames.cleanText(graph[reference].id))" }
    return text
  }

  func idText(_ ref: ControllerRef) -> String {
    var text = "id " + FlowNames.cleanText(graph[ref].id)
    if ref.file != startFile { text += " in \(graph.storyboards[ref.file].name).storyboard" }
    return text
  }
}
