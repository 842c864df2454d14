extension Tableau {
    /// The long-step ratio test of the piecewise-linear simplex, for the main objective.
    ///
    /// An optional constraint's slack and error (or e⁺ and e⁻) are two halves of one free
    /// quantity. When the entering symbol drives such a basic half to zero, the row need
    /// not block: its partner, which then appears in that row only, can take over (an O(row)
    /// pivot), and the entering symbol keeps growing as long as its reduced cost stays
    /// lexicographically negative. Without this, n equal-width views whose width falls below
    /// a preferred minimum cost n degenerate pivots that each rewrite every position row.
    ///
    /// Breakpoints are passed in order of ratio (lowest basic id on ties); the first one
    /// that cannot be passed, or after which growing no longer pays, is the leaving row.
    /// The hand-overs are performed here; the caller pivots on the returned row.
    mutating func longStep(for entering: Int) -> (Int, Double)? {
        var breakpoints: [(ratio: Double, row: Int)] = []
        for b in columns[entering] {
            let kind = kinds[b]
            if kind == .external { continue }
            let row = rows[b]
            let t = row.coefficient(for: entering)
            if kind == .dummy {
                if abs(t) > Tableau.epsilon { breakpoints.append((0, b)) }
            } else if t < -Tableau.epsilon {
                breakpoints.append((max(0, row.constant / -t), b))
            }
        }
        breakpoints.sort { $0.ratio < $1.ratio || ($0.ratio == $1.ratio && $0.row < $1.row) }
        var cost = levels.map { $0.coefficients[entering] }
        var handOvers: [(row: Int, partner: Int)] = []
        var leaving: (Int, Double)?
        for (ratio, b) in breakpoints {
            let p = partners[b]
            guard p >= 0, !basic[p], columns[p].count == 1 else { leaving = (b, ratio); break }
            let row = rows[b]
            let a = row.coefficient(for: p)
            guard a > Tableau.epsilon else { leaving = (b, ratio); break }
            // After the hand-over, p = (b − … − t·entering)/a: entering's cost gains r_p·(−t/a).
            let k = -row.coefficient(for: entering) / a
            var next = cost
            for l in levels.indices { next[l] += levels[l].coefficients[p] * k }
            guard Tableau.isLexicographicallyNegative(next) else { leaving = (b, ratio); break }
            cost = next
            handOvers.append((b, p))
        }
        guard let result = leaving else { return nil }
        for (b, p) in handOvers { pivot(entering: p, leaving: b) }
        return result
    }

    static func isLexicographicallyNegative(_ v: [Double]) -> Bool {
        for x in v {
            if x < -epsilon { return true }
            if x > epsilon { return false }
        }
        return false
    }
}
