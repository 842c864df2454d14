extension Solver {
    /// Variables whose value is not unique: another solution exists with every priority
    /// level's error as small as now, and the variable's range over those solutions (the
    /// optimal face, `valueRange(of:)`) is wider than `Tableau.feasibilityTolerance`.
    /// Sorted by id.
    ///
    /// The answer is the one the per-variable definition gives (two face LPs for every
    /// variable, `referenceAmbiguousVariables` in the tests), reached with far less work:
    /// 1. From the optimal tableau alone: a variable without a row (nothing fixes it) or
    ///    whose row mentions a free variable is unbounded both ways; one whose row mentions
    ///    no face direction (`Tableau.isFaceDirection`) cannot move at all.
    /// 2. One-step witnesses: moving a single face direction from the current vertex as far
    ///    as the ratio test allows (or without end, when nothing blocks it) reaches another
    ///    optimal solution, in which every row that mentions the direction has moved by
    ///    coefficient × step. A variable moved by more than the tolerance this way has a
    ///    range at least that wide. One ratio test per face direction serves every row.
    /// 3. What is left (rows whose every direction is blocked at once: degenerate vertices)
    ///    gets the face LPs of the definition, lowest id first; each LP's final vertex is
    ///    another optimal solution, which settles every remaining variable it moved.
    public func ambiguousVariables() -> [Variable] {
        refresh()
        let tolerance = Tableau.feasibilityTolerance
        var ambiguous = [Bool](repeating: false, count: names.count)
        var candidates: [Int] = []
        for id in names.indices {
            let s = variableSymbols[id]
            guard tableau.basic[s] else { ambiguous[id] = true; continue }
            let row = tableau.rows[s]
            if row.symbols.contains(where: { tableau.kinds[$0] == .external }) {
                ambiguous[id] = true
            } else if row.symbols.contains(where: tableau.isFaceDirection) {
                candidates.append(id)
            }
        }
        // 2. The step each face direction can take alone (nil: unbounded), asked once.
        var steps: [Int: Double?] = [:]
        for id in candidates {
            let row = tableau.rows[variableSymbols[id]]
            for i in 0..<row.count where tableau.isFaceDirection(row.symbols[i]) {
                let e = row.symbols[i]
                let step: Double?
                if let known = steps[e] {
                    step = known
                } else {
                    step = tableau.leavingRow(for: e).map { $0.1 }
                    steps[e] = step
                }
                guard let ratio = step else { ambiguous[id] = true; break }
                if abs(row.coefficients[i] * ratio) > tolerance { ambiguous[id] = true; break }
            }
        }
        // 3. Face LPs for the rest; their vertices are witnesses for the others.
        var open = candidates.filter { !ambiguous[$0] }
        let start = tableau
        while let id = open.first {
            open.removeFirst()
            let s = variableSymbols[id]
            let current = start.value(of: s)
            let low = start.faceExtreme(of: s, maximizing: false)
            settle(&open, &ambiguous, at: low.vertex, from: start)
            if current - low.value > tolerance { ambiguous[id] = true; continue }
            let high = start.faceExtreme(of: s, maximizing: true)
            settle(&open, &ambiguous, at: high.vertex, from: start)
            if high.value - low.value > tolerance { ambiguous[id] = true }
        }
        return names.indices.filter { ambiguous[$0] }.map(Variable.init(id:))
    }

    /// Marks the open variables whose value at `vertex` (another optimal solution) differs
    /// from their value at `start` by more than the tolerance, and closes them.
    private func settle(_ open: inout [Int], _ ambiguous: inout [Bool], at vertex: Tableau?, from start: Tableau) {
        guard let vertex else { return }
        open.removeAll { id in
            let s = variableSymbols[id]
            guard abs(vertex.value(of: s) - start.value(of: s)) > Tableau.feasibilityTolerance else { return false }
            ambiguous[id] = true
            return true
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
