extension Tableau {
    /// Whether parametric symbol `s` can move without leaving the optimal face: a slack or
    /// error symbol with a zero reduced cost at every level (symbols with a non-zero one
    /// stay 0 on the face, dummies always do).
    func isFaceDirection(_ s: Int) -> Bool {
        kinds[s].isPivotable && !basic[s] && leadingReducedCost(s) == nil
    }

    /// The smallest (largest) value symbol `s` takes over the optimal face, found by a
    /// primal simplex on a copy that may pivot only on zero-reduced-cost symbols.
    func extreme(of s: Int, maximizing: Bool) -> Double { faceExtreme(of: s, maximizing: maximizing).value }

    /// `extreme(of:maximizing:)` and the copy of the tableau at the vertex where the walk
    /// stopped (an optimal solution of the whole system, so every variable's value there is
    /// one it can take), nil when no walk was needed.
    ///
    /// The walk is the primal simplex of `minimize(faceOnly: true)` with `s`'s row as the
    /// auxiliary objective, making the same pivots (same entering and leaving choices, same
    /// arithmetic), but with the objective kept sparse: the dense form scans every symbol
    /// of the tableau for each pivot, which made a face range cost the tableau's size per
    /// pivot where the objective only ever mentions a handful of symbols.
    func faceExtreme(of s: Int, maximizing: Bool) -> (value: Double, vertex: Tableau?) {
        let unbounded = maximizing ? Double.infinity : -Double.infinity
        guard basic[s] else { return (kinds[s] == .external ? unbounded : 0, nil) }
        let row = rows[s]
        if row.symbols.contains(where: { kinds[$0] == .external }) { return (unbounded, nil) }
        let sign = maximizing ? -1.0 : 1.0
        var copy = self
        var objective = Row(constant: 0)
        copy.addToLooseRow(&objective, sign, row)
        guard copy.minimizeOnFace(&objective) == .optimal else { return (unbounded, copy) }
        return (sign * objective.constant, copy)
    }

    /// Minimises the sparse `objective` (over parametric symbols) with pivots on face
    /// directions only, keeping the objective substituted as symbols enter. Entering: the
    /// most negative objective coefficient (below −ε) among face directions, lowest id on
    /// ties; after `blandThreshold` degenerate pivots in a row, the lowest such id (Bland).
    /// Leaving: `leavingRow(for:)`.
    mutating func minimizeOnFace(_ objective: inout Row) -> Outcome {
        var degenerateRun = 0
        while let entering = faceEntering(objective, bland: degenerateRun >= Tableau.blandThreshold) {
            guard let (leaving, ratio) = leavingRow(for: entering) else { return .unbounded }
            degenerateRun = ratio <= Tableau.epsilon ? degenerateRun + 1 : 0
            pivot(entering: entering, leaving: leaving)
            if let i = objective.index(of: entering) {
                let k = objective.coefficients[i]
                objective.remove(at: i)
                addToLooseRow(&objective, k, rows[entering])
            }
        }
        return .optimal
    }

    private func faceEntering(_ objective: Row, bland: Bool) -> Int? {
        var best = -1
        var bestValue = 0.0
        for i in 0..<objective.count {
            let s = objective.symbols[i]
            let v = objective.coefficients[i]
            guard v < -Tableau.epsilon, isFaceDirection(s) else { continue }
            if bland {
                if best < 0 || s < best { best = s }
            } else if best < 0 || v < bestValue || (v == bestValue && s < best) {
                best = s; bestValue = v
            }
        }
        return best >= 0 ? best : nil
    }
}
