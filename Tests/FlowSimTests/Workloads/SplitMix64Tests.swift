import Testing

@testable import FlowSim

@Suite struct SplitMix64Tests {
  @Test func firstOutputsForSeedOne() {
    var rng = SplitMix64(seed: 1)
    #expect(rng.next() == 0x910a_2dec_8902_5cc1)
    #expect(rng.next() == 0xbeeb_8da1_658e_ec67)
    #expect(rng.next() == 0xf893_a2ee_fb32_555e)
    #expect(rng.next() == 0x71c1_8690_ee42_c90b)
    #expect(rng.next() == 0x71bb_54d8_d101_b5b9)
  }

  /// Values from navbench.py's SplitMix64: wrapping arithmetic at both ends of the seed range.
  @Test func wrapsAtTheEdgesOfTheSeedRange() {
    var zero = SplitMix64(seed: 0)
    #expect(zero.next() == 0xe220_a839_7b1d_cdaf)
    #expect(zero.next() == 0x6e78_9e6a_a1b9_65f4)
    var top = SplitMix64(seed: .max)
    #expect(top.next() == 0xe4d9_7177_1b65_2c20)
    #expect(top.next() == 0xe99f_f867_dbf6_82c9)
  }
}
