/// The six numbers that define a NAVBENCH instance (`../shared/bench/README.md`, section 1.1).
///
/// `T` tabs, `S` screens per tab (the root included), `K` push targets per screen, `D` the
/// maximum navigation-stack depth (the root counts), `V` boolean variables, and the
/// SplitMix64 seed. The name reads `T3-S10-K2-D4-V8-s1`.
public struct NavBenchParameters: Sendable, Hashable, CustomStringConvertible {
  /// `T`: tabs, at least 1.
  public var tabs: Int
  /// `S`: screens per tab including the tab's root, at least 1.
  public var screensPerTab: Int
  /// `K`: push targets per screen, `0 ... S-1`.
  public var pushesPerScreen: Int
  /// `D`: maximum navigation-stack depth, root included, at least 1.
  public var maxDepth: Int
  /// `V`: boolean variables, at least 1.
  public var variables: Int
  /// The SplitMix64 seed (unsigned 64-bit).
  public var seed: UInt64

  public init(
    tabs: Int, screensPerTab: Int, pushesPerScreen: Int, maxDepth: Int, variables: Int,
    seed: UInt64
  ) {
    self.tabs = tabs
    self.screensPerTab = screensPerTab
    self.pushesPerScreen = pushesPerScreen
    self.maxDepth = maxDepth
    self.variables = variables
    self.seed = seed
  }

  /// Parses a name such as `T3-S10-K2-D4-V8-s1` (the `-s` part may be left out: seed 1).
  public init?(name: String) {
    let parts = name.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 5 || parts.count == 6 else { return nil }
    let letters: [Character] = ["T", "S", "K", "D", "V"]
    var values: [Int] = []
    for (part, letter) in zip(parts, letters) {
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
      tabs: values[0], screensPerTab: values[1], pushesPerScreen: values[2],
      maxDepth: values[3], variables: values[4], seed: seed)
  }

  /// The instance's name, e.g. `T3-S10-K2-D4-V8-s1`.
  public var name: String {
    "T\(tabs)-S\(screensPerTab)-K\(pushesPerScreen)-D\(maxDepth)-V\(variables)-s\(seed)"
  }

  public var description: String { name }

  /// `N = T·S`, the number of regular screens.
  public var screenCount: Int { tabs * screensPerTab }

  /// Why these parameters define no instance, or nil when they are valid.
  public var problem: NavBenchError? {
    if tabs < 1 { return .invalidParameters("T must be at least 1 (got \(tabs))") }
    if screensPerTab < 1 {
      return .invalidParameters("S must be at least 1 (got \(screensPerTab))")
    }
    if maxDepth < 1 { return .invalidParameters("D must be at least 1 (got \(maxDepth))") }
    if variables < 1 { return .invalidParameters("V must be at least 1 (got \(variables))") }
    if pushesPerScreen < 0 || pushesPerScreen > screensPerTab - 1 {
      return .invalidParameters(
        "K must lie in 0...S-1 = 0...\(screensPerTab - 1) (got \(pushesPerScreen))")
    }
    return nil
  }
}

/// Why a NAVBENCH instance could not be built or loaded.
public enum NavBenchError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The parameters break a constraint of section 1.1.
  case invalidParameters(String)
  /// A JSON spec is not valid JSON, or lacks a field, or contradicts itself.
  case invalidSpec(String)

  public var description: String {
    switch self {
    case .invalidParameters(let message): "invalid NAVBENCH parameters: \(message)"
    case .invalidSpec(let message): "invalid NAVBENCH spec: \(message)"
    }
  }
}
