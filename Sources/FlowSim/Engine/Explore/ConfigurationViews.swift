/// Every configuration of a state space unpacked, in discovery order; each one is
/// unpacked when first read and kept, so a check that reads a few pays for a few.
public final class ConfigurationViews: RandomAccessCollection {
  private let space: StateSpace
  private let simulator: Simulator
  /// Per configuration: where its view is in `unpacked` (-1 until read). Plain
  /// integers, so making and freeing the cache costs little when checks read a few
  /// of many configurations (an array of optional views is set up and torn down
  /// element by element).
  private var slot: [Int32]
  /// The views read so far, in the order first read.
  private var unpacked: [ConfigurationView] = []

  init(space: StateSpace, simulator: Simulator) {
    self.space = space
    self.simulator = simulator
    slot = Array(repeating: -1, count: space.count)
  }

  public var startIndex: Int { 0 }
  public var endIndex: Int { slot.count }

  public subscript(index: Int) -> ConfigurationView {
    let known = Int(slot[index])
    if known >= 0 { return unpacked[known] }
    let view = simulator.view(space.configuration(index))
    slot[index] = Int32(unpacked.count)
    unpacked.append(view)
    return view
  }
}
