/// Small valid flows that together use every construct of docs/language.md: the
/// fuzzer's starting points for truncations, mutations and splices, and the
/// formatter's property tests.
public enum FuzzCorpus {
  /// Each flow as (name, text). Every one loads without errors.
  public static let seeds: [(name: String, text: String)] = [
    ("hello", hello), ("login", login), ("tabs", tabs), ("pages", pages),
    ("variables", variables), ("assertions", assertions), ("scenarios", scenarios),
    ("layout", layout),
  ]

  static let hello = """
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
    extend Message noreturn { tap "Reply" -> present Compose }
    extend Main

    """

  static let login = """
    flow "Login"
    start SignedOut
    session var signedIn: bool = false
    signed in when signedIn

    nav SignedOut {
      screen Landing { tap "Sign in" -> push SignIn }
      screen SignIn noreturn {
        tap "Sign in" -> outcome {
          valid "enter a registered account":   reset Home; set signedIn = true
          invalid: present WrongPassword
        }
        tap "Trouble" -> present Help
      }
    }
    alert WrongPassword "The password is incorrect" { button "OK" }
    nav Help { screen HelpRoot "Help" { tap "Done" -> dismiss; tap "More" -> push HelpMore } }
    screen HelpMore { tap "Top" -> pop to root }

    tabs Home private {
      tab "Files"    nav FilesNav max 3 { screen Files { tap "Open" -> push Detail } }
      tab "Settings" screen Settings "Settings" private {
        tap "Log out" -> present ConfirmLogout
      }
    }
    screen Detail { tap "Back home" -> unwind to Files; tap "Again" -> push Detail }
    sheet ConfirmLogout "Log out?" {
      button "Log out" -> reset SignedOut; set signedIn = false
      button "Cancel"
    }
    logout ConfirmLogout."Log out" lands Landing
    scenario "back and forth" { tap "Sign in"; back; expect Landing and not in Home }

    """

  static let tabs = """
    flow "Tabs"
    start Home
    var badge: 0...3 = 0

    tabs Home {
      tab "Feed" nav FeedNav { screen Feed { tap "Settings" -> tab "Profile" } }
      tab "Profile" screen Profile {
        select "Badges" when badge < 3 -> set badge = badge + 1
        swipe "left" when badge > 0 -> set badge = badge - 1
      }
    }
    event "Push arrives" when badge == 0 -> set badge = 1

    """

  static let pages = """
    flow "Pages"
    start Welcome

    pages Welcome {
      screen Welcome1 "Your stuff, anywhere" { tap "Next" -> next page }
      screen Welcome2 "Share with anyone" { tap "Back" -> previous page }
      screen Welcome3 "Get started" terminal {
        tap "Sign in" -> reset SignedOut; push SignIn
        tap "First" -> page Welcome1
      }
    }
    nav SignedOut {
      screen Landing terminal
      screen SignIn terminal
    }

    """

  static let variables = """
    flow "Variables"
    start Poll
    var online: bool = true
    var filter: mine | all = all
    var images: -2...4 = 0
    session var pending: 0...2 = 0

    screen Poll "Poll" terminal {
      tap "Vote" when not (filter == mine) "this is your own poll" when online "offline" -> set pending = 1
      select "My Choices" -> set filter = mine
      select "All" when filter != all -> set filter = all
      swipe "right" when images >= -1 and images <= 3 or not online -> set images = images + 1 - 1
    }
    event "Network lost" "turn on \\"Airplane Mode\\"" when online -> set online = false
    event "Network back" when not online -> set online = true
    event "Sync finished" "wait for the sync" when online and pending > 0 -> outcome {
      ok: set pending = 0
      failed "stop the server first" when images > -2: set images = images - 1
    }

    """

  static let assertions = """
    flow "Assertions"
    start Root
    var liked: bool = false

    nav Root {
      screen List { tap "Open" -> push Detail }
      screen Detail { tap "Like" when not liked -> set liked = true }
    }
    assert never at List and enabled Detail."Like"
    assert always liked == true or liked == false
    assert reachable at Detail and liked
    assert always reachable at List
    assert never in Root and not in Root
    assert never enabled "Like" and liked
    known dead-end when at Detail and liked "a liked detail has no way on but back"
    known unused-control "kept for the next release"
    known returns-to-noreturn "checked by hand"

    """

  static let scenarios = """
    flow "Scenarios"
    start Welcome
    session var signedIn: bool = false
    signed in when signedIn

    pages Welcome {
      screen Page1 { tap "Skip" -> page Page2 }
      screen Page2 { tap "Sign in" -> reset Login }
    }
    nav Login {
      screen Form {
        tap "Sign in" -> outcome {
          valid:   reset Home; set signedIn = true
          invalid: present Wrong
        }
      }
    }
    alert Wrong "Wrong password" { button "OK" }
    tabs Home private {
      tab "Files" screen Files
      tab "Settings" screen Settings { tap "Log out" -> reset Welcome; set signedIn = false }
    }
    event "Session expired" when signedIn -> reset Welcome; set signedIn = false
    logout Settings."Log out" lands Page1

    scenario "sign in with a wrong password, then log out" {
      next page; previous page; next page
      tap "Sign in"
      tap "Sign in" -> invalid
      expect Wrong
      tap "OK"
      tap "Sign in" -> valid
      expect Files and signedIn
      tab "Settings"; tap "Log out"
      expect Page1
    }
    scenario "expired" {
      tap "Skip"; tap "Sign in"; tap "Sign in" -> valid
      event "Session expired"
      expect not enabled "Log out"
      expect at Page1 and not in Home
    }

    """

  /// Odd but valid layout: comments everywhere, `;` and blank lines, CRLF-free.
  static let layout = """


    # a comment before everything
    flow   "Layout"   # trailing comment
    start Main


    nav Main max 2 {   # the stack
      # a comment inside a block

      screen A { tap "x" -> push B ; tap "y"->present M ; }
      screen B {
          tap "b" when 1 - -1 == 2 -> back
      }
    }
    screen M {}
    screen N
    alert Q { button "a"; button "b" -> dismiss }
    # a comment at the end

    """
}
