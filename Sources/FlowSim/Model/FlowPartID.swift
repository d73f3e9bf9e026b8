/// A flow's part, named by its position in one of the flow's lists (`Flow.navs`, …):
/// a distinct type per list, so an index into one list cannot be passed where an
/// index into another is wanted. An id is only its position, so it costs what an
/// `Int` costs; it prints as that integer.
public protocol FlowPartID: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The position in the flow's list this id is into.
  var index: Int { get }
  /// The id of the part at `index` in its list.
  init(_ index: Int)
}

extension FlowPartID {
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.index < rhs.index }
  public var description: String { String(index) }
}

/// A part of a flow that knows its own id: what the flow's lists hold, so that they
/// can be read by id (`flow.navs[nav]`).
public protocol FlowPart {
  /// Which list the part is in.
  associatedtype ID: FlowPartID
  /// The part's position in its list.
  var id: ID { get }
}

extension Array where Element: FlowPart {
  /// The part with this id (the one at its position).
  public subscript(id: Element.ID) -> Element {
    get { self[id.index] }
    _modify { yield &self[id.index] }
  }

  /// The id of every part in the list, in order.
  public var ids: LazyMapSequence<Range<Int>, Element.ID> { indices.lazy.map(Element.ID.init) }
}
