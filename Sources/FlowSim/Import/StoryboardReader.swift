import Foundation

/// Turns a parsed XML document into a `Storyboard`: finds each scene's controller and
/// the segues that start in the scene, with what triggers them.
///
/// Segues outside scenes (`<inferredMetricsTieBreakers>` holds `<segue reference=…>`
/// pointers) are not segues and are left out.
enum StoryboardReader {
  /// The storyboard, and warnings for what it holds that cannot be read; an error when
  /// the document is not a storyboard.
  static func read(_ root: XMLTreeElement, file: SourceFile) -> Result<
    (Storyboard, [Diagnostic]), DiagnosticError
  > {
    guard root.name == "document" else {
      return .failure(
        DiagnosticError(
          .error(
            "import-not-storyboard",
            "not a storyboard: the root element is '\(root.name)', not 'document'",
            at: root.range)))
    }
    let type = root["type"] ?? ""
    guard type.contains("Storyboard") else {
      let what = type.isEmpty ? "has no type" : "is of type '\(type)'"
      return .failure(
        DiagnosticError(
          .error(
            "import-not-storyboard", "not a storyboard: the document \(what)", at: root.range)))
    }
    let runtime = root["targetRuntime"] ?? ""
    if type.contains(".Cocoa.") || runtime.hasPrefix("MacOSX") || runtime.contains("watchKit") {
      let platform = runtime.contains("watchKit") ? "watchOS" : "macOS"
      return .failure(
        DiagnosticError(
          .error(
            "import-not-storyboard",
            "not an iOS storyboard: the document is for \(platform)\(runtime.isEmpty ? "" : " (targetRuntime '\(runtime)')"); flowsim models UIKit's navigation",
            at: root.range)))
    }
    var warnings: [Diagnostic] = []
    var controllers: [Controller] = []
    for scene in root.child("scenes")?.children("scene") ?? [] {
      guard let controller = controller(in: scene, warnings: &warnings) else { continue }
      controllers.append(controller)
    }
    let storyboard = Storyboard(
      file: file, name: storyboardName(file.path), range: root.range,
      initialViewController: nonEmpty(root["initialViewController"]), controllers: controllers,
      isLaunchScreen: root["launchScreen"] == "YES")
    return .success((storyboard, warnings))
  }

  /// The name storyboard references use: the file name without folder or extension.
  static func storyboardName(_ path: String) -> String {
    var name = PathText.name(of: path)
    if name.hasSuffix(".storyboard") { name.removeLast(".storyboard".count) }
    return name
  }

  private static func controller(in scene: XMLTreeElement, warnings: inout [Diagnostic])
    -> Controller?
  {
    let objects = scene.child("objects")
    guard let element = objects?.children.first(where: { $0["sceneMemberID"] == "viewController" })
    else {
      warnings.append(
        .warning("import-empty-scene", "scene has no view controller: skipped", at: scene.range))
      return nil
    }
    guard let id = nonEmpty(element["id"]) else {
      warnings.append(
        .warning(
          "import-no-id", "'\(element.name)' has no id: its scene is skipped", at: element.range))
      return nil
    }
    var segues: [Segue] = []
    var actions: [CodeAction] = []
    var inScene: Set<String> = []
    for object in objects?.children ?? [] { collectIDs(in: object, into: &inScene) }
    // Controls the controller reaches by an outlet: code can wire them (`addTarget`).
    var outlets: [String: String] = [:]
    for outlet in element.child("connections")?.children("outlet") ?? [] {
      if let target = nonEmpty(outlet["destination"]), let property = nonEmpty(outlet["property"]),
        outlets[target] == nil
      {
        outlets[target] = property
      }
    }
    for object in objects?.children ?? [] {
      collectSegues(in: object, controller: element, into: &segues, warnings: &warnings)
      collectActions(
        in: object, controller: element, inScene: inScene, outlets: outlets, into: &actions)
    }
    let item = element.child("tabBarItem", key: "tabBarItem")
    return Controller(
      element: element.name, kind: kind(of: element.name), id: id, range: element.range,
      customClass: nonEmpty(element["customClass"]),
      storyboardIdentifier: nonEmpty(element["storyboardIdentifier"]),
      modalPresentationStyle: nonEmpty(element["modalPresentationStyle"]),
      navigationBarHidden: element["navigationBarHidden"] == "YES",
      title: nonEmpty(element["title"]), userLabel: nonEmpty(element["userLabel"]),
      navigationTitle: nonEmpty(element.child("navigationItem", key: "navigationItem")?["title"]),
      tabBarItem: item.map {
        TabBarItem(
          title: nonEmpty($0["title"]), systemItem: nonEmpty($0["systemItem"]),
          image: nonEmpty($0["image"]))
      },
      storyboardName: nonEmpty(element["storyboardName"]),
      referencedIdentifier: nonEmpty(element["referencedIdentifier"]), segues: segues,
      actions: actions, codeFilledContainers: codeFilledContainers(in: element))
  }

  /// The container views under `element` that no embed segue fills.
  private static func codeFilledContainers(in element: XMLTreeElement) -> Int {
    element.children.reduce(0) { count, child in
      if child.name == "containerView" {
        let embeds = child.child("connections")?.children("segue").contains {
          $0["kind"] == "embed"
        }
        return count + (embeds == true ? 0 : 1)
      }
      return count + codeFilledContainers(in: child)
    }
  }

  /// Walks `element` for buttons, bar button items and gestures whose `<connections>`
  /// hold an action and no segue. Text fields, switches, sliders and the like change
  /// values, not screens: they are left out.
  ///
  /// An action aimed at an object of another scene (left over from a copied control)
  /// never fires: each scene is loaded on its own, so only targets `inScene` count, and
  /// a selector is said once.
  private static func collectActions(
    in element: XMLTreeElement, controller: XMLTreeElement, inScene: Set<String>,
    outlets: [String: String], into actions: inout [CodeAction]
  ) {
    for child in element.children {
      // A button or bar button item wired to nothing but an outlet: its tap is wired
      // in code (`addTarget`, a reactive binding), which the storyboard cannot say.
      if ["button", "barButtonItem"].contains(child.name), let id = child["id"],
        let property = outlets[id],
        child.child("connections").map({ $0.children("segue") + $0.children("action") })?
          .isEmpty ?? true
      {
        actions.append(
          CodeAction(
            trigger: trigger(child, isController: false), selectors: ["outlet " + property]))
      }
      if child.name == "connections" {
        guard element.range != controller.range, child.children("segue").isEmpty,
          isNavigatingControl(element.name)
        else { continue }
        var seen: Set<String> = []
        let selectors = child.children("action").compactMap { action -> String? in
          if let target = action["destination"], !inScene.contains(target) { return nil }
          guard let event = action["eventType"], !event.isEmpty else {
            return nonEmpty(action["selector"])
          }
          // A button's tap; a value change or editing event moves nowhere.
          return ["touchUpInside", "primaryActionTriggered"].contains(event)
            ? nonEmpty(action["selector"]) : nil
        }.filter { seen.insert($0).inserted }
        guard !selectors.isEmpty else { continue }
        actions.append(
          CodeAction(
            trigger: trigger(element, isController: false), selectors: selectors))
      } else {
        collectActions(
          in: child, controller: controller, inScene: inScene, outlets: outlets, into: &actions)
      }
    }
  }

  /// Every `id` in `element` and below: the objects of a scene.
  private static func collectIDs(in element: XMLTreeElement, into ids: inout Set<String>) {
    if let id = element["id"] { ids.insert(id) }
    for child in element.children { collectIDs(in: child, into: &ids) }
  }

  /// Whether a control of this element is one a user taps or swipes to move on.
  private static func isNavigatingControl(_ name: String) -> Bool {
    name == "button" || name == "barButtonItem" || name.hasSuffix("GestureRecognizer")
  }

  private static func kind(of element: String) -> ControllerKind {
    switch element {
    case "navigationController": .navigation
    case "tabBarController": .tabBar
    case "splitViewController": .split
    case "pageViewController": .page
    case "viewControllerPlaceholder": .reference
    default: .screen
    }
  }

  /// Walks `element`, adding each segue found in a `<connections>` with the element
  /// that owns those connections as its trigger.
  private static func collectSegues(
    in element: XMLTreeElement, controller: XMLTreeElement, into segues: inout [Segue],
    warnings: inout [Diagnostic]
  ) {
    for child in element.children {
      if child.name == "connections" {
        for segue in child.children("segue") {
          guard let kind = nonEmpty(segue["kind"]), let destination = nonEmpty(segue["destination"])
          else {
            warnings.append(
              .warning(
                "import-incomplete-segue", "segue has no kind or no destination: skipped",
                at: segue.range))
            continue
          }
          let trigger = self.trigger(element, isController: element.range == controller.range)
          segues.append(
            Segue(
              id: nonEmpty(segue["id"]), kind: kind, relationship: nonEmpty(segue["relationship"]),
              destination: destination, identifier: nonEmpty(segue["identifier"]),
              unwindAction: nonEmpty(segue["unwindAction"]),
              customClass: nonEmpty(segue["customClass"]),
              modalPresentationStyle: nonEmpty(segue["modalPresentationStyle"]), trigger: trigger,
              range: segue.range))
        }
      } else {
        collectSegues(in: child, controller: controller, into: &segues, warnings: &warnings)
      }
    }
  }

  private static func trigger(_ element: XMLTreeElement, isController: Bool) -> SegueTrigger {
    if isController { return .manual }
    switch element.name {
    case "tableViewCell", "collectionViewCell":
      return .cell(
        reuseIdentifier: nonEmpty(element["reuseIdentifier"]),
        text: nonEmpty(element.firstDescendant("label")?["text"]),
        userLabel: nonEmpty(element["userLabel"]))
    case "containerView":
      return .containerView
    case let name where name.hasSuffix("GestureRecognizer"):
      return .gesture(
        element: name, direction: nonEmpty(element["direction"]),
        taps: Int(element["numberOfTapsRequired"] ?? "") ?? 1)
    default:
      return .control(controlText(element))
    }
  }

  /// A control's possible labels: its title (attribute, normal state, configuration or
  /// attributed title), system item, image and user label.
  private static func controlText(_ element: XMLTreeElement) -> ControlText {
    let state = element.children("state").first { $0["key"] == "normal" }
    let configuration = element.child("buttonConfiguration", key: "configuration")
    let attributed = (state ?? element).child("attributedString", key: "attributedTitle")
    let fragments = attributed?.children("fragment").compactMap { $0["content"] }.joined()
    let title =
      nonEmpty(element["title"]) ?? nonEmpty(state?["title"]) ?? nonEmpty(configuration?["title"])
      ?? nonEmpty(fragments)
    let image =
      nonEmpty(element["image"]) ?? nonEmpty(state?["image"]) ?? nonEmpty(configuration?["image"])
    return ControlText(
      title: title, systemItem: nonEmpty(element["systemItem"]), image: image,
      userLabel: nonEmpty(element["userLabel"]))
  }

  /// The text without surrounding white space, or nil when nothing is left.
  static func nonEmpty(_ text: String?) -> String? {
    guard let text else { return nil }
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    return trimmed.isEmpty ? nil : trimmed
  }
}
