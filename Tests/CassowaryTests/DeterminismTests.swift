import XCTest
@testable import Cassowary

final class DeterminismTests: XCTestCase {
    /// The same system built twice gives bit-identical values, also after a sequence of
    /// suggestions (cross-process determinism is checked by the `solve` command tests).
    func testRepeatedBuildsAreBitIdentical() throws {
        func run() throws -> [Double] {
            let (solver, vars, _) = try Solver.make(variables: 41, rowLayout(views: 20, width: 600, seed: 11))
            try solver.addEditVariable(vars[0], priority: Priority(999))
            var out: [Double] = []
            for w in stride(from: 300.0, through: 900, by: 37) {
                try solver.suggestValue(vars[0], w)
                out += vars.map(solver.value(of:))
            }
            return out
        }
        let a = try run(), b = try run()
        XCTAssertEqual(a.map(\.bitPattern), b.map(\.bitPattern))
    }
}
