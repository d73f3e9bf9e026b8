/// A flow variable with a finite domain. Values are plain integers: `false`/`true`
/// are 0/1, an enumeration's cases are 0, 1, … in declaration order, and a range's
/// values are themselves.
public struct Variable: Sendable, FlowPart {
  public var id: VariableID
  public var name: String
  public var domain: Domain
  public var initial: Int
  /// Belongs to the signed-in user: log out must reset it.
  public var isSession: Bool
  public var range: SourceRange

  /// The integers a flow may name: 32-bit, so that any sum or difference an
  /// expression can hold (expressions nest at most 64 deep) fits in 64 bits, and a
  /// range's bounds fit the engine's tables.
  public static let integers: ClosedRange<Int> = Int(Int32.min)...Int(Int32.max)

  /// The values a variable may take.
  public enum Domain: Sendable, Hashable {
    case bool
    case range(ClosedRange<Int>)
    case enumeration([String])

    /// The smallest and largest value.
    public var bounds: ClosedRange<Int> {
      switch self {
      case .bool: 0...1
      case .range(let range): range
      case .enumeration(let cases): 0...(cases.count - 1)
      }
    }

    /// How a value reads in a transcript: `true`, `3`, `mine`.
    public func describe(_ value: Int) -> String {
      switch self {
      case .bool: value != 0 ? "true" : "false"
      case .range: String(value)
      case .enumeration(let cases): cases.indices.contains(value) ? cases[value] : String(value)
      }
    }

    /// How the domain reads in a declaration: `bool`, `0...4`, `mine | all`.
    public var syntax: String {
      switch self {
      case .bool: "bool"
      case .range(let range): "\(range.lowerBound)...\(range.upperBound)"
      case .enumeration(let cases): cases.joined(separator: " | ")
      }
    }
  }
}
