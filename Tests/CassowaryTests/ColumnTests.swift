import XCTest
@testable import Cassowary

/// `Column` must hold exactly the rows inserted and not yet removed, whether it is short
/// (found by scanning) or long (slot map), including across the switch between the two.
final class ColumnTests: XCTestCase {
    func testMembershipMatchesAModelAcrossTheIndexedThreshold() {
        var column = Column()
        let range = 3 * Column.indexedCount
        var present = [Bool](repeating: false, count: range)   // the independent model
        var count = 0
        var rng = SplitMix(seed: 7)
        var peak = 0
        var troughAfterPeak = Int.max
        for step in 0..<60_000 {
            // Phases of growth (to ~2.4× the threshold, so the slot map is built) and of
            // shrinking (to ~range/17, below half the threshold, so it is dropped again).
            let growing = (step / 6_000) % 2 == 0
            let b = Int(rng.next() % UInt64(range))
            if !present[b] && (growing || rng.next() % 16 == 0) {
                column.insert(b)
                present[b] = true; count += 1
            } else if present[b] && (!growing || rng.next() % 4 == 0) {
                column.remove(b)
                present[b] = false; count -= 1
            }
            XCTAssertEqual(column.count, count)
            peak = max(peak, count)
            if peak > 2 * Column.indexedCount { troughAfterPeak = min(troughAfterPeak, count) }
            if step % 97 == 0 {
                XCTAssertEqual(column.members.sorted(), present.indices.filter { present[$0] }, "step \(step)")
            }
        }
        XCTAssertGreaterThan(peak, 2 * Column.indexedCount, "the slot map must have been built")
        XCTAssertLessThan(troughAfterPeak, Column.indexedCount / 2, "the slot map must have been dropped")
        XCTAssertGreaterThan(count, 0)
        column.removeAll()
        XCTAssertTrue(column.isEmpty)
        column.insert(3)
        column.remove(4)   // absent: no effect
        XCTAssertEqual(column.members, [3])
    }

    func testLongColumnRemovalKeepsTheOthers() {
        var column = Column()
        let n = 3 * Column.indexedCount
        for b in 0..<n { column.insert(b) }
        for b in stride(from: 0, to: n, by: 3) { column.remove(b) }
        let expected = (0..<n).filter { $0 % 3 != 0 }
        XCTAssertEqual(column.members.sorted(), expected)
        for b in expected { column.remove(b) }
        XCTAssertTrue(column.isEmpty)
    }
}

/// A small deterministic generator so the test replays the same sequence everywhere.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1330_11EB
        return z ^ (z >> 31)
    }
}
