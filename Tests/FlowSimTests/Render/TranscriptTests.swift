import Testing

@testable import FlowSim

/// One transcript, three formats: Markdown escapes its punctuation, plain text quotes
/// labels, HTML escapes everything.
@Suite struct TranscriptTests {
  static let sample = Transcript([
    .heading(level: 1, [.text("Scenario \"a*b\"")]),
    .paragraph([[.text("Start: on "), .screen("Home_1")], [.text("Now: "), .code("Home › `x`")]]),
    .steps([
      Transcript.Step(
        number: 9,
        lines: [
          [.text("On "), .screen("A"), .text(", tap "), .label("<b>&[x]"), .text(" (push).")],
          [.text("Now: "), .code("A")],
        ]),
      Transcript.Step(number: 10, lines: [[.strong("✗ FAILED"), .text(": no")]], failed: true),
    ]),
    .bullets([[.screen("Orphan"), .text(" (x.flow:1:8)")]]),
  ])

  @Test func markdown() {
    #expect(
      Self.sample.markdown() == """
        # Scenario "a\\*b"

        Start: on **Home\\_1**\\
        Now: `` Home › `x` ``

        9. On **A**, tap **\\<b\\>\\&\\[x\\]** (push).\\
           Now: `A`
        10. **✗ FAILED**: no

        - **Orphan** (x.flow:1:8)

        """)
  }

  @Test func plainText() {
    #expect(
      Self.sample.text() == """
        Scenario "a*b"
        ==============

        Start: on Home_1
        Now: Home › `x`

        9. On A, tap "<b>&[x]" (push).
           Now: A
        10. ✗ FAILED: no

        - Orphan (x.flow:1:8)

        """)
  }

  /// A label with quotes in it is quoted as in a flow file, so where it ends is clear.
  @Test func plainTextEscapesQuotesInLabels() {
    let transcript = Transcript([
      .paragraph([[.text("tap "), .label(#"Open "details" \ now"#)]])
    ])
    #expect(transcript.text() == #"tap "Open \"details\" \\ now""# + "\n")
  }

  @Test func html() {
    #expect(
      Self.sample.html(headingBase: 1) == """
        <h2>Scenario &quot;a*b&quot;</h2>
        <p>Start: on <strong class="screen">Home_1</strong><br>
        Now: <code>Home › `x`</code></p>
        <ol class="steps">
        <li value="9">On <strong class="screen">A</strong>, tap <strong class="label">&lt;b&gt;&amp;[x]</strong> (push).<br>
        Now: <code>A</code></li>
        <li value="10" class="failed"><strong>✗ FAILED</strong>: no</li>
        </ol>
        <ul>
        <li><strong class="screen">Orphan</strong> (x.flow:1:8)</li>
        </ul>

        """)
  }

  @Test func codeSpansOutfenceBackquotes() {
    #expect(Transcript.codeSpan("a") == "`a`")
    #expect(Transcript.codeSpan("a`b") == "`` a`b ``")
    #expect(Transcript.codeSpan("``") == "``` `` ```")
  }

  @Test func escapesHTML() {
    #expect(
      Transcript.escapeHTML(#"<a href="x">'&'</a>"#)
        == "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;")
  }

  /// A tree of steps (`flowsim paths`): nested bullets with the number as text, so
  /// that two ways on from one step can both be step 2.
  @Test func treeOfSteps() {
    let tree = Transcript([
      .tree([
        .init(number: 1, lines: [[.text("a")], [.text("now A")]]),
        .init(number: 2, lines: [[.text("b")]], depth: 1),
        .init(number: 3, lines: [[.text("c")]], depth: 2),
        .init(number: 2, lines: [[.text("d")]], depth: 1),
        .init(number: 1, lines: [[.text("e")]]),
      ])
    ])
    #expect(
      tree.markdown() == "- 1\\. a\\\n  now A\n  - 2\\. b\n    - 3\\. c\n  - 2\\. d\n- 1\\. e\n")
    #expect(tree.text() == "- 1. a\n  now A\n  - 2. b\n    - 3. c\n  - 2. d\n- 1. e\n")
    #expect(
      tree.html() == """
        <ul class="tree">
        <li>1. a<br>
        now A
        <ul class="tree">
        <li>2. b
        <ul class="tree">
        <li>3. c</li>
        </ul>
        </li>
        <li>2. d</li>
        </ul>
        </li>
        <li>1. e</li>
        </ul>

        """)
  }
}
