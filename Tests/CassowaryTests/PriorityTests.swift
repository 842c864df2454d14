import XCTest
@testable import Cassowary

final class PriorityTests: XCTestCase {
    /// UIKit: a higher priority beats any number of lower ones. A weighted sum (kiwi)
    /// would let 1000 errors at priority 1 outweigh one error at priority 2 and give 0.
    func testOneHigherPriorityBeatsAThousandLowerOnes() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        for _ in 0..<1000 { try solver.add(Expression(x), .equal, priority: Priority(1)) }
        try solver.add(Expression(x) - 10, .equal, priority: Priority(2))
        XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)
    }

    /// Within one priority the sum of absolute errors is minimised: for x == 0, 10, 11
    /// that is the median 10 (least squares would give 7).
    func testSumOfAbsoluteErrorsWithinALevel() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let ids = try [0.0, 10, 11].map { try solver.add(Expression(x) - $0, .equal, priority: Priority(500)) }
        XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)
        XCTAssertEqual(ids.map(solver.error(of:)), [10, 0, 1])
    }

    /// Inequalities count one error each. At level 300: x ≥ 30, x ≤ 10, x == 0 give the
    /// error (30 − x) + 0 + x = 30 for every x in [0, 10] and more outside, so the flat
    /// stretch is left to the lower level's x == 4.
    func testInequalityErrorsAndTieBreakByHigherLevel() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add(Expression(x) - 30, .greaterThanOrEqual, priority: Priority(300))
        try solver.add(Expression(x) - 10, .lessThanOrEqual, priority: Priority(300))
        try solver.add(Expression(x), .equal, priority: Priority(300))
        // On [0, 10] the level-300 error is (30 − x) + x = 30; outside it grows.
        try solver.add(Expression(x) - 4, .equal, priority: Priority(200))
        XCTAssertEqual(solver.value(of: x), 4, accuracy: 1e-9)
    }

    func testSetPriorityReordersOptionalConstraints() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add(Expression(x), .equal, priority: Priority(300))
        let b = try solver.add(Expression(x) - 10, .equal, priority: Priority(200))
        XCTAssertEqual(solver.value(of: x), 0, accuracy: 1e-9)
        try solver.setPriority(b, to: Priority(400))
        XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)
        XCTAssertThrowsError(try solver.setPriority(b, to: .required)) {
            XCTAssertEqual($0 as? SolverError, .invalidPriority(1000))
        }
    }

    func testRejectsPrioritiesOutsideTheRange() {
        let solver = Solver()
        let x = solver.makeVariable("x")
        XCTAssertThrowsError(try solver.add(Expression(x), .equal, priority: Priority(0))) {
            XCTAssertEqual($0 as? SolverError, .invalidPriority(0))
        }
        XCTAssertThrowsError(try solver.addEditVariable(x, priority: .required)) {
            XCTAssertEqual($0 as? SolverError, .invalidPriority(1000))
        }
    }
}
