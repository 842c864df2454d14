import Geometry
import XCTest

/// The one reuse queue of tables and collection views (docs/collections.md, "Reuse").
final class ReuseQueueTests: XCTestCase {
    /// Identities count from 1 in the order made and name cells `<list>.cellN`.
    func testIdentitiesNumberCellsInTheOrderMade() {
        var q = ReuseQueue<String>()
        let a = q.newIdentity(), b = q.newIdentity()
        XCTAssertEqual([a.number, b.number], [1, 2])
        XCTAssertEqual(b.name(inList: "grid"), "grid.cell2")
        XCTAssertLessThan(a, b)
        XCTAssertEqual(q.cellsMade, 2)
    }

    /// Last in, first out, per reuse identifier: a, b, c put back in that order come out
    /// c, b, a; another identifier's queue is apart; an empty queue gives nil.
    func testTheCellPutBackLastComesOutFirst() {
        var q = ReuseQueue<String>()
        for cell in ["a", "b", "c"] { q.enqueue(cell, reuseIdentifier: "tile") }
        q.enqueue("x", reuseIdentifier: "chip")
        XCTAssertEqual(q.dequeue(reuseIdentifier: "tile"), "c")
        XCTAssertEqual(q.dequeue(reuseIdentifier: "tile"), "b")
        q.enqueue("d", reuseIdentifier: "tile")
        XCTAssertEqual(q.dequeue(reuseIdentifier: "tile"), "d")
        XCTAssertEqual(q.dequeue(reuseIdentifier: "tile"), "a")
        XCTAssertNil(q.dequeue(reuseIdentifier: "tile"))
        XCTAssertEqual(q.dequeue(reuseIdentifier: "chip"), "x")
        XCTAssertNil(q.dequeue(reuseIdentifier: "none"))
        XCTAssertEqual(q.cellsMade, 0, "queueing makes no cell")
    }
}
