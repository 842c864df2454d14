/// Questions about other solutions, answered on copies of the tableau (or under a journal
/// that is rolled back) so the solver itself never moves (a layout read on the next frame
/// must not change because a debugging tool looked at it).
extension Solver {
    /// Every variable's value (indexed by variable id) in an optimal solution with `v` held
    /// at `value`: a required `v == value` is added to a copy of the tableau, which is then
    /// optimised. For a value inside `valueRange(of: v)` the other variables take one of
    /// the equally good solutions that puts `v` there (coupled variables move with it).
    /// nil when `v` cannot take `value` with every required constraint holding.
    ///
    /// The pin is added to the live tableau under a journal and rolled back afterwards
    /// (the same operations, and so the same answer, as on a copy, without copying every
    /// row and column of the tableau for each question).
    public func solution(holding v: Variable, at value: Double) -> [Double]? {
        refresh()
        tableau.beginJournal()
        defer { tableau.rollBack() }
        var pin = ConstraintRecord(terms: [Term(1, v)], constant: -value, relation: .equal, priority: .required)
        if case .infeasible = tableau.install(&pin, symbols: variableSymbols) { return nil }
        guard tableau.minimize() == .optimal else { return nil }
        return variableSymbols.map { tableau.value(of: $0) }
    }

    /// The constraints whose constants the current values of `variables` depend on: in an
    /// optimal tableau each basic variable's row is its value as a function of the
    /// parametric symbols, and every constraint owns one or two of those (its marker and
    /// error); a constraint affects the variable exactly when one of its symbols has a
    /// non-zero coefficient in the row (changing its constant would move the variable).
    /// Required equalities are installed here with markers (the live tableau saves them),
    /// so the scratch tableau is built from scratch. A variable with no row (nothing fixes
    /// it) is affected by the constraints that mention it. Sorted by constraint id.
    public func constraintsAffecting(_ variables: [Variable]) -> [ConstraintID] {
        var scratch = Tableau()
        let symbols = names.indices.map { _ in scratch.makeSymbol(.external) }
        var owner: [Int: Int] = [:]
        let keys = records.keys.sorted()
        for key in keys {
            guard var record = records[key] else { continue }
            if case .infeasible = scratch.install(&record, symbols: symbols, forceMarker: true) { continue }
            for s in [record.marker, record.other] where s >= 0 { owner[s] = key }
        }
        _ = scratch.minimize()
        var found: Set<Int> = []
        for v in variables where v.id >= 0 && v.id < symbols.count {
            let s = symbols[v.id]
            if scratch.isBasic(s) {
                for t in scratch.rows[s].symbols { if let key = owner[t] { found.insert(key) } }
            } else {
                for key in keys where records[key]?.terms.contains(where: { $0.variable == v }) == true { found.insert(key) }
            }
        }
        return found.sorted().map(ConstraintID.init(id:))
    }
}
