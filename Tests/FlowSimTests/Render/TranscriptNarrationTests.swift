import Testing

@testable import FlowSim

/// What a transcript step says happened: the screens each action closed or opened, in
/// the app's names.
@Suite struct TranscriptNarrationTests {
  /// The scenario's step lines in plain text (without the `Now:` lines).
  private func steps(_ text: String) throws -> [String] { try scenarioLines(text).lines }

  /// `dismiss all` names every modal it closed, the top one first, and says nothing
  /// when none was up; an unwind is said only when it moved.
  @Test func dismissAllNamesWhatItClosed() throws {
    let flow = """
      start Chats
      nav Chats {
        screen List { tap "chat" -> push Chat; tap "new" -> present Compose }
        screen Chat
      }
      screen Compose { tap "attach" -> present Attach }
      screen Attach
      event "Open chat" -> dismiss all; unwind to List; push Chat
      scenario "s" {
        tap "new"
        tap "attach"
        event "Open chat"
        back
        event "Open chat"
      }
      """
    #expect(
      try steps(flow) == [
        "1. On List, tap \"new\" → now on Compose: presented Compose.",
        "2. On Compose, tap \"attach\" → now on Attach: presented Attach.",
        "3. On Attach, make the event \"Open chat\" happen → now on Chat: dismissed Attach and Compose; pushed Chat.",
        "4. On Chat, tap the back button → now on List: popped Chat.",
        "5. On List, make the event \"Open chat\" happen → now on Chat: pushed Chat.",
      ])
  }

  /// A deep link into a tab: the tab is named when it changes, and an unwind to the
  /// tab's root when the tab was elsewhere.
  @Test func deepLinkIntoATab() throws {
    let flow = """
      start Home
      tabs Home {
        tab "Chats" nav ChatsNav {
          screen List { tap "chat" -> push Chat }
          screen Chat
        }
        tab "Settings" screen Settings { tap "help" -> present Help }
      }
      screen Help
      event "Open chat" -> dismiss all; tab "Chats"; unwind to List; push Chat
      scenario "s" {
        tab "Settings"
        tap "help"
        event "Open chat"
        event "Open chat"
      }
      """
    #expect(
      try steps(flow) == [
        "1. On List, tap the \"Settings\" tab → now on Settings: selected tab \"Settings\".",
        "2. On Settings, tap \"help\" → now on Help: presented Help.",
        "3. On Help, make the event \"Open chat\" happen → now on Chat: dismissed Help; selected tab \"Chats\"; pushed Chat.",
        "4. On Chat, make the event \"Open chat\" happen → still on Chat: unwound to List; pushed Chat.",
      ])
  }
}
