import Testing

@testable import FlowSim

/// Every example of docs/language.md, verbatim, parses into the expected tree.
@Suite struct ParserLanguageExamplesTests {
  private func dump(_ text: String) -> String { ParserTestSupport.dump(text) }

  @Test func hello() {
    let text = """
      # flows/hello.flow
      flow "Hello"
      start Main

      nav Main {
        screen Inbox "Inbox" {
          tap "Compose" -> present Compose
          tap "Message" -> push Message
        }
        screen Message "Message"
      }

      screen Compose "New message" {
        tap "Cancel" -> dismiss
        tap "Send"   -> dismiss
      }
      """
    #expect(
      dump(text) == """
        (flow "Hello")
        (start Main)
        (nav Main
          (screen Inbox "Inbox"
            (tap "Compose" (present Compose))
            (tap "Message" (push Message)))
          (screen Message "Message"))
        (screen Compose "New message"
          (tap "Cancel" (dismiss))
          (tap "Send" (dismiss)))

        """)
  }

  @Test func flowHeader() {
    let text = """
      flow "Dropbox"          # the flow's display name (optional; defaults to the file name)
      start Welcome           # what the window shows first: a screen, nav, tabs or pages
      include "dropbox-imported.flow"   # another file's declarations join this flow
      """
    #expect(
      dump(text) == """
        (flow "Dropbox")
        (start Welcome)
        (include "dropbox-imported.flow")

        """)
  }

  @Test func madeInCode() {
    let text = """
      screen Terms "Terms of use" { tap "Done" -> code "done:" }
      screen EnablePush "Notifications" code "enablePush" { tap "Not now" -> dismiss }
      nav MainNav code "MainNavigationController" { screen Home }
      """
    #expect(
      dump(text) == """
        (screen Terms "Terms of use"
          (tap "Done" (code "done:")))
        (screen EnablePush "Notifications" code "enablePush"
          (tap "Not now" (dismiss)))
        (nav MainNav code "MainNavigationController"
          (screen Home))

        """)
  }

  @Test func variables() {
    let text = """
      session var signedIn: bool = false     # a session variable: log out must reset it
      var online: bool = true
      var filter: mine | all = all          # an enumeration; cases are names
      var images: 0...4 = 0                 # an integer range, both ends included
      """
    #expect(
      dump(text) == """
        (session var signedIn bool false)
        (var online bool true)
        (var filter (enum mine all) all)
        (var images (range 0 4) 0)

        """)
  }

  @Test func screens() {
    let text = """
      screen Settings "Settings" private {
        tap "Log out" -> present ConfirmLogout
      }
      screen Done "All done" terminal
      """
    #expect(
      dump(text) == """
        (screen Settings "Settings" private
          (tap "Log out" (present ConfirmLogout)))
        (screen Done "All done" terminal)

        """)
  }

  @Test func navigationStacks() {
    let text = """
      nav SignedOut {
        screen Landing { tap "Sign in" -> push SignIn }   # the first screen is the root
        screen SignIn
      }
      nav Feed max 4 { screen FeedRoot }   # pushes stop being offered at 4 screens
      """
    #expect(
      dump(text) == """
        (nav SignedOut
          (screen Landing
            (tap "Sign in" (push SignIn)))
          (screen SignIn))
        (nav Feed (max 4)
          (screen FeedRoot))

        """)
  }

  @Test func tabBar() {
    let text = """
      tabs Home private {
        tab "Files"    nav FilesNav { screen Files }
        tab "Settings" screen Settings { tap "Log out" -> present ConfirmLogout }
      }
      """
    #expect(
      dump(text) == """
        (tabs Home private
          (tab "Files"
            (nav FilesNav
              (screen Files)))
          (tab "Settings"
            (screen Settings
              (tap "Log out" (present ConfirmLogout)))))

        """)
  }

  @Test func pageSet() {
    let text = """
      pages Welcome {
        screen Welcome1 "Your stuff, anywhere"
        screen Welcome2 "Share with anyone"
        screen Welcome3 "Get started" { tap "Sign in" -> reset SignedOut; push SignIn }
      }
      """
    #expect(
      dump(text) == """
        (pages Welcome
          (screen Welcome1 "Your stuff, anywhere")
          (screen Welcome2 "Share with anyone")
          (screen Welcome3 "Get started"
            (tap "Sign in" (reset SignedOut) (push SignIn))))

        """)
  }

  @Test func alertsAndSheets() {
    let text = """
      alert WrongPassword "The password is incorrect" { button "OK" }
      sheet Photo "Change photo" {
        button "Replace" -> set changed = true
        button "Delete"  when images > 0 -> set images = images - 1
        button "Cancel"
      }
      """
    #expect(
      dump(text) == """
        (alert WrongPassword "The password is incorrect"
          (button "OK"))
        (sheet Photo "Change photo"
          (button "Replace" (set changed true))
          (button "Delete" (when (> images 0)) (set images (- images 1)))
          (button "Cancel"))

        """)
  }

  @Test func controls() {
    let controls = """
      tap "Sign in" -> push SignIn
      swipe "left" -> set image = image + 1
      select "My Choices" -> set filter = mine
      tap "Vote" when not mine "this is your own poll" when not voted "you have already voted" -> reset Home
      tap "Sign in" -> outcome {
        valid:   reset Home; set signedIn = true
        invalid: present WrongPassword
      }
      """
    #expect(
      dump("screen S {\n\(controls)\n}") == """
        (screen S
          (tap "Sign in" (push SignIn))
          (swipe "left" (set image (+ image 1)))
          (select "My Choices" (set filter mine))
          (tap "Vote" (when (not mine) "this is your own poll") (when (not voted) "you have already voted") (reset Home))
          (tap "Sign in"
            (outcome valid (reset Home) (set signedIn true))
            (outcome invalid (present WrongPassword))))

        """)
  }

  @Test func events() {
    let text = """
      event "Network lost" when online -> set online = false
      event "Sync finished" when online and pending > 0 -> set pending = 0
      """
    #expect(
      dump(text) == """
        (event "Network lost" (when online) (set online false))
        (event "Sync finished" (when (and online (> pending 0))) (set pending 0))

        """)
  }

  @Test func howToMakeItHappen() {
    let text = """
      tap "Log in" -> outcome {
        valid "enter the email and password of a registered account": reset Home; set signedIn = true
        invalid "enter a registered email with a wrong password": present WrongPassword
      }
      """
    let events = """
      event "Network lost" "turn on Airplane Mode" when online -> set online = false
      event "Sync finished" "wait for the sync to finish" when online and pending > 0 -> set pending = 0
      """
    #expect(
      dump("screen S {\n\(text)\n}\n\(events)") == """
        (screen S
          (tap "Log in"
            (outcome valid (how "enter the email and password of a registered account") (reset Home) (set signedIn true))
            (outcome invalid (how "enter a registered email with a wrong password") (present WrongPassword))))
        (event "Network lost" (how "turn on Airplane Mode") (when online) (set online false))
        (event "Sync finished" (how "wait for the sync to finish") (when (and online (> pending 0))) (set pending 0))

        """)
  }

  @Test func signInAndLogOut() {
    let text = """
      signed in when signedIn
      logout ConfirmLogout."Log out" lands Landing
      """
    #expect(
      dump(text) == """
        (signed-in signedIn)
        (logout ConfirmLogout "Log out" Landing)

        """)
  }

  @Test func assertions() {
    let text = """
      assert never at Voting and mine and enabled "Vote"
      assert always images >= 0
      assert reachable at Detail and liked
      assert always reachable at Home          # from everywhere, Home can still be reached
      """
    #expect(
      dump(text) == """
        (assert never (and (and (at Voting) mine) (enabled "Vote")))
        (assert always (>= images 0))
        (assert reachable (and (at Detail) liked))
        (assert always-reachable (at Home))

        """)
  }

  @Test func scenario() {
    let text = """
      scenario "sign in with a wrong password, then log out" {
        next page; next page; tap "Sign in"
        tap "Sign in" -> invalid
        expect WrongPassword
        tap "OK"
        tap "Sign in" -> valid
        expect Files and signedIn
        tab "Settings"; tap "Log out"; tap "Log out"
        expect Landing
      }
      """
    #expect(
      dump(text) == """
        (scenario "sign in with a wrong password, then log out"
          (next-page)
          (next-page)
          (tap "Sign in")
          (tap "Sign in" -> invalid)
          (expect WrongPassword)
          (tap "OK")
          (tap "Sign in" -> valid)
          (expect (and Files signedIn))
          (tab "Settings")
          (tap "Log out")
          (tap "Log out")
          (expect Landing))

        """)
  }
}
