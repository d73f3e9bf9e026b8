/// A storyboard reduced to what matters for navigation: its controllers (one per
/// scene, in document order) and the segues that start in each scene.
struct Storyboard: Sendable {
  var file: SourceFile
  /// The file name without folder and extension: how storyboard references name it.
  var name: String
  /// The `<document` start tag.
  var range: SourceRange
  /// The id of the controller the app shows first, if the storyboard has one.
  var initialViewController: String?
  var controllers: [Controller]
  /// `launchScreen="YES"`: the image shown while the app launches, never navigation.
  var isLaunchScreen = false
}

/// What a controller element is, for the flow.
enum ControllerKind: Sendable, Hashable {
  /// A plain view controller (also table, collection and any other content controller).
  case screen
  case navigation
  case tabBar
  case split
  /// A page view controller: a screen whose pages code creates.
  case page
  /// A storyboard reference (`viewControllerPlaceholder`).
  case reference
}

/// The controller of one scene.
struct Controller: Sendable {
  /// The element's name, e.g. `tableViewController`.
  var element: String
  var kind: ControllerKind
  /// The storyboard's id for it: what segues and `initialViewController` point at.
  var id: String
  /// The controller's start tag.
  var range: SourceRange
  var customClass: String?
  var storyboardIdentifier: String?
  /// The controller's own presentation style, which a segue's overrides.
  var modalPresentationStyle: String? = nil
  /// A navigation controller's `navigationBarHidden="YES"`: no back button, no edge
  /// swipe back (the flow's `nobar`).
  var navigationBarHidden = false
  var title: String?
  var userLabel: String?
  /// The title of its own `navigationItem`, trimmed; nil when empty.
  var navigationTitle: String?
  var tabBarItem: TabBarItem?
  /// For a storyboard reference: the storyboard it names, and the scene in it.
  var storyboardName: String?
  var referencedIdentifier: String?
  /// The segues that start in this controller's scene, in document order.
  var segues: [Segue]
  /// Buttons, bar button items and gestures wired to code (`<action selector=…>`) and
  /// to no segue: what they do is made in code, so they become `-> code "…"` controls.
  var actions: [CodeAction] = []
  /// Container views with no embed segue: code puts a child controller in them, so
  /// what the user sees and does there is made in code.
  var codeFilledContainers = 0
}

/// A control wired only to code: what the user does to it, and its action methods.
struct CodeAction: Sendable {
  /// What fires it (never `.manual`, `.cell` or `.containerView`).
  var trigger: SegueTrigger
  /// Its action selectors, in document order (`done:`).
  var selectors: [String]
}

/// A controller's `tabBarItem`: how its tab is labelled.
struct TabBarItem: Sendable {
  var title: String?
  var systemItem: String?
  var image: String?
}

/// One `<segue>` with the element that triggers it.
struct Segue: Sendable {
  var id: String?
  /// `show`, `push`, `presentation`, `modal`, `unwind`, `relationship`, `embed`, …
  var kind: String
  var relationship: String?
  /// A controller id (for unwind: the id of the scene's `<exit>`).
  var destination: String
  /// The identifier code uses with `performSegue(withIdentifier:)`.
  var identifier: String?
  var unwindAction: String?
  var customClass: String?
  /// `fullScreen`, `overFullScreen`, `formSheet`, …; nil for the default (automatic).
  var modalPresentationStyle: String? = nil
  var trigger: SegueTrigger
  /// The `<segue` start tag.
  var range: SourceRange
}

/// What the user does to fire a segue.
enum SegueTrigger: Sendable {
  /// The segue sits on the controller itself: only code performs it.
  case manual
  /// A button, bar button item or other control, with the texts that can label it.
  case control(ControlText)
  /// A table or collection view cell (a row or item tap).
  case cell(reuseIdentifier: String?, text: String?, userLabel: String?)
  /// A gesture recognizer of the scene (`swipeGestureRecognizer`, …).
  case gesture(element: String, direction: String?, taps: Int)
  /// A container view: an embed segue.
  case containerView
}

/// The texts a control can be labelled by, in the order the importer tries them.
struct ControlText: Sendable {
  var title: String?
  var systemItem: String?
  var image: String?
  var userLabel: String?
}
