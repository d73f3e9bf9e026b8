/// How serious a diagnostic or finding is.
public enum Severity: String, Sendable, Hashable, Comparable, Codable {
  case note, warning, error

  private var rank: Int {
    switch self {
    case .note: 0
    case .warning: 1
    case .error: 2
    }
  }

  public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// A problem found in a flow, as data: parsing, resolving and checking all produce these.
///
/// The message is lowercase with no final period and quotes names with single quotes.
/// `id` is stable across releases, so tools and documentation can refer to it.
public struct Diagnostic: Sendable, Hashable {
  /// A stable identifier such as `unknown-screen`.
  public var id: String
  public var severity: Severity
  public var message: String
  /// Where the problem is; nil only for problems with no place in a file.
  public var range: SourceRange?
  /// Further explanation, each with its own location where one helps.
  public var notes: [Note]
  /// Suggested edits that would fix the problem.
  public var fixIts: [FixIt]

  public init(
    id: String, severity: Severity, message: String, range: SourceRange?,
    notes: [Note] = [], fixIts: [FixIt] = []
  ) {
    self.id = id
    self.severity = severity
    self.message = message
    self.range = range
    self.notes = notes
    self.fixIts = fixIts
  }

  /// The note that stands for diagnostics or findings left out of a printed list,
  /// given their severities.
  public static func notShown(_ severities: [Severity]) -> Diagnostic {
    let errors = severities.filter { $0 == .error }.count
    let others = severities.count - errors
    var parts: [String] = []
    if errors > 0 { parts.append(Counting.count(errors, "more error")) }
    if others > 0 {
      let what = others == 1 ? "warning or note" : "warnings or notes"
      parts.append("\(Counting.grouped(others)) more \(what)")
    }
    return Diagnostic(
      id: DiagnosticID.tooManyDiagnostics.id, severity: .note,
      message:
        "\(parts.joined(separator: " and ")) not shown: flowsim shows the first \([Diagnostic].displayLimit); fix these first",
      range: nil)
  }

  /// An error with one of the loader's, parser's or resolver's ids.
  public static func error(
    _ id: DiagnosticID, _ message: String, at range: SourceRange?, notes: [Note] = [],
    fixIts: [FixIt] = []
  ) -> Diagnostic {
    .error(id.id, message, at: range, notes: notes, fixIts: fixIts)
  }

  /// A warning with one of the loader's, parser's or resolver's ids.
  public static func warning(
    _ id: DiagnosticID, _ message: String, at range: SourceRange?, notes: [Note] = [],
    fixIts: [FixIt] = []
  ) -> Diagnostic {
    .warning(id.id, message, at: range, notes: notes, fixIts: fixIts)
  }

  /// An error with a check's id (declared in its `CheckDescription`) or the importer's.
  public static func error(
    _ id: String, _ message: String, at range: SourceRange?, notes: [Note] = [],
    fixIts: [FixIt] = []
  ) -> Diagnostic {
    Diagnostic(
      id: id, severity: .error, message: message, range: range, notes: notes, fixIts: fixIts)
  }

  /// A warning with a check's id (declared in its `CheckDescription`) or the importer's.
  public static func warning(
    _ id: String, _ message: String, at range: SourceRange?, notes: [Note] = [],
    fixIts: [FixIt] = []
  ) -> Diagnostic {
    Diagnostic(
      id: id, severity: .warning, message: message, range: range, notes: notes, fixIts: fixIts)
  }

  /// Where the diagnostic points, for sorting and printing.
  public var location: SourceLocation? { range?.location }
}

/// An extra line of explanation attached to a diagnostic.
public struct Note: Sendable, Hashable {
  public var message: String
  public var range: SourceRange?

  public init(_ message: String, at range: SourceRange? = nil) {
    self.message = message
    self.range = range
  }
}

/// A suggested source edit: replace the text in `range` with `replacement`.
public struct FixIt: Sendable, Hashable {
  public var message: String
  public var range: SourceRange
  public var replacement: String

  public init(_ message: String, replacing range: SourceRange, with replacement: String) {
    self.message = message
    self.range = range
    self.replacement = replacement
  }
}

extension Array where Element == Diagnostic {
  /// Diagnostics in the order people read them: by file, line and column, then id.
  public func sortedForDisplay() -> [Diagnostic] {
    // By file, then offset: the same order as line and column, without working
    // out a column (a scan of the line) for every comparison.
    enumerated().map { index, diagnostic in
      (diagnostic, index, diagnostic.range.map { ($0.file.path, $0.start) })
    }.sorted { lhs, rhs in
      switch (lhs.2, rhs.2) {
      case (let left?, let right?) where left != right: return left < right
      case (nil, _?): return true
      case (_?, nil): return false
      default: return lhs.1 < rhs.1
      }
    }.map(\.0)
  }

  /// How many diagnostics of one load are shown: past that they only bury the
  /// first ones (and a garbled file could print gigabytes).
  public static let displayLimit = 100

  /// The first `displayLimit` diagnostics, then a note saying how many more were
  /// left out; the whole list when it is no longer. For printing only: counts, exit
  /// statuses and machine-readable reports use every diagnostic.
  public func limitedForDisplay() -> [Diagnostic] {
    let (shown, hidden) = Self.forDisplay(self, severity: \.severity)
    return hidden.isEmpty ? shown : shown + [Diagnostic.notShown(hidden)]
  }

  /// Which of `items` a printed list shows: errors first, up to `displayLimit`, then
  /// the rest as room allows, kept in their order; and the severities of the others.
  public static func forDisplay<Item>(_ items: [Item], severity: (Item) -> Severity) -> (
    shown: [Item], hidden: [Severity]
  ) {
    guard items.count > displayLimit else { return (items, []) }
    let errors = items.indices.filter { severity(items[$0]) == .error }
    let others = items.indices.filter { severity(items[$0]) != .error }
    let chosen = Set(
      errors.prefix(displayLimit) + others.prefix(Swift.max(0, displayLimit - errors.count)))
    var shown: [Item] = []
    var hidden: [Severity] = []
    for index in items.indices {
      if chosen.contains(index) {
        shown.append(items[index])
      } else {
        hidden.append(severity(items[index]))
      }
    }
    return (shown, hidden)
  }

  public var hasErrors: Bool { contains { $0.severity == .error } }
}
