import Foundation
import Testing

@testable import FlowSim

/// Mermaid's CLI (mmdc) needs npm, which this machine cannot reach, so the diagrams
/// are checked structurally: every line is one of the constructs flowsim emits, in a
/// shape Mermaid parses and lays out reliably (see docs/outputs.md).
@Suite struct MermaidTests {
  @Test(arguments: RenderFixtures.loadable)
  func everyDiagramUsesOnlyReliableConstructs(_ path: String) throws {
    let flow = try RenderFixtures.flow(path)
    let graph = ScreenGraph(flow: flow, space: RenderFixtures.space(flow))
    for detail in [ScreenGraph.Detail.summary, .full] {
      let text = MermaidScreenGraph(graph: graph, detail: detail).render()
      #expect(MermaidChecker.problems(text) == [], "\(path) (\(detail))")
    }
  }

  @Test func labelsSpellOutEverythingMermaidCouldRead() {
    #expect(MermaidScreenGraph.text(#"push: tap "Sign in""#) == "push#58; tap #quot;Sign in#quot;")
    #expect(MermaidScreenGraph.text("a; b # c % d") == "a#59; b #35; c #37; d")
    #expect(
      MermaidScreenGraph.text("--> {x} [*] <b>&") == "-#45;#62; #123;x#125; #91;*#93; #60;b#62;#38;"
    )
    #expect(MermaidScreenGraph.text("Café → 日本 😀") == "Caf#233; #8594; #26085;#26412; #128512;")
    #expect(
      MermaidScreenGraph.text("one-two, (three)? 4/5 = six_7") == "one-two, (three)? 4/5 = six_7")
    #expect(MermaidScreenGraph.text("tab\there") == "tab here")
    #expect(
      MermaidScreenGraph.text("Set Direction LR, direction\tTB")
        == "Set Direction#32;LR, direction#32;TB")
  }

  @Test func idsAreLettersAndDigitsAndUnique() throws {
    let flow = try #require(
      loadFlow(
        "start A_b\nnav A_b { screen Ab { tap \"x\" -> push Détail }\n screen Détail }\nscreen Dtail\n"
      ))
    #expect(MermaidIDs(flow: flow).screens == ["sAb", "sDtail", "sDtail2"])
    #expect(MermaidIDs.identifier("A_b") == "Ab")
  }

  /// Every ID, containers' and tab bars' too, is claimed once: a numbered ID no longer
  /// lands on another's (`tate4` numbered as `state4` beside `tate4`), containers that
  /// share their ASCII letters are numbered, keywords (`style` from `tyle`) and IDs
  /// ending in `direction` are avoided.
  @Test func idsNeverClash() throws {
    let flow = try #require(
      loadFlow(
        """
        start N
        nav N {
          screen A { tap "a" -> push tate4; tap "b" -> push tate; tap "c" -> push tyle }
          screen tate4 terminal
          screen tate terminal
          screen tyle terminal
          screen Redirection terminal
        }
        nav Dtail { screen D terminal }
        nav Détail { screen E terminal }
        tabs Home { tab "One" screen One terminal }
        nav HomeTab1 { screen F terminal }
        """))
    let ids = MermaidIDs(flow: flow)
    #expect(
      ids.screens == [
        "sA", "state4", "state2", "style2", "sRedirection2", "sD", "sE", "sOne", "sF",
      ])
    #expect(ids.navs == ["cN", "cDtail", "cDtail2", "cHomeTab1"])
    #expect(ids.tabBars.map(\.composite) == ["cHome"])
    #expect(ids.tabBars.map(\.tabs) == [["cHomeTab12"]])
    let text = MermaidScreenGraph(graph: ScreenGraph(flow: flow, space: RenderFixtures.space(flow)))
      .render()
    #expect(MermaidChecker.problems(text) == [])
  }

  /// A detail label ending in the word `direction`, before a tab bar's line (`tBar`):
  /// Mermaid read the two lines as one `direction TB` statement.
  @Test func aLabelEndingInDirectionKeepsItsLine() throws {
    let flow = try #require(
      loadFlow(
        """
        start Bar
        tabs Bar {
          tab "One" nav OneNav {
            screen One {
              tap "go" -> outcome {
                left: push Two
                direction: push Two
              }
            }
            screen Two terminal
          }
        }
        """))
    let text = MermaidScreenGraph(
      graph: ScreenGraph(flow: flow, space: RenderFixtures.space(flow)), detail: .full
    ).render()
    #expect(MermaidChecker.problems(text) == [])
    #expect(text.contains("direction#32;") || text.contains("directio#110;"))
  }

  @Test func theCheckerCatchesWhatBreaksMermaid() {
    let bad = """
      stateDiagram-v2
        state "A" as sA{
          state "B" as sB{
            state "C" as cC{
              state "C" as sC
            }
          }
        }
        sA --> sC : into a composite
        sC --> sD : label: with a colon
        sC --> sC : a -- b
        state "Set Direction LR" as state
        sC --> sC : set direction  tb
      """
    #expect(
      MermaidChecker.problems(bad) == [
        "line 4: composite states nest twice",
        "line 10: label has ':', ';', '\"' or '#' outside an entity code",
        "line 11: label has '--'",
        "line 12: ID 'state' is a keyword to Mermaid's lexer",
        "line 12: label reads as a direction statement",
        "line 13: label reads as a direction statement",
        "line 9: transition to or from composite 'sA'",
        "line 10: 'sD' is not declared",
      ])
  }
}

/// A checker for the Mermaid constructs flowsim emits: the header, `%%` comments,
/// `direction`, `state "…" as ID` (optionally opening a composite, at most two deep:
/// a tab bar's holds one per tab), `ID : text` (a state's description line), a
/// `note left of ID` … `end note` block at the top level,
/// `}`, `[*] --> ID` and `ID --> ID : LABEL` (lines of a label joined by `<br>`). IDs are
/// ASCII letters and digits, each
/// state is declared once, transitions join plain declared states, and text holds no
/// character Mermaid's grammar reads (`"` `:` `;` `#` outside entity codes, `--`,
/// `{ } [ ] < >`).
enum MermaidChecker {
  static func problems(_ text: String) -> [String] {
    var problems: [String] = []
    var declared: [String: Bool] = [:]  // ID → is composite
    var references: [(line: Int, ids: [String])] = []  // transitions, descriptions, notes
    var depth = 0
    var inNote = false
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.first != "stateDiagram-v2" { problems.append("line 1: not 'stateDiagram-v2'") }
    for (index, raw) in lines.enumerated().dropFirst() {
      let number = index + 1
      let line = raw.trimmingCharacters(in: .whitespaces)
      if inNote {
        if line == "end note" {
          inNote = false
        } else {
          problems += checkText(line, number)
        }
        continue
      }
      if line.isEmpty || line.hasPrefix("%%") || line == "direction LR" { continue }
      if line.hasPrefix("note left of ") {
        if depth > 0 { problems.append("line \(number): note inside a composite") }
        references.append((number, [String(line.dropFirst("note left of ".count))]))
        inNote = true
        continue
      }
      if let colon = line.range(of: " : "), !line.contains(" --> ") {
        // A state's description line: `ID : text`, for a declared plain state.
        references.append((number, [String(line[..<colon.lowerBound])]))
        problems += checkText(String(line[colon.upperBound...]), number)
        continue
      }
      if line == "}" {
        depth -= 1
        if depth < 0 { problems.append("line \(number): unbalanced '}'") }
        continue
      }
      if line.hasPrefix("state \"") {
        guard let close = line.dropFirst(7).firstIndex(of: "\"") else {
          problems.append("line \(number): unterminated state text")
          continue
        }
        let label = String(line[line.index(line.startIndex, offsetBy: 7)..<close])
        var rest = String(line[line.index(after: close)...])
        let composite = rest.hasSuffix("{")
        if composite { rest.removeLast() }
        guard rest.hasPrefix(" as ") else {
          problems.append("line \(number): expected ' as ID'")
          continue
        }
        let id = String(rest.dropFirst(4))
        problems += checkID(id, number) + checkText(label, number)
        if declared[id] != nil { problems.append("line \(number): '\(id)' declared twice") }
        declared[id] = composite
        if composite {
          if depth > 1 { problems.append("line \(number): composite states nest twice") }
          depth += 1
        }
        continue
      }
      guard let arrow = line.range(of: " --> ") else {
        problems.append("line \(number): unexpected '\(line)'")
        continue
      }
      if depth > 0 { problems.append("line \(number): transition inside a composite") }
      let source = String(line[..<arrow.lowerBound])
      var target = String(line[arrow.upperBound...])
      if let colon = target.range(of: " : ") {
        problems += checkText(String(target[colon.upperBound...]), number)
        target = String(target[..<colon.lowerBound])
      }
      var ids = source == "[*]" ? [] : [source]
      if !ids.contains(target) { ids.append(target) }
      references.append((number, ids))
    }
    // Mermaid's lexer matches `…direction` and `TB…` across a line break as one
    // direction statement.
    for index in lines.indices.dropLast() {
      let line = lines[index].trimmingCharacters(in: .whitespaces).lowercased()
      let next = lines[index + 1].trimmingCharacters(in: .whitespaces).lowercased()
      if line.hasSuffix("direction"), ["tb", "bt", "rl", "lr"].contains(where: next.hasPrefix) {
        problems.append(
          "line \(index + 1): ends with 'direction' before a line starting '\(next.prefix(2))'")
      }
    }
    if depth != 0 { problems.append("unclosed composite state") }
    if inNote { problems.append("unclosed note") }
    for (number, ids) in references {
      for id in ids {
        switch declared[id] {
        case nil: problems.append("line \(number): '\(id)' is not declared")
        case true?: problems.append("line \(number): transition to or from composite '\(id)'")
        default: break
        }
      }
    }
    return problems
  }

  static func checkID(_ id: String, _ number: Int) -> [String] {
    if ["state", "scale", "statediagram", "style", "class", "classdef", "click"].contains(
      id.lowercased())
    {
      return ["line \(number): ID '\(id)' is a keyword to Mermaid's lexer"]
    }
    let ok =
      !id.isEmpty
      && id.unicodeScalars.allSatisfy {
        $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))
      }
    return ok ? [] : ["line \(number): ID '\(id)' is not ASCII letters and digits"]
  }

  static func checkText(_ text: String, _ number: Int) -> [String] {
    var problems: [String] = []
    let withoutEntities = text.replacingOccurrences(
      of: #"#[A-Za-z0-9]+;"#, with: "", options: .regularExpression
    ).replacingOccurrences(of: "<br>", with: " ")
    if withoutEntities.contains(where: { ":;\"#".contains($0) }) {
      problems.append("line \(number): label has ':', ';', '\"' or '#' outside an entity code")
    }
    if withoutEntities.contains("--") { problems.append("line \(number): label has '--'") }
    if withoutEntities.range(
      of: #"direction\s+(tb|bt|rl|lr)"#, options: [.regularExpression, .caseInsensitive]) != nil
    {
      problems.append("line \(number): label reads as a direction statement")
    }
    if withoutEntities.contains(where: { "{}[]<>&%`|\\".contains($0) }) {
      problems.append("line \(number): label has a bracket, '&', '%', '|' or a backquote")
    }
    if !withoutEntities.unicodeScalars.allSatisfy({ $0.isASCII && $0.value >= 0x20 }) {
      problems.append("line \(number): label has a non-ASCII or control character")
    }
    return problems
  }
}
