import Testing

@testable import FlowSim

/// How-texts: the string after an event's label or an outcome's name, and the exact
/// diagnostics for one that is empty, doubled or put where none belongs.
@Suite struct HowTextParserTests {
  private func dump(_ text: String) -> String { ParserTestSupport.dump(text) }
  private func diagnose(_ text: String) -> String { ParserTestSupport.diagnose(text) }

  /// `text` with the first diagnostic's first fix-it applied.
  private func fixed(_ text: String) -> String? {
    let (_, diagnostics) = ParserTestSupport.parse(text)
    guard let fixIt = diagnostics.first?.fixIts.first else { return nil }
    var bytes = Array(text.utf8)
    bytes.replaceSubrange(
      fixIt.range.start..<fixIt.range.end, with: Array(fixIt.replacement.utf8))
    return String(decoding: bytes, as: UTF8.self)
  }

  @Test func eventsAndOutcomesTakeAHowText() {
    let text = #"""
      event "Network lost" "turn on Airplane Mode" when online -> set online = false
      event "Sync finished" "wait for the sync to finish" -> outcome {
        ok: set pending = 0
        conflict "edit the poll on another device first" when online: set pending = 0
      }
      screen Login {
        tap "Log in" -> outcome {
          invalid "enter a registered email with a wrong \"password\"": present WrongPassword
        }
      }
      """#
    #expect(
      dump(text) == #"""
        (event "Network lost" (how "turn on Airplane Mode") (when online) (set online false))
        (event "Sync finished" (how "wait for the sync to finish")
          (outcome ok (set pending 0))
          (outcome conflict (how "edit the poll on another device first") (when online) (set pending 0)))
        (screen Login
          (tap "Log in"
            (outcome invalid (how "enter a registered email with a wrong \"password\"") (present WrongPassword))))

        """#)
  }

  /// After a guard, a string is the guard's reason, as it always was: the how-text
  /// comes before `when`.
  @Test func aStringAfterAGuardIsItsReason() {
    let text = #"""
      event "Network lost" when online "turn on Airplane Mode" -> set online = false
      """#
    #expect(
      dump(text) == #"""
        (event "Network lost" (when online "turn on Airplane Mode") (set online false))

        """#)
  }

  @Test func aControlTakesNoHowText() {
    let text = #"""
      screen A {
        tap "Log in" "use a registered account" -> push B
      }
      """#
    #expect(
      diagnose(text) == #"""
        t.flow:2:16: error: a how-text goes on an event or an outcome, not on a control: the tester does what "Log in" says [misplaced-how]
            2 |   tap "Log in" "use a registered account" -> push B
              |                ^~~~~~~~~~~~~~~~~~~~~~~~~~
          note: to say how to make one result happen, give the control outcomes, each with its how-text: 'outcome { valid "…": … }'
          fix-it: remove the text

        """#)
    #expect(
      fixed(text) == #"""
        screen A {
          tap "Log in" -> push B
        }
        """#)
  }

  @Test func aButtonTakesNoHowText() {
    let text = #"""
      alert Oops { button "OK" "tap it" }
      """#
    #expect(
      diagnose(text) == #"""
        t.flow:1:26: error: a how-text goes on an event or an outcome, not on a button: the tester does what "OK" says [misplaced-how]
            1 | alert Oops { button "OK" "tap it" }
              |                          ^~~~~~~~
          note: to say how to make one result happen, give the control outcomes, each with its how-text: 'outcome { valid "…": … }'
          fix-it: remove the text

        """#)
  }

  @Test func aHowTextAfterTheArrowOfAControl() {
    let text = #"""
      screen A { tap "Go" -> "tap it" push B }
      """#
    #expect(
      diagnose(text) == #"""
        t.flow:1:24: error: a how-text goes on an event or an outcome, not on a control: the tester does what "Go" says [misplaced-how]
            1 | screen A { tap "Go" -> "tap it" push B }
              |                        ^~~~~~~~
          note: to say how to make one result happen, give the control outcomes, each with its how-text: 'outcome { valid "…": … }'
          fix-it: remove the text

        """#)
  }

  /// Put after `->`, an event's how-text is moved before its guards by the fix-it.
  @Test func anEventsHowTextAfterTheArrow() {
    let text = #"""
      event "Network lost" when online -> "turn on Airplane Mode" set online = false
      """#
    #expect(
      diagnose(text) == #"""
        t.flow:1:37: error: the how-text of event "Network lost" goes right after its label [misplaced-how]
            1 | event "Network lost" when online -> "turn on Airplane Mode" set online = false
              |                                     ^~~~~~~~~~~~~~~~~~~~~~~
          fix-it: move it after '"Network lost"'

        """#)
    let repaired = fixed(text)
    #expect(
      repaired == #"""
        event "Network lost" "turn on Airplane Mode" when online -> set online = false
        """#)
    #expect(
      dump(repaired ?? "") == #"""
        (event "Network lost" (how "turn on Airplane Mode") (when online) (set online false))

        """#)
  }

  /// Put after `:`, an outcome's how-text is moved after its name by the fix-it; when
  /// it already has one, the fix-it removes the second.
  @Test func anOutcomesHowTextAfterTheColon() {
    let text = #"""
      screen A {
        tap "Log in" -> outcome {
          invalid when tries < 3: "enter a wrong password" present B
        }
      }
      """#
    #expect(
      diagnose(text) == #"""
        t.flow:3:29: error: the how-text of outcome 'invalid' goes right after its name [misplaced-how]
            3 |     invalid when tries < 3: "enter a wrong password" present B
              |                             ^~~~~~~~~~~~~~~~~~~~~~~~
          fix-it: move it after 'invalid'

        """#)
    #expect(
      fixed(text) == #"""
        screen A {
          tap "Log in" -> outcome {
            invalid "enter a wrong password" when tries < 3: present B
          }
        }
        """#)
    let twice = #"""
      screen A {
        tap "Log in" -> outcome {
          invalid "a": "b" present B
        }
      }
      """#
    #expect(
      fixed(twice) == #"""
        screen A {
          tap "Log in" -> outcome {
            invalid "a": present B
          }
        }
        """#)
  }

  @Test func emptyHowTexts() {
    let text = #"""
      event "Network lost" "" -> set online = false
      screen A {
        tap "Go" -> outcome {
          ok "   ": push B
        }
      }
      """#
    #expect(
      diagnose(text) == #"""
        t.flow:1:22: error: the how-text of event "Network lost" is empty [empty-how]
            1 | event "Network lost" "" -> set online = false
              |                      ^~
          note: say what a tester does or waits for on a device to make it happen
          fix-it: remove the empty text
        t.flow:4:8: error: the how-text of outcome 'ok' is empty [empty-how]
            4 |     ok "   ": push B
              |        ^~~~~
          note: say what a tester does or waits for on a device to make it happen
          fix-it: remove the empty text

        """#)
  }

  @Test func twoHowTexts() {
    let text = #"""
      event "Network lost" "turn on Airplane Mode" "or leave the building" -> set online = false
      """#
    #expect(
      diagnose(text) == #"""
        t.flow:1:46: error: event "Network lost" has more than one how-text [duplicate-how]
            1 | event "Network lost" "turn on Airplane Mode" "or leave the building" -> set online = false
              |                                              ^~~~~~~~~~~~~~~~~~~~~~~
        t.flow:1:22: note: the first is here; join them into one
          fix-it: remove this text

        """#)
  }

  /// Each misplaced text is reported and skipped, so the rest of the line and the
  /// lines after it are still checked.
  @Test func parsingGoesOnAfterAMisplacedText() {
    let (tree, diagnostics) = ParserTestSupport.parse(
      #"""
      screen A {
        tap "Go" "x" -> push B
        tap "Back" -> pussh A
      }
      event "E" -> "y" set v = 1
      """#)
    #expect(diagnostics.map(\.id) == ["misplaced-how", "expected-action", "misplaced-how"])
    #expect(tree.declarations.count == 2)
  }
}
