import XCTest
@testable import Cassowary

final class EditAndConstantTests: XCTestCase {
    func testSuggestValueFollowsWithinRequiredBounds() throws {
        let solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        try solver.add(Expression(x), .greaterThanOrEqual)
        try solver.add(Expression(x) - 100, .lessThanOrEqual)
        try solver.add(y - x - 10, .equal)
        try solver.addEditVariable(x, priority: Priority(999))
        for (suggested, expected) in [(50.0, 50.0), (150, 100), (-5, 0), (42, 42)] {
            try solver.suggestValue(x, suggested)
            XCTAssertEqual(solver.value(of: x), expected, accuracy: 1e-9)
            XCTAssertEqual(solver.value(of: y), expected + 10, accuracy: 1e-9)
        }
        XCTAssertThrowsError(try solver.addEditVariable(x, priority: Priority(999))) {
            XCTAssertEqual($0 as? SolverError, .duplicateEditVariable(x))
        }
        try solver.removeEditVariable(x)
        XCTAssertThrowsError(try solver.suggestValue(x, 1)) { XCTAssertEqual($0 as? SolverError, .unknownEditVariable(x)) }
    }

    /// Changing constants in place (dual simplex) must land where a fresh solve of the
    /// changed system lands, for every kind of constraint.
    func testSetConstantMatchesAFreshSolve() throws {
        var specs = rowLayout(views: 12, width: 500, seed: 7)
        let (solver, vars, ids) = try Solver.make(variables: 25, specs)
        var rng = LCG(state: 99)
        for step in 0..<40 {
            let i = rng.int(0...(specs.count - 1))
            var c = specs[i].constant + Double(rng.int(-15...15))
            if i == 0 { c = -Double(rng.int(300...700)) } // container width
            if specs[i].relation == .equal && specs[i].priority == 1000 && i > 0 { c = -Double(rng.int(0...12)) }
            specs[i].constant = c
            do { try solver.setConstant(ids[i], to: c) } catch {
                XCTFail("step \(step): \(error)"); return
            }
            let (fresh, freshVars, _) = try Solver.make(variables: 25, specs)
            for (a, b) in zip(vars, freshVars) {
                XCTAssertEqual(solver.value(of: a), fresh.value(of: b), accuracy: 1e-6, "step \(step) v\(a.id)")
            }
        }
    }

    func testSetConstantOnARedundantRequiredEqualityThatNoLongerHolds() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let a = try solver.add(Expression(x) - 10, .equal)
        let b = try solver.add(Expression(x) - 10, .equal)
        try solver.setConstant(b, to: -10) // same value: still fine
        XCTAssertThrowsError(try solver.setConstant(b, to: -11)) {
            XCTAssertEqual($0 as? SolverError, .unsatisfiable(adding: b, conflicting: [a]))
        }
        XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)
        try solver.remove(a)
        try solver.setConstant(b, to: -11)
        XCTAssertEqual(solver.value(of: x), 11, accuracy: 1e-9)
    }
}
