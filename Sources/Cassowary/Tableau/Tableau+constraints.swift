extension Tableau {
    /// Builds the constraint's row (with fresh marker/error symbols) and adds it; optional
    /// constraints then count their errors in their priority's objective level. On
    /// `.infeasible` the tableau is left as it was.
    mutating func install(_ record: inout ConstraintRecord, symbols: [Int], forceMarker: Bool = false) -> Insertion {
        var row = Row(constant: record.sign * record.constant)
        for term in record.terms {
            // Rows must not repeat a symbol; records made outside `Solver.add` may.
            let s = symbols[term.variable.id]
            if let i = row.index(of: s) { row.coefficients[i] += record.sign * term.coefficient } else { row.append(s, record.sign * term.coefficient) }
        }
        for i in (0..<row.count).reversed() where row.coefficients[i] == 0 { row.remove(at: i) }
        var created: [Int] = []
        func add(_ kind: SymbolKind, _ coefficient: Double) -> Int {
            let s = makeSymbol(kind)
            row.append(s, coefficient)
            created.append(s)
            return s
        }
        record.marker = -1
        record.other = -1
        var ownDummy: Int?
        switch (record.relation, record.priority.isRequired) {
        case (.equal, true):
            if record.wantsMarker || forceMarker {
                record.marker = add(.dummy, 1)
                record.markerCoefficient = 1
                ownDummy = record.marker
            }
        case (.equal, false):
            record.marker = add(.error, -1)
            record.markerCoefficient = -1
            record.other = add(.error, 1)
        case (_, let required):
            record.marker = add(.slack, -1)
            record.markerCoefficient = -1
            if !required { record.other = add(.error, 1) }
        }
        if record.other >= 0 {
            partners[record.marker] = record.other
            partners[record.other] = record.marker
        }
        let result = addEquation(row, ownDummy: ownDummy)
        switch result {
        case .infeasible:
            for s in created { releaseSymbol(s) }
            record.marker = -1
            record.other = -1
        case .redundant, .inserted:
            if !record.priority.isRequired {
                let level = retainLevel(record.priority.value)
                for e in record.errorSymbols { addToObjective(level: level, 1, e) }
            }
        }
        return result
    }

    /// Takes an installed constraint that has a marker out again, releasing its symbols.
    mutating func uninstall(_ record: ConstraintRecord) {
        if !record.priority.isRequired {
            let level = levelPriorities.firstIndex(of: record.priority.value)!
            for e in record.errorSymbols { addToObjective(level: level, -1, e) }
        }
        removeMarker(record.marker)
        releaseSymbol(record.marker)
        if record.other >= 0 { releaseSymbol(record.other) }
        if !record.priority.isRequired { releaseLevel(record.priority.value) }
    }

    /// Moves an optional constraint's errors to another optional level.
    mutating func reprioritise(_ record: ConstraintRecord, to priority: Priority) {
        let old = levelPriorities.firstIndex(of: record.priority.value)!
        for e in record.errorSymbols { addToObjective(level: old, -1, e) }
        releaseLevel(record.priority.value)
        let new = retainLevel(priority.value)
        for e in record.errorSymbols { addToObjective(level: new, 1, e) }
    }
}
