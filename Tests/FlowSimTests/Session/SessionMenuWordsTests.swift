import Testing

@testable import FlowSim

/// The menu says what each action does to the screens in the words the walkthroughs
/// use, not in UIKit's kinds: a designer reads `pushes Detail`, not `(push)`, and
/// `shows One, the screens before are gone`, not `(reset)`.
@Suite struct SessionMenuWordsTests {
  static let text = """
    start App
    var n: 0...1 = 0
    tabs App {
      tab "Home" nav Main {
        screen Home {
          tap "Open" -> push Detail
          tap "Write" -> present Compose
          tap "Settings" -> present SettingsNav
          tap "Count" -> set n = 1
          tap "Other" -> tab "Other"
          tap "Tour" -> reset Intro
        }
        screen Detail { tap "Up" -> back; tap "Deeper" -> push Deep }
        screen Deep { tap "Top" -> pop to root; tap "Home" -> unwind to Home }
      }
      tab "Other" screen Other terminal
    }
    screen Compose { tap "Cancel" -> dismiss; tap "Send" -> dismiss; tab "Other" }
    nav SettingsNav { screen Settings { tap "Done" -> dismiss } }
    pages Intro { screen One { tap "Next" -> next page }; screen Two terminal }
    """

  @Test func eachActionSaysWhatItDoes() throws {
    let flow = try #require(loadFlow(Self.text, path: "menu.flow"))
    let session = StepSession(flow: flow, path: "menu.flow")
    #expect(
      session.start().hasSuffix(
        """
        Home
        where: tabs App: *Home, Other
          1. tap "Open" → pushes Detail
          2. tap "Write" → presents Compose
          3. tap "Settings" → presents SettingsNav (Settings)
          4. tap "Count" → still on Home
          5. tap "Other" → selects tab "Other"
          6. tap "Tour" → shows One, the screens before are gone
          7. tab "Other" → shows Other


        """))
    _ = session.handle("Open")
    #expect(
      session.handle("Deeper").text.hasSuffix(
        """
        Deep
        where: tabs App: *Home › Detail › Deep, Other
          1. tap "Top" → pops to the root
          2. tap "Home" → unwinds to Home
          3. back → pops Deep
          4. tab "Home" → pops to the root
          5. tab "Other" → shows Other


        """))
    // The step lines of the system controls say the same, in the past tense.
    #expect(session.handle("back").text.hasPrefix("step 3: back → popped Deep\n"))
    #expect(session.handle("undo").text.hasPrefix("undid step 3"))
    #expect(session.handle("4").text.hasPrefix("step 3: tab \"Home\" → popped to the root\n"))
    #expect(session.handle("7").text.hasPrefix("step 4: tab \"Other\" → now on Other\n"))
    _ = session.handle("undo 4")
    #expect(
      session.handle("Write").text.hasSuffix(
        """
          1. tap "Cancel" → dismisses Compose
          2. tap "Send" → dismisses Compose, selects tab "Other"


        """))
    _ = session.handle("undo")
    #expect(
      session.handle("Tour").text.hasSuffix(
        """
          1. tap "Next" → page 2 of 2
          2. next page → page 2 of 2


        """))
  }
}
