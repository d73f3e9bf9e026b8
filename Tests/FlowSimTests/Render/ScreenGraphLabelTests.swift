import Testing

@testable import FlowSim

/// What the diagrams' edges say: by default what the user does, the outcome only where
/// a control's outcomes part ways; at full detail every transition as modelled.
@Suite struct ScreenGraphLabelTests {
  static let flow = """
    start Login
    var online: bool = true
    screen Login {
      tap "Log in" when online -> outcome {
        valid: present Home
        invalidEmail: present Wrong
        lockedOut: present Wrong
      }
      tap "Help" -> outcome {
        shown: present Help
        shownAgain: present Help
      }
    }
    screen Home { tap "Close" -> dismiss }
    screen Help { tap "Close" -> dismiss }
    alert Wrong "Nope" { button "OK" }
    event "Network lost" when online -> outcome {
      slow: set online = false
      gone: set online = false
    }
    """

  static func graph() throws -> ScreenGraph {
    let flow = try #require(loadFlow(Self.flow))
    return ScreenGraph(
      flow: flow, space: Explorer(flow: flow, options: .init(recordEdges: true)).explore())
  }

  static func lines(
    _ graph: ScreenGraph, _ from: String, _ to: String, _ detail: ScreenGraph.Detail
  )
    -> [String]
  {
    let flow = graph.flow
    let edge = graph.edges.first {
      $0.source == .screen(flow.screens.first { $0.name == from }!.id)
        && $0.target == .screen(flow.screens.first { $0.name == to }!.id)
    }!
    return graph.labelLines(of: edge, detail: detail)
  }

  @Test func outcomesAreNamedOnlyWhereTheyPartWays() throws {
    let graph = try Self.graph()
    #expect(Self.lines(graph, "Login", "Home", .summary) == [#"tap "Log in" (valid)"#])
    #expect(
      Self.lines(graph, "Login", "Wrong", .summary) == [
        #"tap "Log in" (invalid email or locked out)"#
      ])
    #expect(Self.lines(graph, "Login", "Help", .summary) == [#"tap "Help""#])
    // The alert's button only closes it, back to Login: listed in it, not drawn.
    let wrong = try #require(graph.flow.screens.first { $0.name == "Wrong" }).id
    #expect(graph.closingButtons[wrong.index] == ["OK"])
    #expect(!graph.edges.contains { $0.source == .screen(wrong) })
    #expect(
      graph.labelLines(of: graph.stayingEvents, detail: .summary) == [#"event "Network lost""#])
  }

  @Test func fullDetailKeepsOutcomeNamesGuardsAndSets() throws {
    let graph = try Self.graph()
    #expect(
      Self.lines(graph, "Login", "Wrong", .full) == [
        #"tap "Log in" → invalidEmail"#, "[when online]", #"tap "Log in" → lockedOut"#,
        "[when online]",
      ])
    #expect(
      graph.labelLines(of: graph.stayingEvents, detail: .full) == [
        #"event "Network lost" → slow"#, "[when online]", "set online = false",
        #"event "Network lost" → gone"#, "[when online]", "set online = false",
      ])
  }

  @Test func namesAreHumanised() {
    #expect(ScreenGraph.humanised("invalidEmail") == "invalid email")
    #expect(ScreenGraph.humanised("firebaseError") == "firebase error")
    #expect(ScreenGraph.humanised("detailNotShown") == "detail not shown")
    #expect(ScreenGraph.humanised("no_network") == "no network")
    #expect(ScreenGraph.humanised("showSSOLogin") == "show SSO login")
    #expect(ScreenGraph.humanised("step2Done") == "step2 done")
    #expect(ScreenGraph.humanised("ok") == "ok")
  }

  @Test func containersAreTitledInPlainWords() throws {
    let flow = try #require(
      loadFlow(
        """
        start SignedOut
        nav SignedOut { screen A { tap "in" -> reset MainTabs } }
        nav FeedNav max 4 { screen F }
        pages Welcome { screen W }
        tabs MainTabs private {
          tab "Files" nav FilesNav { screen B }
          tab "More" screen C
        }
        """))
    let graph = ScreenGraph(flow: flow, space: nil)
    #expect(graph.title(of: .nav(NavID(0))) == "Signed-out stack")
    #expect(graph.title(of: .nav(NavID(1))) == "Feed stack (up to 4 screens)")
    #expect(graph.declaration(of: .nav(NavID(1))) == "nav FeedNav max 4")
    #expect(graph.title(of: .pages(PageSetID(0))) == "Welcome pages")
    #expect(graph.title(of: .tabs(TabBarID(0))) == "Main tab bar (needs sign-in)")
    #expect(graph.declaration(of: .tabs(TabBarID(0))) == "tabs MainTabs private")
    #expect(graph.title(ofTab: 0, in: TabBarID(0)) == "Files tab")
    #expect(graph.declaration(ofTab: 0, in: TabBarID(0)) == #"tab "Files" nav FilesNav"#)
    #expect(graph.declaration(ofTab: 1, in: TabBarID(0)) == #"tab "More" screen C"#)
    #expect(ScreenGraph.phrase("SSOSignUp", dropping: []) == "SSO sign-up")
  }

  /// A name that is all kind words is its own title, not the kind twice over, and
  /// two such names stay apart.
  @Test func containerNamesThatAreKindWords() throws {
    let flow = try #require(
      loadFlow(
        """
        start Stack
        nav Stack { screen A { tap "P" -> reset Pages } }
        pages Pages { screen P1; screen P2 { tap "t" -> reset TabBar } }
        tabs TabBar { tab "x" nav LoggedOut2 { screen X { tap "y" -> reset Stack } } }
        nav Nav { screen N { tap "z" -> reset Nav } }
        """))
    let graph = ScreenGraph(flow: flow, space: nil)
    #expect(graph.title(of: .nav(NavID(0))) == "Stack")
    #expect(graph.title(of: .pages(PageSetID(0))) == "Pages")
    #expect(graph.title(of: .tabs(TabBarID(0))) == "Tab bar")
    #expect(graph.title(of: .nav(NavID(1))) == "Logged out2 stack")
    #expect(graph.title(of: .nav(NavID(2))) == "Nav")
  }
}
