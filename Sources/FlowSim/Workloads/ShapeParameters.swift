/// The numbers that define a shape workload: its shape, `T` tabs, `S` screens per tab,
/// `D` the tabs' (and modal stacks') `max`, `V` the shape's variable knob, and the
/// SplitMix64 seed. The name reads `bools-T2-S4-D3-V16-s1`.
///
/// `V` is the number of booleans (`bools`), of counters `0...3` (`counters`), or the
/// largest unread count `0...V` (`modals`).
public struct ShapeParameters: Sendable, Hashable, CustomStringConvertible {
  /// The three shapes of issue 31 besides NAVBENCH.
  public enum Shape: String, Sendable, Hashable, CaseIterable {
    case bools
    case counters
    case modals
  }

  public var shape: Shape
  public var tabs: Int
  public var screensPerTab: Int
  public var maxDepth: Int
  public var variables: Int
  public var seed: UInt64

  public init(
    shape: Shape, tabs: Int, screensPerTab: Int, maxDepth: Int, variables: Int, seed: UInt64 = 1
  ) {
    self.shape = shape
    self.tabs = tabs
    self.screensPerTab = screensPerTab
    self.maxDepth = maxDepth
    self.variables = variables
    self.seed = seed
  }

  /// Parses a name such as `counters-T2-S4-D3-V3-s1` (the `-s` part may be left out: seed 1).
  public init?(name: String) {
    let parts = name.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 5 || parts.count == 6, let shape = Shape(rawValue: String(parts[0]))
    else { return nil }
    var values: [Int] = []
    for (part, letter) in zip(parts.dropFirst(), ["T", "S", "D", "V"] as [Character]) {
      guard part.first == letter, let value = Int(part.dropFirst()), value >= 0 else {
        return nil
      }
      values.append(value)
    }
    var seed: UInt64 = 1
    if parts.count == 6 {
      guard parts[5].first == "s", let value = UInt64(parts[5].dropFirst()) else { return nil }
      seed = value
    }
    self.init(
      shape: shape, tabs: values[0], screensPerTab: values[1], maxDepth: values[2],
      variables: values[3], seed: seed)
  }

  /// The instance's name, e.g. `bools-T2-S4-D3-V16-s1`.
  public var name: String {
    "\(shape.rawValue)-T\(tabs)-S\(screensPerTab)-D\(maxDepth)-V\(variables)-s\(seed)"
  }

  public var description: String { name }

  /// Why these parameters define no instance, or nil when they are valid. The Promela
  /// model stores screens and depths in bytes, and bools as one bit each.
  public var problem: ShapeError? {
    if !(1...8).contains(tabs) { return .invalidParameters("T must lie in 1...8 (got \(tabs))") }
    if !(2...64).contains(screensPerTab) {
      return .invalidParameters("S must lie in 2...64 (got \(screensPerTab))")
    }
    if !(1...16).contains(maxDepth) {
      return .invalidParameters("D must lie in 1...16 (got \(maxDepth))")
    }
    let least = shape == .bools ? 2 : 1
    if !(least...32).contains(variables) {
      return .invalidParameters("V must lie in \(least)...32 (got \(variables))")
    }
    return nil
  }
}

/// Why a shape workload could not be built.
public enum ShapeError: Error, Sendable, Hashable, CustomStringConvertible {
  case invalidParameters(String)

  public var description: String {
    switch self {
    case .invalidParameters(let message): "invalid shape parameters: \(message)"
    }
  }
}
