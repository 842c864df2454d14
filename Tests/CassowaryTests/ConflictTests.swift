import XCTest
@testable import Cassowary

final class ConflictTests: XCTestCase {
    func testReportsTheMinimalConflictingSetAndStaysUsable() throws {
        let solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y"), z = solver.makeVariable("z")
        let c0 = try solver.add(Expression(x) - 10, .equal)
        let c1 = try solver.add(y - x - 5, .equal)
        try solver.add(Expression(z), .greaterThanOrEqual)              // unrelated
        try solver.add(Expression(y) - 20, .lessThanOrEqual)            // implied, not part of it
        try solver.add(Expression(x) - 50, .equal, priority: Priority(500)) // optional: never reported
        XCTAssertThrowsError(try solver.add(Expression(y) - 12, .lessThanOrEqual)) { error in
            guard case .unsatisfiable(let adding, let conflicting) = error as? SolverError else { return XCTFail("\(error)") }
            XCTAssertEqual(adding, ConstraintID(id: 5))
            XCTAssertEqual(conflicting, [c0, c1])
        }
        XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: y), 15, accuracy: 1e-9)
        try solver.add(Expression(z) - 3, .equal)
        XCTAssertEqual(solver.value(of: z), 3, accuracy: 1e-9)
    }

    /// A conflict found only after phase one (no single row shows it) is still reported
    /// minimally: x ≥ 0, y ≥ 0, x + y ≤ 10, plus x − y == 20.
    func testConflictThroughInequalities() throws {
        let solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y"), w = solver.makeVariable("w")
        try solver.add(Expression(x), .greaterThanOrEqual)
        let cy = try solver.add(Expression(y), .greaterThanOrEqual)
        let cs = try solver.add(x + y - 10, .lessThanOrEqual)
        try solver.add(Expression(w) - 1, .greaterThanOrEqual)
        XCTAssertThrowsError(try solver.add(x - y - 20, .equal)) { error in
            XCTAssertEqual(error as? SolverError, .unsatisfiable(adding: ConstraintID(id: 4), conflicting: [cy, cs]))
        }
        try solver.add(x - y - 4, .equal)
        try solver.add(Expression(x) - 100, .equal, priority: Priority(10))
        XCTAssertEqual(solver.value(of: x), 7, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: y), 3, accuracy: 1e-9)
    }

    func testRequiredConstantChangeThatConflictsIsRolledBack() throws {
        let solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        let a = try solver.add(Expression(x) - 3, .equal)
        let b = try solver.add(y - x - 5, .equal)
        let c = try solver.add(Expression(y) - 12, .lessThanOrEqual)
        XCTAssertThrowsError(try solver.setConstant(a, to: -8)) {
            XCTAssertEqual($0 as? SolverError, .unsatisfiable(adding: a, conflicting: [b, c]))
        }
        XCTAssertEqual(solver.value(of: y), 8, accuracy: 1e-9)
        try solver.setConstant(a, to: -7)          // now a has a marker: the cheap path
        XCTAssertEqual(solver.value(of: y), 12, accuracy: 1e-9)
        XCTAssertThrowsError(try solver.setConstant(a, to: -7.5)) {
            XCTAssertEqual($0 as? SolverError, .unsatisfiable(adding: a, conflicting: [b, c]))
        }
        XCTAssertEqual(solver.value(of: y), 12, accuracy: 1e-9)
    }
}
