import XCTest
@testable import Cassowary

/// Removing constraints that have no marker (required equalities) rebuilds the tableau;
/// a run of removals rebuilds it once, when it is next used, as a view leaving the engine
/// takes all its constraints at once.
final class BatchedRemovalTests: XCTestCase {
    /// x0 = 10 and a chain x(i) = x(i−1) + 1 up to x5 (links[i − 1] is x(i)'s link), each x
    /// also weakly 0: the system both tests remove from.
    func chain() throws -> (Solver, [Variable], [ConstraintID]) {
        let solver = Solver()
        let x = (0...5).map { solver.makeVariable("x\($0)") }
        try solver.add(Expression(x[0]) - 10, .equal)
        var links: [ConstraintID] = []
        for i in 1...5 { links.append(try solver.add(x[i] - x[i - 1] - 1, .equal)) }
        for v in x { try solver.add(Expression(v), .equal, priority: Priority(1)) }
        return (solver, x, links)
    }

    /// x0 = 10 and a chain x(i) = x(i−1) + 1 up to x5, each x also weakly 0. Removing the
    /// links into x2 … x5 leaves x0 = 10, x1 = 11 and the rest 0 (their weak constraints):
    /// one rebuild for the four removals, none before the values are read.
    func testARunOfRemovalsRebuildsOnceWhenRead() throws {
        let (solver, x, links) = try chain()
        XCTAssertEqual(x.map(solver.value(of:)), [10, 11, 12, 13, 14, 15])
        let before = solver.rebuildCount
        for i in 1...4 { try solver.remove(links[i]) }
        XCTAssertEqual(solver.rebuildCount, before, "no rebuild before the tableau is used")
        let values = x.map(solver.value(of:))
        for (got, want) in zip(values, [10.0, 11, 0, 0, 0, 0]) { XCTAssertEqual(got, want, accuracy: 1e-9) }
        XCTAssertEqual(solver.rebuildCount, before + 1)
        // A removed constraint is gone at once, whatever the tableau still holds.
        XCTAssertThrowsError(try solver.remove(links[1]))
        XCTAssertEqual(solver.error(of: links[2]), 0)
    }

    /// Removals then an add: the add sees the system without them (x5 = 20 pins the tail,
    /// x4 follows through its link), and a constant change after a removal works on the
    /// rebuilt tableau.
    func testAnAddAndAConstantChangeAfterRemovalsSeeThem() throws {
        let (solver, x, links) = try chain()
        try solver.remove(links[2])   // x3 = x2 + 1 goes: x3…x5 are free of x0
        try solver.remove(links[3])   // x4 = x3 + 1 goes
        let pin = try solver.add(Expression(x[5]) - 20, .equal)
        XCTAssertEqual(solver.value(of: x[5]), 20, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: x[4]), 19, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: x[2]), 12, accuracy: 1e-9)
        try solver.remove(links[4])
        try solver.setConstant(pin, to: -30)
        XCTAssertEqual(solver.value(of: x[5]), 30, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: x[4]), 0, accuracy: 1e-9)
    }

    /// A constant change of a constraint that has a marker, after removals: the rebuild the
    /// removals left pending makes the tableau's symbols afresh, and the change must shift
    /// the pin's new marker. x5's link goes, x3 ≤ 100 (a slack symbol) is added, x5 = 20 is
    /// pinned with a marker (as an animated constant is); x3's link and x3 ≤ 100 go (the
    /// second removal waits for the rebuild too, so the pin's marker symbol moves down one),
    /// then the pin moves to 30: x0…x2 = 10, 11, 12, x3 = 0 (its weak constraint), x4 = 1,
    /// x5 = 30. (The change shifted the marker it had before the rebuild, another symbol: a
    /// collection view's pinned header did not move when cells left in the same pass.)
    func testAConstantChangeAfterRemovalsShiftsTheRebuiltMarker() throws {
        let (solver, x, links) = try chain()
        try solver.remove(links[4])
        let bound = try solver.add(Expression(x[3]) - 100, .lessThanOrEqual)
        let pin = try solver.add(Expression(x[5]) - 20, .equal, expectingEdits: true)
        XCTAssertEqual(solver.value(of: x[5]), 20, accuracy: 1e-9)
        try solver.remove(links[2])
        try solver.remove(bound)
        try solver.setConstant(pin, to: -30)
        for (got, want) in zip(x.map(solver.value(of:)), [10.0, 11, 12, 0, 1, 30]) { XCTAssertEqual(got, want, accuracy: 1e-9) }
        try solver.setConstant(pin, to: -40)
        XCTAssertEqual(solver.value(of: x[5]), 40, accuracy: 1e-9)
    }
}
