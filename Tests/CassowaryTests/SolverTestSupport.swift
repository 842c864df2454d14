@testable import Cassowary

/// A small deterministic pseudo-random generator (LCG), so randomised systems are the same
/// on every run and every machine.
struct LCG {
    var state: UInt64
    mutating func next() -> UInt64 {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return state >> 33
    }
    mutating func int(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }
}

/// A description of a constraint that can be added to several solvers alike.
struct Spec {
    var terms: [(Double, Int)]
    var constant: Double
    var relation: Relation
    var priority: Double
}

extension Solver {
    /// A solver with `count` variables named v0, v1, … and `specs` added in order.
    static func make(variables count: Int, _ specs: [Spec]) throws -> (Solver, [Variable], [ConstraintID]) {
        let solver = Solver()
        let vars = (0..<count).map { solver.makeVariable("v\($0)") }
        var ids: [ConstraintID] = []
        for s in specs {
            ids.append(try solver.add(Expression(terms: s.terms.map { Term($0.0, vars[$0.1]) }, constant: s.constant),
                                      s.relation, priority: Priority(s.priority)))
        }
        return (solver, vars, ids)
    }
}

/// A row-of-views layout (like the chain benchmark, with varied constants) whose optimum
/// is unique: positions and widths of `n` views in a container of width `width`.
func rowLayout(views n: Int, width: Double, seed: UInt64) -> [Spec] {
    var rng = LCG(state: seed)
    var specs = [Spec(terms: [(1, 0)], constant: -width, relation: .equal, priority: 1000)]
    for i in 0..<n {
        let x = 1 + 2 * i, w = 2 + 2 * i
        let gap = Double(rng.int(0...12))
        let prev: [(Double, Int)] = i == 0 ? [] : [(-1, x - 2), (-1, w - 2)]
        specs.append(Spec(terms: [(1, x)] + prev, constant: -gap, relation: .equal, priority: 1000))
        specs.append(Spec(terms: [(1, w)], constant: -Double(rng.int(10...40)), relation: .greaterThanOrEqual,
                          priority: [750, 751, 749][rng.int(0...2)]))
        specs.append(Spec(terms: [(1, w)], constant: -Double(rng.int(41...90)), relation: .lessThanOrEqual,
                          priority: [250, 251][rng.int(0...1)]))
        specs.append(Spec(terms: [(1, w)], constant: -Double(rng.int(20...60)), relation: .equal,
                          priority: Double(rng.int(1...500))))
    }
    specs.append(Spec(terms: [(1, 2 * n - 1), (1, 2 * n), (-1, 0)], constant: 8, relation: .lessThanOrEqual, priority: 1000))
    return specs
}
