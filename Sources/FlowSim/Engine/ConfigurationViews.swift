/// Every configuration of a state space unpacked, in discovery order; each one is
/// unpacked when first read and kept, so a check that reads a few pays for a few.
public final class ConfigurationViews: RandomAccessCollection {
  private let space: StateSpace
  private let simulator: Simulator
  private var cache: [ConfigurationView?]

  init(space: StateSpace, simulator: Simulator) {
    self.space = space
    self.simulator = simulator
    cache = Array(repeating: nil, count: space.count)
  }

  public var startIndex: Int { 0 }
  public var endIndex: Int { cache.count }

  public subscript(index: Int) -> ConfigurationView {
    if let view = cache[index] { return view }
    let view = simulator.view(space.configuration(index))
    cache[index] = view
    return view
  }
}
