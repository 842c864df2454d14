/// One shard of a suite split across machines: shard `index` of `count`, 1-based as the
/// command line writes it (`--shard 2/3`; Bazel's zero-based `TEST_SHARD_INDEX` is
/// converted on the way in).
///
/// A unit of work (a timeline, a folder of frames) is identified by its **shard key**:
/// the subfolder name the output layout gives it (`OutputLayout.names`), the same for
/// `render`, `validate` and `diff`, so shard K of a render and shard K of a diff of its
/// output cover the same timelines. A key belongs to exactly one shard:
/// `fnv1a64(key) mod count == index − 1`, decided by the key alone, so every machine
/// agrees and adding a timeline never moves another one.
public struct Shard: Equatable, Sendable, CustomStringConvertible {
    /// 1…count.
    public let index: Int
    public let count: Int

    /// The form every message names (with `maxCount`, so `1/10001` is told why).
    public static let expectedForm = "K/N with 1 ≤ K ≤ N ≤ \(maxCount) (shard K of N, counted from 1), e.g. --shard 2/3"
    /// More shards than this is a typo, not a CI matrix.
    public static let maxCount = 10_000

    public init?(index: Int, count: Int) {
        guard count >= 1, count <= Self.maxCount, index >= 1, index <= count else { return nil }
        self.index = index; self.count = count
    }

    /// `K/N`; nil for anything else (`3/2`, `0/4`, `a/b`, `2`, `1/0`).
    public init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let k = Int(parts[0]), let n = Int(parts[1]) else { return nil }
        self.init(index: k, count: n)
    }

    public var description: String { "\(index)/\(count)" }

    public func contains(key: String) -> Bool {
        Int(StableHash.fnv1a64(key) % UInt64(count)) == index - 1
    }

    /// The positions of `keys` this shard takes, in order.
    public func pick(_ keys: [String]) -> [Int] {
        keys.indices.filter { contains(key: keys[$0]) }
    }
}
