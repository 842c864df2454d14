extension Solver {
    /// Variables whose value is not unique: another solution exists with every priority
    /// level's error as small as now. Sorted by id.
    ///
    /// Only variables that are free, or whose row mentions a symbol with a zero reduced
    /// cost at every level, can move on the optimal face; each such candidate is then
    /// confirmed with `valueRange` (a degenerate row may pin it after all).
    public func ambiguousVariables() -> [Variable] {
        refresh()
        return (0..<names.count).map(Variable.init(id:)).filter { v in
            let s = variableSymbols[v.id]
            guard tableau.basic[s] else { return true }
            let row = tableau.rows[s]
            let movable = row.symbols.contains {
                tableau.kinds[$0] == .external || (tableau.kinds[$0].isPivotable && tableau.leadingReducedCost($0) == nil)
            }
            guard movable else { return false }
            let range = valueRange(of: v)
            return range.upperBound - range.lowerBound > Tableau.feasibilityTolerance
        }
    }

    /// The interval of values `v` can take across all optimal solutions (infinite ends
    /// where unbounded). A single point for a non-ambiguous variable.
    public func valueRange(of v: Variable) -> ClosedRange<Double> {
        refresh()
        let s = variableSymbols[v.id]
        let low = tableau.extreme(of: s, maximizing: false)
        let high = tableau.extreme(of: s, maximizing: true)
        return low <= high ? low...high : high...high
    }
}
