import Foundation
import Testing

@testable import FlowSim

@Suite struct StepSessionTests {
  /// Every command on a small flow (`notes`), and the bugs a session meets (`bugs`):
  /// the transcript and the files saved, exactly.
  @Test(arguments: ["notes", "bugs"])
  func transcript(_ name: String) throws {
    let session = try #require(SessionFixtures.session("\(name).flow"))
    let saved = SavedFiles()
    saved.attach(to: session)
    let input = SessionFixtures.lines(SessionFixtures.text("\(name).input"))
    let transcript = SessionFixtures.transcript(session, input)
    let golden = SessionFixtures.url("\(name).transcript")
    if let failure = Golden.check(transcript, against: golden) { Issue.record("\(failure)") }
    for (path, text) in saved.files.sorted(by: { $0.key < $1.key }) {
      let golden = SessionFixtures.url("\(name).\(path.replacingOccurrences(of: "/", with: "_"))")
      if let failure = Golden.check(text, against: golden) { Issue.record("\(failure)") }
    }
  }

  /// A return to a `noreturn` screen is foreseen in the menu and in `check` before it
  /// is taken; once taken, `check` where it landed lists `flowsim check`'s finding,
  /// whose walkthrough ends there.
  @Test func aReturnToNoReturnIsForeseenThenReportedWhereItLands() throws {
    let text = """
      start SignIn
      nav SignIn {
        screen Form noreturn { tap "Forgot?" -> push Forgot }
        screen Forgot
      }
      """
    let flow = try #require(loadFlow(text, path: "signin.flow"))
    let session = StepSession(flow: flow, path: "signin.flow")
    _ = session.start()
    _ = session.handle("Forgot?")
    #expect(
      session.handle("check").text == """
        check at Forgot:
          back: would return to 'Form', which is marked 'noreturn'


        """)
    #expect(
      session.handle("back").text.hasPrefix(
        """
        step 2: back → popped Forgot
          note: returned to 'Form', which is marked 'noreturn' (a flow bug)

        """))
    #expect(
      session.handle("check").text == """
        check at Form:
          signin.flow:3:10: error: back returns to 'Form', which is marked 'noreturn': back, pop to root and unwind must never return to it, signed in or not [returns-to-noreturn]


        """)
  }

  /// A label that reads as a command with an argument ("Save draft") is the label:
  /// it had saved the session to a file named draft, overwriting it silently. A
  /// label that is a command word ("Next") runs the command and says how to reach
  /// the label.
  @Test func labelsThatReadAsCommands() throws {
    let text = """
      start N
      nav N {
        screen A { tap "Save draft" -> push B; tap "Next" -> present C }
        screen B
      }
      screen C { tap "Close" -> dismiss }
      """
    let flow = try #require(loadFlow(text, path: "coll.flow"))
    let session = StepSession(flow: flow, path: "coll.flow")
    var written: [String] = []
    session.write = { path, _ in
      written.append(path)
      return nil
    }
    _ = session.start()
    let save = session.handle("Save draft").text
    #expect(save.hasPrefix("step 1: tap \"Save draft\" → pushed B\n"))
    #expect(
      save.hasSuffix(
        "(that was tap \"Save draft\", not the 'save' command; to save the session to a file named draft, type 'save ./draft')\n\n"
      ))
    #expect(written.isEmpty)
    _ = session.handle("back")
    #expect(
      session.handle("Next").text
        == "there is no next page here\n\n(that was the 'next' command; for tap \"Next\" on this screen, type 2)\n\n"
    )
  }

  /// A label that is also a command which moves on: the note names the screen the
  /// label was on and says how to get back to it, not "on this screen" under the next.
  @Test func aCommandThatMovesOnSaysWhereTheLabelWas() throws {
    let text = """
      start Intro
      pages Intro {
        screen One { tap "Next" -> next page }
        screen Two { tap "Undo" -> next page }
        screen Three terminal
      }
      """
    let flow = try #require(loadFlow(text, path: "moves.flow"))
    let session = StepSession(flow: flow, path: "moves.flow")
    _ = session.start()
    let next = session.handle("Next").text
    #expect(next.hasPrefix("step 1: next page → page 2 of 3\n"))
    #expect(
      next.hasSuffix(
        "(that was the 'next' command, not tap \"Next\" on One; to take that instead, type 'undo', then 1)\n\n"
      ))
    let undo = session.handle("Undo").text
    #expect(undo.hasPrefix("undid step 1: next page\n"))
    #expect(undo.hasSuffix("(that was the 'undo' command, not tap \"Undo\" on Two)\n\n"))
  }

  /// A step whose verb no action with that label has still takes the action, and
  /// says so: a scenario step (and `walk --script`) would fail on it.
  @Test func aWrongVerbIsTakenWithANote() throws {
    let text = """
      start Main
      nav Main {
        screen A { tap "Go" -> push B; swipe "Away" -> push C }
        screen B terminal
        screen C terminal
      }
      """
    let flow = try #require(loadFlow(text, path: "verbs.flow"))
    let session = StepSession(flow: flow, path: "verbs.flow")
    _ = session.start()
    let swiped = session.handle(#"swipe "Go""#).text
    #expect(swiped.hasPrefix("step 1: tap \"Go\" → pushed B\n"))
    #expect(
      swiped.hasSuffix(
        #"(there is no swipe "Go" here: that was tap "Go"; a scenario step or script says 'tap "Go"')"#
          + "\n\n"))
    _ = session.handle("back")
    let right = session.handle(#"swipe "Away""#).text
    #expect(right.hasPrefix("step 3: swipe \"Away\" → pushed C\n"))
    #expect(!right.contains("there is no"))
  }

  /// A well-formed step that names nothing here says so, not "unknown command";
  /// a screen named that is already showing is not sent to 'goto'.
  @Test func aStepNamingNothingSaysSo() throws {
    let text = """
      start Home
      tabs Home {
        tab "Files" screen Files terminal
        tab "Photos" screen Photos terminal
      }
      """
    let flow = try #require(loadFlow(text, path: "tabs.flow"))
    let session = StepSession(flow: flow, path: "tabs.flow")
    _ = session.start()
    #expect(
      session.handle(#"tap "Nope""#).text
        == "there is no tap \"Nope\" on Files; type 'help' for commands, or an action's number\n\n")
    #expect(
      session.handle(#"event "Nope""#).text
        == "there is no event \"Nope\" can happen here; type 'help' for commands, or an action's number\n\n"
    )
    #expect(
      session.handle(#"tab "Files""#).text
        == "there is no action 'tab \"Files\"' here, and Files is showing already\n\n")
    #expect(
      session.handle("Photos").text.hasPrefix("step 1: tab \"Photos\""))
  }

  /// goto to a screen no path reaches says so, rather than suggesting undo.
  @Test func gotoAScreenNothingReaches() throws {
    let flow = try #require(
      loadFlow("start A\nscreen A terminal\nscreen Lost terminal\n", path: "lost.flow"))
    let session = StepSession(flow: flow, path: "lost.flow")
    _ = session.start()
    #expect(
      session.handle("goto Lost").text
        == "no path from the start reaches Lost (flowsim check reports it)\n\n")
  }

  /// Where every action fails, the menu says so rather than calling it a dead end.
  @Test func aScreenWhereEveryActionFails() throws {
    let text = """
      start Main
      nav Main { screen Home { tap "Delete" -> present Confirm } }
      alert Confirm { button "OK" -> back }
      """
    let flow = try #require(loadFlow(text, path: "alert.flow"))
    let session = StepSession(flow: flow, path: "alert.flow")
    _ = session.start()
    #expect(
      session.handle("Delete").text.hasSuffix(
        """
        where: Home + alert Confirm
          nothing here works: every action fails (below)
        unavailable:
          tap "OK" → dismisses Confirm, pops a screen — fails here: the alert goes away, but its action has nothing to apply to here (a flow bug)


        """))
  }

  /// A saved session is a scenario body: wrapped in `scenario "…" { }` and added to the
  /// flow, it replays step by step to the configuration the session was in.
  @Test func savedSessionReplaysAsAScenario() throws {
    let session = try #require(SessionFixtures.session("notes.flow"))
    let saved = SavedFiles()
    saved.attach(to: session)
    let steps = [
      "next", "Sign in", "Sign in -> invalid", "OK", "Sign in -> valid", "New note", "Save",
      "Network lost", "Note", "root", "Settings", "Notes", "Note", "Delete", "Settings",
      "Log out", "set online = true", "save replay.txt",
    ]
    for step in steps { _ = session.handle(step) }
    let text = try #require(saved.files["replay.txt"])
    let source = SessionFixtures.text("notes.flow") + "\nscenario \"saved\" {\n\(text)}\n"
    let flow = try #require(loadFlow(source, path: "notes.flow"))
    let scenario = try #require(flow.scenarios.first { $0.name == "saved" })
    #expect(scenario.steps.count == 16)
    let run = ScenarioRunner(simulator: Simulator(flow: flow)).run(scenario)
    #expect(run.failure == nil)
    // The hand-set variable is a comment: the replay ends offline, the session online.
    let replayed = Simulator(flow: flow).values(run.walkthrough.end)
    var expected = session.simulator.values(session.current)
    expected[flow.variables.first { $0.name == "online" }!.id.index] = 0
    #expect(replayed == expected)
    #expect(
      Simulator(flow: flow).view(run.walkthrough.end).visible == flow.screen(named: "Landing"))
  }

  /// After a reset, the saved steps start again: a replay starts from the start too.
  @Test func savedStepsStartAfterTheLastReset() throws {
    let session = try #require(SessionFixtures.session("notes.flow"))
    let saved = SavedFiles()
    saved.attach(to: session)
    for step in ["next", "Sign in", "reset", "next", "save a.txt", "undo 2", "save b.txt"] {
      _ = session.handle(step)
    }
    let header = """
      # flowsim session: Notes (notes.flow)
      # the steps from the start, one a line, in scenario-step syntax; replay with
      # 'flowsim walk notes.flow --script FILE' or 'flowsim run notes.flow --script FILE'

      """
    #expect(saved.files["a.txt"] == header + "next page\n")
    #expect(saved.files["b.txt"] == header + "next page\ntap \"Sign in\"\n")
  }

  /// After a reset the steps are numbered from 1 again, as `save` writes them (they
  /// had gone on: step 4 after three); undoing the reset numbers on from before it.
  @Test func stepsAreNumberedFromTheLastReset() throws {
    let session = try #require(SessionFixtures.session("notes.flow"))
    func first(_ line: String) -> String {
      String(session.handle(line).text.prefix { $0 != "\n" })
    }
    #expect(first("next") == "step 1: next page → page 2 of 2")
    #expect(
      first("Sign in")
        == "step 2: tap \"Sign in\" → the screens before are gone, pushed SignIn")
    #expect(first("reset") == "back to the start ('undo' returns to where you were)")
    #expect(first("next") == "step 1: next page → page 2 of 2")
    #expect(
      session.handle("goto Landing").text.hasPrefix(
        "goto Landing: 2 steps\nstep 2: tap \"Sign in\" → the screens before are gone, pushed SignIn\nstep 3: back → popped SignIn\n"
      ))
    #expect(session.handle("undo 2").text.hasPrefix("undid steps 2–3\n"))
    #expect(session.handle("undo").text.hasPrefix("undid step 1: next page\n"))
    #expect(session.handle("undo").text.hasPrefix("undid step 3: reset\n"))
    #expect(first("back") == "step 3: back → popped SignIn")
    _ = session.handle("reset")
    _ = session.handle("next")
    #expect(session.handle("undo 2").text.hasPrefix("undid 2 steps, a reset among them\n"))
    #expect(session.handle("undo 2").text.hasPrefix("undid steps 2–3\n"))
  }

  /// A question about outcomes: a number or name answers it, a blank line asks again,
  /// `cancel` drops it, and any other command drops it and runs.
  @Test func outcomeQuestion() throws {
    let session = try #require(SessionFixtures.session("notes.flow"))
    _ = session.handle("goto SignIn")
    let question =
      "Which outcome of tap \"Sign in\"? 1. valid → shows NoteList, the screens before are gone  2. invalid → presents WrongPassword\n"
    #expect(session.handle("Sign in").text == question)
    #expect(session.isAsking)
    #expect(session.handle("").text == question)
    #expect(session.handle("3").text == "choose 1–2, or 'cancel'\n" + question)
    #expect(session.handle("cancel").text == "(nothing taken)\n\n")
    #expect(!session.isAsking)
    _ = session.handle("Sign in")
    let reply = session.handle("quit")
    #expect(reply.text == "(no outcome chosen: tap \"Sign in\" not taken)\n")
    #expect(reply.quit)
  }

  @Test func completions() throws {
    let session = try #require(SessionFixtures.session("notes.flow"))
    #expect(session.completions(for: "").prefix(3) == ["back", "root", "undo"])
    #expect(session.completions(for: "n") == ["next page", "Network lost"])
    #expect(session.completions(for: "goto no") == ["goto NoteList", "goto NoteDetail"])
    #expect(session.completions(for: "GOTO L") == ["goto Landing"])
    #expect(session.completions(for: "set s") == ["set signedIn = ", "set sort = "])
    #expect(session.completions(for: "set sort = ") == ["set sort = newest", "set sort = oldest"])
    #expect(
      session.completions(for: "set notes = ") == [
        "set notes = 0", "set notes = 1", "set notes = 2",
      ])
    _ = session.handle("goto SignIn")
    #expect(session.completions(for: "ta") == ["tap \"Sign in\""])
    #expect(session.completions(for: "Sign in -> ") == ["Sign in -> valid", "Sign in -> invalid"])
    #expect(session.completions(for: "1 -> i") == ["1 -> invalid"])
    _ = session.handle("Sign in")
    #expect(session.completions(for: "") == ["valid", "invalid"])
    _ = session.handle("valid")
    #expect(session.completions(for: "t") == ["tap \"New note\"", "tab \"Settings\""])
    #expect(
      session.completions(for: "s") == ["set ", "save ", "select \"Oldest first\"", "Settings"])
  }
}
