/// The UIKit kind of a step, and of the edge a picture draws for it: what the user saw
/// happen. Every action kind has one (`Action.Kind.category`), and so do the system's
/// moves (`back`, `tab`, `page`); `stay` is a step that only changed data. Pictures
/// style an edge by its kind, one style a kind (never one per action kind), and the
/// raw value is its word in pictures, JSON and walkthroughs (`Flow.kind(of:)`).
public enum StepKind: String, Sendable, Hashable, CaseIterable {
  case push, present, show, dismiss, back
  case popToRoot = "pop to root"
  case unwind, reset, tab, page, stay
}
