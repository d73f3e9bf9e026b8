import Testing

@testable import FlowSim

/// Constructs beyond the reference's examples: every action, step and expression form,
/// one-line blocks, separators, and the ranges nodes carry.
@Suite struct ParserTests {
  private func dump(_ text: String) -> String { ParserTestSupport.dump(text) }

  @Test func everyAction() {
    let text = """
      screen S {
        tap "a" -> push A; present B; dismiss; back; pop to root; unwind to C
        tap "b" -> tab "Files"; next page; previous page; page P; reset R; set v = -3
        tap "c" -> dismiss all; push all
      }
      """
    #expect(
      dump(text) == """
        (screen S
          (tap "a" (push A) (present B) (dismiss) (back) (pop-to-root) (unwind C))
          (tap "b" (tab "Files") (next-page) (previous-page) (page P) (reset R) (set v -3))
          (tap "c" (dismiss-all) (push all)))

        """)
  }

  @Test func everyStep() {
    let text = """
      scenario "all" {
        tap "a"; swipe "b" -> left; select "c"
        back; tab "Files"; next page; previous page
        event "Network lost"; event "Sync" -> failed
        expect not enabled "Vote"; expect in Home and enabled Voting."Vote"
      }
      """
    #expect(
      dump(text) == """
        (scenario "all"
          (tap "a")
          (swipe "b" -> left)
          (select "c")
          (back)
          (tab "Files")
          (next-page)
          (previous-page)
          (event "Network lost")
          (event "Sync" -> failed)
          (expect (not (enabled "Vote")))
          (expect (and (in Home) (enabled Voting "Vote"))))

        """)
  }

  @Test func precedence() {
    let text = """
      assert always not a and b or c == d + 1 - -2 and (x or y)
      assert never a != b or c < 1 and d <= 2 or e > 3 and f >= 4
      """
    #expect(
      dump(text) == """
        (assert always (or (and (not a) b) (and (== c (- (+ d 1) -2)) (paren (or x y)))))
        (assert never (or (or (!= a b) (and (< c 1) (<= d 2))) (and (> e 3) (>= f 4))))

        """)
  }

  @Test func extremeIntegers() {
    #expect(
      dump("var v: -9223372036854775808...9223372036854775807 = 0")
        == "(var v (range -9223372036854775808 9223372036854775807) 0)\n")
  }

  @Test func oneLineBlocksAndSeparators() {
    let text = """
      screen Terms { tap "Done" -> dismiss }
      sheet T { button "A"; button "B" -> back; dismiss; button "C" when x "why" }
      tabs Home { tab "Files" screen Files; tab "Feed" nav Feed max 2 { screen F } }
      scenario "s" { tap "Done" }
      screen Empty {}
      """
    #expect(
      dump(text) == """
        (screen Terms
          (tap "Done" (dismiss)))
        (sheet T
          (button "A")
          (button "B" (back) (dismiss))
          (button "C" (when x "why")))
        (tabs Home
          (tab "Files"
            (screen Files))
          (tab "Feed"
            (nav Feed (max 2)
              (screen F))))
        (scenario "s"
          (tap "Done"))
        (screen Empty)

        """)
  }

  @Test func blankLinesAndCommentsAnywhere() {
    let text = """

      # a comment

      nav N private terminal noreturn { # opens

        # inside
        screen A { # a screen

          tap "x" -> outcome { # outcomes

            ok when a "reason": dismiss # one

            # between
            no: back
          } # closed
        }
      }
      """
    #expect(
      dump(text) == """
        (nav N private terminal noreturn
          (screen A
            (tap "x"
              (outcome ok (when a "reason") (dismiss))
              (outcome no (back)))))

        """)
  }

  @Test func eventWithOutcomes() {
    let text = """
      event "Sync" when online -> outcome {
        ok: set pending = 0
        failed when retries < 3: set retries = retries + 1 }
      """
    #expect(
      dump(text) == """
        (event "Sync" (when online)
          (outcome ok (set pending 0))
          (outcome failed (when (< retries 3)) (set retries (+ retries 1))))

        """)
  }

  @Test func expectWithABareNameIsAName() throws {
    let (tree, _) = ParserTestSupport.parse("scenario \"s\" { expect Files }")
    guard case .scenario(let scenario) = tree.declarations.first,
      case .expect(.name(let name)) = scenario.steps.first?.kind
    else {
      Issue.record("expected a scenario with one expect step")
      return
    }
    #expect(name.text == "Files")
  }

  @Test func rangesCoverWhatTheSyntaxTreeSays() {
    let text = """
      session var n: 0...4 = n + 1   # c
      signed in when a
      nav N max 3 { screen S "T" private { tap "x" when b "r" -> set n = (n - 1); pop to root } }
      assert always reachable at S and enabled S."x"
      scenario "s" { tap "x" -> ok; expect not in N }
      """
    let (tree, diagnostics) = ParserTestSupport.parse(text)
    #expect(diagnostics.isEmpty)
    let file = tree.file
    func covered(_ range: SourceRange) -> String { file.text(in: range) }
    var seen: [String] = []
    for declaration in tree.declarations {
      switch declaration {
      case .variable(let variable):
        seen += [
          covered(variable.range), covered(variable.type.range), covered(variable.name.range),
        ]
      case .signedIn(let condition, let keyword):
        seen += [covered(keyword), covered(condition.range)]
      case .nav(let nav):
        seen += [covered(nav.keyword), nav.maxDepth.map { covered($0.range) } ?? "-"]
        let screen = nav.screens[0]
        seen += [covered(screen.keyword), screen.title.map { covered($0.range) } ?? "-"]
        seen += screen.modifiers.map { covered($0.range) }
        let control = screen.controls[0]
        seen += [covered(control.keyword), covered(control.label.range)]
        seen += control.guards.flatMap { [covered($0.keyword), covered($0.condition.range)] }
        if case .actions(let actions) = control.body {
          seen += actions.map { covered($0.range) }
          if case .set(_, let value) = actions[0].kind { seen.append(covered(value.range)) }
        }
      case .assertion(let assertion):
        seen += [covered(assertion.range), covered(assertion.condition.range)]
      case .scenario(let scenario):
        seen += [covered(scenario.keyword), covered(scenario.name.range)]
        seen += scenario.steps.map { covered($0.range) }
      default:
        seen.append("unexpected declaration")
      }
    }
    #expect(
      seen == [
        "session var n: 0...4 = n + 1", "0...4", "n",
        "signed in when", "a",
        "nav", "max 3", "screen", "\"T\"", "private", "tap", "\"x\"", "when", "b",
        "set n = (n - 1)", "pop to root", "(n - 1)",
        "assert always reachable at S and enabled S.\"x\"", "at S and enabled S.\"x\"",
        "scenario", "\"s\"", "tap \"x\" -> ok", "expect not in N",
      ])
  }
}
