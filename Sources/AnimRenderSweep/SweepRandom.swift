/// SplitMix64: a small, fast generator whose sequence depends only on its seed, on every
/// machine and run (Swift's `SystemRandomNumberGenerator` is seeded by the OS). The sweep
/// derives one per input from the sweep's seed and the input's index, so any input can be
/// made again on its own.
struct SweepRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    /// The generator of input `index` of a sweep seeded with `seed`.
    init(seed: UInt64, index: Int) {
        var mixer = SweepRandom(seed: seed ^ 0x9E37_79B9_7F4A_7C15)
        for _ in 0...(index % 7) { _ = mixer.next() }
        state = mixer.next() &+ UInt64(truncatingIfNeeded: index) &* 0xBF58_476D_1CE4_E5B9
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform index below `n` (n > 0).
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }

    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }

    /// True with probability `p` in 0…1 (in thousandths).
    mutating func chance(_ thousandths: Int) -> Bool { below(1000) < thousandths }
}
