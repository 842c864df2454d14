extension Tableau {
    /// The smallest (largest) value symbol `s` takes over the optimal face, found by a
    /// primal simplex on a copy that may pivot only on zero-reduced-cost symbols.
    func extreme(of s: Int, maximizing: Bool) -> Double {
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
