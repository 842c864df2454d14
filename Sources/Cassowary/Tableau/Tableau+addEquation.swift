extension Tableau {
    /// What became of an equation handed to `addEquation`.
    enum Insertion: Equatable {
        /// Stored; the tableau is feasible again.
        case inserted
        /// Already implied by the tableau (nothing stored).
        case redundant
        /// Contradicts the required rows; the tableau is unchanged. `certificate` lists the
        /// marker symbols (slacks, dummies) that take part in the contradiction.
        case infeasible(certificate: [Int])
    }

    /// Adds the equation `0 = row` (the row may mention basic symbols) to a feasible tableau.
    ///
    /// Subject (the symbol the row is solved for):
    /// 1. An external symbol, the one in the fewest rows (least fill-in), lowest id on ties.
    /// 2. Else, with the row's constant made non-negative: a slack/error symbol whose
    ///    solving keeps every restricted row feasible (any sign when the constant is 0, else
    ///    a negative coefficient passing a ratio check), fewest rows first, lowest id on ties.
    ///    A fresh marker always qualifies, so most layout rows stop here.
    /// 3. Else, a row of dummies only: redundant when its constant is 0 (solved for
    ///    `ownDummy` when given, so the constraint keeps a row to remove), else infeasible.
    /// 4. Else phase one with an artificial variable.
    mutating func addEquation(_ equation: Row, ownDummy: Int? = nil) -> Insertion {
        var row = equation
        substituteBasics(in: &row)
        if let subject = externalSubject(of: row) {
            install(row, subject: subject)
            return .inserted
        }
        if row.constant < 0 { row.scale(by: -1) }
        if row.constant <= Tableau.epsilon { row.constant = 0 }
        if let subject = restrictedSubject(of: row) {
            install(row, subject: subject)
            return .inserted
        }
        if !row.symbols.contains(where: { kinds[$0].isPivotable }) {
            if row.constant > 0 { return .infeasible(certificate: row.symbols.filter { kinds[$0] == .dummy }.sorted()) }
            if let d = ownDummy, row.index(of: d) != nil {
                install(row, subject: d)
                return .inserted
            }
            return .redundant
        }
        return addWithArtificialVariable(row)
    }

    private mutating func install(_ equation: Row, subject: Int) {
        var row = equation
        row.solve(for: subject)
        insertRow(subject, row)
        substitute(subject, row)
    }

    private func externalSubject(of row: Row) -> Int? {
        var best = -1
        for s in row.symbols where kinds[s] == .external {
            if best < 0 || (columns[s].count, s) < (columns[best].count, best) { best = s }
        }
        return best >= 0 ? best : nil
    }

    private func restrictedSubject(of row: Row) -> Int? {
        var best = -1
        for i in 0..<row.count {
            let s = row.symbols[i]
            let t = row.coefficients[i]
            guard kinds[s].isPivotable else { continue }
            if row.constant == 0 {
                guard abs(t) > Tableau.epsilon else { continue }
            } else {
                guard t < -Tableau.epsilon, keepsFeasible(s, becoming: row.constant / -t) else { continue }
            }
            if best < 0 || (columns[s].count, s) < (columns[best].count, best) { best = s }
        }
        return best >= 0 ? best : nil
    }

    /// Whether parametric `s` may take `value` without driving a restricted row negative.
    private func keepsFeasible(_ s: Int, becoming value: Double) -> Bool {
        for b in columns[s] {
            let kind = kinds[b]
            if kind == .external { continue }
            let row = rows[b]
            let next = row.constant + row.coefficient(for: s) * value
            if kind == .dummy ? abs(next) > Tableau.epsilon : next < -Tableau.epsilon { return false }
        }
        return true
    }

    /// Phase one: `a = row` with `a ≥ 0` is feasible; minimise `a`. At 0 the equation holds
    /// and `a` is pivoted out and dropped; above 0 the equation cannot hold, and the
    /// symbols with a non-zero phase-one cost are the certificate.
    private mutating func addWithArtificialVariable(_ row: Row) -> Insertion {
        let snapshot = self
        let a = makeSymbol(.artificial)
        insertRow(a, row)
        var aux = DenseRow(symbolCount: symbolCount)
        aux.add(1, row)
        auxiliary = aux
        _ = minimize()
        let phaseOne = auxiliary!
        auxiliary = nil
        if phaseOne.constant > Tableau.feasibilityTolerance {
            let certificate = (0..<symbolCount).filter {
                (kinds[$0] == .slack || kinds[$0] == .dummy) && abs(phaseOne.coefficients[$0]) > Tableau.epsilon
            }
            self = snapshot
            return .infeasible(certificate: certificate)
        }
        if basic[a] {
            let basicRow = rows[a]
            var entering = -1
            for i in 0..<basicRow.count {
                let s = basicRow.symbols[i]
                guard kinds[s].isPivotable, abs(basicRow.coefficients[i]) > Tableau.epsilon else { continue }
                if entering < 0 || (columns[s].count, s) < (columns[entering].count, entering) { entering = s }
            }
            if entering >= 0 { pivot(entering: entering, leaving: a) } else { removeRow(a) }
        }
        releaseSymbol(a)
        return .inserted
    }

    static let feasibilityTolerance = 1e-7
}
