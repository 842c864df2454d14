@testable import Cassowary

/// The definition of ambiguity as the solver first implemented it, kept as the oracle that
/// `Solver.ambiguousVariables()` must agree with: for every variable that could move (no
/// row, or a row mentioning a free variable or a zero-reduced-cost symbol), both ends of
/// its range over the optimal face, each by its own LP on a copy of the tableau with a
/// dense auxiliary objective (`Tableau.minimize(faceOnly: true)`).
extension Solver {
    /// The verdicts, and how many movable variables the LPs found pinned after all (so a
    /// test can check that it reached the degenerate case).
    func referenceAmbiguity() -> (ambiguous: [Variable], pinnedMovable: Int) {
        refresh()
        var pinned = 0
        let ambiguous = (0..<names.count).map(Variable.init(id:)).filter { v in
            let s = variableSymbols[v.id]
            guard tableau.basic[s] else { return true }
            let row = tableau.rows[s]
            let movable = row.symbols.contains {
                tableau.kinds[$0] == .external || (tableau.kinds[$0].isPivotable && tableau.leadingReducedCost($0) == nil)
            }
            guard movable else { return false }
            let range = referenceValueRange(of: v)
            if range.upperBound - range.lowerBound > Tableau.feasibilityTolerance { return true }
            pinned += 1
            return false
        }
        return (ambiguous, pinned)
    }

    func referenceValueRange(of v: Variable) -> ClosedRange<Double> {
        refresh()
        let s = variableSymbols[v.id]
        let low = tableau.referenceExtreme(of: s, maximizing: false)
        let high = tableau.referenceExtreme(of: s, maximizing: true)
        return low <= high ? low...high : high...high
    }
}

extension Tableau {
    /// The face range's end with the dense auxiliary objective.
    func referenceExtreme(of s: Int, maximizing: Bool) -> Double {
        let unbounded = maximizing ? Double.infinity : -Double.infinity
        guard basic[s] else { return kinds[s] == .external ? unbounded : 0 }
        let row = rows[s]
        if row.symbols.contains(where: { kinds[$0] == .external }) { return unbounded }
        let sign = maximizing ? -1.0 : 1.0
        var copy = self
        var objective = DenseRow(symbolCount: symbolCount)
        objective.add(sign, row)
        copy.auxiliary = objective
        guard copy.minimize(faceOnly: true) == .optimal else { return unbounded }
        return sign * copy.auxiliary!.constant
    }
}
