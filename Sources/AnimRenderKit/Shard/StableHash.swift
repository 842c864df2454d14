/// FNV-1a, 64 bits: a hash that is the same in every process and on every machine, for
/// decisions that several processes must agree on (which shard renders a timeline) and for
/// content fingerprints written into outputs. Swift's `Hasher` is seeded per process, so
/// it can never be used for either.
///
/// Promises: `fnv1a64("")` is 0xcbf29ce484222325 and `fnv1a64("a")` is 0xaf63dc4c8601ec8c
/// (the published test vectors); `update` in pieces gives the same value as one call.
public struct StableHash: Sendable, Equatable {
    public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325
    private static let prime: UInt64 = 0x0000_0100_0000_01b3

    public init() {}

    public mutating func update<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        for byte in bytes { value = (value ^ UInt64(byte)) &* Self.prime }
    }

    public mutating func update(_ buffer: UnsafeRawBufferPointer) {
        var v = value
        for byte in buffer { v = (v ^ UInt64(byte)) &* Self.prime }
        value = v
    }

    public static func fnv1a64(_ text: String) -> UInt64 {
        var hash = StableHash()
        hash.update(text.utf8)
        return hash.value
    }

    /// Sixteen lower-case hex digits.
    public var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
