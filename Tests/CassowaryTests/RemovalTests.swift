import XCTest
@testable import Cassowary

final class RemovalTests: XCTestCase {
    /// Adding a constraint and removing it again restores every value, whatever its kind.
    func testRemoveRestoresValues() throws {
        let specs = rowLayout(views: 8, width: 420, seed: 3)
        let (solver, vars, _) = try Solver.make(variables: 17, specs)
        let before = vars.map(solver.value(of:))
        let extras: [Spec] = [
            Spec(terms: [(1, 4)], constant: -33, relation: .equal, priority: 1000),
            Spec(terms: [(1, 6)], constant: -77, relation: .greaterThanOrEqual, priority: 1000),
            Spec(terms: [(1, 2), (-1, 8)], constant: 5, relation: .equal, priority: 900),
            Spec(terms: [(1, 10)], constant: -12, relation: .lessThanOrEqual, priority: 760),
        ]
        for extra in extras {
            let id = try solver.add(Expression(terms: extra.terms.map { Term($0.0, vars[$0.1]) }, constant: extra.constant),
                                    extra.relation, priority: Priority(extra.priority))
            XCTAssertNotEqual(vars.map(solver.value(of:)), before, "the extra constraint should change something")
            try solver.remove(id)
            for (v, old) in zip(vars, before) { XCTAssertEqual(solver.value(of: v), old, accuracy: 1e-7) }
        }
        XCTAssertThrowsError(try solver.remove(ConstraintID(id: 9999))) {
            XCTAssertEqual($0 as? SolverError, .unknownConstraint(ConstraintID(id: 9999)))
        }
    }

    /// A pin added with `expectingEdits` is removed through its marker (no rebuild: the
    /// tableau keeps its other rows' identities) and restores the values.
    func testPinsExpectingEditsAreRemovedInPlace() throws {
        let solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        try solver.add(x + y - 10, .equal)
        try solver.add(Expression(x) - 3, .equal, priority: Priority(10))
        XCTAssertEqual(solver.value(of: y), 7, accuracy: 1e-9)
        let pin = try solver.add(Expression(x) - 6, .equal, expectingEdits: true)
        XCTAssertEqual(solver.value(of: y), 4, accuracy: 1e-9)
        XCTAssertGreaterThanOrEqual(solver.records[pin.id]!.marker, 0)
        let before = solver.tableau.symbolCount
        try solver.setConstant(pin, to: -8)
        XCTAssertEqual(solver.value(of: y), 2, accuracy: 1e-9)
        try solver.remove(pin)
        XCTAssertEqual(solver.value(of: y), 7, accuracy: 1e-9)
        XCTAssertEqual(solver.tableau.symbolCount, before, "a rebuild would have renumbered the symbols")
    }

    /// Symbols of removed constraints are reused, so add/remove cycles do not grow the tableau.
    func testAddRemoveCyclesReclaimSymbols() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add(Expression(x) - 5, .greaterThanOrEqual)
        _ = solver.value(of: x)
        let size = solver.tableau.symbolCount
        for i in 0..<100 {
            let id = try solver.add(Expression(x) - Double(i), .equal, priority: Priority(300))
            XCTAssertEqual(solver.value(of: x), Double(max(i, 5)), accuracy: 1e-9)
            try solver.remove(id)
        }
        XCTAssertLessThanOrEqual(solver.tableau.symbolCount, size + 3)
    }
}
