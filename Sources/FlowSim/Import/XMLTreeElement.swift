/// One element of a parsed XML document: its name, attributes and children, and where
/// its start tag stands in the file.
///
/// Attributes are kept in a dictionary for lookup only; nothing iterates them, so
/// output never depends on their order.
struct XMLTreeElement: Sendable {
  /// The element's qualified name, e.g. `viewController`.
  var name: String
  var attributes: [String: String]
  /// Child elements in document order (text and comments are dropped).
  var children: [XMLTreeElement]
  /// The `<name` part of the start tag: where a diagnostic about the element points.
  var range: SourceRange

  init(name: String, attributes: [String: String], range: SourceRange) {
    self.name = name
    self.attributes = attributes
    self.children = []
    self.range = range
  }

  /// The attribute's value, or nil when it is absent.
  subscript(attribute: String) -> String? { attributes[attribute] }

  /// The first child called `name` (with `key="…"` when `key` is given).
  func child(_ name: String, key: String? = nil) -> XMLTreeElement? {
    children.first { $0.name == name && (key == nil || $0["key"] == key) }
  }

  /// Every child called `name`, in document order.
  func children(_ name: String) -> [XMLTreeElement] {
    children.filter { $0.name == name }
  }

  /// The first element called `name` anywhere below this one (depth first, document order).
  func firstDescendant(_ name: String) -> XMLTreeElement? {
    for child in children {
      if child.name == name { return child }
      if let found = child.firstDescendant(name) { return found }
    }
    return nil
  }
}
