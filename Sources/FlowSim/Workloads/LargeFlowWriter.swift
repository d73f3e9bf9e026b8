/// Builds the text of a `LargeFlow`: plans the budget of screens, then writes each part.
struct LargeFlowWriter {
  static let areas = ["Files", "Photos", "Shared", "Activity", "Settings"]
  static let nouns = [
    "Folder", "Detail", "Preview", "Comments", "Members", "History", "Editor", "Info",
    "Versions", "Tags", "Gallery", "Results", "Filters", "Options", "Stats", "Map",
  ]
  static let tasks = ["Upload", "Compose", "Share", "Invite", "Edit"]
  static let pushGuards = [
    "online", "premium", "items > 0", "sort == sortByDate", "not online", "items >= 2",
  ]
  static let sortCases = ["sortByName", "sortByDate", "sortBySize"]
  /// Screens of the fixed skeleton: 3 pages, 4 signed-out screens, Terms, 2 alerts.
  static let skeletonScreens = 10
  /// `max` of every area's navigation stack.
  static let areaMaxDepth = 8

  let screenCount: Int
  var rng: SplitMix64
  var out = ""
  let favorites: Int
  var areaSizes: [Int] = []
  var tasksByArea: [[ModalTask]] = []
  var alertsByArea: [[Int]] = []

  /// A multi-step modal navigation stack presented from an area.
  struct ModalTask {
    var name: String
    var kind: String
    var number: Int
    var steps: Int
  }

  init(screenCount: Int, seed: UInt64) {
    self.screenCount = screenCount
    self.rng = SplitMix64(seed: seed)
    self.favorites = max(2, screenCount / 100)
  }

  mutating func draw(_ bound: Int) -> Int { Int(rng.next(below: UInt64(bound))) }

  mutating func chance(_ oneIn: Int) -> Bool { draw(oneIn) == 0 }

  mutating func line(_ text: String) {
    out += text
    out += "\n"
  }

  mutating func render() -> String {
    plan()
    writeHeader()
    writeSkeleton()
    line("tabs Home private {")
    for area in Self.areas.indices { writeArea(area) }
    line("}")
    for area in Self.areas.indices {
      for task in tasksByArea[area] { writeTask(task) }
      for number in alertsByArea[area] { writeAlert(number, area: area) }
    }
    writeClosing()
    return out
  }

  // MARK: - Budget

  mutating func plan() {
    let rest = screenCount - Self.skeletonScreens
    let alertBudget = rest / 10
    var modalBudget = rest / 5
    let areaBudget = rest - alertBudget - modalBudget
    let areaCount = Self.areas.count
    areaSizes = (0..<areaCount).map {
      areaBudget / areaCount + ($0 < areaBudget % areaCount ? 1 : 0)
    }
    tasksByArea = Array(repeating: [], count: areaCount)
    var number = 0
    while modalBudget > 0 {
      var steps = min(modalBudget, 3 + draw(4))
      if modalBudget - steps < 3 { steps = modalBudget }
      let area = number % areaCount
      let kind = Self.tasks[draw(Self.tasks.count)]
      tasksByArea[area].append(
        ModalTask(
          name: "\(Self.areas[area])\(kind)\(number)", kind: kind, number: number, steps: steps))
      modalBudget -= steps
      number += 1
    }
    alertsByArea = Array(repeating: [], count: areaCount)
    for alert in 0..<alertBudget { alertsByArea[alert % areaCount].append(alert) }
  }

  // MARK: - Fixed parts

  mutating func writeHeader() {
    line("# A generated app of \(screenCount) screens (FlowSim's LargeFlow workload): do not edit.")
    line("flow \"Large app, \(screenCount) screens\"")
    line("start Welcome")
    line("")
    line("session var signedIn: bool = false")
    line("session var draftSaved: bool = false")
    line("var online: bool = true")
    line("var premium: bool = false")
    line("var items: 0...4 = 0")
    line("var sort: sortByName | sortByDate | sortBySize = sortByName")
    for index in 0..<favorites { line("var favorite\(index): bool = false") }
    line("")
    line("signed in when signedIn")
    line("event \"Network lost\" when online -> set online = false")
    line("event \"Network restored\" when not online -> set online = true")
    line("")
  }

  mutating func writeSkeleton() {
    line("pages Welcome {")
    line("  screen Welcome1 \"Your stuff, anywhere\"")
    line("  screen Welcome2 \"Share with anyone\"")
    line("  screen Welcome3 \"Get started\" { tap \"Get started\" -> reset SignedOut }")
    line("}")
    line("")
    line("nav SignedOut {")
    line("  screen Landing \"Welcome\" {")
    line("    tap \"Sign in\" -> push SignIn")
    line("    tap \"Create account\" -> push CreateAccount")
    line("  }")
    line("  screen SignIn \"Sign in\" noreturn {")
    line("    tap \"Forgot password?\" -> push ForgotPassword")
    line("    tap \"Sign in\" when online \"you are offline\" -> outcome {")
    line("      valid: reset Home; set signedIn = true")
    line("      invalid: present WrongPassword")
    line("    }")
    line("  }")
    line("  screen CreateAccount \"Create account\" noreturn {")
    line("    tap \"Terms of Service\" -> present Terms")
    line("    tap \"Create account\" when online -> reset Home; set signedIn = true")
    line("  }")
    line("  screen ForgotPassword \"Reset password\" { tap \"Send link\" when online -> back }")
    line("}")
    line("")
    line("screen Terms \"Terms of Service\" { tap \"Done\" -> dismiss }")
    line("alert WrongPassword \"The password is incorrect\" { button \"OK\" }")
    line("")
  }

  mutating func writeClosing() {
    line("")
    line("alert ConfirmLogout \"Log out?\" {")
    line("  button \"Log out\" -> reset SignedOut; set signedIn = false; set draftSaved = false")
    line("  button \"Cancel\"")
    line("}")
    line("logout ConfirmLogout.\"Log out\" lands Landing")
    line("")
    line("assert always items >= 0 and items <= 4")
    line("assert never at Landing and signedIn")
    line("assert reachable at \(Self.areas[0]) and items == 4")
    line("")
    line("scenario \"sign in, then log out\" {")
    line("  next page; next page; tap \"Get started\"")
    line("  tap \"Sign in\"")
    line("  tap \"Sign in\" -> valid")
    line("  expect at \(Self.areas[0]) and signedIn")
    line("  tab \"Settings\"; tap \"Log out\"; tap \"Log out\"")
    line("  expect Landing")
    line("}")
  }
}
