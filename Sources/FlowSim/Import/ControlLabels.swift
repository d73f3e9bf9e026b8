/// Chooses the verb and label of the control a segue becomes.
///
/// A control is labelled by its title (but for Xcode's default "Item" beside an
/// image), then its system item (`add` → "Add"), its image, its user label, and last
/// by where it leads. Cells are selected by reuse
/// identifier (else their first label's text); gestures name their kind; manual
/// segues say so: `tap "manual: VotePollSegue"`.
enum ControlLabels {
  /// The verb (`tap`, `select`, `swipe`) and the label, before labels are made unique.
  /// `fallback` names where the segue leads, for controls with no text of their own.
  static func verbAndLabel(for segue: Segue, fallback: String) -> (verb: String, label: String) {
    let (verb, label) = raw(segue.trigger, identifier: segue.identifier, fallback: fallback)
    let clean = FlowNames.cleanText(label)
    return (verb, clean.isEmpty ? "segue" : clean)
  }

  /// The verb and label of a control wired only to code; `fallback` (its selector)
  /// labels one with no text of its own.
  static func verbAndLabel(for action: CodeAction) -> (verb: String, label: String) {
    let (verb, label) = raw(
      action.trigger, identifier: nil, fallback: action.selectors.first ?? "action")
    let clean = FlowNames.cleanText(label)
    return (verb, clean.isEmpty ? "action" : clean)
  }

  private static func raw(_ trigger: SegueTrigger, identifier: String?, fallback: String) -> (
    String, String
  ) {
    switch trigger {
    case .control(let text):
      // "Item" is the title Xcode gives a new bar button item; with an image, only
      // the image shows.
      let title = text.title == "Item" && text.image != nil ? nil : text.title
      let label =
        title ?? text.systemItem.map(FlowNames.humanized) ?? text.image ?? text.userLabel
        ?? fallback
      return ("tap", label)
    case .cell(let reuseIdentifier, let text, let userLabel):
      return ("select", reuseIdentifier ?? text ?? userLabel ?? fallback)
    case .gesture(let element, let direction, let taps):
      return gesture(element, direction: direction, taps: taps)
    case .manual:
      return ("tap", "manual: " + (identifier ?? fallback))
    case .containerView:
      return ("tap", fallback)
    }
  }

  private static func gesture(_ element: String, direction: String?, taps: Int) -> (String, String)
  {
    switch element {
    case "swipeGestureRecognizer": ("swipe", direction ?? "right")
    case "screenEdgePanGestureRecognizer": ("swipe", "screen edge")
    case "panGestureRecognizer": ("swipe", "pan")
    case "tapGestureRecognizer":
      ("tap", taps == 2 ? "double tap" : taps > 2 ? "\(taps) taps" : "tap")
    // `pongPress…` is how Xcode itself spells the long press's tag.
    case "longPressGestureRecognizer", "pongPressGestureRecognizer": ("tap", "long press")
    case "pinchGestureRecognizer": ("tap", "pinch")
    case "rotationGestureRecognizer": ("tap", "rotate")
    default:
      ("tap", FlowNames.humanized(String(element.dropLast("GestureRecognizer".count))))
    }
  }

  /// A readable name for an unwind action: `closeWithSegue:` → "Close".
  static func unwindName(_ selector: String) -> String {
    var stem = selector.split(separator: ":").first.map(String.init) ?? selector
    for suffix in ["WithSegue", "WithSender", "Segue", "Sender"]
    where stem.hasSuffix(suffix) && stem.count > suffix.count {
      stem.removeLast(suffix.count)
      break
    }
    return FlowNames.humanized(stem)
  }
}
