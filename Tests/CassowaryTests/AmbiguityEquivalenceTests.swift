import XCTest
@testable import Cassowary

/// `Solver.ambiguousVariables()` against the reference definition (`referenceAmbiguity`,
/// two face LPs per movable variable) on seeded random systems, after every step of random
/// edit sequences: the same variables, and `valueRange` equal to the reference's to the
/// bit (the sparse face walk makes the reference's pivots).
final class AmbiguityEquivalenceTests: XCTestCase {
    /// What the comparisons covered, so the test can insist it met every case.
    struct Coverage {
        var checks = 0, ambiguous = 0, unique = 0, pinnedMovable = 0
    }

    func check(_ solver: Solver, _ vars: [Variable], _ context: @autoclosure () -> String, _ coverage: inout Coverage) {
        let reference = solver.referenceAmbiguity()
        let fast = solver.ambiguousVariables()
        XCTAssertEqual(fast, reference.ambiguous, context())
        for v in vars {
            let mine = solver.valueRange(of: v), theirs = solver.referenceValueRange(of: v)
            XCTAssertTrue(mine.lowerBound.bitPattern == theirs.lowerBound.bitPattern
                          && mine.upperBound.bitPattern == theirs.upperBound.bitPattern,
                          "\(context()) range of \(solver.name(of: v)): \(mine) vs \(theirs)")
        }
        coverage.checks += 1
        coverage.ambiguous += reference.ambiguous.count
        coverage.unique += vars.count - reference.ambiguous.count
        coverage.pinnedMovable += reference.pinnedMovable
    }

    /// Random adds (equalities and inequalities, required and optional at a few levels,
    /// small integer constants so that vertices are often degenerate and optima often flat),
    /// removals, constant changes, priority changes and edit-variable suggestions.
    func testRandomEditSequencesAgreeWithTheReference() throws {
        var coverage = Coverage()
        for seed in 0..<60 {
            var rng = LCG(state: 7919 &* UInt64(seed + 1))
            let variableCount = rng.int(3...8)
            let solver = Solver()
            let vars = (0..<variableCount).map { solver.makeVariable("v\($0)") }
            var present: [(ConstraintID, Priority)] = []
            var edited: [Variable] = []
            for step in 0..<50 {
                switch present.isEmpty ? 0 : rng.int(0...9) {
                case 0, 1, 2, 3:
                    let terms = (0..<rng.int(1...3)).map { _ in
                        Term([-2, -1, -1, 1, 1, 2, 0.5][rng.int(0...6)], vars[rng.int(0...(variableCount - 1))])
                    }
                    let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual, .greaterThanOrEqual][rng.int(0...3)]
                    let priority = Priority([1000, 1000, 1000, 750, 500, 500, 250, 1][rng.int(0...7)])
                    let constant = Double([0, 0, 10, -10, 20, -20, 5][rng.int(0...6)])
                    if let id = try? solver.add(Expression(terms: terms, constant: constant), relation, priority: priority) {
                        present.append((id, priority))
                    }
                case 4:
                    try solver.remove(present.remove(at: rng.int(0...(present.count - 1))).0)
                case 5, 6:
                    let (id, _) = present[rng.int(0...(present.count - 1))]
                    try? solver.setConstant(id, to: Double([0, 10, -10, 20, 30][rng.int(0...4)]))
                case 7:
                    let i = rng.int(0...(present.count - 1))
                    guard !present[i].1.isRequired else { continue }
                    let priority = Priority([750, 500, 250, 1][rng.int(0...3)])
                    try solver.setPriority(present[i].0, to: priority)
                    present[i].1 = priority
                case 8:
                    let v = vars[rng.int(0...(variableCount - 1))]
                    if !edited.contains(v) {
                        try solver.addEditVariable(v, priority: Priority([999, 500, 1][rng.int(0...2)]))
                        edited.append(v)
                    }
                default:
                    guard let v = edited.last else { continue }
                    try solver.suggestValue(v, Double([0, 15, -15, 40][rng.int(0...3)]))
                }
                check(solver, vars, "seed \(seed) step \(step)", &coverage)
            }
        }
        XCTAssertGreaterThan(coverage.ambiguous, 500)
        XCTAssertGreaterThan(coverage.unique, 500)
        XCTAssertGreaterThan(coverage.pinnedMovable, 20, "the degenerate case (a zero-cost direction blocked at once) was not reached")
    }

    /// Layout-shaped systems as the engine builds them: a column of rows, each with a top
    /// pinned below the previous row, a height that is required ≥ 0 and, for some rows,
    /// pinned, preferred (optional), capped or left free; a container whose bottom is
    /// sometimes pinned, so free heights share the slack (ambiguous) or are squeezed to 0
    /// (pinned at a degenerate vertex). Every row is hidden (height == 0, required:
    /// degenerate against ≥ 0; refused where that conflicts) and shown again, as a stack does.
    func testLayoutColumnsAgreeWithTheReference() throws {
        var coverage = Coverage()
        for seed in 0..<40 {
            var rng = LCG(state: 104_729 &* UInt64(seed + 1))
            let n = rng.int(2...9)
            let solver = Solver()
            let top = solver.makeVariable("top"), bottom = solver.makeVariable("bottom")
            try solver.add(Expression(top), .equal)
            var ys: [Variable] = [], hs: [Variable] = []
            for i in 0..<n {
                let y = solver.makeVariable("y\(i)"), h = solver.makeVariable("h\(i)")
                try solver.add(Expression(y) - (i == 0 ? Expression(top) : ys[i - 1] + hs[i - 1]) - Double(rng.int(0...1) * 8), .equal)
                try solver.add(Expression(h), .greaterThanOrEqual)
                switch rng.int(0...3) {
                case 0: try solver.add(Expression(h) - Double(rng.int(1...4) * 10), .equal, priority: Priority([1000, 999][rng.int(0...1)]))
                case 1: try solver.add(Expression(h) - Double(rng.int(1...4) * 10), .equal, priority: Priority([250, 750][rng.int(0...1)]))
                case 2: try solver.add(Expression(h) - 44, .lessThanOrEqual)
                default: break
                }
                ys.append(y); hs.append(h)
            }
            try solver.add(Expression(bottom) - ys[n - 1] - hs[n - 1], .equal)
            switch rng.int(0...2) {
            case 0:
                _ = try? solver.add(Expression(bottom) - Double(rng.int(0...20) * 10), .equal, priority: Priority([1000, 999, 500][rng.int(0...2)]))
            case 1:
                // Where it is now: the free heights (at 0) are squeezed to exactly 0.
                try solver.add(Expression(bottom) - solver.value(of: bottom), .equal)
            default: break
            }
            let vars = [top, bottom] + ys + hs
            check(solver, vars, "seed \(seed) built", &coverage)
            for i in 0..<n {
                // A row with a required height cannot be hidden (refused, nothing changes).
                guard let hidden = try? solver.add(Expression(hs[i]), .equal, expectingEdits: true) else { continue }
                check(solver, vars, "seed \(seed) row \(i) hidden", &coverage)
                try solver.remove(hidden)
                check(solver, vars, "seed \(seed) row \(i) shown", &coverage)
            }
        }
        XCTAssertGreaterThan(coverage.ambiguous, 200)
        XCTAssertGreaterThan(coverage.unique, 200)
        XCTAssertGreaterThan(coverage.pinnedMovable, 20, "no height was squeezed at a degenerate vertex")
    }
}
