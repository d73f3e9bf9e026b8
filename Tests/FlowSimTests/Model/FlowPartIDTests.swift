import Testing

@testable import FlowSim

/// A flow's lists are read by their own id type, and an id prints and orders as
/// the position it stands for (so text and JSON that name ids are unchanged).
@Suite struct FlowPartIDTests {
  @Test func listsAreReadByID() throws {
    let flow = try #require(
      loadFlow("start A\nnav A { screen R terminal }\nnav B { screen S terminal }\n"))
    #expect(flow.navs.ids.map(\.index) == [0, 1])
    #expect(flow.navs.ids.map { flow.navs[$0].name } == ["A", "B"])
    #expect(flow.navs.ids.allSatisfy { flow.navs[$0].id == $0 })
    #expect("\(NavID(1))" == "1")
    #expect(NavID(0) < NavID(1))
    #expect(flow.start == .nav(NavID(0)))
  }

  @Test func variablesAreReadByID() throws {
    let flow = try #require(
      loadFlow("start A\nvar a: bool = false\nvar b: 0...3 = 2\nnav A { screen R terminal }\n"))
    #expect(flow.variables.ids.map(\.index) == [0, 1])
    #expect(flow.variables.ids.map { flow.variables[$0].name } == ["a", "b"])
    #expect(flow.variables.ids.allSatisfy { flow.variables[$0].id == $0 })
    #expect(flow.variables[VariableID(1)].initial == 2)
    #expect("\(VariableID(1))" == "1")
  }

  @Test func screensAreReadByID() throws {
    let flow = try #require(
      loadFlow("start A\nnav A { screen R; screen S terminal }\nscreen T terminal\n"))
    #expect(flow.screens.ids.map(\.index) == [0, 1, 2])
    #expect(flow.screens.ids.map { flow.screens[$0].name } == ["R", "S", "T"])
    #expect(flow.screens.ids.allSatisfy { flow.screens[$0].id == $0 })
    #expect(flow.screen(named: "T") == ScreenID(2))
    #expect(flow.navs[NavID(0)].root == ScreenID(0))
    #expect(flow.navs[NavID(0)].members == [ScreenID(0), ScreenID(1)])
    #expect("\(ScreenID(2))" == "2")
  }

  @Test func controlsAreReadByID() throws {
    let source = """
      start A
      nav A {
        screen R {
          tap "Go" -> push S
          tap "Stay" -> back
        }
        screen S terminal
      }
      event "Lost" -> reset A
      """
    let flow = try #require(loadFlow(source))
    #expect(flow.controls.ids.map(\.index) == [0, 1, 2])
    #expect(flow.controls.ids.map { flow.controls[$0].label } == ["Go", "Stay", "Lost"])
    #expect(flow.controls.ids.allSatisfy { flow.controls[$0].id == $0 })
    #expect(flow.screens[0].controls == [ControlID(0), ControlID(1)])
    #expect(flow.control(of: flow.controls[ControlID(2)].transitions[0]) == ControlID(2))
    #expect("\(ControlID(2))" == "2")
  }

  @Test func transitionsAreReadByID() throws {
    let source = """
      start A
      nav A {
        screen R {
          tap "Go" -> push S
          tap "Try" -> outcome {
            ok: push S
            failed: back
          }
        }
        screen S terminal
      }
      """
    let flow = try #require(loadFlow(source))
    let go = flow.controls[ControlID(0)]
    let tryIt = flow.controls[ControlID(1)]
    #expect(go.transitions == [TransitionID(0)])
    #expect(tryIt.transitions == [TransitionID(1), TransitionID(2)])
    #expect(flow.transitions.ids.allSatisfy { flow.transitions[$0].id == $0 })
    #expect(flow.transitions[TransitionID(2)].kind == .control(ControlID(1), outcome: "failed"))
    #expect(flow.transitions[TransitionID(3)].kind == .back)
    #expect(flow.control(of: TransitionID(3)) == nil)
    #expect("\(TransitionID(2))" == "2")
    #expect(TransitionID(1) < TransitionID(2))
  }
}
