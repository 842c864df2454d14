import XCTest
@testable import Cassowary

final class AmbiguityTests: XCTestCase {
    func testDetectsAndRangesAmbiguousVariables() throws {
        let solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y"), z = solver.makeVariable("z")
        try solver.add(x + y - 100, .equal)
        try solver.add(Expression(z) - 7, .equal)
        XCTAssertEqual(solver.ambiguousVariables(), [x, y])
        XCTAssertEqual(solver.valueRange(of: x), -Double.infinity...Double.infinity)
        XCTAssertEqual(solver.valueRange(of: z), 7...7)
        try solver.add(Expression(x), .greaterThanOrEqual)
        try solver.add(Expression(y) - 30, .greaterThanOrEqual)
        XCTAssertEqual(solver.ambiguousVariables(), [x, y])
        let r = solver.valueRange(of: x)
        XCTAssertEqual(r.lowerBound, 0, accuracy: 1e-9)
        XCTAssertEqual(r.upperBound, 70, accuracy: 1e-9)
        // An optional preference at any priority settles it.
        try solver.add(Expression(x) - 20, .equal, priority: Priority(1))
        XCTAssertEqual(solver.ambiguousVariables(), [])
        XCTAssertEqual(solver.value(of: y), 80, accuracy: 1e-9)
    }

    /// Two optional constraints at one level pulling apart leave a flat optimum in between
    /// (L1): x == 0 @500 and x == 10 @500 → any x in [0, 10].
    func testFlatL1OptimumIsAmbiguous() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add(Expression(x), .equal, priority: Priority(500))
        try solver.add(Expression(x) - 10, .equal, priority: Priority(500))
        XCTAssertEqual(solver.ambiguousVariables(), [x])
        let r = solver.valueRange(of: x)
        XCTAssertEqual(r.lowerBound, 0, accuracy: 1e-9)
        XCTAssertEqual(r.upperBound, 10, accuracy: 1e-9)
    }

    /// A degenerate vertex: x + y == 10 with 0 ≤ x ≤ 0 leaves a zero-cost direction in the
    /// tableau that is blocked at once, so nothing is ambiguous (the heuristic alone would
    /// say otherwise; the exact range check must not).
    func testBlockedZeroCostDirectionIsNotAmbiguous() throws {
        let solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        try solver.add(x + y - 10, .equal)
        try solver.add(Expression(x), .greaterThanOrEqual)
        try solver.add(Expression(y), .greaterThanOrEqual)
        try solver.add(Expression(x), .lessThanOrEqual)
        XCTAssertEqual(solver.ambiguousVariables(), [])
        XCTAssertEqual(solver.valueRange(of: y), 10...10)
    }

    func testAnUnconstrainedVariableIsAmbiguous() {
        let solver = Solver()
        let x = solver.makeVariable("x")
        XCTAssertEqual(solver.ambiguousVariables(), [x])
    }
}

final class WhatIfTests: XCTestCase {
    /// x + y == 100, x ≥ 0, y ≥ 30: holding x at 50 puts y at 50; the solver stays put.
    func testSolutionHoldingAVariableLeavesTheSolverAlone() throws {
        let solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        try solver.add(x + y - 100, .equal)
        try solver.add(Expression(x), .greaterThanOrEqual)
        try solver.add(Expression(y) - 30, .greaterThanOrEqual)
        let before = [solver.value(of: x), solver.value(of: y)]
        let held = try XCTUnwrap(solver.solution(holding: x, at: 50))
        XCTAssertEqual(held[x.id], 50, accuracy: 1e-9)
        XCTAssertEqual(held[y.id], 50, accuracy: 1e-9)
        XCTAssertEqual([solver.value(of: x), solver.value(of: y)], before)
        // Beyond the range the required constraints cannot hold.
        XCTAssertNil(solver.solution(holding: x, at: 80))
    }

    /// a = 10 (c0), w = 50 (c1), b == a + w + 8 (c2), an unrelated z = 3 (c3), a slack
    /// bound b ≤ 500 (c4): b depends on c0, c1, c2; w only on c1; z on c3 alone.
    func testConstraintsAffectingFollowTheRows() throws {
        let solver = Solver()
        let a = solver.makeVariable("a"), w = solver.makeVariable("w"), b = solver.makeVariable("b")
        let z = solver.makeVariable("z"), free = solver.makeVariable("free")
        let c0 = try solver.add(Expression(a) - 10, .equal)
        let c1 = try solver.add(Expression(w) - 50, .equal)
        let c2 = try solver.add(Expression(b) - Expression(a) - Expression(w) - 8, .equal)
        let c3 = try solver.add(Expression(z) - 3, .equal)
        _ = try solver.add(Expression(b) - 500, .lessThanOrEqual)
        let c5 = try solver.add(Expression(free) - 5, .greaterThanOrEqual)
        XCTAssertEqual(solver.constraintsAffecting([b]), [c0, c1, c2])
        XCTAssertEqual(solver.constraintsAffecting([w]), [c1])
        XCTAssertEqual(solver.constraintsAffecting([w, z]), [c1, c3])
        // `free` ≥ 5 binds at the optimum (5), so its own bound is what affects it.
        XCTAssertEqual(solver.constraintsAffecting([free]), [c5])
    }
}
