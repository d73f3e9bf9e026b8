/// A generated, realistic-looking app flow of a chosen size, for timing the front end
/// (the "1,000-screen flow parsed and resolved in under 100 ms" target).
///
/// The app has onboarding pages, a signed-out navigation stack with sign-in outcomes, a
/// private tab bar of five areas (each a `nav … max 8` holding a tree of screens with
/// cross links), modal navigation stacks for multi-step tasks, alerts and sheets, bool,
/// enum and range variables guarding controls, environment events, log out, assertions
/// and a scenario. Exactly `screenCount` screens are declared (screens, page screens,
/// alerts and sheets all count). Every name it references is declared. The same
/// `screenCount` and `seed` always give the same text.
public struct LargeFlow: Sendable, Hashable {
  /// The fewest screens a generated flow has; smaller requests are raised to it.
  public static let minimumScreens = 40

  /// Declared screens, at least `minimumScreens`.
  public let screenCount: Int
  /// Seed of the SplitMix64 stream that shapes the flow.
  public let seed: UInt64

  /// A flow of `screens` screens (raised to `minimumScreens` if smaller) shaped by `seed`.
  public init(screens: Int = 1000, seed: UInt64 = 1) {
    self.screenCount = max(screens, Self.minimumScreens)
    self.seed = seed
  }

  /// A name for the flow, e.g. `large-1000-s1`.
  public var name: String { "large-\(screenCount)-s\(seed)" }

  /// The flow text.
  public func text() -> String {
    var writer = LargeFlowWriter(screenCount: screenCount, seed: seed)
    return writer.render()
  }
}
