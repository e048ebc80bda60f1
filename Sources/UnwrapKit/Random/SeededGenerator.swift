/// The one random number generator: seeded, so `--seed N` replays every random choice exactly.
///
/// SplitMix64: small, fast, and identical on every platform, unlike the system generator.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
  private var state: UInt64
  public let seed: UInt64

  public init(seed: UInt64) {
    self.seed = seed
    self.state = seed
  }

  /// A generator seeded from the system's randomness, for when no seed was asked for.
  public static func fromSystem() -> SeededGenerator {
    var system = SystemRandomNumberGenerator()
    return SeededGenerator(seed: system.next())
  }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
