extension Tableau {
    /// How a minimisation ended.
    enum Outcome { case optimal, unbounded }

    /// Primal simplex on a feasible tableau: minimises the auxiliary objective when one is
    /// present, else the lexicographic objective (levels compared highest first).
    ///
    /// Entering symbol:
    /// 1. Only slack and error symbols (externals stay basic, dummies stay 0).
    /// 2. With an auxiliary objective: a negative coefficient there and, when `faceOnly`,
    ///    a zero reduced cost at every level (so the main optimum is not left).
    /// 3. Otherwise: a lexicographically negative reduced cost; the one whose first non-zero
    ///    level is the highest priority, most negative there (Dantzig), lowest id on ties.
    /// 4. After `blandThreshold` degenerate pivots in a row: the lowest id whose cost is
    ///    negative, with the plain ratio test (Bland's rule), which cannot cycle.
    ///
    /// Leaving row: among restricted rows whose value falls as the symbol grows, the smallest
    /// ratio `constant / -coefficient` (basic dummies block at ratio 0); lowest basic id on
    /// exact ties. For the main objective, rows whose basic symbol can hand over to its
    /// partner are passed while that still pays (`longStep(for:)`).
    mutating func minimize(faceOnly: Bool = false) -> Outcome {
        var degenerateRun = 0
        while let entering = enteringSymbol(bland: degenerateRun >= Tableau.blandThreshold, faceOnly: faceOnly) {
            // In Bland mode the plain ratio test keeps the rule's no-cycling guarantee.
            let longStepAllowed = auxiliary == nil && degenerateRun < Tableau.blandThreshold
            let step = longStepAllowed ? longStep(for: entering) : leavingRow(for: entering)
            guard let (leaving, ratio) = step else { return .unbounded }
            degenerateRun = ratio <= Tableau.epsilon ? degenerateRun + 1 : 0
            pivot(entering: entering, leaving: leaving)
        }
        return .optimal
    }

    static let blandThreshold = 50

    private func enteringSymbol(bland: Bool, faceOnly: Bool) -> Int? {
        if let aux = auxiliary {
            var best = -1
            var bestValue = -Tableau.epsilon
            for s in 0..<symbolCount where kinds[s].isPivotable && !basic[s] {
                let v = aux.coefficients[s]
                guard v < -Tableau.epsilon, !faceOnly || leadingReducedCost(s) == nil else { continue }
                if bland { return s }
                if v < bestValue { best = s; bestValue = v }
            }
            return best >= 0 ? best : nil
        }
        var best = -1
        var bestLevel = Int.max
        var bestValue = 0.0
        for s in 0..<symbolCount where kinds[s].isPivotable && !basic[s] {
            guard let (level, v) = leadingReducedCost(s), v < 0 else { continue }
            if bland { return s }
            if level < bestLevel || (level == bestLevel && v < bestValue) {
                best = s; bestLevel = level; bestValue = v
            }
        }
        return best >= 0 ? best : nil
    }

    /// The row that limits growth of `entering` and the ratio it allows.
    func leavingRow(for entering: Int) -> (Int, Double)? {
        var best = -1
        var bestRatio = Double.infinity
        for b in columns[entering] {
            let kind = kinds[b]
            if kind == .external { continue }
            let row = rows[b]
            let t = row.coefficient(for: entering)
            let ratio: Double
            if kind == .dummy {
                guard abs(t) > Tableau.epsilon else { continue }
                ratio = 0
            } else {
                guard t < -Tableau.epsilon else { continue }
                ratio = max(0, row.constant / -t)
            }
            if ratio < bestRatio || (ratio == bestRatio && b < best) {
                best = b; bestRatio = ratio
            }
        }
        return best >= 0 ? (best, bestRatio) : nil
    }
}
