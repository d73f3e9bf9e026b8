import Testing

@testable import FlowSim

/// Malformed inputs and the exact diagnostics they produce, as `flowsim` prints them.
@Suite struct ParserDiagnosticsTests {
  private func diagnose(_ text: String) -> String { ParserTestSupport.diagnose(text) }

  @Test func unknownDeclarationSuggestsAKeyword() {
    let text = #"""
      scren Main
      """#
    #expect(
      diagnose(text) == #"""
        t.flow:1:1: error: expected a declaration, found 'scren' [expected-declaration]
            1 | scren Main
              | ^~~~~
          fix-it: replace 'scren' with 'screen'

        """#)
  }

  @Test func stringWhereANameBelongs() {
    let text = #"""
      screen A {
        tap "Files" -> push "Files"
      }
      """#
    #expect(
      diagnose(text) == #"""
        t.flow:2:23: error: expected a screen name after 'push', found '"Files"' [expected-name]
            2 |   tap "Files" -> push "Files"
              |                       ^~~~~~~

        """#)
  }

  @Test func keywordAsName() {
    let text = #"""
      screen tab "Tab"
      """#
    #expect(
      diagnose(text) == #"""
        t.flow:1:8: error: 'tab' is a keyword and cannot be a name [keyword-as-name]
            1 | screen tab "Tab"
              |        ^~~

        """#)
  }

  @Test func missingArrow() {
    let text = #"""
      screen A { tap "Go" push B }
      """#
    #expect(
      diagnose(text) == #"""
        t.flow:1:21: error: expected '->' or 'when' after '"Go"', found 'push' [expected-arrow]
            1 | screen A { tap "Go" push B }
              |                     ^~~~
          fix-it: insert '->'

        """#)
    #expect(
      FlowParser.parse(SourceFile(path: "t.flow", text: text)).diagnostics.first?.fixIts.map(
        \.range.start) == [20])
  }

  @Test func misspelledAction() {
    let text = #"""
      screen A { tap "Go" -> pussh B }
      """#
    #expect(
      diagnose(text) == #"""
        t.flow:1:24: error: expected an action after '->', found 'pussh' [expected-action]
            1 | screen A { tap "Go" -> pussh B }
              |                        ^~~~~
          fix-it: replace 'pussh' with 'push'

        """#)
  }

  @Test func missingBracesAtEndOfFile() {
    let text = #"""
      nav N {
        screen A {
          tap "Sign in" -> outcome {
            ok: dismiss
      """#
    #expect(
      diagnose(text) == #"""
        t.flow:4:18: error: expected '}' at end of file [unclosed-brace]
            4 |       ok: dismiss
              |                  ^
        t.flow:3:30: note: the block of 'outcome' opens here
        t.flow:2:12: note: the block of screen 'A' opens here
        t.flow:1:7: note: the block of nav 'N' opens here

        """#)
  }

  @Test func missingBraceBeforeADeclaration() {
    let text = #"""
      screen A {
        tap "x" -> dismiss
      scenario "s" { back }
      """#
    #expect(
      diagnose(text) == #"""
        t.flow:3:1: error: expected '}' before 'scenario' [unclosed-brace]
            3 | scenario "s" { back }
              | ^~~~~~~~
        t.flow:1:10: note: the block of screen 'A' opens here

        """#)
  }

  @Test func braceOnTheNextLine() {
    let text = #"""
      screen B
      {
        tap "x" -> dismiss
      }
      """#
    #expect(
      diagnose(text) == #"""
        t.flow:2:1: error: '{' must be on the same line as screen 'B' [brace-on-next-line]
            2 | {
              | ^
          fix-it: move '{' to the end of the previous line

        """#)
  }

  @Test func duplicateModifier() {
    let text = #"""
      nav N private terminal private { screen A }
      """#
    #expect(
      diagnose(text) == #"""
        t.flow:1:24: warning: duplicate modifier 'private' [duplicate-modifier]
            1 | nav N private terminal private { screen A }
              |                        ^~~~~~~
          fix-it: remove the repeated 'private'

        """#)
  }

  @Test func tooDeeplyNested() {
    let text = #"""
      assert always ((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((x))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))
      """#
    #expect(
      diagnose(text) == #"""
        t.flow:1:78: error: expression is nested too deeply (the limit is 64 levels) [too-deeply-nested]
            1 | assert always ((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((x))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))
              |                                                                              ^

        """#)
  }

  @Test func integerOverflow() {
    let text = #"""
      var big: 0...99999999999999999999 = 0
      """#
    #expect(
      diagnose(text) == #"""
        t.flow:1:14: error: integer '99999999999999999999' is outside the integers a flow may use (-2147483648...2147483647) [integer-overflow]
            1 | var big: 0...99999999999999999999 = 0
              |              ^~~~~~~~~~~~~~~~~~~~

        """#)
  }

  @Test func chainedComparison() {
    let text = #"""
      event "e" when 0 < n < 3 -> dismiss
      """#
    #expect(
      diagnose(text) == #"""
        t.flow:1:22: error: comparisons cannot be chained [chained-comparison]
            1 | event "e" when 0 < n < 3 -> dismiss
              |                      ^
          note: combine two comparisons with 'and'

        """#)
  }

  /// `when online = true` says what is wrong with it, rather than asking for the '->'
  /// after `online`, and reads on as '==': the typo in the action is found too.
  @Test func equalsInACondition() {
    let text = #"""
      screen A { tap "x" when online = true and count == 2 -> psh B }
      """#
    #expect(
      diagnose(text) == #"""
        t.flow:1:32: error: '=' sets a variable; a condition compares with '==' [equals-in-condition]
            1 | screen A { tap "x" when online = true and count == 2 -> psh B }
              |                                ^
          fix-it: write '=='
        t.flow:1:57: error: expected an action after '->', found 'psh' [expected-action]
            1 | screen A { tap "x" when online = true and count == 2 -> psh B }
              |                                                         ^~~
          fix-it: replace 'psh' with 'push'

        """#)
  }

  /// `dismiss All` is `dismiss all` with a capital: said so, with the fix-it.
  @Test func dismissAllInLowerCase() {
    let text = #"""
      screen A { tap "x" -> dismiss All }
      """#
    #expect(
      diagnose(text) == #"""
        t.flow:1:31: error: 'dismiss' takes 'all' in lower case, or nothing [expected-token]
            1 | screen A { tap "x" -> dismiss All }
              |                               ^~~
          fix-it: write 'all'

        """#)
  }

  /// A tab naming a stack declared elsewhere takes nothing after the name; with a
  /// modifier, the nav reads as a new stack missing its block, and the note says how a
  /// tab names one declared elsewhere.
  @Test func tabNamingAStackWithAModifier() {
    let text = #"""
      tabs T {
        tab "My \"Chats\"" nav Chats private
      }
      """#
    #expect(
      diagnose(text) == #"""
        t.flow:2:39: error: expected '{' after nav 'Chats', found end of line [expected-token]
            2 |   tab "My \"Chats\"" nav Chats private
              |                                       ^
          note: a tab that shows a stack declared elsewhere names it and nothing more: 'tab "My \"Chats\"" nav Chats' (the stack's modifiers are its declaration's)

        """#)
  }

  /// A logout without `lands`: the note shows the whole declaration to write.
  @Test func logoutWithoutLands() {
    let text = #"""
      logout Profile."Log out"
      logout Home."Leave" -> signedOut
      """#
    #expect(
      diagnose(text) == #"""
        t.flow:1:25: error: expected 'lands' after '"Log out"', found end of line [expected-keyword]
            1 | logout Profile."Log out"
              |                         ^
          note: a logout says where signing out lands: 'logout Profile."Log out" lands SCREEN'
        t.flow:2:33: error: expected 'lands' after 'signedOut', found end of file [expected-keyword]
            2 | logout Home."Leave" -> signedOut
              |                                 ^
          note: a logout says where signing out lands: 'logout Home."Leave" -> signedOut lands SCREEN'

        """#)
  }

  @Test func outcomesOnOneLine() {
    let text = #"""
      screen A { tap "Sign in" -> outcome {
        valid: reset Home; invalid: back
      } }
      """#
    #expect(
      diagnose(text) == #"""
        t.flow:2:22: error: expected an action after ';', found 'invalid' [expected-action]
            2 |   valid: reset Home; invalid: back
              |                      ^~~~~~~
          note: each outcome goes on its own line

        """#)
  }

  @Test func unterminatedString() {
    let text = #"""
      flow "Hello
      start Main
      """#
    #expect(
      diagnose(text) == #"""
        t.flow:1:6: error: unterminated string [unterminated-string]
            1 | flow "Hello
              |      ^~~~~~
          note: a string must end with '"' on the line where it starts

        """#)
  }

  @Test func invalidUTF8InAString() {
    let bytes = Array("flow \"Caf".utf8) + [0xFF, 0xFE] + Array("\"".utf8)
    let file = SourceFile(path: "t.flow", bytes: bytes)
    let rendered = ParserTestSupport.rendered(FlowParser.parse(file).diagnostics)
    #expect(
      rendered == #"""
        t.flow:1:10: error: 2 bytes of invalid UTF-8 [invalid-utf8]
            1 | flow "Caf��"
              |          ^~

        """#)
  }

  @Test func unknownEscape() {
    let text = #"""
      flow "a\tb"
      """#
    #expect(
      diagnose(text) == #"""
        t.flow:1:8: error: unknown escape sequence '\t' in a string [invalid-escape]
            1 | flow "a\tb"
              |        ^~
          note: only '\"' and '\\' are escapes; write '\\' for a backslash

        """#)
  }

  @Test func missingType() {
    let text = #"""
      var x: = 1
      """#
    #expect(
      diagnose(text) == #"""
        t.flow:1:8: error: expected a type ('bool', a range such as '0...4', or cases such as 'a | b') after ':', found '=' [expected-type]
            1 | var x: = 1
              |        ^

        """#)
  }

  @Test func unclosedParenthesis() {
    let text = #"""
      signed in when (a and b
      """#
    #expect(
      diagnose(text) == #"""
        t.flow:1:24: error: expected ')' after 'b', found end of file [expected-token]
            1 | signed in when (a and b
              |                        ^
        t.flow:1:16: note: to match this '('

        """#)
  }

  @Test func strayClosingBrace() {
    let text = #"""
      }
      start A
      """#
    #expect(
      diagnose(text) == #"""
        t.flow:1:1: error: unexpected '}' with no open block to close [unexpected-token]
            1 | }
              | ^

        """#)
  }

  @Test func misspelledStep() {
    let text = #"""
      scenario "s" {
        tapp "OK"
      }
      """#
    #expect(
      diagnose(text) == #"""
        t.flow:2:3: error: expected a step in scenario 's', found 'tapp' [expected-step]
            2 |   tapp "OK"
              |   ^~~~
          fix-it: replace 'tapp' with 'tap'

        """#)
  }

  /// A label alone, as the stepper takes it, gets a fix-it that taps it.
  @Test func bareLabelStep() {
    let text = #"""
      scenario "s" { Log in -> valid }
      """#
    #expect(
      diagnose(text) == #"""
        t.flow:1:16: error: expected a step in scenario 's', found 'Log' [expected-step]
            1 | scenario "s" { Log in -> valid }
              |                ^~~
          fix-it: replace 'Log in' with 'tap "Log in"'

        """#)
  }

  @Test func alertWithoutBlock() {
    let text = #"""
      alert Oops "Something went wrong"
      """#
    #expect(
      diagnose(text) == #"""
        t.flow:1:34: error: expected '{' after alert 'Oops', found end of file [expected-token]
            1 | alert Oops "Something went wrong"
              |                                  ^

        """#)
  }

  @Test func unquotedLabel() {
    let text = #"""
      screen A { tap Sign -> dismiss }
      """#
    #expect(
      diagnose(text) == #"""
        t.flow:1:16: error: expected a label in quotes after 'tap', found 'Sign' [expected-string]
            1 | screen A { tap Sign -> dismiss }
              |                ^~~~
          fix-it: add quotes

        """#)
  }

  @Test func buttonOnAScreen() {
    let text = #"""
      screen A { button "OK" }
      """#
    #expect(
      diagnose(text) == #"""
        t.flow:1:12: error: expected a control ('tap', 'swipe' or 'select') in screen 'A', found 'button' [expected-control]
            1 | screen A { button "OK" }
              |            ^~~~~~
          note: buttons belong to alerts and sheets; a screen's controls use 'tap'

        """#)
  }

  @Test func missingArrowOnAButton() {
    let text = #"""
      alert A { button "OK" dismiss }
      """#
    #expect(
      diagnose(text) == #"""
        t.flow:1:23: error: expected '->' or 'when' after '"OK"', found 'dismiss' [expected-arrow]
            1 | alert A { button "OK" dismiss }
              |                       ^~~~~~~
          fix-it: insert '->'

        """#)
  }

  @Test func eventInAScreen() {
    let text = #"""
      screen A { event "Push" -> push B }
      """#
    #expect(
      diagnose(text) == #"""
        t.flow:1:12: error: expected a control ('tap', 'swipe' or 'select') in screen 'A', found 'event' [expected-control]
            1 | screen A { event "Push" -> push B }
              |            ^~~~~
          note: an event is declared at the top level, outside any block: it can happen whatever screen is shown, while its guard (on variables) holds

        """#)
  }

  @Test func assertionWithoutKind() {
    let text = #"""
      assert a == 1
      """#
    #expect(
      diagnose(text) == #"""
        t.flow:1:8: error: expected 'never', 'always' or 'reachable' after 'assert', found 'a' [expected-keyword]
            1 | assert a == 1
              |        ^

        """#)
  }

  @Test func tapInASheet() {
    let text = #"""
      sheet S { tap "x" -> dismiss }
      """#
    #expect(
      diagnose(text) == #"""
        t.flow:1:11: error: expected a button in sheet 'S', found 'tap' [expected-control]
            1 | sheet S { tap "x" -> dismiss }
              |           ^~~
          note: alerts and sheets hold only buttons: 'button "Label" -> …'

        """#)
  }

  @Test func operatorsFromOtherLanguages() {
    let text = #"""
      var s: bool = !x && y
      """#
    #expect(
      diagnose(text) == #"""
        t.flow:1:15: error: invalid character '!' [invalid-character]
            1 | var s: bool = !x && y
              |               ^
          note: write 'not' to negate a condition
        t.flow:1:18: error: invalid characters '&&' [invalid-character]
            1 | var s: bool = !x && y
              |                  ^~
          note: write 'and' to combine conditions

        """#)
  }

  @Test func logoutWithoutLandingScreen() {
    let text = #"""
      logout A."x" lands
      """#
    #expect(
      diagnose(text) == #"""
        t.flow:1:19: error: expected a screen name after 'lands', found end of file [expected-name]
            1 | logout A."x" lands
              |                   ^

        """#)
  }

  @Test func sessionWithoutVar() {
    let text = #"""
      session flag: bool = false
      """#
    #expect(
      diagnose(text) == #"""
        t.flow:1:9: error: expected 'var' after 'session', found 'flag' [expected-keyword]
            1 | session flag: bool = false
              |         ^~~~

        """#)
  }

  @Test func knownFindingIdWithSpacesOrQuotes() {
    let text = #"""
      known dead - end "r"
      known "dead-end" "r"
      """#
    #expect(
      diagnose(text) == #"""
        t.flow:1:12: error: expected why the finding is known, in quotes after 'dead', found '-' [expected-string]
            1 | known dead - end "r"
              |            ^
          note: a finding id is written without spaces, as in 'dead-end'
        t.flow:2:7: error: expected a finding id such as 'dead-end' after 'known', found '"dead-end"' [expected-finding-id]
            2 | known "dead-end" "r"
              |       ^~~~~~~~~~
          fix-it: remove the quotes

        """#)
  }
}
