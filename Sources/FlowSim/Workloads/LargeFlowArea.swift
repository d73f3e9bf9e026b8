// MARK: - One tab of the large flow, its modal tasks and its alerts

extension LargeFlowWriter {
  /// The names, titles and tree of one area's screens (index 0 is the tab's root).
  struct AreaPlan {
    var names: [String] = []
    var titles: [String] = []
    var depth: [Int] = []
    var children: [[Int]] = []
    /// Extra controls per screen that present the area's modal tasks and alerts.
    var presenters: [[(label: String, rest: String)]] = []
  }

  mutating func planArea(_ area: Int) -> AreaPlan {
    let areaName = Self.areas[area]
    let size = areaSizes[area]
    var plan = AreaPlan()
    plan.children = Array(repeating: [], count: size)
    plan.presenters = Array(repeating: [], count: size)
    for index in 0..<size {
      if index == 0 {
        plan.names.append(areaName)
        plan.titles.append(areaName)
        plan.depth.append(0)
        continue
      }
      let noun = Self.nouns[draw(Self.nouns.count)]
      plan.names.append("\(areaName)\(noun)\(index)")
      plan.titles.append("\(noun) \(index)")
      let low = (index - 1) / 4
      let high = max(low, (index - 1) / 3)
      var parent = low + draw(high - low + 1)
      if plan.depth[parent] >= Self.areaMaxDepth - 2 { parent = 0 }
      plan.depth.append(plan.depth[parent] + 1)
      plan.children[parent].append(index)
    }
    for task in tasksByArea[area] {
      plan.presenters[draw(size)].append(
        (label: "\(task.kind) \(task.number)", rest: "-> present \(task.name)"))
    }
    for number in alertsByArea[area] {
      let name = Self.alertName(number, area: area)
      let presenter =
        number % 2 == 0
        ? (label: "Delete item \(number)", rest: "when items > 0 -> present \(name)")
        : (label: "More \(number)", rest: "-> present \(name)")
      plan.presenters[draw(size)].append(presenter)
    }
    return plan
  }

  static func alertName(_ number: Int, area: Int) -> String {
    number % 2 == 0 ? "\(areas[area])Delete\(number)" : "\(areas[area])Actions\(number)"
  }

  mutating func writeArea(_ area: Int) {
    let plan = planArea(area)
    let areaName = Self.areas[area]
    line("  tab \"\(areaName)\" nav \(areaName)Nav max \(Self.areaMaxDepth) {")
    for index in plan.names.indices {
      let controls = areaControls(index, plan: plan, area: area)
      let head = "    screen \(plan.names[index]) \"\(plan.titles[index])\""
      if controls.isEmpty {
        line(head)
        continue
      }
      line(head + " {")
      for control in controls { line("      " + control) }
      line("    }")
    }
    line("  }")
  }

  mutating func areaControls(_ index: Int, plan: AreaPlan, area: Int) -> [String] {
    var labels: Set<String> = []
    var controls: [String] = []
    func add(_ verb: String, _ label: String, _ rest: String) {
      if labels.insert(label).inserted { controls.append("\(verb) \"\(label)\" \(rest)") }
    }
    for child in plan.children[index] {
      let guardText = chance(6) ? "when \(Self.pushGuards[draw(Self.pushGuards.count)]) " : ""
      add("tap", "Open \(plan.titles[child])", "\(guardText)-> push \(plan.names[child])")
    }
    let size = plan.names.count
    if size > 2, chance(5) {
      let target = 1 + draw(size - 1)
      if target != index, !plan.children[index].contains(target) {
        add("tap", "See \(plan.titles[target])", "-> push \(plan.names[target])")
      }
    }
    if chance(4) {
      let favorite = "favorite\(draw(favorites))"
      add("tap", "Favorite", "-> set \(favorite) = not \(favorite)")
    }
    if (index == 0 && area == 0) || chance(8) {
      add("tap", "Add item", "when items < 4 -> set items = items + 1")
    }
    if chance(10) {
      let sortCase = Self.sortCases[draw(Self.sortCases.count)]
      let label = "Sort by " + sortCase.dropFirst("sortBy".count).lowercased()
      add("select", label, "-> set sort = \(sortCase)")
    }
    for presenter in plan.presenters[index] { add("tap", presenter.label, presenter.rest) }
    if let task = tasksByArea[area].first, chance(12) {
      add("tap", "\(task.kind) \(task.number)", "-> present \(task.name)")
    }
    if plan.depth[index] >= 2, chance(6) {
      add("tap", "Back to \(Self.areas[area])", "-> pop to root")
    }
    if index == 0, Self.areas[area] == "Settings" {
      add("tap", "Upgrade", "when not premium -> set premium = true")
      add("tap", "Cancel subscription", "when premium -> set premium = false")
      add("tap", "Log out", "-> present ConfirmLogout")
    }
    return controls
  }

  mutating func writeTask(_ task: ModalTask) {
    line("")
    line("nav \(task.name) {")
    for step in 1...task.steps {
      line("  screen \(task.name)Step\(step) \"\(task.kind), step \(step)\" {")
      if step == 1 { line("    tap \"Cancel\" -> dismiss") }
      if step < task.steps {
        line("    tap \"Next\" -> push \(task.name)Step\(step + 1)")
        if step + 2 <= task.steps, chance(3) {
          line("    tap \"Skip\" -> push \(task.name)Step\(step + 2)")
        }
      } else {
        line("    tap \"Save\" when online \"you are offline\" -> dismiss; set draftSaved = true")
        line("    tap \"Discard\" -> dismiss")
      }
      line("  }")
    }
    line("}")
  }

  mutating func writeAlert(_ number: Int, area: Int) {
    let name = Self.alertName(number, area: area)
    line("")
    if number % 2 == 0 {
      line("alert \(name) \"Delete this item?\" {")
      line("  button \"Delete\" when items > 0 -> set items = items - 1")
      line("  button \"Cancel\"")
    } else {
      let favorite = "favorite\(draw(favorites))"
      line("sheet \(name) \"Item options\" {")
      line("  button \"Add to favorites\" -> set \(favorite) = true")
      line("  button \"Copy link\"")
      line("  button \"Cancel\"")
    }
    line("}")
  }
}
