import Testing

@testable import FlowSim

/// The navigation analysis, before any exploration: a push from a screen in no
/// navigation stack, a screen shown alone that is declared in a container, and a
/// back, dismiss or pop to root that can never apply or is not offered most of the
/// time.
@Suite struct NavigationAnalysisTests {
  @Test func pushFromAScreenInNoNavigationStackNamesUIKitsFallback() {
    let text = """
      start Home
      screen Home { tap "Detail" -> push Detail }
      screen Detail terminal
      """
    #expect(
      renderedDiagnostics(text) == """
        test.flow:2:31: error: cannot push 'Detail' from 'Home': 'Home' is not in a navigation stack [push-outside-navigation]
            2 | screen Home { tap "Detail" -> push Detail }
              |                               ^~~~~~~~~~~
        test.flow:1:1: note: 'Home' is the start screen, outside any navigation stack
          note: UIKit would present 'Detail' modally instead; embed 'Home' in a 'nav', or use 'present Detail'

        """)
  }

  /// `reset Welcome` for a screen declared in a stack shows it alone: the note points
  /// at the reset and names the stack, with a fix-it.
  @Test func resetToAScreenDeclaredInAStackNamesTheStack() {
    let text = """
      start Main
      nav Main {
        screen Welcome { tap "Sign in" -> push SignIn }
        screen SignIn { tap "Go" -> reset Welcome }
      }
      """
    #expect(
      renderedDiagnostics(text) == """
        test.flow:3:37: error: cannot push 'SignIn' from 'Welcome': 'Welcome' is not in a navigation stack [push-outside-navigation]
            3 |   screen Welcome { tap "Sign in" -> push SignIn }
              |                                     ^~~~~~~~~~~
        test.flow:4:31: note: 'Welcome' becomes the window's root here, outside any navigation stack: 'reset Welcome' shows it alone, though it is declared in 'Main'; 'reset Main' shows that stack
          note: UIKit would present 'SignIn' modally instead
          fix-it: reset to 'Main'

        """)
  }

  /// `start Welcome` for a stack's root screen says the same of the start, with
  /// `start Main` as the fix-it.
  @Test func startingOnAScreenDeclaredInAStackNamesTheStack() {
    let text = """
      start Welcome
      nav Main {
        screen Welcome { tap "Sign in" -> push SignIn }
        screen SignIn
      }
      """
    #expect(
      renderedDiagnostics(text) == """
        test.flow:3:37: error: cannot push 'SignIn' from 'Welcome': 'Welcome' is not in a navigation stack [push-outside-navigation]
            3 |   screen Welcome { tap "Sign in" -> push SignIn }
              |                                     ^~~~~~~~~~~
        test.flow:1:1: note: 'Welcome' is the start screen, outside any navigation stack: 'start Welcome' shows it alone, though it is declared in 'Main'; 'start Main' shows that stack
          note: UIKit would present 'SignIn' modally instead
          fix-it: start with 'Main'

        """)
  }

  /// `show` from a screen declared in a stack but started alone presents: a warning
  /// (presenting may be meant) with the fix-it that starts on the stack. From a screen
  /// declared alone, `show` presents as written, without a word.
  @Test func showFromAScreenDeclaredInAStackButShownAloneWarns() {
    let text = """
      start Welcome
      nav Main {
        screen Welcome { tap "About" -> show About }
      }
      screen About { tap "Close" -> dismiss }
      """
    #expect(
      renderedDiagnostics(text) == """
        test.flow:3:35: warning: 'show About' presents 'About' modally from 'Welcome': 'Welcome' is shown outside its navigation stack [show-outside-stack]
            3 |   screen Welcome { tap "About" -> show About }
              |                                   ^~~~~~~~~~
        test.flow:1:1: note: 'Welcome' is the start screen, outside any navigation stack: 'start Welcome' shows it alone, though it is declared in 'Main'; 'start Main' shows that stack
          note: in its stack, 'show' would push 'About'; write 'present About' if a modal is meant
          fix-it: start with 'Main'

        """)
    let alone = """
      start Welcome
      screen Welcome { tap "About" -> show About }
      screen About { tap "Close" -> dismiss }
      """
    #expect(renderedDiagnostics(alone) == "")
  }

  /// A screen that `show` presents from a screen shown alone, though both are declared
  /// in one stack, needs no 'nav' around it: the push from it says where it is
  /// declared and carries the fix-it of the start that shows its source alone.
  @Test func pushAfterShowFromAScreenShownAloneNamesTheStartsFix() {
    let text = """
      start Folders
      nav Library {
        screen Folders { tap "Open" -> show Notes }
        screen Notes { tap "Note" -> push Editor }
        screen Editor
      }
      """
    let diagnostics = FlowLoader().load(SourceFile(path: "test.flow", text: text)).diagnostics
    #expect(diagnostics.map(\.id) == ["show-outside-stack", "push-outside-navigation"])
    let push = diagnostics.last
    #expect(
      push?.notes.map(\.message) == [
        "'Notes' is presented by 'show' from 'Folders', which is shown outside any navigation stack, though it is declared in 'Library'",
        "UIKit would present 'Editor' modally instead",
      ])
    #expect(push?.fixIts.map(\.replacement) == ["start Library"])
  }

  /// `reset S` for a screen declared deeper in a stack, or in a tab: the note names
  /// where it is declared; no fix-it, as resetting to the stack would show its root.
  @Test func resetToAScreenInsideAContainerHasNoFixIt() {
    let inStack = """
      start Main
      nav Main {
        screen Inbox { tap "Open" -> push Detail }
        screen Detail { tap "More" -> push Inbox; tap "Go" -> reset Detail }
      }
      """
    let diagnostics = FlowLoader().load(SourceFile(path: "test.flow", text: inStack)).diagnostics
    #expect(diagnostics.map(\.fixIts.count) == [0])
    #expect(
      diagnostics.first?.notes.map(\.message) == [
        "'Detail' becomes the window's root here, outside any navigation stack: 'reset Detail' shows it alone, though it is declared in 'Main'; 'reset Main' and pushes from its root show it in that stack",
        "UIKit would present 'Inbox' modally instead",
      ])
    let inTab = """
      start T
      tabs T {
        tab "A" nav TA {
          screen TabHome { tap "x" -> push TabDetail }
          screen TabDetail { tap "z" -> reset TabHome }
        }
      }
      """
    let tab = FlowLoader().load(SourceFile(path: "test.flow", text: inTab)).diagnostics
    #expect(
      tab.first?.notes.first?.message
        == "'TabHome' becomes the window's root here, outside any navigation stack: 'reset TabHome' shows it alone, though it is in tab \"A\" of 'T'; 'reset T' shows the tab bar"
    )
  }

  @Test func backAndDismissThatCanNeverApply() {
    let text = """
      start Main
      nav Main { screen Home { tap "Close" -> dismiss; tap "Up" -> back } }
      screen Solo { tap "Done" -> dismiss all }
      """
    #expect(
      renderedDiagnostics(text) == """
        test.flow:2:41: warning: 'Home' is never presented, so there is nothing to dismiss [dismiss-never-applies]
            2 | nav Main { screen Home { tap "Close" -> dismiss; tap "Up" -> back } }
              |                                         ^~~~~~~
          note: dismiss closes a modal; to go back in a navigation stack use 'back'
        test.flow:2:62: warning: 'Home' is never pushed, so there is nothing to go back to [back-never-applies]
            2 | nav Main { screen Home { tap "Close" -> dismiss; tap "Up" -> back } }
              |                                                              ^~~~
          note: back pops the navigation stack; to close a presented screen use 'dismiss'
        test.flow:3:29: warning: 'Solo' is never presented, so 'dismiss all' does nothing here [dismiss-never-applies]
            3 | screen Solo { tap "Done" -> dismiss all }
              |                             ^~~~~~~~~~~
          note: dismiss closes a modal; to go back in a navigation stack use 'back'

        """)
  }

  /// `pop to root` is named as written, not called back.
  @Test func popToRootThatCanNeverApply() {
    let text = """
      start Main
      nav Main { screen Home { tap "Top" -> pop to root } }
      """
    #expect(
      renderedDiagnostics(text) == """
        test.flow:2:39: warning: 'Home' is never pushed, so 'pop to root' has nothing to pop [back-never-applies]
            2 | nav Main { screen Home { tap "Top" -> pop to root } }
              |                                       ^~~~~~~~~~~
          note: pop to root pops the navigation stack down to its root; to close a presented screen use 'dismiss'

        """)
  }

  /// `pop to root` or `back` after `tab "L"` or `dismiss all` is not offered while
  /// the stack is at its root, which is usually: a warning, with `unwind to ROOT`
  /// as the fix where the root is known (for `pop to root`: for `back` it would land
  /// elsewhere, so only the note says it).
  @Test func popAfterATabOrDismissAll() {
    let text = """
      start Main
      tabs Main {
        tab "Chats" nav Chats {
          screen ChatList { tap "Chat" -> push Chat }
          screen Chat
        }
        tab "Contacts" nav Contacts {
          screen People { tap "Person" -> push Person }
          screen Person { tap "Message" -> tab "Chats"; pop to root; push Chat }
        }
        tab "Me" screen Me terminal
      }
      event "Open chat" -> dismiss all; back
      event "Mine" -> tab "Me"; pop to root
      event "Fine" -> dismiss all; tab "Chats"; unwind to ChatList; push Chat
      event "Deeper" -> tab "Chats"; push Chat; pop to root
      event "Back" -> tab "Contacts"; back
      """
    #expect(
      renderedDiagnostics(text) == """
        test.flow:9:51: warning: tap "Message" on 'Person' is not offered while the stack of tab "Chats" is at its root: 'pop to root' then has nothing to pop [back-may-not-apply]
            9 |     screen Person { tap "Message" -> tab "Chats"; pop to root; push Chat }
              |                                                   ^~~~~~~~~~~
          note: a tab's stack is usually at its root; 'unwind to ChatList' returns to the root and applies when the stack is there already
          fix-it: replace with 'unwind to ChatList'
        test.flow:13:35: warning: event "Open chat" is not offered while the stack 'dismiss all' uncovers is at its root: 'back' then has nothing to go back to [back-may-not-apply]
           13 | event "Open chat" -> dismiss all; back
              |                                   ^~~~
          note: that stack is usually at its root; 'unwind to' its root screen returns there and applies when the stack is there already
        test.flow:14:27: warning: event "Mine" is not offered after tab "Me": the tab holds 'Me' alone, in no navigation stack, so 'pop to root' has nothing to pop [back-may-not-apply]
           14 | event "Mine" -> tab "Me"; pop to root
              |                           ^~~~~~~~~~~
        test.flow:17:33: warning: event "Back" is not offered while the stack of tab "Contacts" is at its root: 'back' then has nothing to go back to [back-may-not-apply]
           17 | event "Back" -> tab "Contacts"; back
              |                                 ^~~~
          note: a tab's stack is usually at its root; 'unwind to People' returns to the root and applies when the stack is there already (it returns to the root, not one screen back)

        """)
  }

  /// An outcome is left out, not its control; an alert's button is always taken;
  /// a control pushed inside the tab it selects pops its own stack, which is not at
  /// its root (its root's is); after a `dismiss all` that dismisses nothing, the
  /// control's own stack is known.
  @Test func popAfterATabNamesTheOutcomeAndSparesAlertsAndTheTabItself() {
    let text = """
      start Main
      var ok: bool = true
      tabs Main {
        tab "Chats" nav Chats {
          screen ChatList { tap "Chat" -> push Chat; tap "Top" -> tab "Chats"; pop to root }
          screen Chat { tap "Home" -> tab "Chats"; pop to root; tap "Ask" -> present Sure }
        }
        tab "Me" nav MeNav {
          screen Me { tap "Go" -> outcome {
            good when ok: tab "Chats"; unwind to ChatList
            bad when not ok: tab "Chats"; pop to root
          } }
        }
      }
      alert Sure { button "Top" -> tab "Chats"; pop to root; button "No" }
      nav Other { screen O { tap "o" -> push P }; screen P { tap "q" -> dismiss all; back } }
      """
    let diagnostics = FlowLoader().load(SourceFile(path: "test.flow", text: text)).diagnostics
    // ChatList is its stack's root: shown, the stack is at its root. P is never
    // presented: 'dismiss all' leaves its own stack, where back applies.
    #expect(
      diagnostics.filter { $0.id == "back-may-not-apply" }.map(\.message) == [
        #"tap "Top" on 'ChatList' is not offered while the stack of tab "Chats" is at its root: 'pop to root' then has nothing to pop"#,
        #"outcome 'bad' of tap "Go" on 'Me' is left out while the stack of tab "Chats" is at its root: 'pop to root' then has nothing to pop"#,
      ])
  }
}
