/// SplitMix64 (Steele, Lea and Flood 2014): the pseudo-random generator NAVBENCH uses.
///
/// One 64-bit state, wrapping arithmetic; the same seed gives the same stream on every
/// platform. Seed 1 yields `0x910a2dec89025cc1`, `0xbeeb8da1658eec67`, `0xf893a2eefb32555e`.
public struct SplitMix64: Sendable, Hashable {
  /// The generator's state; advanced by `0x9E3779B97F4A7C15` on every draw.
  public private(set) var state: UInt64

  /// A generator whose first draw is the first output for `seed`.
  public init(seed: UInt64) {
    self.state = seed
  }

  /// The next output in the stream.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A draw reduced to `0 ..< bound` by plain modulo (NAVBENCH accepts the bias). `bound > 0`.
  public mutating func next(below bound: UInt64) -> UInt64 {
    next() % bound
  }
}
