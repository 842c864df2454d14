import XCTest
@testable import Cassowary

/// `Column` must hold exactly the rows inserted and not yet removed, whether it is short
/// (found by scanning) or long (slot map), including across the switch between the two.
final class ColumnTests: XCTestCase {
    func testMembershipMatchesAModelAcrossTheIndexedThreshold() {
        var column = Column()
        var model: [Int] = []   // kept sorted: an independent record of the members
        var rng = SplitMix(seed: 7)
        for step in 0..<20_000 {
            // Grow to a few hundred members (past the map threshold), then shrink, then grow.
            let growing = (step / 2_000) % 2 == 0
            let b = Int(rng.next() % 600)
            let present = model.contains(b)
            if !present && (growing || rng.next() % 4 == 0) {
                column.insert(b)
                model.append(b); model.sort()
            } else if present && (!growing || rng.next() % 4 == 0) {
                column.remove(b)
                model.removeAll { $0 == b }
            }
            XCTAssertEqual(column.count, model.count)
            if step % 97 == 0 { XCTAssertEqual(column.members.sorted(), model, "step \(step)") }
        }
        XCTAssertGreaterThan(model.count, 0)
        column.removeAll()
        XCTAssertTrue(column.isEmpty)
        column.insert(3)
        column.remove(4)   // absent: no effect
        XCTAssertEqual(column.members, [3])
    }

    func testLongColumnRemovalKeepsTheOthers() {
        var column = Column()
        for b in 0..<300 { column.insert(b) }
        for b in stride(from: 0, to: 300, by: 3) { column.remove(b) }
        let expected = (0..<300).filter { $0 % 3 != 0 }
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
