/// SplitMix64: a small, fast seeded generator that gives the same sequence on every platform,
/// so generated fixtures and randomised tests reproduce.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    public var state: UInt64

    /// Starts from `state` exactly.
    public init(state: UInt64) { self.state = state }

    /// Starts one step past `seed`, as the randomised SSE split tests always have.
    public init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in 0..<n.
    public mutating func below(_ n: Int) -> Int { Int(next() % UInt64(max(1, n))) }
}
