import Testing

@testable import FlowSim

/// Diagrams list the buttons of an alert that only closes, back to whoever presented
/// it, in the alert rather than drawing an edge back to each presenter; an alert whose
/// button does more, or that closes onto a screen that did not present it, keeps its
/// edges.
@Suite struct ClosingAlertTests {
  static let flow = """
    start Main
    var saved: bool = false
    nav Main {
      screen Form {
        tap "Save" -> outcome {
          ok: set saved = true
          bad: present Invalid
        }
        tap "Send" -> present Invalid
        tap "Open" -> push Detail
        tap "Attach" -> present Pick
      }
      screen Detail {
        tap "Other" -> present Invalid
        tap "Delete" -> present Confirm
        tap "Undo" -> present Undone
      }
    }
    alert Invalid "Not valid" { button "OK"; button "Edit" }
    alert Confirm "Delete?" { button "Delete" -> back; present Deleted; button "Cancel" }
    alert Deleted "Deleted" { button "OK" }
    alert Undone "Undone" { button "OK" -> set saved = false }
    sheet Pick { button "Camera"; button "Cancel" }
    """

  func graph(maxStates: Int = 1_000_000) throws -> ScreenGraph {
    let flow = try #require(loadFlow(Self.flow))
    let space = Explorer(flow: flow, options: .init(maxStates: maxStates, recordEdges: true))
      .explore()
    return ScreenGraph(flow: flow, space: space)
  }

  func buttons(_ graph: ScreenGraph, _ name: String) -> [String] {
    graph.closingButtons[graph.flow.screens.first { $0.name == name }!.id.index]
  }

  func targets(_ graph: ScreenGraph, from name: String) -> [String] {
    let id = graph.flow.screens.first { $0.name == name }!.id
    return graph.edges.filter { $0.source == .screen(id) }.map { edge in
      guard case .screen(let target) = edge.target else { return "?" }
      return graph.flow.screens[target].name
    }
  }

  @Test func anAlertThatOnlyClosesListsItsButtonsAndDrawsNoEdge() throws {
    let graph = try graph()
    #expect(buttons(graph, "Invalid") == ["OK", "Edit"])
    #expect(targets(graph, from: "Invalid").isEmpty)
    // An action sheet is an alert controller too.
    #expect(buttons(graph, "Pick") == ["Camera", "Cancel"])
    #expect(targets(graph, from: "Pick").isEmpty)
  }

  /// Deleted is presented by Confirm but closes onto Form, under the popped Detail.
  @Test func anAlertClosingOntoAnotherScreenKeepsItsEdge() throws {
    let graph = try graph()
    #expect(buttons(graph, "Deleted").isEmpty)
    #expect(targets(graph, from: "Deleted") == ["Form"])
  }

  @Test func anAlertWhoseButtonsDoMoreKeepsItsEdges() throws {
    let graph = try graph()
    #expect(buttons(graph, "Confirm").isEmpty)
    #expect(targets(graph, from: "Confirm") == ["Deleted", "Detail"])
    #expect(buttons(graph, "Undone").isEmpty)
    #expect(targets(graph, from: "Undone") == ["Detail"])
  }

  /// A stopped exploration may not have seen every presenter: nothing is left out.
  @Test func anIncompleteExplorationListsNoButtons() throws {
    let graph = try graph(maxStates: 2)
    #expect(graph.closingButtons.allSatisfy { $0.isEmpty })
  }

  @Test func theDiagramsShowTheButtonsAndSayWhatTheyMean() throws {
    let graph = try graph()
    let dot = DotScreenGraph(graph: graph).render()
    #expect(
      dot.contains(#"  "Invalid" [label="Invalid\n\"Not valid\"\n[OK] [Edit]", shape=octagon];"#))
    #expect(
      dot.contains(
        "[OK] in an alert or action sheet: a button that<BR ALIGN=\"LEFT\"/>  only closes it, back to the screen that presented it"
      ))
    let mermaid = MermaidScreenGraph(graph: graph).render()
    #expect(
      mermaid.contains(
        #"state "Invalid #quot;Not valid#quot; (alert) #91;OK#93; #91;Edit#93;" as sInvalid"#))
    #expect(
      mermaid.contains(#"state "Pick (action sheet) #91;Camera#93; #91;Cancel#93;" as sPick"#))
    #expect(
      mermaid.contains(
        "#91;OK#93; in an alert or action sheet#58; a button that only closes it, back to the screen that presented it."
      ))
  }
}
