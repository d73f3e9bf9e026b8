import Testing

@testable import FlowSim

/// Words people bring from UIKit or other tools where flowsim expects an action or a
/// declaration get a note naming flowsim's word and a fix-it to it (`ActionSynonyms`),
/// and a name is never "corrected" to a name it shares no character with.
@Suite struct ActionSynonymTests {
  private func diagnose(_ text: String) -> String { ParserTestSupport.diagnose(text) }

  @Test func goIsPush() {
    #expect(
      diagnose(#"screen A { tap "x" -> go B }"#) == #"""
        t.flow:1:23: error: expected an action after '->', found 'go' [expected-action]
            1 | screen A { tap "x" -> go B }
              |                       ^~
          note: 'go' is not an action: to move to a screen write 'push S' (onto the stack), 'present S' (modally) or 'show S' (as UIKit's show segue does)
          fix-it: replace 'go' with 'push'

        """#)
  }

  @Test func modalIsPresent() {
    #expect(
      diagnose(#"screen A { tap "x" -> modal B }"#) == #"""
        t.flow:1:23: error: expected an action after '->', found 'modal' [expected-action]
            1 | screen A { tap "x" -> modal B }
              |                       ^~~~~
          note: 'modal' is not an action: a modal presentation is written 'present S'
          fix-it: replace 'modal' with 'present'

        """#)
  }

  @Test func popToRootInOneWordAfterASemicolon() {
    #expect(
      diagnose(#"screen A { tap "x" -> set a = true; popToRoot }"#) == #"""
        t.flow:1:37: error: expected a control ('tap', 'swipe' or 'select') in screen 'A' after ';', found 'popToRoot' [expected-control]
            1 | screen A { tap "x" -> set a = true; popToRoot }
              |                                     ^~~~~~~~~
          note: 'popToRoot' is not an action: popping to the stack's first screen is written 'pop to root'
          fix-it: replace 'popToRoot' with 'pop to root'

        """#)
  }

  @Test func aUIKitWordInAnEventsChain() {
    #expect(
      diagnose(#"event "Timeout" -> set a = false; goto B"#) == #"""
        t.flow:1:35: error: expected an action after ';', found 'goto' [expected-action]
            1 | event "Timeout" -> set a = false; goto B
              |                                   ^~~~
          note: 'goto' is not an action: to move to a screen write 'push S' (onto the stack), 'present S' (modally) or 'show S' (as UIKit's show segue does)
          fix-it: replace 'goto' with 'push'

        """#)
  }

  @Test func popAloneIsBack() {
    #expect(
      diagnose(#"screen A { tap "x" -> pop }"#) == #"""
        t.flow:1:27: error: expected 'to root' after 'pop', found '}' [expected-keyword]
            1 | screen A { tap "x" -> pop }
              |                           ^
          note: 'pop' alone is not an action: 'back' pops one screen, 'pop to root' pops to the stack's first
          fix-it: replace 'pop' with 'back'

        """#)
  }

  @Test func aTypoStillGetsTheKeyword() {
    // `presnt` is one edit from `present`: the "did you mean" fix-it, no synonym note.
    #expect(
      diagnose(#"screen A { tap "x" -> presnt B }"#) == #"""
        t.flow:1:23: error: expected an action after '->', found 'presnt' [expected-action]
            1 | screen A { tap "x" -> presnt B }
              |                       ^~~~~~
          fix-it: replace 'presnt' with 'present'

        """#)
  }

  @Test func appNameIsFlowName() {
    #expect(
      diagnose("app Demo") == #"""
        t.flow:1:1: error: expected a declaration, found 'app' [expected-declaration]
            1 | app Demo
              | ^~~
          note: a flow's name is written 'flow "Name"'
          fix-it: write 'flow "Demo"'

        """#)
  }

  @Test func noSuggestionThatSharesNoCharacter() {
    #expect(Suggestions.closest(to: "B", among: ["A"]) == nil)
    #expect(Suggestions.closest(to: "Ab", among: ["Ac"]) == "Ac")
    #expect(Suggestions.closest(to: "Hme", among: ["Home"]) == "Home")
  }
}
