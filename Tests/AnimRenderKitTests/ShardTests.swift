import AnimRenderKit
import XCTest

/// `Shard` and `StableHash` in process: the hash's published vectors, the spec's grammar,
/// Bazel's variables.
final class ShardTests: XCTestCase {
    func testFNV1a64MatchesThePublishedVectors() {
        XCTAssertEqual(StableHash.fnv1a64(""), 0xcbf2_9ce4_8422_2325)
        XCTAssertEqual(StableHash.fnv1a64("a"), 0xaf63_dc4c_8601_ec8c)
        XCTAssertEqual(StableHash.fnv1a64("foobar"), 0x8594_4171_f739_67e8)
        var pieces = StableHash()
        pieces.update("foo".utf8)
        "bar".utf8.withContiguousStorageIfAvailable { pieces.update(UnsafeRawBufferPointer($0)) }
        XCTAssertEqual(pieces.value, 0x8594_4171_f739_67e8)
        XCTAssertEqual(pieces.hex, "85944171f73967e8")
    }

    func testSpecs() {
        XCTAssertEqual(Shard(parsing: "2/3"), Shard(index: 2, count: 3))
        XCTAssertEqual(Shard(parsing: "1/1")?.description, "1/1")
        for bad in ["3/2", "0/4", "a/b", "", "/", "2", "1/0", "-1/3", "+1/3", "1/3/5", " 1/3", "1/３", "1/10001"] {
            XCTAssertNil(Shard(parsing: bad), bad)
        }
    }

    func testEveryKeyInExactlyOneShard() {
        let keys = (0..<500).map { "timeline-\($0)" }
        for n in [1, 2, 3, 7] {
            var count = [Int](repeating: 0, count: keys.count)
            for k in 1...n { for i in Shard(index: k, count: n)!.pick(keys) { count[i] += 1 } }
            XCTAssertEqual(Set(count), [1], "N = \(n)")
        }
        // fnv1a64("foobar") mod 3 = 0x85944171f73967e8 mod 3 = 0: shard 1 of 3.
        XCTAssertTrue(Shard(index: 1, count: 3)!.contains(key: "foobar"))
    }

    func testBazelVariables() throws {
        XCTAssertNil(try Shard.resolve(commandLine: nil, environment: [:]))
        XCTAssertEqual(try Shard.resolve(commandLine: nil, environment: ["TEST_TOTAL_SHARDS": "4", "TEST_SHARD_INDEX": "0"]),
                       Shard(index: 1, count: 4))
        XCTAssertEqual(try Shard.resolve(commandLine: "4/4", environment: ["TEST_TOTAL_SHARDS": "4", "TEST_SHARD_INDEX": "3"]),
                       Shard(index: 4, count: 4))
        for bad: [String: String] in [["TEST_TOTAL_SHARDS": "4"], ["TEST_SHARD_INDEX": "1"], ["TEST_TOTAL_SHARDS": "4", "TEST_SHARD_INDEX": "4"],
                                      ["TEST_TOTAL_SHARDS": "4", "TEST_SHARD_INDEX": "-1"], ["TEST_TOTAL_SHARDS": "", "TEST_SHARD_INDEX": "0"]] {
            XCTAssertThrowsError(try Shard.resolve(commandLine: nil, environment: bad), "\(bad)") { error in
                XCTAssertTrue("\(error)".contains("expected TEST_TOTAL_SHARDS=N and TEST_SHARD_INDEX=I with 0 ≤ I < N"), "\(error)")
            }
        }
        XCTAssertThrowsError(try Shard.resolve(commandLine: "1/4", environment: ["TEST_TOTAL_SHARDS": "4", "TEST_SHARD_INDEX": "1"]))
    }
}
