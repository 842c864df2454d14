import XCTest
@testable import Cassowary

/// Random sequences of adds, removals, constant changes and suggestions: after every step
/// the incremental solver must be as good as a solver built from scratch with the present
/// constraints, level by level (the lexicographically optimal error profile is unique even
/// where the values are not), and required constraints must hold.
final class IncrementalConsistencyTests: XCTestCase {
    struct Present { var id: ConstraintID; var spec: Spec }

    func errorProfile(_ solver: Solver, _ ids: [ConstraintID], _ specs: [Spec]) -> [Double: Double] {
        var profile: [Double: Double] = [:]
        for (id, spec) in zip(ids, specs) { profile[spec.priority, default: 0] += solver.error(of: id) }
        return profile
    }

    func testIncrementalMatchesFromScratch() throws {
        var rng = LCG(state: 2024)
        let variableCount = 6
        for round in 0..<60 {
            let solver = Solver()
            let vars = (0..<variableCount).map { solver.makeVariable("v\($0)") }
            var present: [Present] = []
            // An edit variable on v0 at 900; a fresh solver gets it as `v0 − value == 0 @900`.
            try solver.addEditVariable(vars[0], priority: Priority(900))
            var suggested = 0.0
            func randomSpec() -> Spec {
                let termCount = rng.int(1...3)
                let terms = (0..<termCount).map { _ in (Double([-2, -1, 1, 2][rng.int(0...3)]), rng.int(0...(variableCount - 1))) }
                return Spec(terms: terms, constant: Double(rng.int(-50...50)),
                            relation: [.equal, .lessThanOrEqual, .greaterThanOrEqual][rng.int(0...2)],
                            priority: [1000, 1000, 750, 500, 250, 100, 1][rng.int(0...6)])
            }
            func expression(_ s: Spec) -> Cassowary.Expression { Expression(terms: s.terms.map { Term($0.0, vars[$0.1]) }, constant: s.constant) }
            for step in 0..<40 {
                let op = present.isEmpty ? 0 : rng.int(0...6)
                var candidate = present.map(\.spec)
                switch op {
                case 0, 1, 2:
                    let spec = randomSpec()
                    candidate.append(spec)
                    do {
                        let id = try solver.add(expression(spec), spec.relation, priority: Priority(spec.priority))
                        present.append(Present(id: id, spec: spec))
                    } catch SolverError.unsatisfiable {
                        XCTAssertFalse(Solver.isFeasible(specsAsRecords(candidate), variableCount: variableCount),
                                       "round \(round) step \(step): refused a satisfiable constraint")
                    }
                case 3:
                    let i = rng.int(0...(present.count - 1))
                    try solver.remove(present[i].id)
                    present.remove(at: i)
                case 4:
                    suggested = Double(rng.int(-60...60))
                    try solver.suggestValue(vars[0], suggested)
                default:
                    let i = rng.int(0...(present.count - 1))
                    let c = Double(rng.int(-50...50))
                    candidate[i].constant = c
                    do {
                        try solver.setConstant(present[i].id, to: c)
                        present[i].spec.constant = c
                    } catch SolverError.unsatisfiable {
                        XCTAssertFalse(Solver.isFeasible(specsAsRecords(candidate), variableCount: variableCount),
                                       "round \(round) step \(step): refused a satisfiable constant")
                    }
                }
                let specs = present.map(\.spec)
                let edit = Spec(terms: [(1, 0)], constant: -suggested, relation: .equal, priority: 900)
                let (fresh, _, freshIDs) = try Solver.make(variables: variableCount, [edit] + specs)
                let mine = errorProfile(solver, present.map(\.id), specs)
                let theirs = errorProfile(fresh, Array(freshIDs.dropFirst()), specs)
                for key in mine.keys.sorted() {
                    XCTAssertEqual(mine[key]!, theirs[key]!, accuracy: 1e-6, "round \(round) step \(step) priority \(key)")
                }
                if mine[1000, default: 0] > 1e-6 { return XCTFail("round \(round) step \(step): required error \(mine[1000]!)") }
            }
        }
    }

    func specsAsRecords(_ specs: [Spec]) -> [ConstraintRecord] {
        specs.map { s in
            ConstraintRecord(terms: s.terms.map { Term($0.0, Variable(id: $0.1)) }, constant: s.constant,
                             relation: s.relation, priority: Priority(s.priority))
        }
    }
}
