/// The flow an import produces, laid out as it will be written: declarations in order,
/// each with the comments that tie it to the storyboard.
struct FlowDraft: Sendable {
  /// Comment lines at the top of the file (without `# `).
  var header: [String]
  var flowName: String
  var start: String
  var items: [Item]

  /// A top-level declaration, or a comment standing for something the flow cannot hold.
  enum Item: Sendable {
    case screen(Screen)
    case nav(Nav)
    case tabs(Tabs)
    case comment([String])
  }

  /// `screen NAME ["Title"] { controls }`
  struct Screen: Sendable {
    var name: String
    var title: String?
    /// Trailing comment on the declaration line (the storyboard id).
    var comment: String
    /// Comment lines above the declaration.
    var notes: [String] = []
    var controls: [Control] = []
    /// What code shows it by (`code "ID"`), when nothing in the storyboard leads to it.
    var code: String?
  }

  /// `tap "Label" -> actions  # comment`
  struct Control: Sendable {
    var verb: String
    var label: String
    var action: String
    var comment: String?
    /// Written as a comment: a control the flow cannot offer as the storyboard has it.
    var isCommentedOut = false
  }

  /// `nav NAME { screens }`, root first.
  struct Nav: Sendable {
    var name: String
    var comment: String
    var notes: [String] = []
    var screens: [Screen]
    /// What code shows it by (`code "ID"`), when nothing in the storyboard leads to it.
    var code: String?
    /// `nobar`: the storyboard hides its navigation bar (`navigationBarHidden="YES"`).
    var hidesBar = false
  }

  /// `tabs NAME { tab "Label" screen|nav … }`
  struct Tabs: Sendable {
    var name: String
    var comment: String
    var notes: [String] = []
    var tabs: [Tab]
    /// What code shows it by (`code "ID"`), when nothing in the storyboard leads to it.
    var code: String?
  }

  /// One tab and what it holds.
  struct Tab: Sendable {
    var label: String
    var content: Content

    /// A tab holds a navigation stack or a single screen, or its own instance of a
    /// stack another tab bar declares (`tab "Label" nav NAME  # comment`).
    enum Content: Sendable {
      case screen(Screen)
      case nav(Nav)
      case navInstance(name: String, comment: String)
    }
  }
}
