import Testing

@testable import FlowSim

/// `tab "Label" nav NAME`: a tab bar holding its own instance of a stack declared
/// elsewhere, as two tab bar controllers of a storyboard may hold one navigation
/// controller (docs/language.md, Tab bar).
@Suite struct TabInstanceTests {
  static let twoTabBars = """
    start Phone
    tabs Phone {
      tab "Chats" nav ChatsNav {
        screen Chats { tap "Open" -> push Chat }
        screen Chat { tap "Wide" -> reset Tablet }
      }
      tab "Me" screen Me
    }
    tabs Tablet {
      tab "Calls" screen Calls { tap "Narrow" -> reset Phone }
      tab "Messages" nav ChatsNav
    }
    """

  @Test func parsesAsAnInstanceWithoutABlock() {
    let dump = ParserTestSupport.dump(
      """
      tabs Tablet {
        tab "Calls" screen Calls
        tab "Chats" nav ChatsNav
        tab "Files" nav FilesNav { screen Files }
      }
      """)
    #expect(
      dump == """
        (tabs Tablet
          (tab "Calls"
            (screen Calls))
          (tab "Chats"
            (nav-instance ChatsNav))
          (tab "Files"
            (nav FilesNav
              (screen Files))))

        """)
  }

  @Test func bothTabBarsHoldTheOneStack() throws {
    let flow = try #require(loadFlow(Self.twoTabBars))
    let phone = flow.tabBars[0].tabs[0]
    let tablet = flow.tabBars[1].tabs[1]
    #expect(phone.content == .nav(NavID(0)) && !phone.isInstance)
    #expect(tablet.content == .nav(NavID(0)) && tablet.isInstance)
    #expect(tablet.label == "Messages")
    // The stack's screens are drawn where it is declared.
    #expect(flow.screens[0].home == .tab(TabBarID(0), index: 0))
  }

  /// Pushing in Phone's instance leaves Tablet's at its root.
  @Test func eachTabBarHasItsOwnInstance() throws {
    var d = try #require(Driver(Self.twoTabBars))
    d.take("tap \"Open\"")
    #expect(d.crumb == "tabs Phone: *Chats › Chat, Me")
    d.take("tap \"Wide\"")
    d.take("tab \"Messages\"")
    #expect(d.crumb == "tabs Tablet: Calls, *Chats")
    d.take("tap \"Open\"")
    #expect(d.crumb == "tabs Tablet: Calls, *Chats › Chat")
    d.take("tap \"Wide\"")
    #expect(d.crumb == "tabs Tablet: *Calls, Chats")
  }

  /// The stack may be declared after the tab that holds it, at the top level.
  @Test func theStackMayBeDeclaredLater() throws {
    let flow = try #require(
      loadFlow(
        """
        start Phone
        tabs Phone { tab "Chats" nav ChatsNav; tab "Me" screen Me }
        nav ChatsNav { screen Chats }
        """))
    #expect(flow.tabBars[0].tabs[0].content == .nav(NavID(0)))
    #expect(flow.navs[0].root == ScreenID(1) && flow.screens[1].home == .nav(NavID(0)))
    #expect(flow.tabBars[0].tabs[1].content == .screen(ScreenID(0)))
  }

  @Test func aNameThatIsNotAStackIsAnError() {
    #expect(
      renderedDiagnostics(
        """
        start Phone
        tabs Phone { tab "Me" nav Me; tab "Chats" nav ChatNav }
        screen Me
        nav ChatsNav { screen Chats }
        """) == """
          test.flow:2:27: error: 'Me' is a screen, not a navigation stack; a tab holds its own instance of a stack declared elsewhere [wrong-kind]
              2 | tabs Phone { tab "Me" nav Me; tab "Chats" nav ChatNav }
                |                           ^~
          test.flow:3:8: note: 'Me' declared here
          test.flow:2:47: error: unknown navigation stack 'ChatNav' [unknown-screen]
              2 | tabs Phone { tab "Me" nav Me; tab "Chats" nav ChatNav }
                |                                               ^~~~~~~
          test.flow:4:5: note: did you mean 'ChatsNav'? declared here
            fix-it: replace with 'ChatsNav'

          """)
  }

  /// Two instances in one tab bar would be two tabs showing one stack's screens: a
  /// mistake. The tabs after it keep their screens.
  @Test func aTabBarHoldsAStackOnce() {
    let text = """
      start Phone
      tabs Phone {
        tab "Chats" nav ChatsNav { screen Chats }
        tab "Again" nav ChatsNav
        tab "Me" screen Me
      }
      """
    #expect(
      renderedDiagnostics(text) == """
        test.flow:4:19: error: tab bar 'Phone' already holds stack 'ChatsNav' in tab "Chats"; a tab bar holds each stack once [duplicate-tab]
            4 |   tab "Again" nav ChatsNav
              |                   ^~~~~~~~
        test.flow:3:7: note: that tab

        """)
  }

  /// A screen pushed in the stack is in a tab that holds an instance of it: a control
  /// there that selects that tab then pops does pop (no `back-may-not-apply`).
  @Test func aPushedScreenIsInTheInstancesTab() throws {
    let text = """
      start Tablet
      tabs Phone { tab "Chats" nav ChatsNav { screen Chats { tap "Open" -> push Chat }; screen Chat { tap "Top" -> tab "Messages"; pop to root } } }
      tabs Tablet { tab "Messages" nav ChatsNav; tab "Calls" screen Calls { tap "Narrow" -> reset Phone } }
      """
    #expect(renderedDiagnostics(text) == "")
  }
}
