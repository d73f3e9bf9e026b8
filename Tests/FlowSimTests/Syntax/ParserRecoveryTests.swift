import Testing

@testable import FlowSim

/// After an error the parser skips to the next line or the end of the block, reports
/// each independent error once, and keeps every declaration it could read.
@Suite struct ParserRecoveryTests {
  @Test func threeIndependentErrorsAreExactlyThreeDiagnostics() {
    let text = """
      flow "Recovery"
      start Main

      nav Main {
        screen Inbox "Inbox" {
          tap "Compose" -> presnt Compose
          tap "Message" -> push Message
        }
        screen Message "Message"
      }

      screen Compose "New message" {
        tap "Cancel" -> dismiss
        tap Send -> dismiss
      }

      var count: 0...3 = 0
      assert always count >= 0 and (count < 4
      assert never at Compose and count > 3
      scenario "s" { tap "Compose"; expect Compose }
      """
    let (tree, diagnostics) = ParserTestSupport.parse(text)
    #expect(
      diagnostics.map { "\($0.location?.description ?? "-") \($0.id)" } == [
        "t.flow:6:22 expected-action",
        "t.flow:14:7 expected-string",
        "t.flow:18:40 expected-token",
      ])
    #expect(
      SyntaxDump.dump(tree) == """
        (flow "Recovery")
        (start Main)
        (nav Main
          (screen Inbox "Inbox"
            (tap "Message" (push Message)))
          (screen Message "Message"))
        (screen Compose "New message"
          (tap "Cancel" (dismiss)))
        (var count (range 0 3) 0)
        (assert never (and (at Compose) (> count 3)))
        (scenario "s"
          (tap "Compose")
          (expect Compose))

        """)
  }

  @Test func brokenHeaderSkipsItsWholeBlock() {
    let text = """
      screen 42 {
        tap "a" -> push
        tap "b" -> dismiss
      }
      start Main
      """
    let (tree, diagnostics) = ParserTestSupport.parse(text)
    #expect(diagnostics.map(\.id) == ["expected-name"])
    #expect(SyntaxDump.dump(tree) == "(start Main)\n")
  }

  @Test func unclosedBlockEndsAtTheNextDeclaration() {
    let text = """
      screen A {
        tap "a" -> dismiss
      screen B { tap "b" -> back }
      start Q
      screen C {
        tap "c" -> outcome {
          ok: dismiss
        tap "d" -> dismiss
      }
      start "oops"
      """
    let (tree, diagnostics) = ParserTestSupport.parse(text)
    #expect(
      diagnostics.map { "\($0.location?.description ?? "-") \($0.id)" } == [
        "t.flow:3:1 unclosed-brace",
        "t.flow:8:3 unclosed-brace",
        "t.flow:10:7 expected-name",
      ])
    #expect(
      SyntaxDump.dump(tree) == """
        (screen A
          (tap "a" (dismiss)))
        (screen B
          (tap "b" (back)))
        (start Q)
        (screen C
          (tap "c"
            (outcome ok (dismiss)))
          (tap "d" (dismiss)))

        """)
  }

  /// A declaration indented inside a block where it cannot go was put there on
  /// purpose: one error saying so, the block goes on (no stray '}' afterwards). Level
  /// with the block's own line, it means the block's '}' is missing.
  @Test func aDeclarationIndentedIntoABlockIsNestedNotUnclosed() {
    let text = """
      nav Main {
        screen A
        nav Inner {
          screen B
        }
        screen C
      }
      nav Other {
        screen D {
          tap "d" -> push E
        screen E
      }
      """
    let (tree, diagnostics) = ParserTestSupport.parse(text)
    #expect(
      diagnostics.map { "\($0.location?.description ?? "-") \($0.id)" } == [
        "t.flow:3:3 nested-declaration",
        "t.flow:11:3 unclosed-brace",
      ])
    #expect(
      diagnostics.first?.message
        == "'nav' cannot be declared inside the block of nav 'Main'; move it out of that block")
    #expect(
      SyntaxDump.dump(tree) == """
        (nav Main
          (screen A)
          (screen C))
        (nav Other
          (screen D
            (tap "d" (push E)))
          (screen E))

        """)
  }

  /// Indentation mixing tabs and spaces differently is not "deeper": a missing '}'
  /// stays a missing '}'.
  @Test func mixedTabsAndSpacesAreNotNesting() {
    let text = "nav A {\n\tscreen X {\n\t\ttap \"a\" -> push Y\n  screen Y\n}\n"
    let (_, diagnostics) = ParserTestSupport.parse(text)
    #expect(diagnostics.map(\.id) == ["unclosed-brace"])
  }

  /// A nested declaration missing its own '}' stops at the next declaration at the
  /// margin, which is then parsed (its mistakes reported) rather than swallowed.
  @Test func aNestedDeclarationStopsAtTheMargin() {
    let text = """
      nav A {
        screen S
        nav B {
          screen Z
      alert Q { button "OK" }
      screen W { tap "w" -> dismiss; bogus }
      """
    let (_, diagnostics) = ParserTestSupport.parse(text)
    #expect(
      diagnostics.map { "\($0.location?.line ?? 0) \($0.id)" } == [
        "3 nested-declaration", "5 unclosed-brace", "6 expected-control",
      ])
  }

  @Test func errorsInsideOneLineBlocksStayInTheirItem() {
    let text = """
      sheet S { button "A" -> set; button "B" }
      screen T { tap "x" -> dismiss; tap -> back; tap "z" -> back }
      """
    let (tree, diagnostics) = ParserTestSupport.parse(text)
    #expect(diagnostics.map(\.id) == ["expected-name", "expected-string"])
    #expect(
      SyntaxDump.dump(tree) == """
        (sheet S)
        (screen T
          (tap "x" (dismiss)))

        """)
  }
}
