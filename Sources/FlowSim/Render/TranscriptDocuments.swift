/// Whole walkthrough documents: a scenario run (`flowsim walk`), the shortest
/// walkthrough to every screen (`flowsim paths`), and a tour (`flowsim tour`).
public struct TranscriptDocuments {
  public let narrator: TranscriptNarrator

  public init(flow: Flow) {
    narrator = TranscriptNarrator(flow: flow)
  }

  var flow: Flow { narrator.flow }

  // MARK: - Scenarios

  /// A scenario as it ran: expectations as checks between the steps, and a failing
  /// step marked, with the runner's notes, after which nothing more is shown. `title`
  /// replaces the heading `Scenario "NAME"` (a replayed session script has no name).
  public func scenario(_ run: ScenarioRunner.Run, headingLevel: Int = 1, title: String? = nil)
    -> Transcript
  {
    let steps = run.scenario.steps
    var transcript = Transcript([
      .heading(level: headingLevel, [.text(title ?? "Scenario \"\(run.scenario.name)\"")])
    ])
    var summary: Transcript.Line = [
      .text("\(flow.name), \(run.scenario.range.location.description): ")
    ]
    // "in the model": a tester must not read it as "already run on the device".
    if let failure = run.failure {
      summary += [
        .strong("fails in the model"), .text(" at step \(failure.step + 1) of \(steps.count)."),
      ]
    } else {
      summary += [
        .strong("passes in the model"), .text(" (\(Counting.count(steps.count, "step")))."),
      ]
    }
    transcript.append(.paragraph([summary] + narrator.start(run.walkthrough.startView)))
    if let key = outcomeKey([run.walkthrough]) { transcript.append(.paragraph([key])) }
    var numbered: [Transcript.Step] = []
    var taken = 0
    for (index, step) in steps.enumerated() {
      if let failure = run.failure, failure.step == index {
        var lines: [Transcript.Line] = [[.strong("✗ FAILED"), .text(": " + failure.message)]]
        lines += failure.notes.map { [.text("(" + $0 + ")")] }
        numbered.append(Transcript.Step(number: index + 1, lines: lines, failed: true))
        break
      }
      if case .expect(let expr, let text) = step.kind {
        numbered.append(Transcript.Step(number: index + 1, lines: [check(expr, text)]))
        continue
      }
      guard taken < run.walkthrough.steps.count else { break }
      let walked = run.walkthrough.steps[taken]
      numbered.append(
        narrator.step(walked, from: run.walkthrough.view(before: taken), number: index + 1))
      taken += 1
    }
    if !numbered.isEmpty { transcript.append(.steps(numbered)) }
    return transcript
  }

  // MARK: - Paths

  /// The shortest walkthroughs to every screen as one tree: each step is written
  /// once, however many walkthroughs begin with it (numbered by how far from the
  /// start it is); where they part, each way on is indented under the last shared
  /// step, in the order exploring first met them; a step that first shows a screen
  /// says so. Then the screens none reaches.
  public func paths(_ paths: Paths, headingLevel: Int = 1) -> Transcript {
    let reached = paths.entries.compactMap(\.walkthrough)
    var transcript = Transcript([
      .heading(level: headingLevel, [.text("Shortest walkthroughs: \(flow.name)")]),
      .paragraph([
        [
          .text(
            "The shortest way from the start to each screen, as a tree: steps that several walkthroughs share are written once, and where the ways part, each way on is indented under the last step they share. Each step is numbered by how many steps from the start it is; follow the steps down to the line that names the screen you want. "
          )
        ] + Self.breadcrumbKey + Self.sentence(outcomeKey(reached))
      ]),
    ])
    // Said first: everything below covers only what was explored.
    if !paths.isComplete { transcript.append(.paragraph([incomplete])) }
    var target: [Int: ScreenID] = [:]
    var children: [Int: [Int]] = [:]
    var known: Set<Int> = []
    /// The step into each configuration of the tree, its number, and where it is taken.
    var stepTo: [Int: (step: Walkthrough.Step, number: Int, before: ConfigurationView)] = [:]
    var start: ConfigurationView?
    for entry in paths.entries {
      guard let configuration = entry.configuration, let walkthrough = entry.walkthrough else {
        continue
      }
      target[configuration] = entry.screen
      start = start ?? walkthrough.startView
      let chain = entry.configurations
      for (index, step) in walkthrough.steps.enumerated()
      where known.insert(chain[index + 1]).inserted {
        children[chain[index], default: []].append(chain[index + 1])
        stepTo[chain[index + 1]] = (step, index + 1, walkthrough.view(before: index))
      }
    }
    if let start {
      var opening = narrator.start(start)
      if let screen = target[0] { opening.append(mark(screen, steps: 0)) }
      transcript.append(.paragraph(opening))
      // A step with one way on is followed at its own indentation; where the ways
      // part, each is indented one level under the step, and what follows it one
      // more: the indentation grows with the partings, not with the steps.
      var steps: [Transcript.Step] = []
      // Depth first, without recursion (a walkthrough may be thousands of steps long):
      // the steps still to write, each with its depth and the depth of a step that
      // follows it alone, last first.
      var pending: [(node: Int, depth: Int, chain: Int)] = []
      func push(_ node: Int, depth: Int, chain: Int) {
        let next = (children[node] ?? []).sorted()
        for child in next.reversed() {
          let level = next.count == 1 ? chain : depth + 1
          pending.append((child, level, next.count == 1 ? chain : level + 1))
        }
      }
      push(0, depth: -1, chain: 0)
      while let (node, depth, chain) = pending.popLast() {
        guard let (step, number, before) = stepTo[node] else { continue }
        var numbered = narrator.step(step, from: before, number: number)
        numbered.depth = depth
        if let screen = target[node] { numbered.lines.append(mark(screen, steps: number)) }
        steps.append(numbered)
        push(node, depth: depth, chain: chain)
      }
      if !steps.isEmpty { transcript.append(.tree(steps)) }
    }
    var unreached: [Transcript.Line] = []
    for entry in paths.entries where entry.walkthrough == nil {
      let screen = flow.screens[entry.screen]
      unreached.append([.screen(screen.name), .text(" (\(screen.range.location.description))")])
    }
    if !unreached.isEmpty {
      transcript.append(
        .heading(level: headingLevel + 1, [.text("Screens no walkthrough reaches")]))
      transcript.append(.bullets(unreached))
    }
    return transcript
  }

  /// `Shortest way to **Register** (1 step).`
  func mark(_ screen: ScreenID, steps: Int) -> Transcript.Line {
    let count = steps == 0 ? "at the start" : Counting.count(steps, "step")
    return [.text("Shortest way to "), .screen(flow.screens[screen].name), .text(" (\(count)).")]
  }

  /// What the `Now:` lines' marks mean, said once where a document begins.
  static let breadcrumbKey: Transcript.Line = [
    .text("Each step's "), .strong("Now"),
    .text(
      " line shows the whole app: › a screen pushed onto the one before, + one shown over it (a modal, sheet or alert), * the selected tab."
    ),
  ]

  /// What `for outcome` asks of a tester, said once where a document begins when one
  /// of its `walkthroughs` asks for an outcome without saying how; else nil.
  func outcomeKey(_ walkthroughs: [Walkthrough]) -> Transcript.Line? {
    let asks = walkthroughs.contains {
      $0.steps.contains { narrator.asksForUnexplainedOutcome($0.transition) }
    }
    guard asks else { return nil }
    return [
      .text(
        "A step that says \"for outcome …\" names an outcome the flow does not say how to bring about; where the app decides otherwise, the rest of that walkthrough cannot be followed."
      )
    ]
  }

  /// `line` as a further sentence of a paragraph (after a space), or nothing.
  static func sentence(_ line: Transcript.Line?) -> Transcript.Line {
    line.map { [.text(" ")] + $0 } ?? []
  }

  var incomplete: Transcript.Line {
    [
      .strong("Incomplete"),
      .text(": exploration stopped early (--max-states); more may be reachable than shown."),
    ]
  }

  // MARK: - Tour

  /// "Tour 1", "Tour 2", …, then the declared transitions that can never fire.
  public func tour(_ tour: Tour, headingLevel: Int = 1) -> Transcript {
    let count = tour.walkthroughs.count
    let steps = tour.stepCount
    let total = tour.firing
    let intro =
      total == 0
      ? "No action can happen from the start, so there is nothing to walk through."
      : "A manual test plan: \(Counting.count(count, "walkthrough")) (\(Counting.count(steps, "step"))) that \(count == 1 ? "takes" : "together take") each of the \(Counting.count(total, "action")) that can happen\(tour.isComplete ? "" : " in the configurations explored") (back and page swipes count once on each screen they are taken on, a tab once when switched to and once when re-tapped). \(count == 1 ? "Start it" : "Start each one") from a fresh install of the app, as the flow starts."
    var transcript = Transcript([
      .heading(level: headingLevel, [.text("Tour: \(flow.name)")]),
      .paragraph([
        count == 0
          ? [.text(intro)]
          : [.text(intro + " ")] + Self.breadcrumbKey + Self.sentence(outcomeKey(tour.walkthroughs))
      ]),
    ])
    // Said first: everything below covers only what was explored.
    if !tour.isComplete { transcript.append(.paragraph([incomplete])) }
    let asked = preparation(tour.walkthroughs)
    if !asked.isEmpty {
      transcript.append(.heading(level: headingLevel + 1, [.text("Before you start")]))
      transcript.append(
        .paragraph([
          [
            .text(
              "Some steps ask for more than a tap: data the app must have by then (an account, content of your own), a setting, something done outside the app. Each is listed once, with the steps that ask for it, so that you can prepare first:"
            )
          ]
        ]))
      transcript.append(.bullets(asked))
    }
    for (index, walkthrough) in tour.walkthroughs.enumerated() {
      let steps = Counting.count(walkthrough.steps.count, "step")
      transcript.append(.heading(level: headingLevel + 1, [.text("Tour \(index + 1) (\(steps))")]))
      transcript.append(contentsOf: narrator.walkthrough(walkthrough))
    }
    // A stopped exploration cannot say what never fires: only what it did not see.
    let title =
      tour.isComplete
      ? "Transitions that can never fire" : "Transitions not fired in what was explored"
    transcript.append(.heading(level: headingLevel + 1, [.text(title)]))
    if tour.neverFired.isEmpty {
      transcript.append(
        .paragraph([
          [.text(tour.isComplete ? "None: every declared transition can fire." : "None.")]
        ]))
    } else {
      transcript.append(.bullets(tour.neverFired.map(neverFiredLine)))
    }
    return transcript
  }

  /// What the walkthroughs' steps ask the tester to do or have (the flow's how-texts),
  /// each once, in order of first use, with the steps that ask it: `enter the email
  /// and password of a registered account: tour 1, steps 9 and 21; tour 2, step 3`.
  /// A tour is long; a tester who meets "find a poll you created" at step 21 has to
  /// stop and make one.
  func preparation(_ walkthroughs: [Walkthrough]) -> [Transcript.Line] {
    var order: [String] = []
    var steps: [String: [(tour: Int, step: Int)]] = [:]
    for (tour, walkthrough) in walkthroughs.enumerated() {
      for (step, taken) in walkthrough.steps.enumerated() {
        guard let how = flow.how(of: taken.transition) else { continue }
        if steps[how] == nil { order.append(how) }
        steps[how, default: []].append((tour + 1, step + 1))
      }
    }
    return order.map { how in
      let byTour = Dictionary(grouping: steps[how] ?? [], by: \.tour)
      let places = byTour.keys.sorted().map { tour in
        let numbers = byTour[tour]!.map { String($0.step) }
        let said = (numbers.count == 1 ? "step " : "steps ") + Counting.listed(numbers)
        return walkthroughs.count == 1 ? said : "tour \(tour), \(said)"
      }
      return [.text(how + ": " + places.joined(separator: "; "))]
    }
  }

  /// `tap **Go** on **Orphan** (gaps.flow:19:19)`.
  func neverFiredLine(_ transition: TransitionID) -> Transcript.Line {
    var line = narrator.action(transition)
    if let control = flow.control(of: transition),
      case .screen(let owner) = flow.controls[control].owner
    {
      line += [.text(" on "), .screen(flow.screens[owner].name)]
    }
    if let range = flow.range(of: transition) {
      line.append(.text(" (\(range.location.description))"))
    }
    return line
  }
}
