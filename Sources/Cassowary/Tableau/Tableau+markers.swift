extension Tableau {
    /// Removes the constraint whose marker is `marker` from the tableau: its row goes (after
    /// pivoting the marker into the basis if needed), the rest stays feasible.
    ///
    /// Row to pivot the marker into (kiwi's rule, which keeps the rest feasible):
    /// 1. A restricted row where the marker has a negative coefficient, smallest ratio.
    /// 2. Else a restricted row with a positive coefficient, smallest ratio.
    /// 3. Else an external row. Lowest id on ties throughout.
    mutating func removeMarker(_ marker: Int) {
        if isBasic(marker) {
            removeRow(marker)
            return
        }
        var best: (Int, Double, Int)?
        for b in columns[marker] {
            let row = rows[b]
            let t = row.coefficient(for: marker)
            let candidate: (Int, Double, Int)
            if kinds[b] == .external {
                candidate = (2, 0, b)
            } else if t < 0 {
                candidate = (0, -row.constant / t, b)
            } else {
                candidate = (1, row.constant / t, b)
            }
            if best == nil || candidate < best! { best = candidate }
        }
        guard let leaving = best?.2 else { return }
        pivot(entering: marker, leaving: leaving)
        removeRow(marker)
    }

    /// The constant of the constraint whose marker is `marker` (with coefficient
    /// `markerCoefficient` in its original row) moved by `delta`: the same tableau holds
    /// with the marker shifted by `delta / markerCoefficient`, which moves row constants
    /// along the marker's column only. Rows that may have gone infeasible are queued for
    /// `dualOptimize`.
    mutating func shiftMarker(_ marker: Int, markerCoefficient: Double, by delta: Double) {
        let shift = delta / markerCoefficient
        if basic[marker] {
            noteRow(marker)
            rows[marker].constant -= shift
            if violation(of: marker) > Tableau.epsilon { infeasibleRows.append(marker) }
            return
        }
        // This loop is a whole frame's work for an animated constant in a long chain: one
        // uniqueness check for all rows instead of one per row, and locals instead of
        // `self` so nothing else is touched while the rows are borrowed.
        let members = columns[marker].members
        if journal != nil { for b in members { noteRow(b) } }
        let kinds = self.kinds
        var infeasible = infeasibleRows
        infeasibleRows = []
        rows.withUnsafeMutableBufferPointer { rows in
            for b in members {
                let t = rows[b].coefficient(for: marker)
                rows[b].constant += t * shift
                let kind = kinds[b]
                if kind != .external && Tableau.violation(kind: kind, constant: rows[b].constant) > Tableau.epsilon {
                    infeasible.append(b)
                }
            }
        }
        infeasibleRows = infeasible
    }
}
