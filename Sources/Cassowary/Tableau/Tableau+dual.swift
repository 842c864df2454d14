extension Tableau {
    /// Dual simplex: restores feasibility after constants changed (`setConstant`,
    /// `suggestValue`) while the reduced costs stay optimal. Returns false when no pivot
    /// can repair a row, i.e. the required constraints cannot hold; the tableau is then
    /// still a valid (infeasible) representation and the caller rolls the change back.
    ///
    /// Leaving row: the most violated row among `infeasibleRows` (restricted rows with a
    /// negative constant, basic dummies with a non-zero one); lowest id on ties. After
    /// `blandThreshold` pivots, the lowest id (the dual Bland rule), which cannot cycle.
    /// Entering symbol: among the row's slack/error symbols that repair it, the smallest
    /// ratio reduced-cost / coefficient, compared lexicographically over the levels (this
    /// keeps every reduced cost lexicographically non-negative); lowest id on ties.
    mutating func dualOptimize() -> Bool {
        var iterations = 0
        while true {
            iterations += 1
            let bland = iterations > Tableau.blandThreshold
            infeasibleRows.sort()
            var kept: [Int] = []
            var leaving = -1
            var worst = 0.0
            var last = -1
            for b in infeasibleRows where b != last {
                last = b
                let violation = self.violation(of: b)
                guard violation > Tableau.epsilon else { continue }
                kept.append(b)
                if bland ? leaving < 0 : violation > worst { worst = violation; leaving = b }
            }
            infeasibleRows = kept
            guard leaving >= 0 else { return true }
            guard let entering = dualEntering(for: leaving) else { return false }
            let touched = columns[entering]
            pivot(entering: entering, leaving: leaving)
            for b in touched where violation(of: b) > Tableau.epsilon { infeasibleRows.append(b) }
        }
    }

    /// How far basic symbol `b`'s row is from feasible (0 when fine or unrestricted).
    func violation(of b: Int) -> Double {
        guard basic[b] else { return 0 }
        return Tableau.violation(kind: kinds[b], constant: rows[b].constant)
    }

    /// How far a row with basic symbol of `kind` and this constant is from feasible.
    static func violation(kind: SymbolKind, constant: Double) -> Double {
        switch kind {
        case .dummy: return abs(constant)
        case .slack, .error, .artificial: return -constant
        case .external: return 0
        }
    }

    private func dualEntering(for leaving: Int) -> Int? {
        let row = rows[leaving]
        let sign: Double = (kinds[leaving] == .dummy && row.constant > 0) ? -1 : 1
        var best = -1
        var bestRatios: [Double] = []
        var ratios = [Double](repeating: 0, count: levels.count)
        for i in 0..<row.count {
            let s = row.symbols[i]
            let t = sign * row.coefficients[i]
            guard kinds[s].isPivotable, t > Tableau.epsilon else { continue }
            for l in levels.indices { ratios[l] = levels[l].coefficients[s] / t }
            if best < 0 || Tableau.lexicographicOrder(ratios, bestRatios, s, best) {
                best = s; bestRatios = ratios
            }
        }
        return best >= 0 ? best : nil
    }

    /// `a` before `b` (with ids `ia`, `ib` breaking exact ties).
    static func lexicographicOrder(_ a: [Double], _ b: [Double], _ ia: Int, _ ib: Int) -> Bool {
        for l in a.indices {
            if a[l] < b[l] - epsilon { return true }
            if a[l] > b[l] + epsilon { return false }
        }
        return ia < ib
    }
}
