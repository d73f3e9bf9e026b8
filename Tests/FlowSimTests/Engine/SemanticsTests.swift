import Testing

@testable import FlowSim

/// Each rule of the semantics (docs/language.md) on a small flow, step by step.
@Suite struct SemanticsTests {
  static let stacks = """
    start Main
    nav Main {
      screen A { tap "to B" -> push B; tap "modal" -> present M; tap "sheet" -> present MNav }
      screen B { tap "to C" -> push C }
      screen C { tap "home" -> pop to root; tap "unwind A" -> unwind to A }
    }
    screen M { tap "close" -> dismiss; tap "more" -> present MNav }
    nav MNav {
      screen N1 { tap "next" -> push N2; tap "close" -> dismiss }
      screen N2 { tap "unwind A" -> unwind to A; tap "unwind M" -> unwind to M }
    }
    """

  @Test func pushAndBack() throws {
    var d = try #require(Driver(Self.stacks))
    #expect(d.crumb == "A")
    #expect(!d.offered.contains("back"))  // the root has no back
    d.take("tap \"to B\"")
    d.take("tap \"to C\"")
    #expect(d.crumb == "A › B › C")
    d.take("back")
    #expect(d.crumb == "A › B")
    d.take("back")
    #expect(d.crumb == "A")
  }

  @Test func popToRootAndUnwindLandOnTheirTargets() throws {
    var d = try #require(Driver(Self.stacks))
    d.take("tap \"to B\"")
    d.take("tap \"to C\"")
    d.take("tap \"home\"")
    #expect(d.crumb == "A")
    d.take("tap \"to B\"")
    d.take("tap \"to C\"")
    d.take("tap \"unwind A\"")
    #expect(d.crumb == "A")
  }

  @Test func dismissingAModalChain() throws {
    var d = try #require(Driver(Self.stacks))
    d.take("tap \"modal\"")
    #expect(d.crumb == "A + modal M")
    d.take("tap \"more\"")
    d.take("tap \"next\"")
    #expect(d.crumb == "A + modal M + modal N1 › N2")
    // The root of a modal has no back, only dismiss; inside its stack back works.
    d.take("back")
    #expect(d.crumb == "A + modal M + modal N1")
    #expect(!d.offered.contains("back"))
    d.take("tap \"close\"")
    #expect(d.crumb == "A + modal M")
    d.take("tap \"more\"")
    d.take("tap \"next\"")
    d.take("tap \"unwind M\"")  // pops and dismisses until M is visible
    #expect(d.crumb == "A + modal M")
    d.take("tap \"more\"")
    d.take("tap \"next\"")
    d.take("tap \"unwind A\"")
    #expect(d.crumb == "A")
  }

  static let tabs = """
    start Home
    tabs Home {
      tab "Files" nav FilesNav {
        screen Files { tap "open" -> push Detail }
        screen Detail { tap "info" -> present Info }
      }
      tab "Photos" nav PhotosNav { screen Photos { tap "album" -> push Album } }
      tab "Settings" screen Settings { tap "sign out" -> reset Landing }
    }
    screen Album
    screen Info { tap "ok" -> dismiss }
    nav Landing { screen Welcome { tap "in" -> reset Home } }
    """

  @Test func switchingTabsKeepsEachStack() throws {
    var d = try #require(Driver(Self.tabs))
    #expect(d.crumb == "tabs Home: *Files, Photos, Settings")
    d.take("tap \"open\"")
    d.take("tab \"Photos\"")
    d.take("tap \"album\"")
    #expect(d.crumb == "tabs Home: Files › Detail, *Photos › Album, Settings")
    d.take("tab \"Files\"")
    #expect(d.crumb == "tabs Home: *Files › Detail, Photos › Album, Settings")
  }

  @Test func reTappingTheSelectedTabPopsToRoot() throws {
    var d = try #require(Driver(Self.tabs))
    // At the root, re-tapping is not a transition.
    #expect(d.offered == ["tap \"open\"", "tab \"Photos\"", "tab \"Settings\""])
    d.take("tap \"open\"")
    #expect(d.offered.contains("tab \"Files\""))
    d.take("tab \"Files\"")
    #expect(d.crumb == "tabs Home: *Files, Photos, Settings")
  }

  @Test func aModalCoversTheTabBar() throws {
    var d = try #require(Driver(Self.tabs))
    d.take("tap \"open\"")
    d.take("tap \"info\"")
    #expect(d.offered == ["tap \"ok\""])
  }

  /// A deep link: `dismiss all` closes every modal (an alert too) and changes nothing
  /// when none is up, so the link applies wherever the user is, and the other tabs'
  /// stacks stay.
  @Test func dismissAllClosesEveryModalAndAppliesWithNone() throws {
    let flow = """
      start Home
      tabs Home {
        tab "Chats" nav ChatsNav {
          screen Chats { tap "chat" -> push Chat; tap "new" -> present Compose }
          screen Chat
        }
        tab "Settings" nav SettingsNav {
          screen Settings { tap "about" -> push About }
          screen About
        }
      }
      screen Compose { tap "attach" -> present Attach; tap "cancel" -> dismiss }
      screen Attach { tap "done" -> dismiss all; tap "discard" -> present Sure }
      alert Sure { button "Discard" -> dismiss all; button "Keep" }
      event "Open chat" -> dismiss all; tab "Chats"; unwind to Chats; push Chat
      """
    var d = try #require(Driver(flow))
    #expect(d.offered.contains("event \"Open chat\""))
    d.take("event \"Open chat\"")
    #expect(d.crumb == "tabs Home: *Chats › Chat, Settings")
    d.take("tab \"Settings\"")
    d.take("tap \"about\"")
    d.take("event \"Open chat\"")
    #expect(d.crumb == "tabs Home: *Chats › Chat, Settings › About")
    d.take("tab \"Chats\"")
    d.take("tap \"new\"")
    d.take("tap \"attach\"")
    #expect(d.crumb == "tabs Home: *Chats, Settings › About + modal Compose + modal Attach")
    d.take("tap \"done\"")
    #expect(d.crumb == "tabs Home: *Chats, Settings › About")
    d.take("tap \"new\"")
    d.take("tap \"attach\"")
    d.take("tap \"discard\"")
    d.take("button \"Discard\"")
    #expect(d.crumb == "tabs Home: *Chats, Settings › About")
    d.take("tap \"new\"")
    d.take("tap \"attach\"")
    d.take("event \"Open chat\"")
    #expect(d.crumb == "tabs Home: *Chats › Chat, Settings › About")
  }

  @Test func resetClearsEveryStackAndModal() throws {
    var d = try #require(Driver(Self.tabs))
    d.take("tap \"open\"")
    d.take("tab \"Photos\"")
    d.take("tap \"album\"")
    d.take("tab \"Settings\"")
    d.take("tap \"sign out\"")
    #expect(d.crumb == "Welcome")
    d.take("tap \"in\"")
    #expect(d.crumb == "tabs Home: *Files, Photos, Settings")
  }

  @Test func pageMovesAreNotHistory() throws {
    var d = try #require(
      Driver(
        """
        start Welcome
        pages Welcome {
          screen W1
          screen W2
          screen W3 { tap "start" -> reset Main; push Form }
        }
        nav Main { screen Home; screen Form }
        """))
    #expect(d.offered == ["next page"])
    d.take("next page")
    d.take("next page")
    #expect(d.crumb == "pages Welcome: W3 (3 of 3)")
    #expect(!d.offered.contains("back"))
    #expect(d.offered == ["tap \"start\"", "previous page"])
    d.take("tap \"start\"")
    #expect(d.crumb == "Home › Form")
  }

  @Test func alertButtonsDismissFirst() throws {
    var d = try #require(
      Driver(
        """
        var liked: bool = false
        start Main
        nav Main {
          screen Photo { tap "delete" -> present Confirm; tap "more" -> push Info }
          screen Info
        }
        alert Confirm "Delete?" {
          button "Delete" -> set liked = true; push Info
          button "Cancel"
        }
        """))
    d.take("tap \"delete\"")
    #expect(d.crumb == "Photo + alert Confirm")
    d.take("button \"Cancel\"")
    #expect(d.crumb == "Photo")
    d.take("tap \"delete\"")
    d.take("button \"Delete\"")
    #expect(d.crumb == "Photo › Info")
    #expect(d.simulator.values(d.current) == [1])
  }

  @Test func aPushOntoAStackAtItsMaxIsNotOffered() throws {
    var d = try #require(
      Driver(
        """
        start Main
        nav Main max 2 {
          screen A { tap "deeper" -> push B }
          screen B { tap "deeper" -> push C }
          screen C
        }
        """))
    d.take("tap \"deeper\"")
    #expect(d.crumb == "A › B")
    #expect(d.offered == ["back"])
    let options = d.simulator.options(d.current)
    let reasons = options.compactMap { option -> String? in
      if case .disabled(let reason) = option.result {
        return d.simulator.explain(reason, of: option.transition)
      }
      return nil
    }
    #expect(reasons == ["the stack is full: pushing 'C' would pass its 'max'"])
  }

  @Test func disabledReasonsReadAsWritten() throws {
    let d = try #require(
      Driver(
        """
        var mine: bool = true
        start Vote
        screen Vote terminal { tap "Vote" when not mine "this is your own poll" -> set mine = false }
        """))
    let option = try #require(d.simulator.options(d.current).first)
    guard case .disabled(let reason) = option.result else {
      Issue.record("expected the vote to be disabled")
      return
    }
    #expect(d.simulator.explain(reason, of: option.transition) == "this is your own poll")
  }
}
