import Testing

@testable import FlowSim

/// DOT escaping: quoted IDs keep their text (only `"` is escaped); labels escape
/// backslashes, quotes and `&`, write line breaks as `\n` or `\l`, and keep non-ASCII.
@Suite struct DotWriterTests {
  @Test func quotedIDsEscapeOnlyQuotes() {
    #expect(DotWriter.quote("Landing") == #""Landing""#)
    #expect(DotWriter.quote(#"say "hi""#) == #""say \"hi\"""#)
    #expect(DotWriter.quote(#"a\b"#) == #""a\b""#)
    #expect(DotWriter.quote("Café 日本 😀") == "\"Café 日本 😀\"")
    #expect(DotWriter.quote("cluster:nav:Main") == #""cluster:nav:Main""#)
  }

  @Test func aFinalBackslashCannotEscapeTheClosingQuote() {
    #expect(DotWriter.quote(#"ends\"#) == #""ends\ ""#)
  }

  @Test func controlCharactersInIDsBecomeSpaces() {
    #expect(DotWriter.quote("a\tb\nc") == #""a b c""#)
  }

  @Test func labelsEscapeQuotesAndBackslashes() {
    #expect(DotWriter.label([#"tap "Vote""#]) == #""tap \"Vote\"""#)
    #expect(DotWriter.label([#"a\b"#]) == #""a\\b""#)
    #expect(DotWriter.label([#"ends with \"#]) == #""ends with \\""#)
    #expect(DotWriter.label([#"\n is not a line break"#]) == #""\\n is not a line break""#)
    #expect(DotWriter.label([#"\N \G \L"#]) == #""\\N \\G \\L""#)
  }

  @Test func labelsEscapeAmpersandsBecauseGraphvizReadsEntities() {
    #expect(DotWriter.label(["Q&A &amp; &#945;"]) == #""Q&amp;A &amp;amp; &amp;#945;""#)
  }

  @Test func labelLinesAreCentredOrLeftJustified() {
    #expect(DotWriter.label(["SignIn", #""Sign in""#]) == #""SignIn\n\"Sign in\"""#)
    #expect(
      DotWriter.label(["tap \"Vote\"", "[when not mine]"], justify: .left)
        == #""tap \"Vote\"\l[when not mine]\l""#)
    #expect(DotWriter.label([]) == #""""#)
  }

  @Test func lineBreaksInsideALineAndControlsBecomeSpaces() {
    #expect(DotWriter.label(["a\nb\tc\u{7F}d\u{2028}e"]) == #""a b c d e""#)
    // C1 controls too (NEL had been kept as it was).
    #expect(DotWriter.label(["a\u{85}b\u{9F}c"]) == #""a b c""#)
  }

  @Test func nonASCIITextIsWrittenAsIs() {
    #expect(DotWriter.label(["Détail — «naïve» 日本 😀"]) == "\"Détail — «naïve» 日本 😀\"")
  }

  @Test func documentsNestAndKeepAttributeOrder() {
    let text = DotWriter.digraph("G") { dot in
      dot.defaults("graph", [("rankdir", "LR")])
      dot.subgraph("cluster:a", [("label", DotWriter.label(["A"]))]) { dot in
        dot.node("x", [("shape", "box"), ("label", DotWriter.label(["X"]))])
      }
      dot.edge("x", "y", [("style", "dashed"), ("color", "\"#1f5fbf\"")])
    }
    #expect(
      text == """
        digraph "G" {
          graph [rankdir=LR];
          subgraph "cluster:a" {
            label="A";
            "x" [shape=box, label="X"];
          }
          "x" -> "y" [style=dashed, color="#1f5fbf"];
        }

        """)
  }

  @Test func htmlLabelTextEscapesMarkup() {
    #expect(DotWriter.html(#"a & <b> "c""#) == "a &amp; &lt;b&gt; &quot;c&quot;")
    #expect(DotWriter.html("Café\tx") == "Café x")
  }
}
