import Testing

@testable import FlowSim

/// `show S` (UIKit's `show(_:sender:)`): a push where the chain has reached a
/// navigation stack, a presentation anywhere else, decided where the action happens.
@Suite struct ShowTests {
  /// Every place a show can happen: outside a stack (the start), over a bare modal,
  /// inside the root's stack, inside a presented stack, at a stack's `max`, and after a
  /// chain has moved (`present Browse; show Info` pushes onto Browse).
  static let flow = """
    flow "show"
    start Home
    screen Home {
      tap "info" -> show Info
      tap "browse" -> present Browse
      tap "browse info" -> present Browse; show Info
      tap "feed" -> reset Feed
    }
    nav Browse max 2 {
      screen List {
        tap "info" -> show Info
        tap "close" -> dismiss
      }
    }
    nav Feed {
      screen Posts { tap "info" -> show Info }
    }
    screen Info {
      tap "more" -> show More
      tap "done" -> dismiss
    }
    screen More { tap "done" -> dismiss }
    """

  @Test func outsideAStackItPresents() throws {
    var d = try #require(Driver(Self.flow))
    d.take("tap \"info\"")
    #expect(d.crumb == "Home + modal Info")
    // Over a bare modal there is still no stack: it presents again.
    d.take("tap \"more\"")
    #expect(d.crumb == "Home + modal Info + modal More")
  }

  @Test func insideAPresentedStackItPushes() throws {
    var d = try #require(Driver(Self.flow))
    d.take("tap \"browse\"")
    d.take("tap \"info\"")
    #expect(d.crumb == "Home + modal List › Info")
    // Info pushed is in a stack: its own show pushes too, up to the stack's max.
    #expect(!d.offered.contains("tap \"more\""))
    d.take("back")
    #expect(d.crumb == "Home + modal List")
  }

  @Test func insideTheRootStackItPushes() throws {
    var d = try #require(Driver(Self.flow))
    d.take("tap \"feed\"")
    d.take("tap \"info\"")
    d.take("tap \"more\"")
    #expect(d.crumb == "Posts › Info › More")
  }

  @Test func itIsDecidedWhereTheChainHasGot() throws {
    var d = try #require(Driver(Self.flow))
    d.take("tap \"browse info\"")
    #expect(d.crumb == "Home + modal List › Info")
  }

  @Test func aFullStackLeavesItUnofferedAndSaysWhy() throws {
    let d = try #require(Driver(Self.flow))
    var e = d
    e.take("tap \"browse\"")
    e.take("tap \"info\"")
    let more = try #require(
      e.simulator.options(e.current).first { e.flow.label(of: $0.transition) == "tap \"more\"" })
    guard case .disabled(let reason) = more.result else {
      Issue.record("'more' is offered at a full stack")
      return
    }
    #expect(
      e.simulator.explain(reason, of: more.transition)
        == "the stack is full: pushing 'More' would pass its 'max'")
  }

  /// A walkthrough says what the show did where it was taken.
  @Test func walkthroughsSayPushedOrPresented() throws {
    let text =
      Self.flow + """

        scenario "both ways" {
          tap "info"
          tap "done"
          tap "browse"
          tap "info"
          expect at Info
        }
        """
    let (lines, passed) = try scenarioLines(text)
    #expect(passed)
    #expect(
      lines == [
        "1. On Home, tap \"info\" → now on Info: presented Info.",
        "2. On Info, tap \"done\" → now on Home: dismissed Info.",
        "3. On Home, tap \"browse\" → now on List: presented Browse (List).",
        "4. On List, tap \"info\" → now on Info: pushed Info.",
        "5. Check: you are on Info.",
      ])
    let flow = try #require(loadFlow(Self.flow))
    let simulator = Simulator(flow: flow)
    let info = try #require(
      simulator.options(simulator.initial).first { flow.label(of: $0.transition) == "tap \"info\"" }
    )
    var walkthrough = simulator.walkthrough(from: simulator.initial)
    walkthrough.steps = [
      simulator.step(
        info.transition, from: walkthrough.startView, to: try #require(info.target))
    ]
    #expect(
      WalkthroughText(flow: flow).lines(walkthrough) == [
        "start: Home", "1. tap \"info\" (present) → Home + modal Info",
      ])
  }

  /// The shortcuts do not take `show`: exploring with and without them agrees.
  @Test func exploresTheSameWithAndWithoutShortcuts() throws {
    let flow = try #require(loadFlow(Self.flow))
    #expect(
      DirectStepsTests.explore(flow, direct: true) == DirectStepsTests.explore(flow, direct: false))
    let without = RestPlansTests.explore(flow, plans: false, threads: 1)
    #expect(RestPlansTests.explore(flow, plans: true, threads: 1) == without)
  }

  @Test func showOfANavOrAnAlertIsAnError() {
    let text = """
      start Home
      screen Home {
        tap "a" -> show Browse
        tap "b" -> show Oops
      }
      nav Browse { screen List }
      alert Oops { button "OK" }
      """
    #expect(
      renderedDiagnostics(text) == """
        test.flow:3:19: error: 'Browse' is a navigation stack, not a screen; show needs a screen, as it may push it (a navigation stack cannot be pushed: present it) [wrong-kind]
            3 |   tap "a" -> show Browse
              |                   ^~~~~~
        test.flow:6:5: note: 'Browse' declared here
        test.flow:4:19: error: 'Oops' is an alert; alerts are presented, not shown (show pushes in a navigation stack) [push-alert]
            4 |   tap "b" -> show Oops
              |                   ^~~~
          fix-it: present it

        """)
  }

  /// A screen shown from one outside any stack is presented there, bare: a `push` from
  /// it fails as from any screen outside a stack, and the note says how it got there.
  @Test func aPushFromAScreenShownOutsideAStackIsAnError() {
    let text = """
      start Home
      screen Home { tap "info" -> show Info }
      screen Info { tap "more" -> push More }
      screen More
      """
    #expect(
      renderedDiagnostics(text) == """
        test.flow:3:29: error: cannot push 'More' from 'Info': 'Info' is not in a navigation stack [push-outside-navigation]
            3 | screen Info { tap "more" -> push More }
              |                             ^~~~~~~~~
        test.flow:2:29: note: 'Info' is presented by 'show' from 'Home', which is shown outside any navigation stack
          note: UIKit would present 'More' modally instead; embed 'Info' in a 'nav', or use 'present More'

        """)
  }
}
