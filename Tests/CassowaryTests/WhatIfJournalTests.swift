import XCTest
@testable import Cassowary

/// `solution(holding:at:)` runs its what-if on the live tableau under a journal: the answer
/// must be the one a copy gives (bit for bit), and afterwards the tableau must be exactly
/// as before, every field, on seeded random systems (required and optional, equalities and
/// inequalities, edit variables) and for values inside, at the ends of and outside each
/// variable's range (infeasible pins roll back too).
final class WhatIfJournalTests: XCTestCase {
    func testJournaledWhatIfMatchesACopyAndLeavesTheTableauAsItWas() throws {
        var asked = 0, refused = 0
        for seed in 0..<40 {
            var rng = LCG(state: 31_337 &* UInt64(seed + 1))
            let count = rng.int(3...7)
            let solver = Solver()
            let vars = (0..<count).map { solver.makeVariable("v\($0)") }
            for _ in 0..<rng.int(3...14) {
                let terms = (0..<rng.int(1...3)).map { _ in Term([-2, -1, 1, 1, 2][rng.int(0...4)], vars[rng.int(0...(count - 1))]) }
                _ = try? solver.add(Expression(terms: terms, constant: Double([0, 10, -10, 20, -30][rng.int(0...4)])),
                                    [.equal, .lessThanOrEqual, .greaterThanOrEqual][rng.int(0...2)],
                                    priority: Priority([1000, 1000, 750, 250, 1][rng.int(0...4)]))
            }
            if rng.int(0...1) == 0 {
                try solver.addEditVariable(vars[0], priority: Priority(999))
                try solver.suggestValue(vars[0], Double(rng.int(-20...20)))
            }
            for v in vars {
                let range = solver.valueRange(of: v)
                let current = solver.value(of: v)
                let targets = [range.lowerBound, range.upperBound, current, current + 7, current - 7, range.upperBound + 5]
                for target in targets where target.isFinite {
                    let before = solver.tableau
                    let expected = solver.referenceSolution(holding: v, at: target)
                    let got = solver.solution(holding: v, at: target)
                    XCTAssertEqual(got?.map(\.bitPattern), expected?.map(\.bitPattern), "seed \(seed) \(solver.name(of: v)) at \(target)")
                    XCTAssertTrue(identical(solver.tableau, before), "seed \(seed) \(solver.name(of: v)) at \(target): the tableau changed")
                    asked += 1
                    if got == nil { refused += 1 }
                }
            }
        }
        XCTAssertGreaterThan(asked, 500)
        XCTAssertGreaterThan(refused, 20, "no pin was infeasible: the roll-back after a refusal went untested")
    }

    /// Every stored field of two tableaux, bit for bit (rows and columns element-wise).
    func identical(_ a: Tableau, _ b: Tableau) -> Bool {
        func same(_ x: Row, _ y: Row) -> Bool {
            x.constant.bitPattern == y.constant.bitPattern && x.symbols == y.symbols
                && x.coefficients.map(\.bitPattern) == y.coefficients.map(\.bitPattern)
        }
        func same(_ x: DenseRow?, _ y: DenseRow?) -> Bool {
            guard let x, let y else { return x == nil && y == nil }
            return x.constant.bitPattern == y.constant.bitPattern && x.coefficients.map(\.bitPattern) == y.coefficients.map(\.bitPattern)
        }
        return a.kinds == b.kinds && a.basic == b.basic && a.partners == b.partners
            && a.rows.count == b.rows.count && zip(a.rows, b.rows).allSatisfy { same($0, $1) }
            && a.columns.map(\.members) == b.columns.map(\.members)
            && a.levels.count == b.levels.count && zip(a.levels, b.levels).allSatisfy { same($0, $1) }
            && a.levelPriorities == b.levelPriorities && a.levelUsers == b.levelUsers && same(a.auxiliary, b.auxiliary)
            && a.infeasibleRows == b.infeasibleRows && a.freeSymbols == b.freeSymbols && a.positions == b.positions
            && a.journal == nil && b.journal == nil
    }
}

extension Solver {
    /// `solution(holding:at:)` as first written: the pin added to a copy of the tableau.
    func referenceSolution(holding v: Variable, at value: Double) -> [Double]? {
        refresh()
        var copy = tableau
        var pin = ConstraintRecord(terms: [Term(1, v)], constant: -value, relation: .equal, priority: .required)
        if case .infeasible = copy.install(&pin, symbols: variableSymbols) { return nil }
        guard copy.minimize() == .optimal else { return nil }
        return variableSymbols.map { copy.value(of: $0) }
    }
}
